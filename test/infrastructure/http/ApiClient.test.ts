// @vitest-environment node
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { AppEvent } from '../../../src/application/ports/EventBus';
import { NetworkScope } from '../../../src/application/session/NetworkScope';
import { ApiClient, ROTATED_TOKEN_GRACE_MS } from '../../../src/infrastructure/http/ApiClient';
import { SynchronousEventBus } from '../../../src/infrastructure/events/SynchronousEventBus';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { InMemoryCrossTabLock } from '../../../src/infrastructure/memory/InMemoryCrossTabLock';
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
let scope: NetworkScope;
let language: string;

/*
 * Every wait of the client (retry back-off, request timeout) goes through the ManualClock, so time
 * only moves when a test advances it. msw answers on the real event loop, so the tests wait for
 * the state they expect with vi.waitFor (polling, no fixed sleep) before moving the clock.
 */
beforeEach(() => {
  clock = new ManualClock();
  scope = new NetworkScope();
  scope.enter('net-1');
  tokens = new InMemoryTokenStore();
  tokens.save('net-1', { accessToken: 'access-old', refreshToken: 'refresh-old' });
  const bus = new SynchronousEventBus();
  events = [];
  bus.subscribe('sessionExpired', (event) => events.push(event));
  bus.subscribe('forbiddenAccess', (event) => events.push(event));
  language = 'en';
  client = new ApiClient({ baseUrl: `${BASE}/`, timeoutMs: TIMEOUT_MS, language: () => language }, scope, tokens, clock, bus, new InMemoryCrossTabLock());
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

  it("sends a call's own headers with its own, which win over a same-named one", async () => {
    let headers: Headers | undefined;
    server.use(
      http.post(`${BASE}/subscriptions`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ data: {} });
      }),
    );

    await client.send({ method: 'POST', path: '/subscriptions', body: {}, headers: { 'Idempotency-Key': 'attempt-1', Authorization: 'Bearer forged' } });

    expect(headers?.get('idempotency-key')).toBe('attempt-1');
    expect(headers?.get('authorization')).toBe('Bearer access-old');
    expect(headers?.get('accept-language')).toBe('en');
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
    expect(tokens.refreshToken('net-1')).toBe('refresh-1');
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
    expect(tokens.accessToken('net-1')).toBe('access-old');
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

    const answer = client.get('/v2/memberships/me').catch((error: unknown) => error);
    // The refusal is looked at again after a grace, in case another tab's rotated token was on its way.
    await untilWaiting([ROTATED_TOKEN_GRACE_MS]);
    clock.advance(ROTATED_TOKEN_GRACE_MS);
    const outcome = await answer;

    expect(outcome).toMatchObject({ status: 401, code: 'Unauthorized' });
    expect(queries).toBe(1);
    expect(tokens.accessToken('net-1')).toBeNull();
    expect(tokens.refreshToken('net-1')).toBeNull();
    expect(events).toEqual([{ type: 'sessionExpired', networkId: 'net-1' }]);
  });

  it('publishes sessionExpired when a query is refused and no refresh token is stored, without asking for a refresh', async () => {
    const refreshes = { calls: 0 };
    server.use(
      refreshHandler(refreshes),
      http.get(`${BASE}/v2/memberships/me`, () => HttpResponse.json({ error: { code: 'Unauthorized', message: 'Sign in again' } }, { status: 401 })),
    );
    // Another tab logged out, or a refusal there removed it: this tab has nothing to renew its session with.
    tokens.clear('net-1');

    await expect(client.get('/v2/memberships/me')).rejects.toMatchObject({ status: 401, code: 'Unauthorized' });
    await expect(client.refresh('net-1')).resolves.toBe('refused');

    expect(refreshes.calls).toBe(0);
    expect(events).toEqual([{ type: 'sessionExpired', networkId: 'net-1' }, { type: 'sessionExpired', networkId: 'net-1' }]);
  });

  it('keeps the session when the refresh fails for a server fault; the query fails with a retryable error, not a 401', async () => {
    server.use(
      http.post(`${BASE}/v2/auth/refresh`, () => HttpResponse.json({ error: { code: 'Internal', message: 'Down' } }, { status: 500 })),
      http.get(`${BASE}/v2/memberships/me`, () => HttpResponse.json({ error: { code: 'Unauthorized', message: 'Expired' } }, { status: 401 })),
    );

    await expect(client.get('/v2/memberships/me')).rejects.toMatchObject({ status: 0, code: ApiError.NETWORK });
    expect(tokens.refreshToken('net-1')).toBe('refresh-old');
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
    expect(events).toEqual([{ type: 'forbiddenAccess', reason: 'canceled', networkId: 'net-1' }]);
  });

  it('publishes forbiddenAccess without a reason when the server gave none (the handler applies the default)', async () => {
    server.use(http.get(`${BASE}/v2/contents`, () => HttpResponse.json({ error: { code: 'AccessDenied', message: 'No' } }, { status: 403 })));

    await expect(client.get('/v2/contents')).rejects.toMatchObject({ code: 'AccessDenied', accessDenyReason: null });
    expect(events).toEqual([{ type: 'forbiddenAccess', reason: null, networkId: 'net-1' }]);
  });

  it('publishes nothing for a 403 AccessDenied to a silent call (fire and forget: analytics), and still rejects it', async () => {
    server.use(
      http.post(`${BASE}/v2/analytics/view/content/c1`, () =>
        HttpResponse.json({ error: { code: 'AccessDenied', message: 'Subscribe first', details: { reason: 'canceled' } } }, { status: 403 }),
      ),
    );

    await expect(client.send({ method: 'POST', path: '/v2/analytics/view/content/c1', body: {}, silent: true })).rejects.toMatchObject({ code: 'AccessDenied' });
    expect(events).toEqual([]);
  });

  it('does not publish forbiddenAccess for other 403s', async () => {
    server.use(http.delete(`${BASE}/v2/contents/c1`, () => HttpResponse.json({ error: { code: 'Forbidden', message: 'Not yours' } }, { status: 403 })));

    await expect(client.delete('/v2/contents/c1')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    expect(events).toEqual([]);
  });
});

