import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { InMemoryNotificationGateway } from '../../../src/infrastructure/memory/InMemoryNotificationGateway';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { RecordingNotifier } from '../../../src/infrastructure/memory/RecordingNotifier';
import { sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { NOTIFICATION_BODY_MAX, NOTIFICATION_LINK_MAX, NOTIFICATION_TITLE_MAX } from '../../../src/domain/notifications/Notification';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { registerManageMessages } from '../../../src/presentation/manage/manageMessages';
import { SendNotification } from '../../../src/application/usecases/notifications/SendNotification';
import { NotificationComposerPresenter, SENT_NOTIFICATIONS_KEPT } from '../../../src/presentation/manage/NotificationComposerPresenter';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const SENT_KEY = 'manage:net-harbour:sent-notifications';

function composer({ store = new InMemoryKeyValueStore() } = {}) {
  const gateway = new InMemoryNotificationGateway();
  gateway.role = 'network_manager';
  const clock = new ManualClock(NOW);
  gateway.now = () => new Date(clock.now()).toISOString();
  const notifier = new RecordingNotifier();
  const refreshes: number[] = [];
  const center = { refresh: async () => void refreshes.push(clock.now()) };
  const network = sampleNetwork({ id: 'net-harbour', name: 'Harbour Runners' });
  const i18n = new I18n(new InMemoryCookieJar());
  registerManageMessages(i18n);
  const page = new NotificationComposerPresenter(new SendNotification(gateway), store, { networkId: network.id, network }, center, notifier, clock, i18n);
  page.mount();
  return { page, gateway, store, notifier, clock, refreshes };
}

function write(page: NotificationComposerPresenter, { title = 'Race day', body = 'Start at 8:00.', link = '' } = {}) {
  page.titleTyped(title);
  page.bodyTyped(body);
  page.linkTyped(link);
}

describe('NotificationComposerPresenter', () => {
  it('previews what members will see, with placeholders until something is typed', () => {
    const { page } = composer();
    expect(page.preview).toMatchObject({ title: 'The title', body: 'The text of the notification.', link: null, when: 'now' });
    write(page, { title: '  Race day ', body: 'Start at 8:00.', link: '/harbour-runners/surveys' });
    expect(page.preview).toMatchObject({ title: 'Race day', body: 'Start at 8:00.', link: '/harbour-runners/surveys' });
  });

  it('sends title, text and link, lists it as sent (kept on this device), empties the form, thanks and refreshes the badge', async () => {
    const { page, gateway, store, notifier, refreshes } = composer();
    write(page, { title: ' Race day ', body: 'Start at 8:00.', link: ' https://example.org/race ' });
    await page.sendClicked();
    expect(gateway.callsOf('send')).toEqual([[{ title: 'Race day', body: 'Start at 8:00.', link: 'https://example.org/race' }]]);
    expect(page.sent).toEqual([
      { id: 'notification-1', title: 'Race day', body: 'Start at 8:00.', link: 'https://example.org/race', createdAt: '2026-11-24T12:00:00.000Z', read: false, when: 'now' },
    ]);
    expect(store.get(SENT_KEY)).toHaveLength(1);
    expect([page.title, page.body, page.link]).toEqual(['', '', '']);
    expect(notifier.toasts).toEqual([{ kind: 'success', message: 'Sent to the members of Harbour Runners.' }]);
    expect(refreshes).toHaveLength(1);
  });

  it('leaves the link out of the request when there is none', async () => {
    const { page, gateway } = composer();
    write(page, { link: '   ' });
    await page.sendClicked();
    expect(gateway.callsOf('send')).toEqual([[{ title: 'Race day', body: 'Start at 8:00.' }]]);
  });

  it('shows the sent list again after a reload, newest first, with ages, and keeps at most the last ones', async () => {
    const store = new InMemoryKeyValueStore();
    const first = composer({ store });
    for (let index = 1; index <= SENT_NOTIFICATIONS_KEPT + 1; index += 1) {
      write(first.page, { title: `Notice ${index}` });
      await first.page.sendClicked();
    }
    const again = composer({ store });
    again.clock.advance(2 * 60 * 60 * 1000);
    expect(again.page.sent).toHaveLength(SENT_NOTIFICATIONS_KEPT);
    expect(again.page.sent[0]).toMatchObject({ title: `Notice ${SENT_NOTIFICATIONS_KEPT + 1}`, when: '2 hours ago' });
    expect(again.page.sent.at(-1)?.title).toBe('Notice 2');
  });

  it('ignores what is not a list of notifications under its key', () => {
    const store = new InMemoryKeyValueStore();
    store.set(SENT_KEY, [{ id: 1 }, 'junk', { id: 'n', title: 'Kept', body: 'Yes', link: null, createdAt: '2026-11-24T10:00:00Z', read: false }]);
    expect(composer({ store }).page.sent.map((notification) => notification.title)).toEqual(['Kept']);
    store.set(SENT_KEY, { not: 'a list' });
    expect(composer({ store }).page.sent).toEqual([]);
  });

  it.each([
    ['no title', { title: '  ' }, 'title', 'Give the notification a title.'],
    ['no text', { body: '' }, 'body', 'Write what the notification says.'],
    ['a title too long', { title: 'x'.repeat(NOTIFICATION_TITLE_MAX + 1) }, 'title', `At most ${NOTIFICATION_TITLE_MAX} characters.`],
    ['a text too long', { body: 'x'.repeat(NOTIFICATION_BODY_MAX + 1) }, 'body', `At most ${NOTIFICATION_BODY_MAX} characters.`],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'link', 'The link must be a page of this site (starting with /) or an https:// address.'],
    ['an http link', { link: 'http://example.org' }, 'link', 'The link must be a page of this site (starting with /) or an https:// address.'],
    ['a protocol-relative link', { link: '//evil.example' }, 'link', 'The link must be a page of this site (starting with /) or an https:// address.'],
    ['a link too long', { link: `https://example.org/${'x'.repeat(NOTIFICATION_LINK_MAX)}` }, 'link', `At most ${NOTIFICATION_LINK_MAX} characters.`],
  ] as const)('refuses %s before asking the server, and says why at the field', async (_case, fields, field, message) => {
    const { page, gateway } = composer();
    write(page, fields);
    await page.sendClicked();
    expect(gateway.callsOf('send')).toEqual([]);
    expect(page.errors[field]).toBe(message);
    expect(page.firstInvalidField).toBe(field);
    expect(page.invalidAttempt).toBe(1);
    // Typing in the field takes its error away.
    if (field === 'title') page.titleTyped('Fixed');
    if (field === 'body') page.bodyTyped('Fixed');
    if (field === 'link') page.linkTyped('');
    expect(page.errors[field]).toBeUndefined();
  });

  it('sends once, however often the button is pressed while sending', async () => {
    const { page, gateway } = composer();
    write(page);
    const first = page.sendClicked();
    expect(page.sending).toBe(true);
    const second = page.sendClicked();
    await Promise.all([first, second]);
    expect(gateway.callsOf('send')).toHaveLength(1);
    expect(page.sending).toBe(false);
  });

  it('keeps everything typed when the server refuses, and says why', async () => {
    const { page, gateway, notifier } = composer();
    gateway.failNext('send', new ApiError(403, 'Forbidden', 'Only network managers can send notifications.'));
    write(page, { link: '/harbour-runners/surveys' });
    await page.sendClicked();
    expect(page.failure).toBe('Only network managers can send notifications.');
    expect([page.title, page.body, page.link]).toEqual(['Race day', 'Start at 8:00.', '/harbour-runners/surveys']);
    expect(page.sent).toEqual([]);
    expect(notifier.toasts).toEqual([]);
    expect(page.sending).toBe(false);

    await page.sendClicked();
    expect(page.failure).toBe('');
    expect(page.sent).toHaveLength(1);
    expect(page.sentCount).toBe(1);
  });

  it.each([
    ['no answer at all', ApiError.unreachable()],
    ['a timeout', new ApiError(0, ApiError.TIMEOUT, 'The server took too long to answer.')],
  ])('after %s, warns that it may have gone out already (a blind retry could send it twice) and refreshes the badge', async (_case, error) => {
    const { page, gateway, refreshes } = composer();
    gateway.failNext('send', error);
    write(page);
    await page.sendClicked();
    expect(page.failure).toBe('No answer came from the server: the notification may have gone out. Check your notifications before sending it again.');
    expect([page.title, page.body]).toEqual(['Race day', 'Start at 8:00.']);
    expect(refreshes).toHaveLength(1);
  });

  it('counts an accepted send whose answer could not be read as sent, as typed', async () => {
    const { page, gateway, notifier } = composer();
    gateway.failNext('send', new ApiError(201, ApiError.MALFORMED, 'The answer could not be read.'));
    write(page, { link: '/harbour-runners/surveys' });
    await page.sendClicked();
    expect(page.failure).toBe('');
    expect(page.sent).toMatchObject([{ title: 'Race day', body: 'Start at 8:00.', link: '/harbour-runners/surveys', createdAt: '2026-11-24T12:00:00.000Z' }]);
    expect(page.title).toBe('');
    expect(notifier.toasts).toHaveLength(1);
  });
});
