import { createContext, useContext, useState, type ReactNode } from 'react';

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

/** A screen's own presenter: resolved once when the screen mounts, kept for its lifetime. */
export function usePresenter<T>(token: symbol): T {
  const resolver = useResolver();
  const [presenter] = useState(() => resolver.get<T>(token));
  return presenter;
}