describe('ApiClient language and 401 in the body', () => {
  it('sends Accept-Language with the current language on every call', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/v2/contents`, ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json({ data: [] });
      }),
      http.post(`${BASE}/v2/auth/login`, ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json({ data: { accessToken: 'a', refreshToken: 'r' } });
      }),
    );

    await client.get('/v2/contents');
    language = 'it';
    await client.get('/v2/contents');
    await client.post('/v2/auth/login', {});

    expect(seen).toEqual(['en', 'it', 'it']);
  });

  it.each([
    ['metadata.code 401 on a 200', () => HttpResponse.json({ data: null, metadata: { code: 401 } })],
    ['error.code "401" on a 400', () => HttpResponse.json({ error: { code: '401', message: 'Expired' } }, { status: 400 })],
  ])('handles %s like an HTTP 401: refresh, then retry (spec §8)', async (_name, unauthorized) => {
    const refreshes = { calls: 0 };
    server.use(
      refreshHandler(refreshes),
      http.get(`${BASE}/v2/contents`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer access-1' ? HttpResponse.json({ data: ['fresh'] }) : unauthorized(),
      ),
    );

    const answer = client.get('/v2/contents');
    await untilWaiting([1000]);
    clock.advance(1000);

    await expect(answer).resolves.toMatchObject({ data: ['fresh'] });
    expect(refreshes.calls).toBe(1);
  });
});

describe('ApiClient refresh', () => {
  const refused = () => HttpResponse.json({ error: { code: 'InvalidRefreshToken', message: 'Your session has ended.' } }, { status: 401 });

  it.each([
    { answer: 'new tokens', reply: () => HttpResponse.json({ data: { accessToken: 'access-1', refreshToken: 'refresh-1' } }), outcome: 'refreshed', storedAfter: 'refresh-1' },
    { answer: '401 InvalidRefreshToken', reply: refused, outcome: 'refused', storedAfter: null },
    { answer: 'a 500', reply: () => HttpResponse.json({ error: { code: 'Internal', message: 'Down' } }, { status: 500 }), outcome: 'unavailable', storedAfter: 'refresh-old' },
    { answer: 'a 502 page that is not JSON', reply: () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }), outcome: 'unavailable', storedAfter: 'refresh-old' },
    { answer: 'a 200 that is not JSON', reply: () => new HttpResponse('<html>captive portal</html>', { status: 200 }), outcome: 'unavailable', storedAfter: 'refresh-old' },
    { answer: 'a 200 without tokens', reply: () => HttpResponse.json({ data: { accessToken: 'only' } }), outcome: 'unavailable', storedAfter: 'refresh-old' },
    { answer: 'a network error', reply: () => HttpResponse.error(), outcome: 'unavailable', storedAfter: 'refresh-old' },
    { answer: 'a 401 with another code', reply: () => HttpResponse.json({ error: { code: 'Unauthorized', message: 'No' } }, { status: 401 }), outcome: 'unavailable', storedAfter: 'refresh-old' },
  ] as const)('on $answer: $outcome, the stored refresh token is then $storedAfter', async ({ reply, outcome, storedAfter }) => {
    server.use(http.post(`${BASE}/v2/auth/refresh`, reply));

    const refreshed = client.refresh('net-1');
    if (outcome === 'refused') {
      await untilWaiting([ROTATED_TOKEN_GRACE_MS]);
      clock.advance(ROTATED_TOKEN_GRACE_MS);
    }
    await expect(refreshed).resolves.toBe(outcome);

    expect(tokens.refreshToken('net-1')).toBe(storedAfter);
    expect(events).toEqual(outcome === 'refused' ? [{ type: 'sessionExpired', networkId: 'net-1' }] : []);
  });

  it('is unavailable when the refresh times out', async () => {
    server.use(
      http.post(`${BASE}/v2/auth/refresh`, async () => {
        await delay('infinite');
        return refused();
      }),
    );

    const outcome = client.refresh('net-1');
    await untilWaiting([TIMEOUT_MS]);
    clock.advance(TIMEOUT_MS);

    await expect(outcome).resolves.toBe('unavailable');
    expect(tokens.refreshToken('net-1')).toBe('refresh-old');
  });

  it('keeps the tokens and the network it started with, even if the visitor enters another network meanwhile', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const queried: (string | null)[] = [];
    tokens.save('net-2', { accessToken: 'access-net-2', refreshToken: 'refresh-net-2' });
    server.use(
      http.post(`${BASE}/v2/auth/refresh`, async ({ request }) => {
        const url = new URL(request.url);
        expect(await request.json()).toEqual({ refreshToken: 'refresh-old' });
        expect(url.searchParams.get('networkId')).toBe('net-1');
        await gate;
        return HttpResponse.json({ data: { accessToken: 'access-1', refreshToken: 'refresh-1' } });
      }),
      http.get(`${BASE}/v2/contents`, ({ request }) => {
        const url = new URL(request.url);
        queried.push(`${url.searchParams.get('networkId')} ${request.headers.get('authorization')}`);
        return request.headers.get('authorization') === 'Bearer access-1' ? HttpResponse.json({ data: [] }) : HttpResponse.json({ error: { code: 'Unauthorized', message: 'Expired' } }, { status: 401 });
      }),
    );

    const answer = client.get('/v2/contents');
    await vi.waitFor(() => expect(queried).toHaveLength(1));
    scope.enter('net-2');
    release();
    await untilWaiting([1000]);
    clock.advance(1000);

    await expect(answer).resolves.toMatchObject({ data: [] });
    expect(queried).toEqual(['net-1 Bearer access-old', 'net-1 Bearer access-1']);
    expect(tokens.refreshToken('net-1')).toBe('refresh-1');
    expect(tokens.accessToken('net-2')).toBe('access-net-2');
    expect(tokens.refreshToken('net-2')).toBe('refresh-net-2');
  });

  it('keeps the token another tab stored meanwhile, and refreshes once with it, instead of ending the session', async () => {
    const sent: string[] = [];
    server.use(
      http.post(`${BASE}/v2/auth/refresh`, async ({ request }) => {
        const { refreshToken } = (await request.json()) as { refreshToken: string };
        sent.push(refreshToken);
        if (refreshToken === 'refresh-from-other-tab') return HttpResponse.json({ data: { accessToken: 'access-2', refreshToken: 'refresh-2' } });
        // Another tab rotated the token while this refusal was on its way.
        tokens.save('net-1', { accessToken: 'other-tab-access', refreshToken: 'refresh-from-other-tab' });
        return refused();
      }),
    );

    await expect(client.refresh('net-1')).resolves.toBe('refreshed');
    expect(sent).toEqual(['refresh-old', 'refresh-from-other-tab']);
    expect(tokens.refreshToken('net-1')).toBe('refresh-2');
    expect(events).toEqual([]);
  });

  it('is unavailable, not refused, when the token other tabs store is refused too while they keep rotating it', async () => {
    let rotations = 0;
    server.use(
      http.post(`${BASE}/v2/auth/refresh`, () => {
        rotations++;
        tokens.save('net-1', { accessToken: 'other-tab-access', refreshToken: `refresh-from-other-tab-${rotations}` });
        return refused();
      }),
    );

    await expect(client.refresh('net-1')).resolves.toBe('unavailable');
    expect(rotations).toBe(2);
    expect(tokens.refreshToken('net-1')).toBe('refresh-from-other-tab-2');
    expect(events).toEqual([]);
  });
});

describe('ApiClient refresh across tabs', () => {
  /** A server that rotates refresh tokens: each works once, the next one is `refresh-<n+1>`. */
  function rotatingServer() {
    let current = 'refresh-old';
    let issued = 0;
    const used: string[] = [];
    server.use(
      http.post(`${BASE}/v2/auth/refresh`, async ({ request }) => {
        const { refreshToken } = (await request.json()) as { refreshToken: string };
        used.push(refreshToken);
        if (refreshToken !== current) return HttpResponse.json({ error: { code: 'InvalidRefreshToken', message: 'Used' } }, { status: 401 });
        issued++;
        current = `refresh-${issued}`;
        return HttpResponse.json({ data: { accessToken: `access-${issued}`, refreshToken: current } });
      }),
    );
    return { used };
  }

  /** Two tabs: one browser storage for refresh tokens, each its own memory for access tokens. */
  function twoTabs(lock: () => InMemoryCrossTabLock) {
    const storage = new Map([['net-1', 'refresh-old']]);
    const tab = () => {
      const tabScope = new NetworkScope();
      tabScope.enter('net-1');
      const tabTokens = new InMemoryTokenStore(storage);
      const bus = new SynchronousEventBus();
      const expired: AppEvent[] = [];
      bus.subscribe('sessionExpired', (event) => expired.push(event));
      const tabClock = new ManualClock();
      const tabClient = new ApiClient({ baseUrl: BASE, timeoutMs: TIMEOUT_MS, language: () => 'en' }, tabScope, tabTokens, tabClock, bus, lock());
      return { client: tabClient, tokens: tabTokens, clock: tabClock, expired };
    };
    return [tab(), tab()] as const;
  }

  it('with the cross-tab lock, two tabs refreshing at once both stay signed in: the second reads the rotated token inside the lock', async () => {
    const { used } = rotatingServer();
    const shared = new InMemoryCrossTabLock();
    const [first, second] = twoTabs(() => shared);

    const outcomes = await Promise.all([first.client.refresh('net-1'), second.client.refresh('net-1')]);

    expect(outcomes).toEqual(['refreshed', 'refreshed']);
    expect(used).toEqual(['refresh-old', 'refresh-1']);
    expect(first.tokens.accessToken('net-1')).toBe('access-1');
    expect(second.tokens.accessToken('net-1')).toBe('access-2');
    expect(second.tokens.refreshToken('net-1')).toBe('refresh-2');
    expect([...first.expired, ...second.expired]).toEqual([]);
  });

  it("a tab that sees the other tab's rotated token only after its turn came (Chrome shares localStorage between tabs asynchronously) waits for it, then refreshes with it", async () => {
    const { used } = rotatingServer();
    const shared = new InMemoryCrossTabLock();
    const storage = new Map([['net-1', 'refresh-old']]);
    // The second tab's view of the storage, which the first tab's write reaches late.
    const lateView = new Map(storage);
    const tab = (tokens: InMemoryTokenStore, clock: ManualClock) => {
      const tabScope = new NetworkScope();
      tabScope.enter('net-1');
      const bus = new SynchronousEventBus();
      const expired: AppEvent[] = [];
      bus.subscribe('sessionExpired', (event) => expired.push(event));
      return { client: new ApiClient({ baseUrl: BASE, timeoutMs: TIMEOUT_MS, language: () => 'en' }, tabScope, tokens, clock, bus, shared), tokens, expired };
    };
    const secondClock = new ManualClock();
    const first = tab(new InMemoryTokenStore(storage), new ManualClock());
    const second = tab(new InMemoryTokenStore(lateView), secondClock);

    const outcomes = Promise.all([first.client.refresh('net-1'), second.client.refresh('net-1')]);
    await vi.waitFor(() => expect(secondClock.pendingDelays()).toEqual([ROTATED_TOKEN_GRACE_MS]));
    expect(used).toEqual(['refresh-old', 'refresh-old']);
    lateView.set('net-1', storage.get('net-1') ?? '');
    secondClock.advance(ROTATED_TOKEN_GRACE_MS);

    await expect(outcomes).resolves.toEqual(['refreshed', 'refreshed']);
    expect(used).toEqual(['refresh-old', 'refresh-old', 'refresh-1']);
    expect(second.tokens.accessToken('net-1')).toBe('access-2');
    expect(second.tokens.refreshToken('net-1')).toBe('refresh-2');
    expect([...first.expired, ...second.expired]).toEqual([]);
  });

  it('without a shared lock the second tab sends the rotated-away token and is refused (why the lock is there), yet is not logged out: it refreshes again with the first tab\'s', async () => {
    const { used } = rotatingServer();
    const [first, second] = twoTabs(() => new InMemoryCrossTabLock());

    let settled = false;
    const outcomes = Promise.all([first.client.refresh('net-1'), second.client.refresh('net-1')]).finally(() => (settled = true));
    // The tab refused before the other stored its token waits out the grace (and only that grace is moved).
    await vi.waitFor(() => {
      for (const tab of [first, second]) if (tab.clock.pendingDelays().join() === String(ROTATED_TOKEN_GRACE_MS)) tab.clock.advance(ROTATED_TOKEN_GRACE_MS);
      expect(settled).toBe(true);
    });

    await expect(outcomes).resolves.toEqual(['refreshed', 'refreshed']);
    expect(used).toEqual(['refresh-old', 'refresh-old', 'refresh-1']);
    expect(second.tokens.refreshToken('net-1')).toBe('refresh-2');
    expect([...first.expired, ...second.expired]).toEqual([]);
  });
});
