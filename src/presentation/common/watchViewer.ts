import { reaction } from 'mobx';
import type { Session } from '../../application/session/Session';

/**
 * Calls `changed` with who is signed in now, and again each time that changes: a screen is not mounted again
 * when a guest signs in on it, or when another member signs in after a logout. Returns the end of the watch.
 */
export function watchViewer(session: Pick<Session, 'membership'>, changed: (viewerId: string | null) => void): () => void {
  return reaction(() => session.membership?.id ?? null, changed, { fireImmediately: true });
}
