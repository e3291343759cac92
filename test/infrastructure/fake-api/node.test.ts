// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
