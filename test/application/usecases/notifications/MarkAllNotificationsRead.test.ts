import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { MARK_ALL_PAGE_SIZE, MarkAllNotificationsRead } from '../../../../src/application/usecases/notifications/MarkAllNotificationsRead';
import type { Notification } from '../../../../src/domain/notifications/Notification';
import { InMemoryNotificationGateway } from '../../../../src/infrastructure/memory/InMemoryNotificationGateway';

function notifications(count: number, unreadAt: (index: number) => boolean): Notification[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `n${index}`,
    title: `Notification ${index}`,
    body: '',
    link: null,
    createdAt: new Date(0).toISOString(),
    read: !unreadAt(index),
  }));
}

describe('MarkAllNotificationsRead', () => {
  it('marks every unread notification read, one call each, and says how many', async () => {
    const gateway = new InMemoryNotificationGateway(notifications(5, (index) => index % 2 === 0));
    expect(await new MarkAllNotificationsRead(gateway).execute()).toBe(3);
    expect(gateway.callsOf('markRead')).toEqual([['n0'], ['n2'], ['n4']]);
    expect((await gateway.list({ limit: 10, offset: 0 })).unread).toBe(0);
  });

  it('reads page after page until it has found as many unread as the server counts, and no further', async () => {
    const gateway = new InMemoryNotificationGateway(notifications(MARK_ALL_PAGE_SIZE * 3, (index) => index === 3 || index === MARK_ALL_PAGE_SIZE + 7));
    expect(await new MarkAllNotificationsRead(gateway).execute()).toBe(2);
    expect(gateway.callsOf('list')).toEqual([[{ limit: MARK_ALL_PAGE_SIZE, offset: 0 }], [{ limit: MARK_ALL_PAGE_SIZE, offset: MARK_ALL_PAGE_SIZE }]]);
    expect(gateway.callsOf('markRead')).toEqual([['n3'], [`n${MARK_ALL_PAGE_SIZE + 7}`]]);
  });

  it('makes no call to mark when nothing is unread', async () => {
    const gateway = new InMemoryNotificationGateway(notifications(3, () => false));
    expect(await new MarkAllNotificationsRead(gateway).execute()).toBe(0);
    expect(gateway.callsOf('list')).toHaveLength(1);
    expect(gateway.callsOf('markRead')).toEqual([]);
  });

  it('passes a refusal on, and stops there', async () => {
    const gateway = new InMemoryNotificationGateway(notifications(3, () => true));
    gateway.failNext('markRead', new ApiError(503, 'ServiceUnavailable', 'Try again later.'));
    await expect(new MarkAllNotificationsRead(gateway).execute()).rejects.toSatisfy((error) => ApiError.is(error, 'ServiceUnavailable'));
    expect(gateway.callsOf('markRead')).toEqual([['n0']]);
  });
});
