import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../application/ports/Clock';
import type { ExternalNavigator } from '../../application/ports/ExternalNavigator';
import type { Navigator } from '../../application/ports/Navigator';
import type { NewTabOpener } from '../../application/ports/NewTabOpener';
import type { NotificationGateway } from '../../application/ports/NotificationGateway';
import type { Session } from '../../application/session/Session';
import { isSafeLink, type Notification } from '../../domain/notification/Notification';
import { errorMessageOf } from '../common/errorMessage';
import { Lifetime } from '../common/Lifetime';
import { writeOptimistically } from '../common/optimistic';
import type { I18n } from '../i18n/I18n';
import type { NotificationCenter } from './NotificationCenter';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationItem {
  notification: Notification;
  when: string;
  /** Where opening it leads, when it leads anywhere safe. */
  opensLink: boolean;
  failure: string | null;
}

/**
 * `/:slug/notifications` (issue 10): the member's notifications, newest first, the unread ones marked.
 * Opening one marks it read (optimistic, with the account menu's badge) and follows its link when it is
 * safe: a path of this site inside the app, an https page in a new tab, anything else not at all.
 */
export class NotificationsPresenter {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  failureMessage = '';
  private notifications: Notification[] = [];
  total = 0;
  loadingMore = false;
  moreFailure = '';
  private failures = new Map<string, string>();
  private readonly lifetime = new Lifetime();

  constructor(
    private readonly gateway: Pick<NotificationGateway, 'list' | 'markRead'>,
    private readonly center: Pick<NotificationCenter, 'oneRead' | 'oneUnread' | 'refresh'>,
    private readonly session: Pick<Session, 'membership'>,
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly tabs: Pick<NewTabOpener, 'open'>,
    private readonly external: Pick<ExternalNavigator, 'leaveTo'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly i18n: I18n,
    /** The site path of the network's home ('/harbour-runners', or '' on a host mapped to it). */
    private readonly networkBase: string,
  ) {
    makeAutoObservable<NotificationsPresenter, 'gateway' | 'center' | 'session' | 'navigator' | 'tabs' | 'external' | 'clock' | 'i18n' | 'networkBase' | 'lifetime'>(
      this,
      { gateway: false, center: false, session: false, navigator: false, tabs: false, external: false, clock: false, i18n: false, networkBase: false, lifetime: false },
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
      opensLink: notification.link !== null && isSafeLink(notification.link),
      failure: this.failures.get(notification.id) ?? null,
    }));
  }

  get hasMore(): boolean {
    return this.status === 'ready' && this.notifications.length < this.total;
  }

  mount(): () => void {
    this.lifetime.begin();
    if (!this.isGuest) void this.load();
    return () => this.lifetime.end(new Error('Component unmounted'));
  }

  retryClicked(): void {
    void this.load();
  }

  async showMoreClicked(): Promise<void> {
    if (!this.hasMore || this.loadingMore) return;
    this.loadingMore = true;
    this.moreFailure = '';
    try {
      const page = await this.gateway.list({ limit: NOTIFICATIONS_PAGE_SIZE, offset: this.notifications.length });
      runInAction(() => {
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
    if (notification.link !== null && isSafeLink(notification.link)) this.follow(notification.link);
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
      send: () => this.gateway.markRead(notificationId),
      refetch: () => this.center.refresh(),
    });
    if (!outcome.ok) runInAction(() => this.failures.set(notificationId, errorMessageOf(outcome.error, this.i18n)));
  }

  private follow(link: string): void {
    if (!link.startsWith('/')) {
      void this.tabs.open(async () => link).catch(() => undefined);
      return;
    }
    // A path of this network goes through the app's router; another path of this site is a page load.
    const base = this.networkBase;
    if (base === '' || link === base || link.startsWith(`${base}/`) || link.startsWith(`${base}?`)) this.navigator.goTo(link.slice(base.length) || '/');
    else this.external.leaveTo(link);
  }

  private setRead(notificationId: string, read: boolean): void {
    this.notifications = this.notifications.map((notification) => (notification.id === notificationId ? { ...notification, read } : notification));
  }

  private async load(): Promise<void> {
    this.status = 'loading';
    try {
      const page = await this.gateway.list({ limit: NOTIFICATIONS_PAGE_SIZE, offset: 0 });
      if (this.lifetime.signal.aborted) return;
      runInAction(() => {
        this.notifications = page.items;
        this.total = page.total;
        this.status = 'ready';
      });
    } catch (error) {
      if (this.lifetime.signal.aborted) return;
      runInAction(() => {
        this.status = 'failed';
        this.failureMessage = errorMessageOf(error, this.i18n);
      });
    }
  }
}
