import type { Navigator } from '../../application/ports/Navigator';

/** The router as this adapter needs it (structural: no router library is imported here). */
export interface RouterHandle {
  navigate(to: string, options?: { replace?: boolean }): void;
  location(): { pathname: string; search: string };
}

/** Navigator over the app's router; `basePath` is '/slug', or '' on a host mapped to a network. */
export class RouterNavigator implements Navigator {
  private router: RouterHandle | null = null;

  constructor(private readonly basePath: () => string) {}

  attach(router: RouterHandle): void {
    this.router = router;
  }

  currentPath(): string {
    if (!this.router) return '/';
    const { pathname, search } = this.router.location();
    const base = this.basePath();
    const relative = base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
    return `${relative || '/'}${search}`;
  }

  goTo(path: string, options?: { replace?: boolean }): void {
    const base = this.basePath();
    this.router?.navigate(path === '/' ? base || '/' : `${base}${path}`, options);
  }

  /** A path of this site as it is, no network prefix added: a move the page held (BrowserPageLeaving) and now makes. */
  goToSitePath(path: string, options: { replace: boolean }): void {
    this.router?.navigate(path, options);
  }
}
