import type { Notification } from '../../../domain/notifications/Notification';
import type { NotificationDraft, NotificationGateway } from '../../ports/NotificationGateway';

/** A manager's notification to every member of the network (spec §6); the server answers with it as sent. */
export class SendNotification {
  constructor(private readonly notifications: Pick<NotificationGateway, 'send'>) {}

  execute(draft: NotificationDraft): Promise<Notification> {
    return this.notifications.send(draft);
  }
}
