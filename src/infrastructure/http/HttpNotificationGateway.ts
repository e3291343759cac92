import type { NotificationDraft, NotificationGateway } from '../../application/ports/NotificationGateway';
import type { Monitoring } from '../../application/ports/Monitoring';
import type { Notification, NotificationPage } from '../../domain/notifications/Notification';
import type { ApiClient } from './ApiClient';
import { dataOf } from './readers';
import { fieldsOf, listReaderOf, readBoolean, readId, readIsoDate, readNullable, readNumber, readString, skippedOf, type ListReader, type Reader } from './wire';

export const readNotification: Reader<Notification> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    title: read('title', readString),
    body: read('body', readString),
    // Kept as sent: whether it may be followed is decided when it is opened (domain/security/SafeUrl).
    link: read('link', readNullable(readString)),
    createdAt: read('createdAt', readIsoDate),
    read: read('read', readBoolean),
  };
};

export class HttpNotificationGateway implements NotificationGateway {
  private readonly readList: ListReader;

  constructor(
    private readonly api: ApiClient,
    monitoring: Pick<Monitoring, 'reportError'>,
  ) {
    this.readList = listReaderOf(monitoring);
  }

  async list(paging: { limit: number; offset: number }): Promise<NotificationPage> {
    const answer = await this.api.get('/v2/notifications', paging);
    const items = dataOf(answer, this.readList('notifications', readNotification));
    return {
      items,
      total: readNumber(answer.metadata.total, 'metadata.total'),
      unread: readNumber(answer.metadata.unread, 'metadata.unread'),
      skipped: skippedOf(answer.data, items),
    };
  }

  async markRead(notificationId: string): Promise<void> {
    await this.api.post(`/v2/notifications/${encodeURIComponent(notificationId)}/read`, {});
  }

  async send(draft: NotificationDraft): Promise<Notification> {
    return dataOf(await this.api.post('/v2/notifications', { ...draft }), readNotification);
  }
}
