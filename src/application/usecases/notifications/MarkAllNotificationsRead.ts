import type { NotificationGateway } from '../../ports/NotificationGateway';

/** A page of the member's notifications read at a time while looking for the unread ones. */
export const MARK_ALL_PAGE_SIZE = 50;

/**
 * "Mark all as read": the contract marks one notification at a time (`POST /v2/notifications/{id}/read`), so the
 * member's list is read page by page for its unread ones, each marked in turn, until as many as the server counts
 * unread are found or the list ends. Resolves with how many were marked; a failure stops at the one that failed
 * (those before it stay read).
 */
export class MarkAllNotificationsRead {
  constructor(private readonly notifications: Pick<NotificationGateway, 'list' | 'markRead'>) {}

  async execute(): Promise<number> {
    const unread: string[] = [];
    let offset = 0;
    for (;;) {
      const page = await this.notifications.list({ limit: MARK_ALL_PAGE_SIZE, offset });
      unread.push(...page.items.filter((notification) => !notification.read).map((notification) => notification.id));
      offset += page.items.length + (page.skipped ?? 0);
      if (unread.length >= page.unread || page.items.length + (page.skipped ?? 0) === 0 || offset >= page.total) break;
    }
    for (const id of unread) await this.notifications.markRead(id);
    return unread.length;
  }
}
export const MARK_ALL_NOTIFICATIONS_READ = Symbol.for('MarkAllNotificationsRead');
