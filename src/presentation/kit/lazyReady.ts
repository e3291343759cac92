import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export type LazyReady<Screen extends ComponentType<any>> = LazyExoticComponent<Screen> & {
  /** Starts loading now (an opening is likely); rendering later waits for the same download. */
  preload(): Promise<unknown>;
  /** Loaded already: rendering it does not suspend. */
  isLoaded(): boolean;
};

/**
 * `React.lazy` for code that is loaded ahead of its use (on a sign of intent): once loaded (preloaded, or rendered
 * before), it renders without suspending, since React.lazy is handed an answer it reads at once. A promise, even a
 * settled one, would suspend the first render, and React reveals a suspended boundary no sooner than 300 ms after
 * its fallback. A failed download is forgotten by `preload` (the next one tries again), but a render that met it
 * keeps failing (React.lazy keeps a failure for good): a part that may fail to load is made again on retry
 * (`RetryBoundary`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyReady<Screen extends ComponentType<any>>(load: () => Promise<{ default: Screen }>): LazyReady<Screen> {
  let loading: Promise<{ default: Screen }> | null = null;
  let loaded: { default: Screen } | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  // React.lazy calls `then` of what it is given and reads the outcome right after: a thenable that calls
  // back at once is read as loaded (React's types ask for a Promise; it only uses `then`).
  const answer = () => {
    const module = loaded;
    if (!module) return preload();
    const settled = { then: (onLoaded: (value: { default: Screen }) => unknown) => void onLoaded(module) };
    return settled as unknown as Promise<{ default: Screen }>;
  };
  return Object.assign(lazy(answer), { preload, isLoaded: () => loaded !== null });
}
