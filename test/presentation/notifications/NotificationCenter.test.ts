import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { Membership } from '../../../src/domain/membership/Membership';
import { REPEAT_FLOOR_MS } from '../../../src/domain/timing/RepeatPolicy';
import { InMemoryNotificationGateway } from '../../../src/infrastructure/memory/InMemoryNotificationGateway';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { sampleMembership, sampleNotification } from '../../../src/infrastructure/memory/samples';
import { SequenceRandomSource } from '../../../src/infrastructure/memory/SequenceRandomSource';
import { InMemoryWindowSignals } from '../../../src/infrastructure/memory/InMemoryWindowSignals';
import { NotificationCenter } from '../../../src/presentation/notifications/NotificationCenter';

function center(member: Membership | null = sampleMembership({ id: 'mem-ada' })) {
  const gateway = new InMemoryNotificationGateway([sampleNotification({ id: 'n1' }), sampleNotification({ id: 'n2' }), sampleNotification({ id: 'n3', read: true })]);
  const session = observable({ membership: member }, {}, { deep: false });
  const clock = new ManualClock(0);
  const focus = new InMemoryWindowSignals();
  return { gateway, session, clock, focus, center: new NotificationCenter(gateway, session, clock, new SequenceRandomSource(), focus) };
}

describe('NotificationCenter', () => {
  it('hears the window regain focus through the WindowSignals port while a screen showing the count is there', async () => {
    const h = center();
    await h.center.refresh();
    await h.gateway.markRead('n1');
    await h.clock.advanceAsync(REPEAT_FLOOR_MS);
    const unmount = h.center.mount();
    h.focus.focus();
    await expect.poll(() => h.center.unreadCount).toBe(1);

    unmount();
    expect(h.focus.listenerCount).toBe(0);
    await h.clock.advanceAsync(REPEAT_FLOOR_MS);
    h.focus.focus();
    await h.clock.advanceAsync(0);
    expect(h.gateway.callsOf('list')).toHaveLength(2);
  });

  it('counts the unread notifications, and asks again when the window regains focus', async () => {
    const h = center();
    await h.center.refresh();
    expect(h.center.unreadCount).toBe(2);
    await h.gateway.markRead('n1');
    await h.clock.advanceAsync(REPEAT_FLOOR_MS);
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

  it('asks on focus no sooner than 4 s after the last answer: the focuses meanwhile make one request then', async () => {
    const h = center();
    await h.center.refresh();
    await h.clock.advanceAsync(1_000);
    h.center.windowFocused();
    h.center.windowFocused();
    await h.clock.advanceAsync(0);
    expect(h.gateway.callsOf('list')).toHaveLength(1);
    await h.gateway.markRead('n1');
    await h.clock.advanceAsync(REPEAT_FLOOR_MS - 1_000);
    expect(h.gateway.callsOf('list')).toHaveLength(2);
    expect(h.center.unreadCount).toBe(1);
  });

  it('backs off on focus after failures (4 s, then 8 s), and waits as long as a Retry-After says', async () => {
    const h = center();
    h.gateway.failNext('list', new ApiError(503, 'Unavailable', '', {}, 30_000));
    await h.center.refresh();
    h.center.windowFocused();
    await h.clock.advanceAsync(29_999);
    expect(h.gateway.callsOf('list')).toHaveLength(1);

    h.gateway.failNext('list', new ApiError(500, 'ServerError', ''));
    await h.clock.advanceAsync(1);
    expect(h.gateway.callsOf('list')).toHaveLength(2);
    h.center.windowFocused();
    await h.clock.advanceAsync(7_999);
    expect(h.gateway.callsOf('list')).toHaveLength(2);
    await h.clock.advanceAsync(1);
    expect(h.gateway.callsOf('list')).toHaveLength(3);
    expect(h.center.unreadCount).toBe(2);
  });

  it('stops asking on focus once the server refuses (403), says so, and asks again when the member retries', async () => {
    const h = center();
    h.gateway.failNext('list', new ApiError(403, 'Forbidden', 'Not allowed.'));
    await h.center.refresh();
    expect(h.center.refused).toBe(true);
    await h.clock.advanceAsync(60_000);
    h.center.windowFocused();
    await h.clock.advanceAsync(60_000);
    expect(h.gateway.callsOf('list')).toHaveLength(1);

    runInAction(() => (h.session.membership = sampleMembership({ id: 'mem-other' })));
    expect(h.center.refused).toBe(false);
    runInAction(() => (h.session.membership = sampleMembership({ id: 'mem-ada' })));

    await h.center.refresh();
    expect(h.center.refused).toBe(false);
    expect(h.center.unreadCount).toBe(2);
    expect(h.gateway.callsOf('list')).toHaveLength(2);
  });

  it('asks again after a request under way when a write changed the count meanwhile', async () => {
    const h = center();
    const first = h.center.refresh();
    await h.gateway.markRead('n1');
    await h.center.refresh();
    await first;
    expect(h.gateway.callsOf('list')).toHaveLength(2);
    expect(h.center.unreadCount).toBe(1);
  });
});

describe('NotificationCenter, live (api-contract.md Live events)', () => {
  it("counts a notification that arrives at once, once the member's count is known, and tells who listens", async () => {
    const h = center();
    const heard: string[] = [];
    const stop = h.center.onArrival((notification) => heard.push(notification.id));
    h.center.arrived(sampleNotification({ id: 'n0' }));
    expect(h.center.unreadCount).toBe(0);
    await h.center.refresh();
    expect(h.center.unreadCount).toBe(2);
    h.center.arrived(sampleNotification({ id: 'n4' }));
    h.center.arrived(sampleNotification({ id: 'n5', read: true }));
    expect(h.center.unreadCount).toBe(3);
    stop();
    h.center.arrived(sampleNotification({ id: 'n6' }));
    expect(heard).toEqual(['n0', 'n4', 'n5']);
  });
});
