import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** What a screen with unsaved work tells the guard. */
export interface LeaveGuard {
  /** Leaving now would lose something. */
  readonly blocking: boolean;
  /** A move to another page of the app is held: ask, and call `resume` to make it after all. */
  leaveAttempted(resume: () => void): void;
}

/**
 * While `guard.blocking`, leaving asks first. Reloading, closing the tab or going to another site gets the
 * browser's own question (`beforeunload`). A move inside the app (a link, a redirect, back and forward) is
 * held and handed to `guard.leaveAttempted`: the app's BrowserRouter has no blocker (react-router's
 * `useBlocker` needs a data router), so the move is caught where every same-document navigation passes, the
 * Navigation API's `navigate` event. A browser without that API still gets the `beforeunload` question.
 *
 * Read from an observer view: `guard.blocking` is read while rendering, so the listeners are there only while
 * something would be lost, and read again when a move comes (a confirmed leave has stopped blocking by then).
 */
export function useLeaveGuard(guard: LeaveGuard): void {
  const navigate = useNavigate();
  const blocking = guard.blocking;

  useEffect(() => {
    if (!blocking) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (guard.blocking) event.preventDefault();
    };
    const navigation = 'navigation' in window ? window.navigation : undefined;
    const held = (event: NavigateEvent) => {
      if (!guard.blocking || !event.cancelable || !event.destination.sameDocument) return;
      const destination = new URL(event.destination.url);
      // Only a move to another page: a query or fragment of this one loses nothing.
      if (destination.pathname === window.location.pathname) return;
      event.preventDefault();
      const { key } = event.destination;
      const replace = event.navigationType === 'replace';
      const traverse = event.navigationType === 'traverse' ? navigation : undefined;
      guard.leaveAttempted(traverse ? () => settle(traverse.traverseTo(key)) : () => void navigate(`${destination.pathname}${destination.search}${destination.hash}`, { replace }));
    };
    window.addEventListener('beforeunload', beforeUnload);
    navigation?.addEventListener('navigate', held);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      navigation?.removeEventListener('navigate', held);
    };
  }, [blocking, guard, navigate]);
}

/** A traversal that another move overtakes rejects its promises: nothing to report, the other move happened. */
function settle(result: NavigationResult): void {
  result.committed?.catch(() => undefined);
  result.finished?.catch(() => undefined);
}
