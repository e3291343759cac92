// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_SCRIPT, prefetchScriptElement } from '../../../scripts/prefetchScript';
import { COOKIES } from '../../../src/application/ports/CookieJar';
import { NetworkScope } from '../../../src/application/session/NetworkScope';
import { readConfig, type ConfigSource } from '../../../src/composition/config';
import type { NetworkCustomization } from '../../../src/domain/network/NetworkCustomization';
import { createFakeBackend, NETWORK_IDS } from '../../../src/infrastructure/fake-api';
import { ApiClient } from '../../../src/infrastructure/http/ApiClient';
import { HttpContentFeed } from '../../../src/infrastructure/http/HttpContentFeed';
import { HttpNetworkGateway } from '../../../src/infrastructure/http/HttpNetworkGateway';
import { pagePrefetchOf, prefetchedFetch, type PagePrefetch } from '../../../src/infrastructure/http/prefetchedFetch';
import { InMemoryCrossTabLock } from '../../../src/infrastructure/memory/InMemoryCrossTabLock';
import { SynchronousEventBus } from '../../../src/infrastructure/events/SynchronousEventBus';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { RecordingMonitoring } from '../../../src/infrastructure/memory/RecordingMonitoring';
import { BrowserCookieJar } from '../../../src/infrastructure/storage/BrowserCookieJar';
import { PersistentTokenStore } from '../../../src/infrastructure/storage/PersistentTokenStore';
import { WebStorageKeyValueStore } from '../../../src/infrastructure/storage/WebStorageKeyValueStore';
import { CONTENTS_PAGE_SIZE } from '../../../src/presentation/content/ContentsStore';
import { I18n } from '../../../src/presentation/i18n/I18n';

/*
 * index.html's inline script (src/infrastructure/http/prefetchScript.js), run here in jsdom the way the
 * page runs it: the <script> element the build writes (scripts/prefetchScript.ts) is document.currentScript
 * while its text runs. What it asks for is compared with what the app's own adapters ask for.
 */

/** The http build's settings; no host of these tests is mapped to a network. */
const ENV: ConfigSource = { VITE_API_BASE_URL: 'http://api.test/', VITE_HOST_SLUGS: 'club.example.org=green-table' };
const API = 'http://api.test';

const seed = createFakeBackend();
const harbour = seed.networkBySlug('harbour-runners')?.customization as NetworkCustomization;
const NETWORKS: Record<string, NetworkCustomization> = {
  'harbour-runners': harbour,
  'atelier-ceramica': seed.networkBySlug('atelier-ceramica')?.customization as NetworkCustomization,
  'green-table': { ...harbour, id: 'net-green-table', slug: 'green-table' },
};

