import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { Membership } from '../../../src/domain/membership/Membership';
import { InMemoryNotificationGateway } from '../../../src/infrastructure/memory/InMemoryNotificationGateway';
import { sampleMembership, sampleNotification } from '../../../src/infrastructure/memory/samples';
import { NotificationCenter } from '../../../src/presentation/notifications/NotificationCenter';

function center(member: Membership | null = sampleMembership({ id: 'mem-ada' })) {
  const gateway = new InMemoryNotificationGateway([sampleNotification({ id: 'n1' }), sampleNotification({ id: 'n2' }), sampleNotification({ id: 'n3', read: true })]);
  const session = observable({ membership: member }, {}, { deep: false });
  return { gateway, session, center: new NotificationCenter(gateway, session) };
}

describe('NotificationCenter', () => {
  it('counts the unread notifications, and asks again when the window regains focus', async () => {
    const h = center();
    await h.center.refresh();
    expect(h.center.unreadCount).toBe(2);
    await h.gateway.markRead('n1');
    h.center.windowFocused();
    await expect.poll(() => h.center.unreadCount).toBe(1);
    expect(h.gateway.callsOf('list')).toEqual([[{ limit: 1, offset: 0 }], [{ limit: 1, offset: 0 }]]);
  });

  it('follows a read at once, and a refused one back', async () => {
    const h = center();
    await h.center.refresh();
    h.center.oneRead();
    expect(h.center.unreadCount).toBe(1);
    h.center.oneUnread();
    expect(h.center.unreadCount).toBe(2);
  });

  it('shows nothing to a guest, and never another member’s count', async () => {
    const guest = center(null);
    await guest.center.refresh();
    expect(guest.gateway.callsOf('list')).toEqual([]);
    expect(guest.center.unreadCount).toBe(0);

    const h = center();
    await h.center.refresh();
    runInAction(() => (h.session.membership = sampleMembership({ id: 'mem-other' })));
    expect(h.center.unreadCount).toBe(0);
  });

  it('keeps its count when the server cannot be asked', async () => {
    const h = center();
    await h.center.refresh();
    h.gateway.failNext('list', new ApiError(0, ApiError.NETWORK, ''));
    await h.center.refresh();
    expect(h.center.unreadCount).toBe(2);
  });
});
