// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { NetworkScope } from '../../../src/application/session/NetworkScope';
import { ApiClient, RETRY_AFTER_WAIT_LIMIT_MS } from '../../../src/infrastructure/http/ApiClient';
import { InMemoryCrossTabLock } from '../../../src/infrastructure/memory/InMemoryCrossTabLock';
import { SynchronousEventBus } from '../../../src/infrastructure/events/SynchronousEventBus';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';

const BASE = 'http://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Wed, 21 Oct 2015 07:28:00 GMT: the clock's start, so an HTTP date is a known wait from it. */
const START = Date.UTC(2015, 9, 21, 7, 28, 0);

let clock: ManualClock;
let client: ApiClient;

beforeEach(() => {
  clock = new ManualClock(START);
  const scope = new NetworkScope();
  scope.enter('net-1');
  const tokens = new InMemoryTokenStore();
  tokens.save('net-1', { accessToken: 'access', refreshToken: 'refresh' });
  client = new ApiClient({ baseUrl: BASE, timeoutMs: 60_000, language: () => 'en' }, scope, tokens, clock, new SynchronousEventBus(), new InMemoryCrossTabLock());
});

/** Answers each call with the next of `answers` (the last one again once they run out), counting the calls. */
function answering(method: 'get' | 'post', path: string, answers: [() => Response, ...Array<() => Response>]) {
  const calls = { count: 0 };
  server.use(http[method](`${BASE}${path}`, () => (answers[Math.min(calls.count++, answers.length - 1)] ?? answers[0])()));
  return calls;
}

const throttled = (status: 429 | 503, retryAfter?: string) => () =>
  HttpResponse.json({ error: { code: status === 429 ? 'TooManyRequests' : 'Unavailable', message: 'Slow down.' } }, { status, headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter } });
const ok = () => HttpResponse.json({ data: { unread: 2 } });

/** Resolves once the client sleeps exactly these delays (the request timeout of 60 s is not among them while it sleeps). */
async function untilWaiting(delays: number[]): Promise<void> {
  await vi.waitFor(() => expect(clock.pendingDelays()).toEqual(delays));
}

describe('ApiClient and Retry-After', () => {
  it.each([
    [429, '3', 3_000],
    [503, 'Wed, 21 Oct 2015 07:28:05 GMT', 5_000],
  ] as const)('asks a query again after a %s once its Retry-After (%s) has passed', async (status, header, waitMs) => {
    const calls = answering('get', '/v2/notifications', [throttled(status, header), ok]);
    const answer = client.get('/v2/notifications');

    await untilWaiting([waitMs]);
    clock.advance(waitMs - 1);
    expect(calls.count).toBe(1);
    clock.advance(1);

    await expect(answer).resolves.toMatchObject({ data: { unread: 2 } });
    expect(calls.count).toBe(2);
  });

  it('tries a query three times in all, then fails with the wait the server asked for', async () => {
    const calls = answering('get', '/v2/notifications', [throttled(429, '2')]);
    const answer = client.get('/v2/notifications').catch((error: unknown) => error);

    for (const tries of [1, 2]) {
      await untilWaiting([2_000]);
      expect(calls.count).toBe(tries);
      clock.advance(2_000);
    }

    const error = await answer;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'TooManyRequests', retryAfterMs: 2_000 });
    expect(calls.count).toBe(3);
    expect(clock.pendingDelays()).toEqual([]);
  });

  it('does not wait longer than its limit: the error carries the wait, for the caller to back off', async () => {
    const calls = answering('get', '/v2/notifications', [throttled(503, String(RETRY_AFTER_WAIT_LIMIT_MS / 1000 + 50))]);
    const error = await client.get('/v2/notifications').catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 503, retryAfterMs: RETRY_AFTER_WAIT_LIMIT_MS + 50_000 });
    expect(calls.count).toBe(1);
  });

  it('does not ask again without a Retry-After, nor after other failures', async () => {
    const unsaid = answering('get', '/v2/notifications', [throttled(429)]);
    await expect(client.get('/v2/notifications')).rejects.toMatchObject({ status: 429, retryAfterMs: null });
    expect(unsaid.count).toBe(1);

    server.resetHandlers();
    const broken = answering('get', '/v2/contents', [() => HttpResponse.json({ error: { code: 'ServerError', message: 'Oops' } }, { status: 500, headers: { 'Retry-After': '1' } })]);
    await expect(client.get('/v2/contents')).rejects.toMatchObject({ status: 500, retryAfterMs: null });
    expect(broken.count).toBe(1);
  });

  it('never sends again a mutation that may have run', async () => {
    const calls = answering('post', '/v2/contents', [throttled(503, '1'), ok]);
    await expect(client.post('/v2/contents', { title: 'Hi' })).rejects.toMatchObject({ status: 503, retryAfterMs: 1_000 });
    expect(calls.count).toBe(1);
  });

  it('sends again a payment that carries its Idempotency-Key, with the same key', async () => {
    const keys: Array<string | null> = [];
    let calls = 0;
    server.use(
      http.post(`${BASE}/subscriptions`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return calls++ === 0 ? throttled(429, '1')() : HttpResponse.json({ data: { subscriptionId: 's1', status: 'active' } });
      }),
    );
    const answer = client.send({ method: 'POST', path: '/subscriptions', body: { bundleId: 'b1' }, headers: { 'Idempotency-Key': 'attempt-1' } });

    await untilWaiting([1_000]);
    clock.advance(1_000);

    await expect(answer).resolves.toMatchObject({ data: { subscriptionId: 's1' } });
    expect(keys).toEqual(['attempt-1', 'attempt-1']);
  });
});
