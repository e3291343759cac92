import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../application/ports/Clock';
import type { KeyValueStore } from '../../application/ports/KeyValueStore';
import type { SendNotification } from '../../application/usecases/notifications/SendNotification';
import type { Notifier } from '../../application/ports/Notifier';
import type { Session } from '../../application/session/Session';
import { isSafeLink, NOTIFICATION_BODY_MAX, NOTIFICATION_LINK_MAX, NOTIFICATION_TITLE_MAX, type Notification } from '../../domain/notifications/Notification';
import { ApiError } from '../../application/errors/ApiError';
import { errorMessageOf } from '../kit/errorMessage';
import type { I18n } from '../i18n/I18n';
import type { NotificationCenter } from '../notifications';
import { manageStoreKey } from './ManageAreaPresenter';

export type NotificationField = 'title' | 'body' | 'link';

/** How many sent notifications the list keeps (newest first). */
export const SENT_NOTIFICATIONS_KEPT = 20;
const SENT_NOTIFICATIONS_KEY = 'sent-notifications';

/** A notification as the composer shows it: in the preview, and in the sent list. */
export interface NotificationView {
  id: string;
  title: string;
  body: string;
  /** Where it leads, shown as typed; null without a link. */
  link: string | null;
  createdAt: string;
  when: string;
}

/**
 * `/:slug/manage/notifications`: a manager writes a notification for every member of the network
 * (`POST /v2/notifications`: title, body, an optional link that stays on this site or is https), sees it as members
 * will before sending, and finds it in the sent list afterwards. The contract has no call that lists the sent ones,
 * so the list is what was sent from this device (kept per network; Logout removes it with the area's other keys).
 * Sending is not optimistic: it reaches every member, so the button waits for the server, and a failure keeps the
 * text for another try.
 */
export class NotificationComposerPresenter {
  title = '';
  body = '';
  link = '';
  errors: Partial<Record<NotificationField, string>> = {};
  sending = false;
  failure = '';
  /** Bumped at each refused send, so the view moves focus to the first field in error. */
  invalidAttempt = 0;
  /** Bumped at each send that went out, so the view puts the caret back in the emptied title. */
  sentCount = 0;
  private sentList: Notification[] = [];

  constructor(
    private readonly sendNotification: Pick<SendNotification, 'execute'>,
    private readonly store: Pick<KeyValueStore, 'get' | 'set'>,
    private readonly session: Pick<Session, 'networkId' | 'network'>,
    private readonly center: Pick<NotificationCenter, 'refresh'>,
    private readonly notifier: Pick<Notifier, 'success'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<NotificationComposerPresenter, 'sendNotification' | 'store' | 'session' | 'center' | 'notifier' | 'clock' | 'i18n'>(
      this,
      { sendNotification: false, store: false, session: false, center: false, notifier: false, clock: false, i18n: false },
      { autoBind: true },
    );
  }

  mount(): void {
    const kept = this.store.get<Notification[]>(this.storeKey);
    this.sentList = Array.isArray(kept) ? kept.filter(isStoredNotification) : [];
  }

  titleTyped(value: string): void {
    this.title = value;
    this.clearError('title');
  }

  bodyTyped(value: string): void {
    this.body = value;
    this.clearError('body');
  }

  linkTyped(value: string): void {
    this.link = value;
    this.clearError('link');
  }

  /** What members will see, as they will see it; empty fields show what goes there. */
  get preview(): NotificationView {
    const now = new Date(this.clock.now()).toISOString();
    return {
      id: '',
      title: this.title.trim() || this.i18n.t('manage.notifications.previewTitle'),
      body: this.body.trim() || this.i18n.t('manage.notifications.previewBody'),
      link: this.link.trim() || null,
      createdAt: now,
      when: this.i18n.formatAge(now, this.clock.now()),
    };
  }

  get sent(): NotificationView[] {
    const now = this.clock.now();
    return this.sentList.map((notification) => ({ ...notification, when: this.i18n.formatAge(notification.createdAt, now) }));
  }

  get firstInvalidField(): NotificationField | null {
    return (['title', 'body', 'link'] as const).find((field) => this.errors[field]) ?? null;
  }

  /** Sends once: a second press while the first is on its way does nothing. */
  async sendClicked(): Promise<void> {
    if (this.sending) return;
    this.failure = '';
    this.errors = this.validate();
    if (this.firstInvalidField) {
      this.invalidAttempt += 1;
      return;
    }
    // The fields are read-only while sending (the view), so what is sent is what was typed.
    this.sending = true;
    const link = this.link.trim();
    const draft = { title: this.title.trim(), body: this.body.trim(), ...(link ? { link } : {}) };
    try {
      this.wentOut(await this.sendNotification.execute(draft));
    } catch (error) {
      if (ApiError.is(error) && error.code === ApiError.MALFORMED && error.status >= 200 && error.status < 300) {
        // The server took it but its answer could not be read: it went out, as typed.
        this.wentOut({ id: `sent-${this.clock.now()}`, ...draft, link: draft.link ?? null, createdAt: new Date(this.clock.now()).toISOString(), read: false });
      } else if (ApiError.is(error) && (error.code === ApiError.TIMEOUT || error.code === ApiError.NETWORK)) {
        // No answer: it may have reached every member already. Sending again blindly could send it twice.
        runInAction(() => (this.failure = this.i18n.t('manage.notifications.maybeSent')));
        void this.center.refresh();
      } else {
        runInAction(() => (this.failure = errorMessageOf(error, this.i18n)));
      }
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  private wentOut(notification: Notification): void {
    this.sentList = [notification, ...this.sentList].slice(0, SENT_NOTIFICATIONS_KEPT);
    this.store.set(this.storeKey, this.sentList);
    this.title = '';
    this.body = '';
    this.link = '';
    this.sentCount += 1;
    this.notifier.success(this.i18n.t('manage.notifications.sentToast', { network: this.session.network?.name ?? '' }));
    // The sender is a member too: their own badge counts the copy they received.
    void this.center.refresh();
  }

  private validate(): Partial<Record<NotificationField, string>> {
    const errors: Partial<Record<NotificationField, string>> = {};
    const title = this.title.trim();
    const body = this.body.trim();
    const link = this.link.trim();
    if (!title) errors.title = this.i18n.t('manage.notifications.titleRequired');
    else if (title.length > NOTIFICATION_TITLE_MAX) errors.title = this.i18n.t('manage.notifications.tooLong', { max: NOTIFICATION_TITLE_MAX });
    if (!body) errors.body = this.i18n.t('manage.notifications.bodyRequired');
    else if (body.length > NOTIFICATION_BODY_MAX) errors.body = this.i18n.t('manage.notifications.tooLong', { max: NOTIFICATION_BODY_MAX });
    if (link.length > NOTIFICATION_LINK_MAX) errors.link = this.i18n.t('manage.notifications.tooLong', { max: NOTIFICATION_LINK_MAX });
    else if (link && !isSafeLink(link)) errors.link = this.i18n.t('manage.notifications.unsafeLink');
    return errors;
  }

  private clearError(field: NotificationField): void {
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
  }

  private get storeKey(): string {
    return manageStoreKey(this.session.networkId ?? '', SENT_NOTIFICATIONS_KEY);
  }
}

/** What another version of the app, or a hand, left under the key is dropped rather than shown broken. */
function isStoredNotification(value: unknown): value is Notification {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'string' && typeof record.title === 'string' && typeof record.body === 'string' && typeof record.createdAt === 'string' && (record.link === null || typeof record.link === 'string');
}
