// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { NetworkScope } from '../../../src/application/session/NetworkScope';
import { ApiClient } from '../../../src/infrastructure/http/ApiClient';
import { HttpNetworkGateway } from '../../../src/infrastructure/http/HttpNetworkGateway';
import { pagePrefetchOf, PREFETCH_FRESH_MS, prefetchedFetch, type PagePrefetch } from '../../../src/infrastructure/http/prefetchedFetch';
import { InMemoryCrossTabLock } from '../../../src/infrastructure/memory/InMemoryCrossTabLock';
import { SynchronousEventBus } from '../../../src/infrastructure/events/SynchronousEventBus';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { createFakeBackend, NETWORK_IDS } from '../../../src/infrastructure/fake-api';

const BASE = 'http://api.test';
const BY_SLUG = `${BASE}/v2/networks/by-slug/harbour-runners`;
const CONTENTS = `${BASE}/v2/contents?networkId=${NETWORK_IDS.harbour}&limit=10&offset=0`;
/** When the inline script ran, in the tests' own time. */
const AT = 50_000;
const GUEST = { Accept: 'application/json', 'Accept-Language': 'en' };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A promise settled from outside, to play an answer (or the script's last request) arriving later. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function prefetchOf(answers: { url: string; language?: string; response: Promise<Response> }[], settled: Promise<unknown> = Promise.resolve()): PagePrefetch {
  return { at: AT, answers: answers.map((answer) => ({ language: 'en', ...answer })), settled };
}

/** Whether a promise has settled by now (after the pending microtasks have run). */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let turn = 0; turn < 20; turn++) await Promise.resolve();
  return settled;
}

let time: number;
let network: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  time = AT;
  network = vi.fn<typeof fetch>(async () => json({ data: 'from the network' }));
});

