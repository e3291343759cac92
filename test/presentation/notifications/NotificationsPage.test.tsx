// @vitest-environment jsdom
import { observable } from 'mobx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MarkAllNotificationsRead } from '../../../src/application/usecases/notifications/MarkAllNotificationsRead';
import { MarkNotificationRead } from '../../../src/application/usecases/notifications/MarkNotificationRead';
import { InMemoryExternalNavigator } from '../../../src/infrastructure/memory/InMemoryExternalNavigator';
import { InMemoryNavigator } from '../../../src/infrastructure/memory/InMemoryNavigator';
import { InMemoryNewTabOpener } from '../../../src/infrastructure/memory/InMemoryNewTabOpener';
import { InMemoryNotificationGateway } from '../../../src/infrastructure/memory/InMemoryNotificationGateway';
import { InMemoryWindowSignals } from '../../../src/infrastructure/memory/InMemoryWindowSignals';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { sampleMembership, sampleNetwork, sampleNotification } from '../../../src/infrastructure/memory/samples';
import { SequenceRandomSource } from '../../../src/infrastructure/memory/SequenceRandomSource';
import { NotificationCenter } from '../../../src/presentation/notifications/NotificationCenter';
import { NotificationLinkFollower } from '../../../src/presentation/notifications/NotificationLinkFollower';
import { NotificationList } from '../../../src/presentation/notifications/NotificationsPage';
import { NotificationsPresenter } from '../../../src/presentation/notifications/NotificationsPresenter';
import { withI18n } from '../app/withI18n';
import { community, NOW } from '../content/contentHarness';
import { scrollWindowTo, stubLayout } from '../widgets/layoutStub';

const ROW = 100;
const GAP = 12;
const COUNT = 120;

/** A member's notifications page with every page of `COUNT` notifications loaded (or the first `pages`), as a member asking for more would. */
async function notificationsOfAll(pages = Infinity) {
  const seed = Array.from({ length: COUNT }, (_, index) => sampleNotification({ id: `n${index}`, title: `Notice ${index}`, createdAt: new Date(NOW - index * 60_000).toISOString() }));
  const gateway = new InMemoryNotificationGateway(seed);
  const session = observable({ membership: sampleMembership({ id: 'mem-ada' }), network: sampleNetwork() }, {}, { deep: false });
  const center = new NotificationCenter(gateway, session, new ManualClock(NOW), new SequenceRandomSource(), new InMemoryWindowSignals());
  const links = new NotificationLinkFollower(new InMemoryNavigator('/notifications'), new InMemoryNewTabOpener(), new InMemoryExternalNavigator(), { networkBase: '/runners', origin: 'https://community.example' });
  const { i18n } = community();
  const page = new NotificationsPresenter(gateway, new MarkNotificationRead(gateway), new MarkAllNotificationsRead(gateway), center, session, links, new ManualClock(NOW), i18n);
  page.mount();
  await act(async () => {
    await expect.poll(() => page.status).toBe('ready');
    for (let more = 1; more < pages && page.hasMore; more += 1) await page.showMoreClicked();
  });
  render(withI18n(i18n, <NotificationList page={page} />));
  await act(async () => undefined);
  return { page, center, list: screen.getByRole('list', { name: 'Notifications' }) };
}

const titlesIn = (list: HTMLElement) => within(list).getAllByRole('listitem').map((row) => row.querySelector('button')?.textContent ?? '');

describe('the notifications page at length', () => {
  let undoLayout: () => void;
  beforeEach(() => (undoLayout = stubLayout({ rowHeight: ROW })));
  afterEach(() => undoLayout());

  it('draws only the notifications near the screen, however many are loaded', async () => {
    const { page, list } = await notificationsOfAll();
    expect(page.items).toHaveLength(COUNT);
    expect(titlesIn(list).length).toBeLessThanOrEqual(20);
    expect(titlesIn(list)[0]).toContain('Notice 0');

    await act(async () => scrollWindowTo(80 * (ROW + GAP)));
    expect(titlesIn(list).length).toBeLessThanOrEqual(20);
    expect(titlesIn(list).some((title) => title.includes('Notice 80'))).toBe(true);
    expect(titlesIn(list).some((title) => title.includes('Notice 0'))).toBe(false);
  });

  const rowOf = (list: HTMLElement, title: string) => within(list).getAllByRole('listitem').find((row) => row.querySelector('button')?.textContent?.includes(title));
  /** Where a row is on screen: the rows before it in the list are its padding and the rows drawn. */
  const onScreen = (list: HTMLElement, title: string) => {
    const drawn = within(list).getAllByRole('listitem');
    return parseFloat(list.style.paddingTop) + drawn.findIndex((row) => row === rowOf(list, title)) * (ROW + GAP) - window.scrollY;
  };

  it('puts a notification that arrives on top without moving the one the member reads', async () => {
    const { center, list } = await notificationsOfAll();
    await act(async () => scrollWindowTo(80 * (ROW + GAP)));
    const place = onScreen(list, 'Notice 80');

    await act(async () => center.arrived(sampleNotification({ id: 'fresh', title: 'Track open', createdAt: new Date(NOW).toISOString() })));

    expect(rowOf(list, 'Notice 80')).toBeDefined();
    expect(onScreen(list, 'Notice 80')).toBe(place);
  });

  it('shows more below without moving the one the member reads', async () => {
    const { page, list } = await notificationsOfAll(3);
    await act(async () => scrollWindowTo(50 * (ROW + GAP)));
    const place = onScreen(list, 'Notice 55');

    await act(() => page.showMoreClicked());

    expect(page.items).toHaveLength(80);
    expect(onScreen(list, 'Notice 55')).toBe(place);
  });
});
