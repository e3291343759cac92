import type { Navigator } from '../../application/ports/Navigator';

/** The part of a react-router data router this adapter uses (kept structural on purpose). */
export interface RouterLike {
  state: { location: { pathname: string; search: string } };
  navigate(to: string, options?: { replace?: boolean }): unknown;
}

/** Navigator over the app's router; `basePath` is '/slug', or '' on a host mapped to a network. */
export class RouterNavigator implements Navigator {
  private router: RouterLike | null = null;

  constructor(private readonly basePath: () => string) {}

  attach(router: RouterLike): void {
    this.router = router;
  }

  currentPath(): string {
    if (!this.router) return '/';
    const { pathname, search } = this.router.state.location;
    const base = this.basePath();
    const relative = base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
    return `${relative || '/'}${search}`;
  }

  goTo(path: string, options?: { replace?: boolean }): void {
    const base = this.basePath();
    const target = path === '/' ? base || '/' : `${base}${path}`;
    void this.router?.navigate(target, options);
  }
}