describe('prefetchedFetch', () => {
  it('hands a prefetched answer over in a task of its own, as a network answer arrives, not in the caller\'s task', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const fetchPrefetched = prefetchedFetch(prefetchOf([{ url: BY_SLUG, response: Promise.resolve(json({ data: 'prefetched' })) }]), () => time, network);
      const answer = fetchPrefetched(BY_SLUG, { method: 'GET', headers: GUEST });
      expect(await isSettled(answer)).toBe(false);
      await vi.runAllTimersAsync();
      expect(await isSettled(answer)).toBe(true);
      expect(network).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands the prefetched answer to the first matching GET, once; the next identical GET goes to the network', async () => {
    const prefetched = json({ data: 'prefetched' });
    const fetch = prefetchedFetch(prefetchOf([{ url: BY_SLUG, response: Promise.resolve(prefetched) }]), () => time, network);

    const first = await fetch(BY_SLUG, { method: 'GET', headers: new Headers(GUEST) });
    expect(first).toBe(prefetched);
    expect(network).not.toHaveBeenCalled();

    const second = await fetch(BY_SLUG, { method: 'GET', headers: new Headers(GUEST) });
    expect(second).not.toBe(prefetched);
    await expect(second.json()).resolves.toEqual({ data: 'from the network' });
    expect(network).toHaveBeenCalledTimes(1);
    expect(network).toHaveBeenCalledWith(BY_SLUG, { method: 'GET', headers: expect.any(Headers) });
  });

  it('takes a call without a method or headers object as a GET, and picks the answer with the same URL among several', async () => {
    const contents = json({ data: [] });
    const prefetch = prefetchOf([
      { url: BY_SLUG, response: Promise.resolve(json({ data: {} })) },
      { url: CONTENTS, response: Promise.resolve(contents) },
    ]);
    const fetch = prefetchedFetch(prefetch, () => time, network);

    await expect(fetch(CONTENTS, { headers: GUEST })).resolves.toBe(contents);
    expect(prefetch.answers.map((answer) => answer.url)).toEqual([BY_SLUG]);
    expect(network).not.toHaveBeenCalled();
  });

  it('sends a GET in another language to the network, and keeps the answer for the right one', async () => {
    const prefetched = json({ data: 'prefetched' });
    const fetch = prefetchedFetch(prefetchOf([{ url: BY_SLUG, response: Promise.resolve(prefetched) }]), () => time, network);

    await fetch(BY_SLUG, { headers: { ...GUEST, 'Accept-Language': 'it' } });
    expect(network).toHaveBeenCalledTimes(1);

    await expect(fetch(BY_SLUG, { headers: GUEST })).resolves.toBe(prefetched);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("sends a member's GET (with Authorization) to the network, and keeps the answer for a guest's", async () => {
    const prefetched = json({ data: 'prefetched' });
    const fetch = prefetchedFetch(prefetchOf([{ url: CONTENTS, response: Promise.resolve(prefetched) }]), () => time, network);

    const member = await fetch(CONTENTS, { headers: { ...GUEST, Authorization: 'Bearer access-1' } });
    await expect(member.json()).resolves.toEqual({ data: 'from the network' });
    expect(network).toHaveBeenCalledTimes(1);
    expect(new Headers(network.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer access-1');

    await expect(fetch(CONTENTS, { headers: GUEST })).resolves.toBe(prefetched);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it.each(['POST', 'PATCH', 'DELETE'])('sends a %s to the network even to a prefetched URL', async (method) => {
    const prefetched = json({ data: 'prefetched' });
    const fetch = prefetchedFetch(prefetchOf([{ url: CONTENTS, response: Promise.resolve(prefetched) }]), () => time, network);

    const answer = await fetch(CONTENTS, { method, headers: GUEST, body: '{}' });

    expect(answer).not.toBe(prefetched);
    expect(network).toHaveBeenCalledWith(CONTENTS, { method, headers: GUEST, body: '{}' });
  });

  it(`serves the answer until ${PREFETCH_FRESH_MS} ms after the script ran, and then asks the network afresh`, async () => {
    const early = json({ data: 'prefetched' });
    const late = json({ data: 'prefetched' });
    const fresh = prefetchedFetch(prefetchOf([{ url: BY_SLUG, response: Promise.resolve(early) }]), () => time, network);
    const stale = prefetchedFetch(prefetchOf([{ url: BY_SLUG, response: Promise.resolve(late) }]), () => time, network);

    time = AT + PREFETCH_FRESH_MS - 1;
    await expect(fresh(BY_SLUG, { headers: GUEST })).resolves.toBe(early);
    expect(network).not.toHaveBeenCalled();

    time = AT + PREFETCH_FRESH_MS;
    await expect(stale(BY_SLUG, { headers: GUEST })).resolves.not.toBe(late);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('lets a call made before the script asked for an answer wait for it, and take it', async () => {
    const settled = deferred<void>();
    const prefetch = prefetchOf([{ url: BY_SLUG, response: Promise.resolve(json({ data: {} })) }], settled.promise);
    const fetch = prefetchedFetch(prefetch, () => time, network);

    const call = fetch(CONTENTS, { headers: GUEST });
    expect(await isSettled(call)).toBe(false);
    expect(network).not.toHaveBeenCalled();

    // The customization arrived: the script asks for the contents, then has asked for everything.
    const contents = json({ data: [] });
    prefetch.answers.push({ url: CONTENTS, language: 'en', response: Promise.resolve(contents) });
    settled.resolve();

    await expect(call).resolves.toBe(contents);
    expect(network).not.toHaveBeenCalled();
  });

  it('sends a call to the network once the script has asked for everything without asking for it', async () => {
    const settled = deferred<void>();
    const fetch = prefetchedFetch(prefetchOf([{ url: BY_SLUG, response: Promise.resolve(json({ data: {} })) }], settled.promise), () => time, network);

    const call = fetch(`${BASE}/v2/ip-lookup?networkId=${NETWORK_IDS.harbour}`, { headers: GUEST });
    expect(await isSettled(call)).toBe(false);
    expect(network).not.toHaveBeenCalled();
    settled.resolve();

    await expect(call.then((answer) => answer.json())).resolves.toEqual({ data: 'from the network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("rejects with the signal's reason when the caller aborts while the prefetched answer is still on its way", async () => {
    const pending = deferred<Response>();
    const fetch = prefetchedFetch(prefetchOf([{ url: BY_SLUG, response: pending.promise }]), () => time, network);
    const controller = new AbortController();
    const reason = new Error('the caller gave up');

    const call = fetch(BY_SLUG, { headers: GUEST, signal: controller.signal });
    expect(await isSettled(call)).toBe(false);
    controller.abort(reason);

    await expect(call).rejects.toBe(reason);
    expect(network).not.toHaveBeenCalled();
  });

  it("rejects with the signal's reason when the caller aborts while waiting for the script to finish asking", async () => {
    const fetch = prefetchedFetch(prefetchOf([], new Promise(() => {})), () => time, network);
    const controller = new AbortController();

    const call = fetch(CONTENTS, { headers: GUEST, signal: controller.signal });
    expect(await isSettled(call)).toBe(false);
    controller.abort('timed out');

    await expect(call).rejects.toBe('timed out');
    expect(network).not.toHaveBeenCalled();
  });

  it('rejects at once with the reason of a signal that was aborted before the call', async () => {
    const fetch = prefetchedFetch(prefetchOf([{ url: BY_SLUG, response: Promise.resolve(json({ data: {} })) }]), () => time, network);
    const controller = new AbortController();
    controller.abort('already cancelled');

    await expect(fetch(BY_SLUG, { headers: GUEST, signal: controller.signal })).rejects.toBe('already cancelled');
    expect(network).not.toHaveBeenCalled();
  });

  it("finds the script's answers on the scope it left them in, and nothing where it did not run", () => {
    const prefetch = prefetchOf([]);
    expect(pagePrefetchOf({ __networkPagePrefetch: prefetch })).toBe(prefetch);
    expect(pagePrefetchOf({})).toBeUndefined();
  });
});

describe('the ApiClient over prefetchedFetch', () => {
  const TIMEOUT_MS = 10_000;
  let clock: ManualClock;
  let scope: NetworkScope;
  let tokens: InMemoryTokenStore;

  beforeEach(() => {
    clock = new ManualClock(AT);
    scope = new NetworkScope();
    tokens = new InMemoryTokenStore();
  });

  /** The client as the composition root builds it when the inline script has run. */
  function clientOver(prefetch: PagePrefetch): ApiClient {
    const fetch = prefetchedFetch(prefetch, () => clock.now(), network);
    return new ApiClient({ baseUrl: `${BASE}/`, timeoutMs: TIMEOUT_MS, language: () => 'en', fetch }, scope, tokens, clock, new SynchronousEventBus(), new InMemoryCrossTabLock());
  }

  it('reads prefetched answers into envelopes and domain objects, without asking the network', async () => {
    const harbour = createFakeBackend().networkBySlug('harbour-runners')?.customization;
    const prefetch = prefetchOf([
      { url: BY_SLUG, response: Promise.resolve(json({ data: harbour })) },
      { url: CONTENTS, response: Promise.resolve(json({ data: [], metadata: { total: 0 }, message: 'Nothing yet' })) },
    ]);
    const client = clientOver(prefetch);

    const customization = await new HttpNetworkGateway(client).bySlug('harbour-runners');
    expect(customization).toMatchObject({ id: NETWORK_IDS.harbour, slug: 'harbour-runners', accessType: 'public' });
    scope.enter(customization.id);
    await expect(client.get('/v2/contents', { limit: 10, offset: 0 })).resolves.toEqual({
      httpStatus: 200,
      data: [],
      metadata: { total: 0 },
      message: 'Nothing yet',
      status: null,
    });

    expect(prefetch.answers).toEqual([]);
    expect(networkCalls()).toEqual([]);
  });

  it('turns a prefetched error answer into the ApiError the client makes of any', async () => {
    const client = clientOver(prefetchOf([{ url: `${BASE}/v2/networks/by-slug/nowhere`, response: Promise.resolve(json({ error: { code: 'NetworkNotFound', message: 'No network here.' } }, 404)) }]));

    const error = await new HttpNetworkGateway(client).bySlug('nowhere').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NetworkNotFound', message: 'No network here.' });
    expect(networkCalls()).toEqual([]);
  });

  it('reports a prefetched request that failed to reach the server as unreachable', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => {});
    const client = clientOver(prefetchOf([{ url: BY_SLUG, response: failed }]));

    await expect(new HttpNetworkGateway(client).bySlug('harbour-runners')).rejects.toMatchObject({ status: 0, code: ApiError.NETWORK });
    expect(networkCalls()).toEqual([]);
  });

  it("times out a prefetched answer that does not come, by the client's own timeout", async () => {
    const client = clientOver(prefetchOf([{ url: BY_SLUG, response: new Promise(() => {}) }]));

    const outcome = client.send({ method: 'GET', path: '/v2/networks/by-slug/harbour-runners', withNetwork: false }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(clock.pendingDelays()).toEqual([TIMEOUT_MS]));
    clock.advance(TIMEOUT_MS);

    await expect(outcome).resolves.toMatchObject({ status: 0, code: ApiError.TIMEOUT });
    expect(networkCalls()).toEqual([]);
  });

  it('refreshes the session after a prefetched 401 and retries the query over the network, with the new token', async () => {
    // After a reload only the refresh token is known: the first query goes without Authorization.
    tokens = new InMemoryTokenStore(new Map([[NETWORK_IDS.harbour, 'refresh-old']]));
    scope.enter(NETWORK_IDS.harbour);
    network.mockImplementation(async (input, init) => {
      if (String(input) === `${BASE}/v2/auth/refresh?networkId=${NETWORK_IDS.harbour}`) return json({ data: { accessToken: 'access-1', refreshToken: 'refresh-1' } });
      return json({ data: ['from the network'], metadata: { total: 1 } }, new Headers(init?.headers).get('Authorization') === 'Bearer access-1' ? 200 : 500);
    });
    const client = clientOver(prefetchOf([{ url: CONTENTS, response: Promise.resolve(json({ error: { code: 'Unauthorized', message: 'Expired' } }, 401)) }]));

    const answer = client.get('/v2/contents', { limit: 10, offset: 0 });
    await vi.waitFor(() => expect(clock.pendingDelays()).toEqual([1000]));
    expect(network.mock.calls.map(([input, init]) => [String(input), init?.method])).toEqual([[`${BASE}/v2/auth/refresh?networkId=${NETWORK_IDS.harbour}`, 'POST']]);
    clock.advance(1000);

    await expect(answer).resolves.toMatchObject({ httpStatus: 200, data: ['from the network'] });
    const calls = network.mock.calls.map(([input, init]) => [String(input), new Headers(init?.headers).get('Authorization')]);
    expect(calls).toEqual([
      [`${BASE}/v2/auth/refresh?networkId=${NETWORK_IDS.harbour}`, null],
      [CONTENTS, 'Bearer access-1'],
    ]);
    expect(tokens.refreshToken(NETWORK_IDS.harbour)).toBe('refresh-1');
  });
});

/** The requests that went to the network, by URL. */
function networkCalls(): string[] {
  return network.mock.calls.map(([input]) => String(input));
}
