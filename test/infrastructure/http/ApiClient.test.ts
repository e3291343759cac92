// @vitest-environment node
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { AppEvent } from '../../../src/application/ports/EventBus';
import { NetworkScope } from '../../../src/application/session/NetworkScope';
import { ApiClient } from '../../../src/infrastructure/http/ApiClient';
import { InMemoryEventBus } from '../../../src/infrastructure/memory/InMemoryEventBus';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';

const BASE = 'http://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TIMEOUT_MS = 10_000;

let clock: ManualClock;
let tokens: InMemoryTokenStore;
let events: AppEvent[];
let client: ApiClient;

/*
 * Every wait of the client (retry back-off, request timeout) goes through the ManualClock, so time
 * only moves when a test advances it. msw answers on the real event loop, so the tests wait for
 * the state they expect with vi.waitFor (polling, no fixed sleep) before moving the clock.
 */
beforeEach(() => {
  clock = new ManualClock();
  const scope = new NetworkScope();
  scope.enter('net-1');
  tokens = new InMemoryTokenStore(scope);
  tokens.save({ accessToken: 'access-old', refreshToken: 'refresh-old' });
  const bus = new InMemoryEventBus();
  events = [];
  bus.subscribe('sessionExpired', (event) => events.push(event));
  bus.subscribe('forbiddenAccess', (event) => events.push(event));
  client = new ApiClient({ baseUrl: `${BASE}/`, timeoutMs: TIMEOUT_MS }, scope, tokens, clock, bus);
});

/** Resolves once the client waits for exactly these delays (request timeouts included). */
async function untilWaiting(delays: number[]): Promise<void> {
  await vi.waitFor(() => expect(clock.pendingDelays()).toEqual(delays));
}

function refreshHandler(count: { calls: number }) {
  return http.post(`${BASE}/v2/auth/refresh`, async ({ request }) => {
    count.calls++;
    const body = await request.json();
    expect(body).toEqual({ refreshToken: expect.any(String) });
    return HttpResponse.json({ data: { accessToken: `access-${count.calls}`, refreshToken: `refresh-${count.calls}` } });
  });
}

