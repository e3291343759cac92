import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export type LazyThemed<Screen extends ComponentType<any>> = LazyExoticComponent<Screen> & {
  /** Starts loading now (an opening is likely); rendering later waits for the same download. */
  preload(): Promise<unknown>;
  /** Loaded already: rendering it does not suspend. */
  isLoaded(): boolean;
};

/**
 * `React.lazy` for a screen or dialog built with MUI: the MUI theme comes in the same wait, so the
 * first paint (plain HTML and CSS) carries neither MUI nor emotion. The one way lazy MUI screens load.
 *
 * Once loaded (preloaded, or rendered before), it renders without suspending: React.lazy is handed an
 * answer it reads at once. A promise, even a settled one, would suspend the first render, and React
 * reveals a suspended boundary no sooner than 300 ms after its fallback.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyThemed<Screen extends ComponentType<any>>(load: () => Promise<{ default: Screen }>): LazyThemed<Screen> {
  let loading: Promise<{ default: Screen }> | null = null;
  let loaded: { default: Screen } | null = null;
  const preload = () =>
    (loading ??= Promise.all([load(), import('./Themed')]).then(
      ([{ default: screen }, { Themed }]) => {
        const ThemedScreen = (props: ComponentProps<Screen>) => createElement(Themed, null, createElement(screen, props));
        ThemedScreen.displayName = `Themed(${screen.displayName ?? screen.name})`;
        loaded = { default: ThemedScreen as unknown as Screen };
        return loaded;
      },
      (error: unknown) => {
        loading = null; // a failed download may succeed on the next try
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
