// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as ports from '../../../src/application/ports';
import { ApiError } from '../../../src/application/errors/ApiError';
import { InMemoryAccountGateway } from '../../../src/infrastructure/memory/InMemoryAccountGateway';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { renderPage } from './pagesHarness';

const network = sampleNetwork({ slug: 'runners', name: 'Harbour Runners' });
const member = sampleMembership({ networkId: network.id, email: 'ada@example.com' });

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

  it('shows a clear error for a link whose token is blank, and calls nothing', async () => {
    const { accounts } = open('/runners/notification-preferences?token=');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This address has no unsubscribe code.');
    expect(accounts.calls).toEqual([]);
  });

  it('asks a guest without a link to sign in, and calls nothing', async () => {
    const { accounts, app } = open('/runners/notification-preferences');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail preferences' })).toBeInTheDocument();
    expect(screen.getByText(/Sign in to choose which e-mails Harbour Runners sends you/)).toBeInTheDocument();
    // The page's own button, not the header's.
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));
    expect(app.auth.isOpen).toBe(true);
    expect(accounts.calls).toEqual([]);
  });

  it('shows a member their preferences, a switch per topic and the digest, and saves a choice as it is made', async () => {
    const accounts = new InMemoryAccountGateway();
    renderPage('/runners/notification-preferences', { network, membership: member, overrides: { [ports.ACCOUNT_GATEWAY]: accounts } });
    const topics = await screen.findByRole('region', { name: 'E-mail me about' });
    const chat = within(topics).getByRole('switch', { name: 'Chat' });
    expect(chat).toBeChecked();
    expect(chat).toHaveAccessibleDescription('Messages in your conversations while you are away.');
    expect(within(topics).getAllByRole('switch').map((control) => control.getAttribute('aria-describedby'))).toHaveLength(4);
    const digest = screen.getByRole('radiogroup', { name: 'Summary e-mail' });
    expect(within(digest).getByRole('radio', { name: 'Every week' })).toBeChecked();

    await userEvent.click(chat);
    await userEvent.click(within(digest).getByRole('radio', { name: 'Every day' }));

    expect(chat).not.toBeChecked();
    expect(within(digest).getByRole('radio', { name: 'Every day' })).toBeChecked();
    await vi.waitFor(() => expect(accounts.preferences).toMatchObject({ chat: false, digest: 'daily' }));
    expect(screen.getByRole('link', { name: 'Back to settings' })).toHaveAttribute('href', '/runners/settings');
  });

  it('says when a member’s preferences could not be read, with a retry', async () => {
    const accounts = new InMemoryAccountGateway();
    accounts.failNext('emailPreferences', new ApiError(0, ApiError.NETWORK, 'offline'));
    renderPage('/runners/notification-preferences', { network, membership: member, overrides: { [ports.ACCOUNT_GATEWAY]: accounts } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your e-mail preferences could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Announcements' })).toBeChecked();
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
