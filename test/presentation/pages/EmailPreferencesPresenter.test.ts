import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { NotificationPreferences, NotificationPreferencesChange } from '../../../src/domain/notifications/NotificationPreferences';
import { InMemoryAccountGateway } from '../../../src/infrastructure/memory/InMemoryAccountGateway';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { RecordingNotifier } from '../../../src/infrastructure/memory/RecordingNotifier';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { EmailPreferencesPresenter } from '../../../src/presentation/pages/EmailPreferencesPresenter';
import { registerPagesMessages } from '../../../src/presentation/pages/pagesMessages';

/** An account gateway whose changes wait until the test lets each one through. */
class HeldAccountGateway extends InMemoryAccountGateway {
  private readonly held: (() => void)[] = [];

  override async changeEmailPreferences(change: NotificationPreferencesChange): Promise<NotificationPreferences> {
    await new Promise<void>((release) => this.held.push(release));
    return super.changeEmailPreferences(change);
  }

  /** Lets the oldest change waiting reach the server, and waits for its answer to be taken in. */
  async releaseNext(): Promise<void> {
    this.held.shift()?.();
    await new Promise((settled) => setTimeout(settled, 0));
  }

  get waiting(): number {
    return this.held.length;
  }
}

async function presenter(accounts = new InMemoryAccountGateway()) {
  const notifier = new RecordingNotifier();
  const i18n = new I18n(new InMemoryCookieJar());
  registerPagesMessages(i18n);
  const form = new EmailPreferencesPresenter(accounts, notifier, i18n);
  form.mount();
  await new Promise((settled) => setTimeout(settled, 0));
  return { accounts, notifier, form };
}

describe('EmailPreferencesPresenter', () => {
  it('reads the member’s preferences when the page opens', async () => {
    const { form } = await presenter();
    expect(form.status).toBe('ready');
    expect(form.preferences).toEqual({ announcements: true, comments: true, chat: true, reactions: true, digest: 'weekly' });
  });

  it('shows a choice at once, saves it, and says so in a toast', async () => {
    const accounts = new HeldAccountGateway();
    const { form, notifier } = await presenter(accounts);

    form.topicToggled('chat', false);
    expect(form.preferences?.chat).toBe(false);
    expect(form.isSaving('chat')).toBe(true);

    await accounts.releaseNext();
    expect(accounts.callsOf('changeEmailPreferences')).toEqual([[{ chat: false }]]);
    expect(form.isSaving('chat')).toBe(false);
    expect(form.preferences?.chat).toBe(false);
    expect(notifier.toasts).toEqual([{ kind: 'success', message: 'E-mail preferences saved.' }]);
  });

  it('sends the choices made while one is on its way together, after it: an earlier answer never undoes a later choice', async () => {
    const accounts = new HeldAccountGateway();
    const { form } = await presenter(accounts);

    form.topicToggled('chat', false);
    form.digestChosen('daily');
    form.topicToggled('chat', true);
    expect(accounts.waiting).toBe(1);
    // The first change's answer (chat off) does not turn the switch off again.
    await accounts.releaseNext();
    expect(form.preferences).toMatchObject({ chat: true, digest: 'daily' });

    await accounts.releaseNext();
    expect(accounts.callsOf('changeEmailPreferences')).toEqual([[{ chat: false }], [{ digest: 'daily', chat: true }]]);
    expect(accounts.preferences).toMatchObject({ chat: true, digest: 'daily' });
    expect(form.preferences).toMatchObject({ chat: true, digest: 'daily' });
    expect(form.isSaving('chat') || form.isSaving('digest')).toBe(false);
  });

  it('puts a refused choice back and says why, keeping a later one', async () => {
    const accounts = new HeldAccountGateway();
    const { form, notifier } = await presenter(accounts);
    accounts.failNext('changeEmailPreferences', new ApiError(0, ApiError.NETWORK, 'offline'));

    form.topicToggled('reactions', false);
    await accounts.releaseNext();
    expect(form.preferences?.reactions).toBe(true);
    expect(notifier.toasts).toEqual([{ kind: 'error', message: 'Your choice was not saved: The server could not be reached. Check your connection and try again.' }]);

    form.digestChosen('off');
    await accounts.releaseNext();
    expect(form.preferences).toMatchObject({ reactions: true, digest: 'off' });
  });

  it('sends nothing for a choice that is already the saved one', async () => {
    const { accounts, form } = await presenter();
    form.digestChosen('weekly');
    form.topicToggled('announcements', true);
    expect(accounts.callsOf('changeEmailPreferences')).toEqual([]);
  });

  it('says when the preferences could not be read, and reads them again on Retry', async () => {
    const accounts = new InMemoryAccountGateway();
    accounts.failNext('emailPreferences', new ApiError(503, 'ServiceUnavailable', 'Down for maintenance.'));
    const { form } = await presenter(accounts);
    expect(form.status).toBe('failed');
    expect(form.loadFailure).not.toBe('');
    expect(form.preferences).toBeNull();

    form.retryClicked();
    await new Promise((settled) => setTimeout(settled, 0));
    expect(form.status).toBe('ready');
    expect(form.preferences?.digest).toBe('weekly');
  });
});