interface WireRequest {
  url: string;
  /** Every header sent, by lower-case name. */
  headers: Record<string, string>;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API, as far as these pages need it: networks by slug, and an empty first page of contents. */
function answerOf(url: string): Response {
  const { pathname } = new URL(url);
  const bySlug = /^\/v2\/networks\/by-slug\/([^/]+)$/.exec(pathname);
  const network = bySlug?.[1] === undefined ? undefined : NETWORKS[decodeURIComponent(bySlug[1])];
  if (network) return json({ data: network });
  if (pathname === '/v2/contents') return json({ data: [], metadata: { total: 0 } });
  return json({ error: { code: 'NetworkNotFound', message: 'There is no network at this address.' } }, 404);
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** A fetch that records every request and answers it with `answer`. */
function recordingFetch(requests: WireRequest[], answer: (url: string) => Promise<Response> = async (url) => answerOf(url)): typeof fetch {
  return (input, init) => {
    const url = urlOf(input);
    requests.push({ url, headers: Object.fromEntries(new Headers(init?.headers)) });
    return answer(url);
  };
}

/** The browser's fetch, as the inline script finds it. */
function stubBrowserFetch(answer?: (url: string) => Promise<Response>): WireRequest[] {
  const requests: WireRequest[] = [];
  vi.stubGlobal('fetch', recordingFetch(requests, answer));
  return requests;
}

/** Opens `path` and runs the inline script of a build with `env`, as the page's <head> does. */
function runScriptAt(path: string, env: ConfigSource = ENV): PagePrefetch | undefined {
  window.history.replaceState(null, '', path);
  const holder = document.createElement('div');
  holder.innerHTML = prefetchScriptElement(env);
  const script = holder.querySelector('script');
  if (!script) throw new Error('the build writes no inline script');
  expect(script.textContent).toBe(PREFETCH_SCRIPT);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  try {
    new Function(script.textContent ?? '')();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
  return pagePrefetchOf(globalThis);
}

async function prefetchAt(path: string, env: ConfigSource = ENV): Promise<PagePrefetch> {
  const prefetch = runScriptAt(path, env);
  if (!prefetch) throw new Error(`the script left no prefetch at ${path}`);
  await prefetch.settled;
  return prefetch;
}

/** The app's own client, as the composition root builds it (config, language from the locale cookie). */
async function appClient(transport: typeof fetch, scope: NetworkScope, env: ConfigSource = ENV): Promise<ApiClient> {
  const config = readConfig(env, location.host, 'http');
  const i18n = new I18n(new BrowserCookieJar());
  await i18n.ready;
  const tokens = new PersistentTokenStore(new WebStorageKeyValueStore(localStorage));
  return new ApiClient(
    { baseUrl: config.apiBaseUrl, timeoutMs: config.requestTimeoutMs, language: () => i18n.locale, fetch: transport },
    scope,
    tokens,
    new ManualClock(),
    new SynchronousEventBus(),
    new InMemoryCrossTabLock(),
  );
}

/** What the app asks for to draw the home of the network `slug` for a guest: the network, then its first contents. */
async function homeRequestsOfTheApp(slug: string, env: ConfigSource = ENV): Promise<WireRequest[]> {
  const requests: WireRequest[] = [];
  const scope = new NetworkScope();
  const client = await appClient(recordingFetch(requests), scope, env);
  const network = await new HttpNetworkGateway(client).bySlug(slug);
  scope.enter(network.id);
  await new HttpContentFeed(client, new RecordingMonitoring()).list({ limit: CONTENTS_PAGE_SIZE, offset: 0 });
  return requests;
}

const bySlugUrl = (slug: string) => `${API}/v2/networks/by-slug/${slug}`;
const contentsUrl = (networkId: string) => `${API}/v2/contents?networkId=${networkId}&limit=${CONTENTS_PAGE_SIZE}&offset=0`;

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, '__networkPagePrefetch');
  localStorage.clear();
  for (const name of document.cookie.split('; ').map((pair) => pair.split('=')[0])) {
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  window.history.replaceState(null, '', '/');
});

describe("index.html's prefetch script", () => {
  beforeEach(() => {
    expect(pagePrefetchOf(globalThis)).toBeUndefined();
  });

  it("asks for a public network's customization and then its first contents, exactly as the app's adapters do", async () => {
    const script = stubBrowserFetch();

    const prefetch = await prefetchAt('/harbour-runners');

    expect(script).toEqual([
      { url: bySlugUrl('harbour-runners'), headers: { accept: 'application/json', 'accept-language': 'en' } },
      { url: contentsUrl(NETWORK_IDS.harbour), headers: { accept: 'application/json', 'accept-language': 'en' } },
    ]);
    expect(script).toEqual(await homeRequestsOfTheApp('harbour-runners'));
    expect(prefetch.answers.map(({ url, language }) => ({ url, language }))).toEqual([
      { url: bySlugUrl('harbour-runners'), language: 'en' },
      { url: contentsUrl(NETWORK_IDS.harbour), language: 'en' },
    ]);
  });

  it('hands the app every answer it took: the app, over prefetchedFetch, asks the network for nothing', async () => {
    stubBrowserFetch();
    const prefetch = await prefetchAt('/harbour-runners');
    const network = vi.fn<typeof fetch>(async (input) => answerOf(urlOf(input)));
    const scope = new NetworkScope();
    const client = await appClient(prefetchedFetch(prefetch, () => prefetch.at, network), scope);

    const customization = await new HttpNetworkGateway(client).bySlug('harbour-runners');
    scope.enter(customization.id);
    const page = await new HttpContentFeed(client, new RecordingMonitoring()).list({ limit: CONTENTS_PAGE_SIZE, offset: 0 });

    expect(customization).toMatchObject({ id: NETWORK_IDS.harbour, accessType: 'public' });
    expect(page).toEqual({ items: [], total: 0, skipped: 0 });
    expect(network).not.toHaveBeenCalled();
    expect(prefetch.answers).toEqual([]);
  });

  it.each(['/harbour-runners/', '/harbour-runners/login', '/harbour-runners/register', '/harbour-runners/forgot-password', '/harbour-runners/login/'])(
    'asks for the first contents on %s, whose first screen is the home',
    async (path) => {
      const script = stubBrowserFetch();

      await prefetchAt(path);

      expect(script.map((request) => request.url)).toEqual([bySlugUrl('harbour-runners'), contentsUrl(NETWORK_IDS.harbour)]);
    },
  );

  describe('the lead cover', () => {
    const contentsWithCovers = (covers: (string | null)[], types: string[] = []) => async (url: string) =>
      new URL(url).pathname === '/v2/contents' ? json({ data: covers.map((cover, index) => ({ id: `c${index}`, type: types[index] ?? 'post', cover })), metadata: { total: covers.length } }) : answerOf(url);
    const preloadedImages = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')]);
    afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

    it('preloads the first cover among the first contents, at high priority, as the page will show it', async () => {
      stubBrowserFetch(contentsWithCovers([null, '/demo/cover-a.svg', 'https://cdn.example.org/b.jpg']));
      await prefetchAt('/harbour-runners');
      expect(preloadedImages()).toEqual([['/demo/cover-a.svg', 'high']]);
    });

    it('preloads none beyond the first screen’s contents (the app leads with none either)', async () => {
      stubBrowserFetch(contentsWithCovers([null, null, null, '/demo/cover-d.svg']));
      await prefetchAt('/harbour-runners');
      expect(preloadedImages()).toEqual([]);
    });

    it('counts the first screen as the feed shows it, announcements pinned on top', async () => {
      stubBrowserFetch(contentsWithCovers([null, null, null, '/demo/cover-news.svg'], ['post', 'post', 'post', 'announcement']));
      await prefetchAt('/harbour-runners');
      expect(preloadedImages()).toEqual([['/demo/cover-news.svg', 'high']]);
    });

    it.each(['http://tracker.example.org/pixel.gif', 'javascript:alert(1)', 'https://user:secret@cdn.example.org/a.jpg', '//evil.example.org/a.jpg', '/demo/a b.svg'])(
      'does not preload %s, which the app would not show',
      async (cover) => {
        stubBrowserFetch(contentsWithCovers([cover]));
        await prefetchAt('/harbour-runners');
        expect(preloadedImages()).toEqual([]);
      },
    );

    it.each([
      ['https:cdn.example.org/a.jpg', 'https://cdn.example.org/a.jpg'],
      ['demo/cover-a.svg', '/demo/cover-a.svg'],
    ])('preloads %s as the app reads it, %s, never as sent', async (cover, preloaded) => {
      stubBrowserFetch(contentsWithCovers([cover]));
      await prefetchAt('/harbour-runners');
      expect(preloadedImages()).toEqual([[preloaded, 'high']]);
    });

    it('does not preload a relative address that leaves this origin, also on an https page', async () => {
      const secure = new URL('https://community.example/harbour-runners');
      vi.stubGlobal('location', { ...window.location, href: secure.href, origin: secure.origin, host: secure.host, pathname: secure.pathname });
      stubBrowserFetch(contentsWithCovers(['//evil.example.org/a.jpg']));
      await prefetchAt('/harbour-runners');
      expect(preloadedImages()).toEqual([]);
    });

    it('preloads https covers of other hosts', async () => {
      stubBrowserFetch(contentsWithCovers(['https://cdn.example.org/a.jpg']));
      await prefetchAt('/harbour-runners/login');
      expect(preloadedImages()).toEqual([['https://cdn.example.org/a.jpg', 'high']]);
    });
  });

  it.each(['/harbour-runners/terms', '/harbour-runners/verify', '/harbour-runners/login/more'])('asks only for the customization on %s', async (path) => {
    const script = stubBrowserFetch();

    const prefetch = await prefetchAt(path);

    expect(script.map((request) => request.url)).toEqual([bySlugUrl('harbour-runners')]);
    expect(prefetch.answers).toHaveLength(1);
  });

  it('asks for nothing, and leaves nothing, on the landing page', () => {
    const script = stubBrowserFetch();

    expect(runScriptAt('/')).toBeUndefined();

    expect(script).toEqual([]);
    expect('__networkPagePrefetch' in globalThis).toBe(false);
  });

  it('asks for nothing, and does not throw, on an address whose slug is not valid percent-encoding', () => {
    const script = stubBrowserFetch();

    expect(() => runScriptAt('/%E0%A4%A/login')).not.toThrow();

    expect(script).toEqual([]);
    expect('__networkPagePrefetch' in globalThis).toBe(false);
  });

  it('asks for nothing in a build without an API base URL, which writes no script', () => {
    expect(prefetchScriptElement({ VITE_API_BASE_URL: '  ' })).toBe('');
  });

  it("does not ask for a private network's contents", async () => {
    const script = stubBrowserFetch();

    await prefetchAt('/atelier-ceramica');

    expect(NETWORKS['atelier-ceramica']?.accessType).toBe('private');
    expect(script.map((request) => request.url)).toEqual([bySlugUrl('atelier-ceramica')]);
  });

  it('does not ask for the contents when the app has a session of that network to resume, but does for a session of another', async () => {
    const tokens = new PersistentTokenStore(new WebStorageKeyValueStore(localStorage));
    tokens.save(NETWORK_IDS.atelier, { accessToken: 'access-a', refreshToken: 'refresh-a' });
    const other = stubBrowserFetch();
    await prefetchAt('/harbour-runners');
    expect(other.map((request) => request.url)).toEqual([bySlugUrl('harbour-runners'), contentsUrl(NETWORK_IDS.harbour)]);
    Reflect.deleteProperty(globalThis, '__networkPagePrefetch');

    tokens.save(NETWORK_IDS.harbour, { accessToken: 'access-h', refreshToken: 'refresh-h' });
    const own = stubBrowserFetch();
    await prefetchAt('/harbour-runners');

    expect(own.map((request) => request.url)).toEqual([bySlugUrl('harbour-runners')]);
  });

  it('asks in the language of the locale cookie the app set, as the app does', async () => {
    new BrowserCookieJar().set(COOKIES.locale, 'it', { days: 365 });
    document.cookie = 'cookie-consent=%7B%22analytics%22%3Atrue%7D; path=/';
    const script = stubBrowserFetch();

    await prefetchAt('/harbour-runners');

    expect(script.map((request) => request.headers['accept-language'])).toEqual(['it', 'it']);
    expect(script).toEqual(await homeRequestsOfTheApp('harbour-runners'));
  });

  it('asks in English when the locale cookie names a language the app does not speak, as the app does', async () => {
    new BrowserCookieJar().set(COOKIES.locale, 'klingon');
    const script = stubBrowserFetch();

    await prefetchAt('/harbour-runners');

    expect(script.map((request) => request.headers['accept-language'])).toEqual(['en', 'en']);
    expect(script).toEqual(await homeRequestsOfTheApp('harbour-runners'));
  });

  describe('on a host mapped to a network', () => {
    const MAPPED: ConfigSource = { ...ENV, VITE_HOST_SLUGS: `other.example.org=harbour-runners, ${location.host.toUpperCase()}=green-table` };

    it('takes the slug from the host and the page from the whole path, as the app does', async () => {
      const script = stubBrowserFetch();

      await prefetchAt('/login', MAPPED);

      const slug = readConfig(MAPPED, location.host).hostSlug;
      expect(slug).toBe('green-table');
      expect(script.map((request) => request.url)).toEqual([bySlugUrl('green-table'), contentsUrl('net-green-table')]);
      expect(script).toEqual(await homeRequestsOfTheApp('green-table', MAPPED));
    });

    it('asks for the contents on its home', async () => {
      const script = stubBrowserFetch();

      await prefetchAt('/', MAPPED);

      expect(script.map((request) => request.url)).toEqual([bySlugUrl('green-table'), contentsUrl('net-green-table')]);
    });

    it('reads a first path segment as a page of the mapped network, not as a slug', async () => {
      const script = stubBrowserFetch();

      await prefetchAt('/harbour-runners', MAPPED);

      expect(script.map((request) => request.url)).toEqual([bySlugUrl('green-table')]);
    });
  });

  it('asks for a slug that needs escaping as the app asks for it', async () => {
    const script = stubBrowserFetch();

    await prefetchAt('/caf%C3%A9-club');

    const app: WireRequest[] = [];
    await new HttpNetworkGateway(await appClient(recordingFetch(app), new NetworkScope())).bySlug('café-club').catch(() => undefined);
    expect(script).toEqual(app);
    expect(script.map((request) => request.url)).toEqual([bySlugUrl('caf%C3%A9-club')]);
  });

  it('asks for no contents when the network is not found, and leaves the 404 for the app to read', async () => {
    const script = stubBrowserFetch();

    const prefetch = await prefetchAt('/no-such-network');

    expect(script.map((request) => request.url)).toEqual([bySlugUrl('no-such-network')]);
    const answer = await prefetch.answers[0]?.response;
    expect(answer?.status).toBe(404);
    await expect(answer?.json()).resolves.toMatchObject({ error: { code: 'NetworkNotFound' } });
  });

  describe('when a request fails to reach the server', () => {
    let unhandled: unknown[];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);

    beforeEach(() => {
      unhandled = [];
      process.on('unhandledRejection', onUnhandled);
    });

    afterEach(() => {
      process.off('unhandledRejection', onUnhandled);
    });

    /** Node reports a rejection nobody handled once the microtasks of the turn have run. */
    const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('asks for no contents after a failed customization, leaves no unhandled rejection, and keeps the failure for the app', async () => {
      const failure = new TypeError('Failed to fetch');
      const script = stubBrowserFetch(() => Promise.reject(failure));

      const prefetch = await prefetchAt('/harbour-runners');
      await nextTurn();

      expect(script.map((request) => request.url)).toEqual([bySlugUrl('harbour-runners')]);
      expect(unhandled).toEqual([]);
      await expect(prefetch.answers[0]?.response).rejects.toBe(failure);
    });

    it('leaves no unhandled rejection when the contents fail, and keeps the failure for the app', async () => {
      const failure = new TypeError('Failed to fetch');
      const script = stubBrowserFetch(async (url) => {
        if (url.startsWith(`${API}/v2/contents`)) throw failure;
        return answerOf(url);
      });

      const prefetch = await prefetchAt('/harbour-runners');
      await nextTurn();

      expect(script.map((request) => request.url)).toEqual([bySlugUrl('harbour-runners'), contentsUrl(NETWORK_IDS.harbour)]);
      expect(unhandled).toEqual([]);
      await expect(prefetch.answers[1]?.response).rejects.toBe(failure);
    });
  });
});
