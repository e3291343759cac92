import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { I18n } from '../i18n/I18n';
import { PRESENTATION, type PresenterFactory, type PresenterToken } from '../tokens';

/** What views may ask of the composition root: a service by its token. */
export interface Resolver {
  get<T>(token: symbol): T;
}

const ResolverContext = createContext<Resolver | null>(null);

export function ResolverProvider({ resolver, children }: { resolver: Resolver; children: ReactNode }) {
  return <ResolverContext.Provider value={resolver}>{children}</ResolverContext.Provider>;
}

function useResolver(): Resolver {
  const resolver = useContext(ResolverContext);
  if (!resolver) throw new Error('ResolverProvider is missing above this screen');
  return resolver;
}

/** A service shared by the whole app (a singleton binding). */
export function useService<T>(token: symbol): T {
  return useResolver().get<T>(token);
}

/** Loads a lazy module of the composition root (the bindings and messages of the views that come with it). */
export type ModuleLoader = () => Promise<void>;

/** The loader bound under `token` (`PRESENTATION.LoadXModule`), for the view that loads that module's views. */
export function useModuleLoader(token: symbol): ModuleLoader {
  return useResolver().get<ModuleLoader>(token);
}

/** The app's strings and language, the same for every view: views read their texts here, not from props. */
export function useI18n(): I18n {
  return useResolver().get<I18n>(PRESENTATION.I18n);
}

/** A presenter with work to do while its screen is shown (subscriptions, a first load, timers). */
interface Mountable {
  /** Starts that work; the function returned, if any, stops it. May run again on the same presenter (StrictMode remounts). */
  mount(): void | (() => void);
}

/**
 * A screen's own presenter, the one way screens get one: the factory bound under `token` in the
 * composition root makes it once, when the screen mounts, from `args`; it is kept for the screen's life.
 * A presenter with `mount()` is mounted and unmounted with the screen.
 */
export function usePresenter<P, A extends unknown[]>(token: PresenterToken<P, A>, ...args: A): P {
  const resolver = useResolver();
  const [presenter] = useState(() => resolver.get<PresenterFactory<P, A>>(token)(...args));
  useEffect(() => (presenter as Partial<Mountable>).mount?.(), [presenter]);
  return presenter;
}
