import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as ports from '../../../src/application/ports';
import { ApiError } from '../../../src/application/errors/ApiError';
import { UnsubscribeFromEmails } from '../../../src/application/usecases/account/UnsubscribeFromEmails';
import { InMemoryAccountGateway } from '../../../src/infrastructure/memory/InMemoryAccountGateway';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { NotificationPreferencesPresenter } from '../../../src/presentation/pages/NotificationPreferencesPresenter';
import { registerPagesMessages } from '../../../src/presentation/pages/pagesMessages';
import { renderPage } from './pagesHarness';

const network = sampleNetwork({ slug: 'runners', name: 'Harbour Runners' });

function presenter() {
  const accounts = new InMemoryAccountGateway();
  const i18n = new I18n(new InMemoryCookieJar());
  registerPagesMessages(i18n);
  return { accounts, page: new NotificationPreferencesPresenter(new UnsubscribeFromEmails(accounts), i18n, 'Harbour Runners') };
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

  it.each([null, '', '   '])('with no token (%j) says the link is incomplete, without calling the server', async (token) => {
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

  it('opening the same link twice (a re-rendered page) calls the server once', async () => {
    const { accounts, page } = presenter();
    await Promise.all([page.linkOpened('unsub-mem-1'), page.linkOpened('unsub-mem-1')]);
    expect(accounts.callsOf('unsubscribe')).toHaveLength(1);
  });
});

describe('/notification-preferences page (spec §2)', () => {
  function open(path: string, accounts = new InMemoryAccountGateway()) {
    return { accounts, app: renderPage(path, { network, overrides: { [ports.ACCOUNT_GATEWAY]: accounts } }) };
  }

  it('unsubscribes on load and shows the server message, no session needed', async () => {
    const { accounts } = open('/runners/notification-preferences?token=unsub-mem-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail preferences updated' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You will not receive these e-mails any more.');
    expect(accounts.unsubscribed).toEqual(['unsub-mem-1']);
    expect(screen.getByRole('link', { name: 'Go to Harbour Runners' })).toHaveAttribute('href', '/runners');
  });

  it('shows a clear error for a refused token', async () => {
    const accounts = new InMemoryAccountGateway();
    accounts.failNext('unsubscribe', new ApiError(400, 'InvalidToken', 'This unsubscribe link is not valid.'));
    open('/runners/notification-preferences?token=unsub-nobody', accounts);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The link is not valid or has expired.');
  });

  it('shows a clear error without a token, and calls nothing', async () => {
    const { accounts } = open('/runners/notification-preferences');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This address has no unsubscribe code.');
    expect(accounts.calls).toEqual([]);
  });

  it('offers a retry after a transport fault', async () => {
    const accounts = new InMemoryAccountGateway();
    accounts.failNext('unsubscribe', new ApiError(0, ApiError.NETWORK, 'offline'));
    open('/runners/notification-preferences?token=unsub-mem-1', accounts);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail preferences updated' })).toBeInTheDocument();
    expect(accounts.callsOf('unsubscribe')).toHaveLength(2);
  });
});
