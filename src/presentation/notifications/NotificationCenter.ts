import { makeAutoObservable, runInAction } from 'mobx';
import type { NotificationGateway } from '../../application/ports/NotificationGateway';
import type { Session } from '../../application/session/Session';

/**
 * How many of the member's notifications are unread: the account menu's badge. One per app, shared by the
 * account button's dot, the menu and the notifications page; refreshed when the button comes, when the menu or
 * the page opens, and when the window regains focus.
 */
export class NotificationCenter {
  unread = 0;
  private memberId: string | null = null;

  constructor(
    private readonly notifications: Pick<NotificationGateway, 'list'>,
    private readonly session: Pick<Session, 'membership'>,
  ) {
    makeAutoObservable<NotificationCenter, 'notifications' | 'session'>(this, { notifications: false, session: false }, { autoBind: true });
  }

  /** The count of the member now signed in (another member's, or a guest's, is never shown). */
  get unreadCount(): number {
    return this.memberId !== null && this.memberId === this.session.membership?.id ? this.unread : 0;
  }

  async refresh(): Promise<void> {
    const memberId = this.session.membership?.id ?? null;
    if (!memberId) return;
    try {
      const page = await this.notifications.list({ limit: 1, offset: 0 });
      runInAction(() => {
        this.memberId = memberId;
        this.unread = page.unread;
      });
    } catch {
      // The badge keeps its last count; it is a hint, and the next focus asks again.
    }
  }

  windowFocused(): void {
    void this.refresh();
  }

  /** One was read here: the badge follows at once (the server is asked by the page). */
  oneRead(): void {
    this.unread = Math.max(0, this.unread - 1);
  }

  /** A read that the server refused: the badge counts it again. */
  oneUnread(): void {
    this.unread += 1;
  }
}
export const NOTIFICATION_CENTER = Symbol.for('NotificationCenter');
