import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../application/ports/Clock';
import type { NotificationGateway } from '../../application/ports/NotificationGateway';
import type { Session } from '../../application/session/Session';
import type { MarkAllNotificationsRead } from '../../application/usecases/notifications/MarkAllNotificationsRead';
import type { MarkNotificationRead } from '../../application/usecases/notifications/MarkNotificationRead';
import type { Notification } from '../../domain/notifications/Notification';
import { errorMessageOf } from '../kit/errorMessage';
import { Lifetime } from '../kit/Lifetime';
import { watchViewer } from '../kit/watchViewer';
import { writeOptimistically } from '../kit/optimistic';
import type { I18n } from '../i18n/I18n';
import type { NotificationCenter } from './NotificationCenter';
import type { NotificationLinkFollower } from './NotificationLinkFollower';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationItem {
  notification: Notification;
  when: string;
  /** Where opening it leads, when it leads anywhere safe. */
  opensLink: boolean;
  failure: string | null;
}

/** How many of the newest the header's bell shows. */
export const BELL_PAGE_SIZE = 5;

/**
 * `/:slug/notifications`, and the header's bell (its first few): the member's notifications, newest first, the
 * unread ones marked; "Mark all as read" marks them all, on the server too.
 * Opening one marks it read (optimistic, with the account menu's badge) and follows its link when it is
 * safe: a page of this site (a path, or a full address on its origin) inside the app, another https page
 * in a new tab, anything else not at all. A guest who signs in here gets their list at once.
 */
export class NotificationsPresenter {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  failureMessage = '';
  private notifications: Notification[] = [];
  total = 0;
  /** Items of the pages loaded that could not be read: they hold places in the server's list (Page.skipped). */
  private skipped = 0;
  loadingMore = false;
  moreFailure = '';
  private failures = new Map<string, string>();
  markingAll = false;
  markAllFailure = '';
  private readonly lifetime = new Lifetime();

  constructor(
    private readonly gateway: Pick<NotificationGateway, 'list'>,
    private readonly markNotificationRead: Pick<MarkNotificationRead, 'execute'>,
    private readonly markAllNotificationsRead: Pick<MarkAllNotificationsRead, 'execute'>,
    private readonly center: Pick<NotificationCenter, 'oneRead' | 'oneUnread' | 'refresh' | 'onArrival' | 'unreadCount'>,
    private readonly session: Pick<Session, 'membership'>,
    private readonly links: Pick<NotificationLinkFollower, 'leadsSomewhere' | 'follow'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly i18n: I18n,
    private readonly pageSize = NOTIFICATIONS_PAGE_SIZE,
  ) {
    makeAutoObservable<
      NotificationsPresenter,
      'gateway' | 'markNotificationRead' | 'markAllNotificationsRead' | 'center' | 'session' | 'links' | 'clock' | 'i18n' | 'lifetime' | 'pageSize'
    >(
      this,
      { gateway: false, markNotificationRead: false, markAllNotificationsRead: false, center: false, session: false, links: false, clock: false, i18n: false, lifetime: false, pageSize: false },
      { autoBind: true },
    );
  }

  get isGuest(): boolean {
    return this.session.membership === null;
  }

  get items(): NotificationItem[] {
    const now = this.clock.now();
    return this.notifications.map((notification) => ({
      notification,
      when: this.i18n.formatAge(notification.createdAt, now),
      opensLink: notification.link !== null && this.links.leadsSomewhere(notification.link),
      failure: this.failures.get(notification.id) ?? null,
    }));
  }

  /** The member's unread count, as the app's notification center keeps it. */
  get unreadCount(): number {
    return this.center.unreadCount;
  }

  get hasMore(): boolean {
    return this.status === 'ready' && this.notifications.length + this.skipped < this.total;
  }