describe('ApiClient', () => {
  it('sends the networkId query, the Bearer token and a JSON body', async () => {
    let seen: { url: URL; authorization: string | null; contentType: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${BASE}/v2/contents`, async ({ request }) => {
        seen = {
          url: new URL(request.url),
          authorization: request.headers.get('authorization'),
          contentType: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ data: { id: 'c1' }, metadata: { total: 1 }, message: 'Saved' }, { status: 201 });
      }),
    );

    const envelope = await client.post('/v2/contents', { title: 'Hi' });

    expect(seen?.url.searchParams.get('networkId')).toBe('net-1');
    expect(seen?.authorization).toBe('Bearer access-old');
    expect(seen?.contentType).toBe('application/json');
    expect(seen?.body).toEqual({ title: 'Hi' });
    expect(envelope).toEqual({ httpStatus: 201, data: { id: 'c1' }, metadata: { total: 1 }, message: 'Saved', status: null });
  });

  it('leaves out networkId when asked to, and keeps the other query parameters', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${BASE}/v2/networks/by-slug/demo`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ data: {} });
      }),
    );

    await client.send({ method: 'GET', path: '/v2/networks/by-slug/demo', query: { lang: 'it', skipped: undefined }, withNetwork: false });

    expect(url?.searchParams.has('networkId')).toBe(false);
    expect(url?.search).toBe('?lang=it');
  });

  it('answers a 204 with an empty envelope', async () => {
    server.use(http.delete(`${BASE}/v2/contents/c1`, () => new HttpResponse(null, { status: 204 })));

    await expect(client.delete('/v2/contents/c1')).resolves.toEqual({ httpStatus: 204, data: undefined, metadata: {}, message: null, status: null });
  });

  it('refreshes once for five concurrent queries that hit 401, then retries each with the new token', async () => {
    const refreshes = { calls: 0 };
    const authorizations: (string | null)[] = [];
    server.use(
      refreshHandler(refreshes),
      http.get(`${BASE}/v2/contents`, ({ request }) => {
        const authorization = request.headers.get('authorization');
        authorizations.push(authorization);
        return authorization === 'Bearer access-1'
          ? HttpResponse.json({ data: [] })
          : HttpResponse.json({ error: { code: 'Unauthorized', message: 'Expired' } }, { status: 401 });
      }),
    );

    const answers = Promise.all(Array.from({ length: 5 }, (_, index) => client.get('/v2/contents', { offset: index })));
    await untilWaiting([1000, 1000, 1000, 1000, 1000]);
    expect(refreshes.calls).toBe(1);
    clock.advance(1000);

    await expect(answers).resolves.toHaveLength(5);
    expect(refreshes.calls).toBe(1);
    expect(authorizations.filter((value) => value === 'Bearer access-old')).toHaveLength(5);
    expect(authorizations.filter((value) => value === 'Bearer access-1')).toHaveLength(5);
    expect(tokens.refreshToken()).toBe('refresh-1');
  });

  it('waits 1 s, 2 s and 3 s before the three retries of a query, then gives up with the 401', async () => {
    const refreshes = { calls: 0 };
    let queries = 0;
    server.use(
      refreshHandler(refreshes),
      http.get(`${BASE}/v2/memberships/me`, () => {
        queries++;
        return HttpResponse.json({ error: { code: 'Unauthorized', message: 'Expired' } }, { status: 401 });
      }),
    );

    const outcome = client.get('/v2/memberships/me').catch((error: unknown) => error);

    for (const [retry, waitMs] of [1000, 2000, 3000].entries()) {
      await untilWaiting([waitMs]);
      expect(refreshes.calls).toBe(retry + 1);
      clock.advance(waitMs - 1);
      expect(clock.pendingDelays(), `still waiting 1 ms before retry ${retry}`).toEqual([1]);
      expect(queries).toBe(retry + 1);
      clock.advance(1);
      await vi.waitFor(() => expect(queries).toBe(retry + 2));
    }

    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'Unauthorized', message: 'Expired' });
    expect(refreshes.calls).toBe(3);
    expect(clock.pendingDelays()).toEqual([]);
    expect(queries).toBe(4);
  });

  it('does not refresh nor retry a mutation that hits 401', async () => {
    const refreshes = { calls: 0 };
    let logins = 0;
    server.use(
      refreshHandler(refreshes),
      http.post(`${BASE}/v2/auth/login`, () => {
        logins++;
        return HttpResponse.json({ error: { code: 'InvalidEmailOrPassword', message: 'Wrong e-mail or password' } }, { status: 401 });
      }),
    );

    const outcome = await client.post('/v2/auth/login', { email: 'a@b.c', password: 'nope' }).catch((error: unknown) => error);

    expect(clock.pendingDelays()).toEqual([]);
    expect(outcome).toMatchObject({ status: 401, code: 'InvalidEmailOrPassword', message: 'Wrong e-mail or password' });
    expect(logins).toBe(1);
    expect(refreshes.calls).toBe(0);
    expect(tokens.accessToken()).toBe('access-old');
  });

  it('clears the tokens and publishes sessionExpired when the refresh token is refused', async () => {
    let queries = 0;
    server.use(
      http.post(`${BASE}/v2/auth/refresh`, () => HttpResponse.json({ error: { code: 'InvalidRefreshToken', message: 'Expired' } }, { status: 401 })),
      http.get(`${BASE}/v2/memberships/me`, () => {
        queries++;
        return HttpResponse.json({ error: { code: 'Unauthorized', message: 'Sign in again' } }, { status: 401 });
      }),
    );

    const outcome = await client.get('/v2/memberships/me').catch((error: unknown) => error);

    expect(outcome).toMatchObject({ status: 401, code: 'Unauthorized' });
    expect(queries).toBe(1);
    expect(tokens.accessToken()).toBeNull();
    expect(tokens.refreshToken()).toBeNull();
    expect(events).toEqual([{ type: 'sessionExpired' }]);
  });

  it('keeps the session when the refresh fails for a server fault', async () => {
    server.use(
      http.post(`${BASE}/v2/auth/refresh`, () => HttpResponse.json({ error: { code: 'Internal', message: 'Down' } }, { status: 500 })),
      http.get(`${BASE}/v2/memberships/me`, () => HttpResponse.json({ error: { code: 'Unauthorized', message: 'Expired' } }, { status: 401 })),
    );

    await expect(client.get('/v2/memberships/me')).rejects.toMatchObject({ status: 401 });
    expect(tokens.refreshToken()).toBe('refresh-old');
    expect(events).toEqual([]);
  });

  it.each([
    ['text that is not JSON', () => new HttpResponse('<html>oops</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['an array instead of an envelope', () => HttpResponse.json([{ id: 1 }])],
    ['a bare string', () => HttpResponse.json('ok')],
  ])('turns %s on a 200 into MalformedResponse', async (_name, answer) => {
    server.use(http.get(`${BASE}/v2/contents`, answer));

    const error = await client.get('/v2/contents').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ApiError.MALFORMED });
  });

  it('aborts a request that hangs and rejects with Timeout after timeoutMs', async () => {
    server.use(
      http.get(`${BASE}/v2/contents`, async () => {
        await delay('infinite');
        return HttpResponse.json({ data: [] });
      }),
    );

    const outcome = client.get('/v2/contents').catch((error: unknown) => error);
    await untilWaiting([TIMEOUT_MS]);
    clock.advance(TIMEOUT_MS - 1);
    expect(clock.pendingDelays()).toEqual([1]);
    clock.advance(1);

    expect(await outcome).toMatchObject({ status: 0, code: ApiError.TIMEOUT });
  });

  it('times out a response whose body stalls after the headers', async () => {
    server.use(
      http.get(`${BASE}/v2/contents`, () => {
        const neverEnding = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"data": ['));
          },
        });
        return new HttpResponse(neverEnding, { headers: { 'Content-Type': 'application/json' } });
      }),
    );

    const outcome = client.get('/v2/contents').catch((error: unknown) => error);
    await untilWaiting([TIMEOUT_MS]);
    clock.advance(TIMEOUT_MS);

    expect(await outcome).toMatchObject({ status: 0, code: ApiError.TIMEOUT });
  });

  it('rejects with Aborted when the caller cancels', async () => {
    server.use(
      http.get(`${BASE}/v2/contents`, async () => {
        await delay('infinite');
        return HttpResponse.json({ data: [] });
      }),
    );
    const controller = new AbortController();

    const outcome = client.get('/v2/contents', {}, controller.signal).catch((error: unknown) => error);
    await untilWaiting([TIMEOUT_MS]);
    controller.abort();

    expect(await outcome).toMatchObject({ status: 0, code: ApiError.ABORTED });
  });

  it('reads the error envelope of a 5xx: its code and the server message', async () => {
    server.use(
      http.get(`${BASE}/v2/contents`, () =>
        HttpResponse.json({ error: { code: 'ServiceUnavailable', message: 'We are upgrading, back soon', details: { retryIn: 60 } } }, { status: 503 }),
      ),
    );

    const error = await client.get('/v2/contents').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'ServiceUnavailable', message: 'We are upgrading, back soon', details: { retryIn: 60 } });
  });

  it('types a 5xx without an envelope by its status, with a generic message', async () => {
    server.use(http.get(`${BASE}/v2/contents`, () => new HttpResponse('Bad gateway', { status: 502 })));

    const error = await client.get('/v2/contents').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'Http502', message: expect.stringMatching(/server had a problem/i) });
  });

  it('publishes forbiddenAccess with the reason of a 403 AccessDenied', async () => {
    server.use(
      http.get(`${BASE}/v2/contents`, () =>
        HttpResponse.json({ error: { code: 'AccessDenied', message: 'Subscribe first', details: { reason: 'canceled' } } }, { status: 403 }),
      ),
    );

    await expect(client.get('/v2/contents')).rejects.toMatchObject({ status: 403, code: 'AccessDenied', accessDenyReason: 'canceled' });
    expect(events).toEqual([{ type: 'forbiddenAccess', reason: 'canceled' }]);
  });

  it('publishes forbiddenAccess without a reason when the server gave none (the handler applies the default)', async () => {
    server.use(http.get(`${BASE}/v2/contents`, () => HttpResponse.json({ error: { code: 'AccessDenied', message: 'No' } }, { status: 403 })));

    await expect(client.get('/v2/contents')).rejects.toMatchObject({ code: 'AccessDenied', accessDenyReason: null });
    expect(events).toEqual([{ type: 'forbiddenAccess', reason: null }]);
  });

  it('does not publish forbiddenAccess for other 403s', async () => {
    server.use(http.delete(`${BASE}/v2/contents/c1`, () => HttpResponse.json({ error: { code: 'Forbidden', message: 'Not yours' } }, { status: 403 })));

    await expect(client.delete('/v2/contents/c1')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    expect(events).toEqual([]);
  });
});
