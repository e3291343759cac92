import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { I18n } from '../i18n/I18n';
import { PRESENTATION, type PresenterFactory, type PresenterToken } from '../tokens';

/**
 * What the hooks below ask of the composition root: a binding by its token. Views reach it only through them: a screen or
 * dialog gets its presenter with `usePresenter`; any view may use the app-wide `useI18n` and `useModuleLoader` (and
 * `useNetwork`, the network shell's outlet); leaf views take the rest as props.
 */
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
 * A screen's or a dialog's presenter (or that of a part mounted apart, like the feed's ads), the one way views get one:
 * the factory bound under `token` in the composition root makes it once, when the view mounts, from `args`; it is kept
 * for the view's life. A presenter several views share has a factory that hands out its one instance (bindSharedPresenter).
 * A presenter with `mount()` is mounted and unmounted with the screen.
 */
export function usePresenter<P, A extends unknown[]>(token: PresenterToken<P, A>, ...args: A): P {
  const resolver = useResolver();
  const [presenter] = useState(() => resolver.get<PresenterFactory<P, A>>(token)(...args));
  useEffect(() => (presenter as Partial<Mountable>).mount?.(), [presenter]);
  return presenter;
}