  mount(): () => void {
    this.lifetime.begin();
    // Each member who signs in here (a guest, or someone else after a logout) sees their own list.
    const stopWatchingMember = watchViewer(this.session, (memberId) => {
      // What was asked for the member before is not this one's.
      this.lifetime.end(new Error('Another member'));
      this.lifetime.begin();
      this.notifications = [];
      this.total = 0;
      this.status = 'loading';
      if (memberId) void this.load();
    });
    const stopHearing = this.center.onArrival(this.arrived);
    return () => {
      stopWatchingMember();
      stopHearing();
      this.lifetime.end(new Error('Component unmounted'));
    };
  }

  retryClicked(): void {
    void this.load();
  }

  /** A notification that arrived while the page is open goes on top of the list read (once). */
  private arrived(notification: Notification): void {
    if (this.status !== 'ready' || this.notifications.some((known) => known.id === notification.id)) return;
    this.notifications.unshift(notification);
    this.total += 1;
  }

  async showMoreClicked(): Promise<void> {
    if (!this.hasMore || this.loadingMore) return;
    this.loadingMore = true;
    this.moreFailure = '';
    try {
      const signal = this.lifetime.signal;
      const page = await this.gateway.list({ limit: this.pageSize, offset: this.notifications.length + this.skipped });
      if (signal.aborted) return;
      runInAction(() => {
        this.skipped += page.skipped ?? 0;
        const known = new Set(this.notifications.map((notification) => notification.id));
        this.notifications.push(...page.items.filter((notification) => !known.has(notification.id)));
        this.total = page.total;
      });
    } catch (error) {
      runInAction(() => (this.moreFailure = errorMessageOf(error, this.i18n)));
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }

  /** The member opened one: it is read from now on, and its link (if safe) is followed. */
  opened(notificationId: string): void {
    const notification = this.notifications.find((candidate) => candidate.id === notificationId);
    if (!notification) return;
    if (!notification.read) void this.markRead(notification.id);
    if (notification.link !== null) this.links.follow(notification.link);
  }

  /** Every unread notification of the member read, on the server too; the count follows. */
  async markAllReadClicked(): Promise<void> {
    if (this.markingAll) return;
    this.markingAll = true;
    this.markAllFailure = '';
    try {
      await this.markAllNotificationsRead.execute();
      runInAction(() => {
        this.notifications = this.notifications.map((notification) => (notification.read ? notification : { ...notification, read: true }));
        this.failures.clear();
      });
    } catch (error) {
      runInAction(() => (this.markAllFailure = errorMessageOf(error, this.i18n)));
    } finally {
      runInAction(() => (this.markingAll = false));
      // Those marked before a failure are read too: the count is asked again either way.
      void this.center.refresh();
    }
  }

  retryMarkReadClicked(notificationId: string): void {
    void this.markRead(notificationId);
  }

  private async markRead(notificationId: string): Promise<void> {
    this.failures.delete(notificationId);
    const outcome = await writeOptimistically({
      apply: () => {
        this.setRead(notificationId, true);
        this.center.oneRead();
        return () => {
          this.setRead(notificationId, false);
          this.center.oneUnread();
        };
      },
      send: () => this.markNotificationRead.execute(notificationId),
      refetch: () => this.center.refresh(),
    });
    if (!outcome.ok) runInAction(() => this.failures.set(notificationId, errorMessageOf(outcome.error, this.i18n)));
  }

  private setRead(notificationId: string, read: boolean): void {
    this.notifications = this.notifications.map((notification) => (notification.id === notificationId ? { ...notification, read } : notification));
  }

  private async load(): Promise<void> {
    this.status = 'loading';
    // Read before the answer: a new member (or an unmount) meanwhile ends the lifetime this request belongs to.
    const signal = this.lifetime.signal;
    try {
      const page = await this.gateway.list({ limit: this.pageSize, offset: 0 });
      if (signal.aborted) return;
      runInAction(() => {
        this.notifications = page.items;
        this.skipped = page.skipped ?? 0;
        this.total = page.total;
        this.status = 'ready';
      });
    } catch (error) {
      if (signal.aborted) return;
      runInAction(() => {
        this.status = 'failed';
        this.failureMessage = errorMessageOf(error, this.i18n);
      });
    }
  }
}
