import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export type LazyThemed<Screen extends ComponentType<any>> = LazyExoticComponent<Screen> & {
  /** Starts loading now (an opening is likely); rendering later waits for the same download. */
  preload(): Promise<unknown>;
};

/**
 * `React.lazy` for a screen or dialog built with MUI: the MUI theme comes in the same wait, so the
 * first paint (plain HTML and CSS) carries neither MUI nor emotion. The one way lazy MUI screens load.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyThemed<Screen extends ComponentType<any>>(load: () => Promise<{ default: Screen }>): LazyThemed<Screen> {
  let loading: Promise<{ default: Screen }> | null = null;
  const preload = () =>
    (loading ??= Promise.all([load(), import('./Themed')]).then(
      ([{ default: screen }, { Themed }]) => {
        const ThemedScreen = (props: ComponentProps<Screen>) => createElement(Themed, null, createElement(screen, props));
        ThemedScreen.displayName = `Themed(${screen.displayName ?? screen.name})`;
        return { default: ThemedScreen as unknown as Screen };
      },
      (error: unknown) => {
        loading = null; // a failed download may succeed on the next try
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload });
}
