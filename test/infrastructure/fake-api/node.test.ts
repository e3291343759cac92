// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createFakeBackend, DEMO_PASSWORD, NETWORK_IDS } from '../../../src/infrastructure/fake-api/index';
import { createFakeApiServer, type FakeApiServer } from '../../../src/infrastructure/fake-api/node';

// No setupServer here: these requests go over a real loopback socket.
let server: FakeApiServer;
const backend = createFakeBackend();

beforeAll(async () => {
  server = await createFakeApiServer(backend, { port: 0 });
});
afterAll(async () => {
  await server.close();
});

describe('the standalone fake API server', () => {
  it('listens on an ephemeral loopback port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers a CORS preflight that asks for the Authorization header', async () => {
    const response = await fetch(`${server.url}/v2/memberships/me?networkId=${NETWORK_IDS.harbour}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('serves real requests with bodies, tokens and CORS headers', async () => {
    const login = await fetch(`${server.url}/v2/auth/login?networkId=${NETWORK_IDS.harbour}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4173' },
      body: JSON.stringify({ email: 'ada@demo.test', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    const { data } = (await login.json()) as { data: { accessToken: string } };

    const me = await fetch(`${server.url}/v2/memberships/me?networkId=${NETWORK_IDS.harbour}`, {
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe('ada@demo.test');
  });

  it('exposes the demo-control endpoints and 404s unknown paths with the error envelope', async () => {
    const put = await fetch(`${server.url}/__demo/scenarios`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ wrongCode: true }),
    });
    expect(((await put.json()) as { data: { wrongCode: boolean } }).data.wrongCode).toBe(true);
    expect(backend.scenarios.get().wrongCode).toBe(true);
    expect((await fetch(`${server.url}/__demo/reset`, { method: 'POST' })).status).toBe(204);
    expect(backend.scenarios.get().wrongCode).toBe(false);

    const missing = await fetch(`${server.url}/v9/nothing`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('NotFound');
  });
});

/** Opens `/v2/live` of a network with a real `ws` client; `next()` is the next frame the server sends. */
async function openLive(networkId: string) {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/v2/live?networkId=${networkId}`);
  const queue: unknown[] = [];
  const waiting: ((frame: unknown) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const frame: unknown = JSON.parse(String(data));
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else queue.push(frame);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    send: (frame: object) => socket.send(JSON.stringify(frame)),
    next: () => (queue.length > 0 ? Promise.resolve(queue.shift()) : new Promise<unknown>((resolve) => waiting.push(resolve))),
    close: () =>
      new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}

describe('the standalone fake API server’s live socket', () => {
  it('signs in with the chat token of the login answer, answers ready, then sends the event of a REST write', async () => {
    const login = await fetch(`${server.url}/v2/auth/login?networkId=${NETWORK_IDS.harbour}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@demo.test', password: DEMO_PASSWORD }),
    });
    const { data: tokens } = (await login.json()) as { data: { accessToken: string; chatTokenV2: string } };
    const live = await openLive(NETWORK_IDS.harbour);
    live.send({ type: 'auth', token: tokens.chatTokenV2 });
    const lastEventId = backend.liveEvents.lastId(NETWORK_IDS.harbour);
    expect(await live.next()).toEqual({ type: 'ready', lastEventId });

    const posted = await fetch(`${server.url}/v2/contents/cnt-harbour-10k/comments?networkId=${NETWORK_IDS.harbour}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
      body: JSON.stringify({ body: 'See you at the start line' }),
    });
    const { data: comment } = (await posted.json()) as { data: unknown };
    expect(await live.next()).toEqual({ type: 'event', id: lastEventId + 1, event: 'comment.created', data: comment });
    await live.close();
    // The server hears the close on its side of the connection, a moment after the client.
    await vi.waitFor(() => expect(backend.live.status().sockets).toBe(0));
  });

  it('refuses an open while the demo control says so (503 before the upgrade), and opens the next', async () => {
    const put = await fetch(`${server.url}/__demo/live/refusals`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: 1 }) });
    expect(put.status).toBe(200);
    await expect(openLive(NETWORK_IDS.harbour)).rejects.toThrow(/503/);
    const live = await openLive(NETWORK_IDS.harbour);
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
    await live.close();
  });

  it('upgrades no other path', async () => {
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/v2/elsewhere`);
    await expect(new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    })).rejects.toThrow(/404/);
  });
});

