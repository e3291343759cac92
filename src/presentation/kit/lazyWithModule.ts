import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuleLoader } from './Resolver';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props
type AnyView = ComponentType<any>;

const madeByModule = new WeakMap<ModuleLoader, Map<unknown, LazyExoticComponent<AnyView>>>();

/**
 * A view's chunk that loads with its part of the composition root (which binds its presenters), made once per module
 * loader, that is once per container (one in the app; one per test): a view found again renders at once, without a
 * fallback (the feed's extras and ads, back from a content page, before its scroll position is restored).
 */
export function lazyWithModule<View extends AnyView>(loadView: () => Promise<{ default: View }>, loadModule: ModuleLoader): LazyExoticComponent<View> {
  let made = madeByModule.get(loadModule);
  if (!made) madeByModule.set(loadModule, (made = new Map()));
  let view = made.get(loadView) as LazyExoticComponent<View> | undefined;
  if (!view) made.set(loadView, (view = lazy(() => Promise.all([loadView(), loadModule()]).then(([module]) => module))));
  return view;
}
