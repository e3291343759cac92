import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { UnsubscribeFromEmails } from '../../../src/application/usecases/account/UnsubscribeFromEmails';
import { InMemoryAccountGateway } from '../../../src/infrastructure/memory/InMemoryAccountGateway';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryNavigator } from '../../../src/infrastructure/memory/InMemoryNavigator';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { NotificationPreferencesPresenter } from '../../../src/presentation/pages/NotificationPreferencesPresenter';
import { registerPagesMessages } from '../../../src/presentation/pages/pagesMessages';

function presenter() {
  const accounts = new InMemoryAccountGateway();
  const i18n = new I18n(new InMemoryCookieJar());
  registerPagesMessages(i18n);
  // Where the page was sent, and how many unsubscribe calls had gone out by then.
  const moves: { path: string; replace: boolean; callsBefore: number }[] = [];
  const navigator = new InMemoryNavigator('/notification-preferences?token=unsub-mem-1');
  const recording = {
    goTo: (path: string, options?: { replace?: boolean }) => {
      moves.push({ path, replace: options?.replace ?? false, callsBefore: accounts.callsOf('unsubscribe').length });
      navigator.goTo(path, options);
    },
  };
  return { accounts, moves, page: new NotificationPreferencesPresenter(new UnsubscribeFromEmails(accounts), recording, i18n, 'Harbour Runners') };
}

describe('NotificationPreferencesPresenter', () => {
  it('unsubscribes with the link token and shows the server message', async () => {
    const { accounts, page } = presenter();
    expect(page.status).toBe('working');
    await page.linkOpened('unsub-mem-1');
    expect(accounts.unsubscribed).toEqual(['unsub-mem-1']);
    expect(page.status).toBe('done');
    expect(page.message).toBe('You will not receive these e-mails any more.');
  });

  it.each(['', '   '])('with a blank token (%j) says the link is incomplete, without calling the server', async (token) => {
    const { accounts, page } = presenter();
    await page.linkOpened(token);
    expect(accounts.calls).toEqual([]);
    expect(page.status).toBe('invalid');
    expect(page.message).toBe('This address has no unsubscribe code. Open the link exactly as it appears in the e-mail you received from Harbour Runners.');
  });

  it.each([
    ['400 InvalidToken', new ApiError(400, 'InvalidToken', 'This unsubscribe link is not valid.')],
    ['410 for an expired link', new ApiError(410, 'Gone', 'Expired.')],
  ])('on %s says the link is not valid or has expired', async (_case, error) => {
    const { accounts, page } = presenter();
    accounts.failNext('unsubscribe', error);
    await page.linkOpened('unsub-old');
    expect(page.status).toBe('invalid');
    expect(page.message).toBe('The link is not valid or has expired. Open the link in the latest e-mail you received from Harbour Runners.');
  });

  it('on a transport fault offers to try again with the same token', async () => {
    const { accounts, page } = presenter();
    accounts.failNext('unsubscribe', new ApiError(0, ApiError.TIMEOUT, 'slow'));
    await page.linkOpened('unsub-mem-1');
    expect(page.status).toBe('failed');
    expect(page.message).toBe('The server took too long to answer. Please try again.');
    await page.retryClicked();
    expect(page.status).toBe('done');
    expect(accounts.callsOf('unsubscribe')).toEqual([['unsub-mem-1'], ['unsub-mem-1']]);
  });

  it('takes the token off the address bar and the history before sending it', async () => {
    const { accounts, moves, page } = presenter();
    await page.linkOpened('unsub-mem-1');
    expect(moves).toEqual([{ path: '/notification-preferences', replace: true, callsBefore: 0 }]);
    expect(accounts.unsubscribed).toEqual(['unsub-mem-1']);
  });

  it('stays about the link once the token has left the address', async () => {
    const { page } = presenter();
    expect(page.handlesLink).toBe(false);
    await page.linkOpened('unsub-mem-1');
    expect(page.handlesLink).toBe(true);
    expect(page.status).toBe('done');
  });

  it('opening the same link twice (a re-rendered page) calls the server once', async () => {
    const { accounts, page } = presenter();
    await Promise.all([page.linkOpened('unsub-mem-1'), page.linkOpened('unsub-mem-1')]);
    expect(accounts.callsOf('unsubscribe')).toHaveLength(1);
  });
});
