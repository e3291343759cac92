import type { NotificationGateway } from '../../ports/NotificationGateway';

/** A notification the member opened is read, on the server too. */
export class MarkNotificationRead {
  constructor(private readonly notifications: Pick<NotificationGateway, 'markRead'>) {}

  execute(notificationId: string): Promise<void> {
    return this.notifications.markRead(notificationId);
  }
}
export const MARK_NOTIFICATION_READ = Symbol.for('MarkNotificationRead');
