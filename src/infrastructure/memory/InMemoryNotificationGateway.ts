import { ApiError } from '../../application/errors/ApiError';
import type { NotificationDraft, NotificationGateway } from '../../application/ports/NotificationGateway';
import type { Notification, NotificationPage } from '../../domain/notifications/Notification';
import type { Role } from '../../domain/roles/Role';
import { can } from '../../domain/roles/Permission';
import { ScriptedGateway } from './ScriptedGateway';

/** One member's notifications, newest first; `role` decides whether sending is allowed (spec §6). */
export class InMemoryNotificationGateway extends ScriptedGateway<keyof NotificationGateway> implements NotificationGateway {
  role: Role = 'user';
  now = () => new Date(0).toISOString();
  private notifications: Notification[];
  private created = 0;

  constructor(seed: Notification[] = []) {
    super();
    this.notifications = [...seed];
  }

  async list(paging: { limit: number; offset: number }): Promise<NotificationPage> {
    this.enter('list', paging);
    return {
      items: structuredClone(this.notifications.slice(paging.offset, paging.offset + paging.limit)),
      total: this.notifications.length,
      unread: this.notifications.filter((notification) => !notification.read).length,
    };
  }

  async markRead(notificationId: string): Promise<void> {
    this.enter('markRead', notificationId);
    if (!this.notifications.some((notification) => notification.id === notificationId)) {
      throw new ApiError(404, 'NotFound', 'This notification does not exist.');
    }
    this.notifications = this.notifications.map((notification) => (notification.id === notificationId ? { ...notification, read: true } : notification));
  }

  async send(draft: NotificationDraft): Promise<Notification> {
    this.enter('send', draft);
    if (!can(this.role, 'notifications.create')) throw new ApiError(403, 'Forbidden', 'Only network managers can send notifications.');
    const notification: Notification = { id: `notification-${++this.created}`, title: draft.title, body: draft.body, link: draft.link ?? null, createdAt: this.now(), read: false };
    this.notifications = [notification, ...this.notifications];
    return structuredClone(notification);
  }
}
