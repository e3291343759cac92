import { createElement, type ComponentProps, type ComponentType } from 'react';
import { lazyReady, type LazyReady } from '../kit/lazyReady';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export type LazyThemed<Screen extends ComponentType<any>> = LazyReady<Screen>;

/**
 * `React.lazy` for a screen or dialog built with MUI: the MUI theme comes in the same wait, so the
 * first paint (plain HTML and CSS) carries neither MUI nor emotion. The one way lazy MUI screens load;
 * like every `lazyReady` view, once loaded it renders without suspending.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyThemed<Screen extends ComponentType<any>>(load: () => Promise<{ default: Screen }>): LazyThemed<Screen> {
  return lazyReady(() =>
    Promise.all([load(), import('./Themed')]).then(([{ default: screen }, { Themed }]) => {
      const ThemedScreen = (props: ComponentProps<Screen>) => createElement(Themed, null, createElement(screen, props));
      ThemedScreen.displayName = `Themed(${screen.displayName ?? screen.name})`;
      return { default: ThemedScreen as unknown as Screen };
    }),
  );
}
