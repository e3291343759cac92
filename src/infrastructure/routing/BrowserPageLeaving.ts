import type { LeaveGuard, PageLeaving } from '../../application/ports/PageLeaving';

/** The app's router as this adapter needs it: a move to a path of this site as it is (no network prefix added). */
export interface SiteRouter {
  goToSitePath(path: string, options: { replace: boolean }): void;
}

/** The window as this adapter needs it; `navigation` is missing in a browser without the Navigation API. */
export type LeavablePage = Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'> & Partial<Pick<Window, 'navigation'>>;

/**
 * Reloading, closing the tab or going to another site gets the browser's own question (`beforeunload`). A move
 * inside the app (a link, a redirect, back and forward) is held and handed to `guard.leaveAttempted`: the app's
 * BrowserRouter has no blocker (react-router's `useBlocker` needs a data router), so the move is caught where every
 * same-document navigation passes, the Navigation API's `navigate` event. A browser without that API still gets the
 * `beforeunload` question. `guard.blocking` is read when a move comes: a confirmed leave has stopped blocking by then.
 */
export class BrowserPageLeaving implements PageLeaving {
  constructor(
    private readonly router: SiteRouter,
    private readonly page: LeavablePage = window,
  ) {}

  guard(guard: LeaveGuard): () => void {
    const { page, router } = this;
    const navigation = page.navigation;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (guard.blocking) event.preventDefault();
    };
    const held = (event: NavigateEvent) => {
      if (!guard.blocking || !event.cancelable || !event.destination.sameDocument) return;
      const destination = new URL(event.destination.url);
      // Only a move to another page: a query or fragment of this one loses nothing.
      if (destination.pathname === page.location.pathname) return;
      event.preventDefault();
      const { key } = event.destination;
      const replace = event.navigationType === 'replace';
      const traverse = event.navigationType === 'traverse' ? navigation : undefined;
      guard.leaveAttempted(traverse ? () => settle(traverse.traverseTo(key)) : () => router.goToSitePath(`${destination.pathname}${destination.search}${destination.hash}`, { replace }));
    };
    page.addEventListener('beforeunload', beforeUnload);
    navigation?.addEventListener('navigate', held);
    return () => {
      page.removeEventListener('beforeunload', beforeUnload);
      navigation?.removeEventListener('navigate', held);
    };
  }
}

/** A traversal that another move overtakes rejects its promises: nothing to report, the other move happened. */
function settle(result: NavigationResult): void {
  result.committed?.catch(() => undefined);
  result.finished?.catch(() => undefined);
}
