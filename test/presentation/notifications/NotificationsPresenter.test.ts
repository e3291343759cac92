import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { Notification } from '../../../src/domain/notifications/Notification';
import { InMemoryExternalNavigator } from '../../../src/infrastructure/memory/InMemoryExternalNavigator';
import { InMemoryNavigator } from '../../../src/infrastructure/memory/InMemoryNavigator';
import { InMemoryNewTabOpener } from '../../../src/infrastructure/memory/InMemoryNewTabOpener';
import { InMemoryNotificationGateway } from '../../../src/infrastructure/memory/InMemoryNotificationGateway';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { sampleMembership, sampleNetwork, sampleNotification } from '../../../src/infrastructure/memory/samples';
import { SequenceRandomSource } from '../../../src/infrastructure/memory/SequenceRandomSource';
import { InMemoryWindowSignals } from '../../../src/infrastructure/memory/InMemoryWindowSignals';
import { NotificationCenter } from '../../../src/presentation/notifications/NotificationCenter';
import { NotificationLinkFollower } from '../../../src/presentation/notifications/NotificationLinkFollower';
import { NotificationsPresenter } from '../../../src/presentation/notifications/NotificationsPresenter';
import { MarkAllNotificationsRead } from '../../../src/application/usecases/notifications/MarkAllNotificationsRead';
import { MarkNotificationRead } from '../../../src/application/usecases/notifications/MarkNotificationRead';
import { community, NOW } from '../content/contentHarness';

const SITE = 'https://community.example';

function notificationsPage(seed: Notification[], options: { member?: boolean; base?: string; pageSize?: number } = {}) {
  const gateway = new InMemoryNotificationGateway(seed);
  const session = observable({ membership: options.member === false ? null : sampleMembership({ id: 'mem-ada' }), network: sampleNetwork({ name: 'Harbour Runners' }) }, {}, { deep: false });
  const center = new NotificationCenter(gateway, session, new ManualClock(NOW), new SequenceRandomSource(), new InMemoryWindowSignals());
  const navigator = new InMemoryNavigator('/notifications');
  const tabs = new InMemoryNewTabOpener();
  const external = new InMemoryExternalNavigator();
  const links = new NotificationLinkFollower(navigator, tabs, external, { networkBase: options.base ?? '/harbour-runners', origin: SITE });
  const page = new NotificationsPresenter(gateway, new MarkNotificationRead(gateway), new MarkAllNotificationsRead(gateway), center, session, links, new ManualClock(NOW), community().i18n, options.pageSize);
  page.mount();
  return { page, gateway, center, navigator, tabs, external, session };
}

const unreadWithLink = sampleNotification({ id: 'n1', title: '10K', link: '/harbour-runners/contents/cnt-harbour-10k', createdAt: '2026-11-24T08:00:00Z' });
const readOne = sampleNotification({ id: 'n2', title: 'Welcome', read: true });

