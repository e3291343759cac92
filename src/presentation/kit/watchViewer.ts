import { reaction } from 'mobx';
import type { Session } from '../../application/session/Session';

export interface WatchViewerOptions {
  /** Whether `changed` is also called at once with who is signed in now (it is, unless told otherwise). */
  immediately?: boolean;
}

/**
 * Calls `changed` with who is signed in now, and again each time that changes: a screen is not mounted again
 * when a guest signs in on it, or when another member signs in after a logout. Who is signed in is the session's
 * observable state, so this is the one way to hear of a sign-in or a logout (the EventBus carries no such event).
 * Returns the end of the watch.
 */
export function watchViewer(session: Pick<Session, 'membership'>, changed: (viewerId: string | null) => void, options: WatchViewerOptions = {}): () => void {
  return reaction(() => session.membership?.id ?? null, changed, { fireImmediately: options.immediately ?? true });
}
