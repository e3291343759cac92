import type { Notification, NotificationPage } from '../../domain/notifications/Notification';

export interface NotificationDraft {
  title: string;
  body: string;
  link?: string;
}

/** The member's notifications, newest first; managers also send them to the whole network. */
export interface NotificationGateway {
  list(paging: { limit: number; offset: number }): Promise<NotificationPage>;
  markRead(notificationId: string): Promise<void>;
  /** 403 Forbidden for roles that may not create notifications. */
  send(draft: NotificationDraft): Promise<Notification>;
}
export const NOTIFICATION_GATEWAY = Symbol.for('NotificationGateway');