describe('NotificationsPresenter', () => {
  it('marks all read: the list, the count and the server follow, and Mark all is busy meanwhile', async () => {
    const unreadOld = sampleNotification({ id: 'n3', title: 'Old news' });
    const h = notificationsPage([unreadWithLink, readOne, unreadOld], { pageSize: 2 });
    await expect.poll(() => h.page.status).toBe('ready');
    await h.center.refresh();
    expect(h.page.unreadCount).toBe(2);
    // The bell's first few: the unread one past them is marked as well.
    expect(h.page.items.map((item) => item.notification.id)).toEqual(['n1', 'n2']);

    const marking = h.page.markAllReadClicked();
    expect(h.page.markingAll).toBe(true);
    await marking;

    expect(h.page.markingAll).toBe(false);
    expect(h.page.items.map((item) => item.notification.read)).toEqual([true, true]);
    expect(h.gateway.callsOf('markRead')).toEqual([['n1'], ['n3']]);
    await expect.poll(() => h.page.unreadCount).toBe(0);
  });

  it('says why all could not be marked, and asks for the count again', async () => {
    const h = notificationsPage([unreadWithLink, readOne]);
    await expect.poll(() => h.page.status).toBe('ready');
    await h.center.refresh();
    h.gateway.failNext('markRead', new ApiError(503, 'ServiceUnavailable', 'Try again later.'));
    const counted = h.gateway.callsOf('list').length;

    await h.page.markAllReadClicked();

    expect(h.page.markAllFailure).not.toBe('');
    expect(h.page.items[0]?.notification.read).toBe(false);
    await expect.poll(() => h.gateway.callsOf('list').length).toBeGreaterThan(counted + 1);
  });

  it('lists the notifications with their age and which are unread', async () => {
    const h = notificationsPage([unreadWithLink, readOne]);
    await expect.poll(() => h.page.status).toBe('ready');
    expect(h.page.items.map((item) => [item.notification.id, item.notification.read, item.when])).toEqual([
      ['n1', false, '2 hours ago'],
      ['n2', true, expect.any(String)],
    ]);
  });

  it('marks one read when opened, with the badge at once, and follows a path of this network inside the app', async () => {
    const h = notificationsPage([unreadWithLink, readOne]);
    await expect.poll(() => h.page.status).toBe('ready');
    await h.center.refresh();
    expect(h.center.unreadCount).toBe(1);

    h.page.opened('n1');

    expect(h.page.items[0]?.notification.read).toBe(true);
    expect(h.center.unreadCount).toBe(0);
    expect(h.navigator.paths).toEqual(['/contents/cnt-harbour-10k']);
    await expect.poll(() => h.gateway.callsOf('markRead')).toEqual([['n1']]);
  });

  it('takes a refused read back, says so, and retries', async () => {
    const h = notificationsPage([unreadWithLink]);
    await expect.poll(() => h.page.status).toBe('ready');
    await h.center.refresh();
    h.gateway.failNext('markRead', new ApiError(0, ApiError.NETWORK, ''));

    h.page.opened('n1');
    await expect.poll(() => h.page.items[0]?.failure).not.toBeNull();
    expect(h.page.items[0]?.notification.read).toBe(false);
    expect(h.center.unreadCount).toBe(1);

    h.page.retryMarkReadClicked('n1');
    await expect.poll(() => h.page.items[0]?.notification.read).toBe(true);
    expect(h.page.items[0]?.failure).toBeNull();
  });

  it('opens an https link in a new tab, leaves for another path of the site, and never follows an unsafe one', async () => {
    const h = notificationsPage([
      sampleNotification({ id: 'https', link: 'https://shop.example/shoes', read: true }),
      sampleNotification({ id: 'other', link: '/atelier-ceramica', read: true }),
      sampleNotification({ id: 'evil', link: 'javascript:alert(1)', read: true }),
      sampleNotification({ id: 'none', read: true }),
    ]);
    await expect.poll(() => h.page.status).toBe('ready');
    expect(h.page.items.map((item) => item.opensLink)).toEqual([true, true, false, false]);

    for (const id of ['https', 'other', 'evil', 'none']) h.page.opened(id);

    await expect.poll(() => h.tabs.opened).toEqual(['https://shop.example/shoes']);
    expect(h.external.departures).toEqual(['/atelier-ceramica']);
    expect(h.navigator.paths).toEqual([]);
  });

  it('follows a full address on this site inside the app, and treats another site’s http address as unsafe', async () => {
    const h = notificationsPage([
      sampleNotification({ id: 'own', link: `${SITE}/harbour-runners/contents/c1?from=mail#comments`, read: true }),
      sampleNotification({ id: 'other-site', link: 'http://shop.example/shoes', read: true }),
    ]);
    await expect.poll(() => h.page.status).toBe('ready');
    expect(h.page.items.map((item) => item.opensLink)).toEqual([true, false]);

    h.page.opened('own');
    h.page.opened('other-site');

    expect(h.navigator.paths).toEqual(['/contents/c1?from=mail#comments']);
    expect(h.tabs.opened).toEqual([]);
  });

  it('opens an https link as it was checked, not as sent (a browser reads https:host as a path of this page)', async () => {
    const h = notificationsPage([sampleNotification({ id: 'n', link: 'https:evil.example/x', read: true })]);
    await expect.poll(() => h.page.status).toBe('ready');

    h.page.opened('n');

    await expect.poll(() => h.tabs.opened).toEqual(['https://evil.example/x']);
  });

  it('never follows a path of this site with dot segments, which would lead to another network', async () => {
    const h = notificationsPage([
      sampleNotification({ id: 'dots', link: '/harbour-runners/../atelier-ceramica/settings', read: true }),
      sampleNotification({ id: 'encoded', link: '/harbour-runners/%2e%2e/atelier-ceramica/settings', read: true }),
    ]);
    await expect.poll(() => h.page.status).toBe('ready');
    expect(h.page.items.map((item) => item.opensLink)).toEqual([false, false]);

    h.page.opened('dots');
    h.page.opened('encoded');

    expect([h.navigator.paths, h.external.departures, h.tabs.opened]).toEqual([[], [], []]);
  });

  it('on a host mapped to the network, every path of the site is the app’s', async () => {
    const h = notificationsPage([sampleNotification({ id: 'n', link: '/contents/c1', read: true })], { base: '' });
    await expect.poll(() => h.page.status).toBe('ready');
    h.page.opened('n');
    expect(h.navigator.paths).toEqual(['/contents/c1']);
  });

  it('pages older notifications, and asks a guest to sign in without asking the server', async () => {
    const many = Array.from({ length: 25 }, (_, index) => sampleNotification({ id: `n${index}` }));
    const h = notificationsPage(many);
    await expect.poll(() => h.page.status).toBe('ready');
    expect(h.page.items).toHaveLength(20);
    await h.page.showMoreClicked();
    expect(h.page.items).toHaveLength(25);
    expect(h.page.hasMore).toBe(false);

    const guest = notificationsPage(many, { member: false });
    expect(guest.page.isGuest).toBe(true);
    expect(guest.gateway.callsOf('list')).toEqual([]);
  });

  it('never shows a member the list asked for the one signed in before them', async () => {
    const h = notificationsPage([unreadWithLink, readOne], { member: false });
    // The first member's answer is still on its way when they sign out and another signs in.
    let answer: (page: Awaited<ReturnType<typeof h.gateway.list>>) => void = () => undefined;
    const list = h.gateway.list.bind(h.gateway);
    h.gateway.list = () => new Promise((resolve) => (answer = resolve));
    runInAction(() => (h.session.membership = sampleMembership({ id: 'mem-ada' })));
    h.gateway.list = list;
    runInAction(() => (h.session.membership = null));
    runInAction(() => (h.session.membership = sampleMembership({ id: 'mem-bruno' })));
    await expect.poll(() => h.page.status).toBe('ready');
    answer({ items: [sampleNotification({ id: 'theirs' })], total: 1, unread: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect.poll(() => h.page.status).toBe('ready');
    expect(h.page.items.map((item) => item.notification.id)).toEqual(['n1', 'n2']);
  });

  it('a guest who signs in on the page gets their list; after a logout it is gone', async () => {
    const h = notificationsPage([unreadWithLink, readOne], { member: false });
    expect(h.page.status).toBe('loading');

    runInAction(() => (h.session.membership = sampleMembership({ id: 'mem-ada' })));
    await expect.poll(() => h.page.status).toBe('ready');
    expect(h.page.items).toHaveLength(2);

    runInAction(() => (h.session.membership = null));
    expect(h.page.items).toEqual([]);
    expect(h.page.isGuest).toBe(true);
  });
});

describe('NotificationsPresenter, live (api-contract.md Live events)', () => {
  it('puts a notification that arrives on top of the list, once', async () => {
    const h = notificationsPage([unreadWithLink, readOne]);
    await expect.poll(() => h.page.status).toBe('ready');
    const fresh = sampleNotification({ id: 'n9', title: 'Track open', createdAt: new Date(NOW).toISOString() });
    h.center.arrived(fresh);
    h.center.arrived(fresh);
    expect(h.page.items.map((item) => item.notification.id)).toEqual(['n9', 'n1', 'n2']);
  });
});
