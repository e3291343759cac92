import { describe, expect, it } from 'vitest';
import { InMemoryNotificationGateway } from '../../../src/infrastructure/memory/InMemoryNotificationGateway';
import { sampleNotification } from '../../../src/infrastructure/memory/samples';

describe('InMemoryNotificationGateway', () => {
  it('counts the unread ones and marks one read', async () => {
    const notifications = new InMemoryNotificationGateway([sampleNotification({ id: 'n1' }), sampleNotification({ id: 'n2', read: true })]);

    await expect(notifications.list({ limit: 10, offset: 0 })).resolves.toMatchObject({ total: 2, unread: 1 });
    await notifications.markRead('n1');
    await expect(notifications.list({ limit: 10, offset: 0 })).resolves.toMatchObject({ unread: 0 });
    await expect(notifications.markRead('nope')).rejects.toMatchObject({ status: 404 });
  });

  it('sends only for a manager', async () => {
    const notifications = new InMemoryNotificationGateway();

    await expect(notifications.send({ title: 'Hi', body: 'All' })).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    notifications.role = 'network_manager';
    await expect(notifications.send({ title: 'Hi', body: 'All', link: '/x' })).resolves.toMatchObject({ title: 'Hi', link: '/x', read: false });
    await expect(notifications.list({ limit: 10, offset: 0 })).resolves.toMatchObject({ total: 1, unread: 1 });
  });
});
