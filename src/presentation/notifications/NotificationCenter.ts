import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../application/ports/Clock';
import type { NotificationGateway } from '../../application/ports/NotificationGateway';
import type { RandomSource } from '../../application/ports/RandomSource';
import type { WindowSignals } from '../../application/ports/WindowSignals';
import type { Notification } from '../../domain/notifications/Notification';
import type { Session } from '../../application/session/Session';
import { ON_DEMAND, RepeatingRequest, type RoundResult } from '../../application/timing/RepeatingRequest';

/**
 * How many of the member's notifications are unread: the account menu's badge. One per app, shared by the
 * account button's dot, the menu and the notifications page; refreshed when the button comes, when the menu or
 * the page opens, and when the window regains focus (WindowSignals), by the app's one back-off rule (RepeatPolicy): a focus asks
 * no sooner than 4 s after the last answer nor during a back-off, and a refusal (401 after the token refresh,
 * 403) stops the asking until the member's retry; the menu says so.
 */
export class NotificationCenter {
  unread = 0;
  private memberId: string | null = null;
  /** Whose count the server refused, if it did. */
  private refusedFor: string | null = null;
  private readonly counting: RepeatingRequest;
  private readonly arrivalListeners = new Set<(notification: Notification) => void>();

  constructor(
    private readonly notifications: Pick<NotificationGateway, 'list'>,
    private readonly session: Pick<Session, 'membership'>,
    clock: Pick<Clock, 'now' | 'schedule'>,
    random: Pick<RandomSource, 'fraction'>,
    private readonly focus: Pick<WindowSignals, 'onFocus'>,
  ) {
    this.counting = new RepeatingRequest(clock, random, ON_DEMAND, () => this.count(), () => this.countRefused());
    makeAutoObservable<NotificationCenter, 'notifications' | 'session' | 'focus' | 'counting' | 'count' | 'arrivalListeners'>(
      this,
      { notifications: false, session: false, focus: false, counting: false, count: false, arrivalListeners: false },
      { autoBind: true },
    );
  }

  /** The count of the member now signed in (another member's, or a guest's, is never shown). */
  get unreadCount(): number {
    return this.memberId !== null && this.memberId === this.session.membership?.id ? this.unread : 0;
  }

  /** The server refused this member's count: it is no longer asked for on focus (the menu offers a retry). */
  get refused(): boolean {
    return this.refusedFor !== null && this.refusedFor === this.session.membership?.id;
  }

  /** A screen that shows the count opened, the member retried, or a write changed it: asked at once. */
  refresh(): Promise<void> {
    return this.counting.now();
  }

  /** While a screen that shows the count is there, it is asked again each time the window regains focus. */
  mount(): () => void {
    return this.focus.onFocus(() => this.windowFocused());
  }

  windowFocused(): void {
    this.counting.ask();
  }

  /**
   * A notification sent to the member just now (the live channel's `notification.created`): the badge counts it at
   * once (once the member's count is known; the next count is the server's anyway), and an open page shows it.
   */
  arrived(notification: Notification): void {
    if (!notification.read && this.memberId !== null && this.memberId === this.session.membership?.id) this.unread += 1;
    for (const listener of [...this.arrivalListeners]) listener(notification);
  }

  /** Calls `listener` with each notification that arrives; the function returned stops it. */
  onArrival(listener: (notification: Notification) => void): () => void {
    this.arrivalListeners.add(listener);
    return () => this.arrivalListeners.delete(listener);
  }

  /** One was read here: the badge follows at once (the server is asked by the page). */
  oneRead(): void {
    this.unread = Math.max(0, this.unread - 1);
  }

  /** A read that the server refused: the badge counts it again. */
  oneUnread(): void {
    this.unread += 1;
  }

  /** A failure keeps the badge's last count: it is a hint. */
  private async count(): Promise<RoundResult> {
    const memberId = this.session.membership?.id ?? null;
    if (!memberId) return 'answered';
    const page = await this.notifications.list({ limit: 1, offset: 0 });
    runInAction(() => {
      this.memberId = memberId;
      this.unread = page.unread;
      if (this.refusedFor === memberId) this.refusedFor = null;
    });
    return 'answered';
  }

  private countRefused(): void {
    runInAction(() => (this.refusedFor = this.session.membership?.id ?? null));
  }
}
export const NOTIFICATION_CENTER = Symbol.for('NotificationCenter');
