/**
 * What index.html's inline script (prefetchScript.js) asked the API for while the app's JavaScript was
 * still downloading: the network's customization and its home's first contents.
 */
export interface PagePrefetch {
  /** When the script ran (ms since the epoch). */
  at: number;
  answers: { url: string; language: string; response: Promise<Response> }[];
  /** Settles once the script has asked for everything it will ask for. */
  settled: Promise<unknown>;
}

/** Where the inline script leaves its answers (the name is written in prefetchScript.js too). */
export function pagePrefetchOf(scope: object): PagePrefetch | undefined {
  return (scope as { __networkPagePrefetch?: PagePrefetch }).__networkPagePrefetch;
}

/** An answer taken ahead serves only the page's first moments: later, the app asks afresh. */
export const PREFETCH_FRESH_MS = 10_000;

/**
 * A fetch that hands each answer the inline script took ahead to the first call that asks for exactly
 * it (a GET of the same URL, in the same language, without a member's token), once; every other call,
 * and any call after PREFETCH_FRESH_MS, goes to the network. So the app makes no second request for the
 * data the page started loading before the app ran, and its client still reads, retries and reports
 * that answer like any other.
 */
export function prefetchedFetch(prefetch: PagePrefetch, now: () => number, network: typeof fetch): typeof fetch {
  const take = (url: string, language: string | null) => {
    const index = prefetch.answers.findIndex((answer) => answer.url === url && answer.language === language);
    return index < 0 ? null : (prefetch.answers.splice(index, 1)[0]?.response ?? null);
  };
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const eligible = (init?.method ?? 'GET') === 'GET' && !headers.has('Authorization') && now() - prefetch.at < PREFETCH_FRESH_MS;
    if (!eligible) return network(input, init);
    const language = headers.get('Accept-Language');
    // The script may still be about to ask (the contents wait for the customization): wait for it.
    let answer = take(url, language);
    if (!answer) {
      await unlessAborted(prefetch.settled, init?.signal);
      answer = take(url, language);
    }
    if (!answer) return network(input, init);
    const response = await unlessAborted(answer, init?.signal);
    // Handed over in a task of its own, as an answer from the network would be: otherwise every screen
    // the taken answers unlock would render in one long task, with the page unable to answer input.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return response;
  };
}

/** The caller's timeout and cancel still apply to an answer it did not ask for itself. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
