// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as ports from '../../../src/application/ports';
import { ApiError } from '../../../src/application/errors/ApiError';
import { InMemoryAccountGateway } from '../../../src/infrastructure/memory/InMemoryAccountGateway';
import { sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { renderPage } from './pagesHarness';

const network = sampleNetwork({ slug: 'runners', name: 'Harbour Runners' });

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
