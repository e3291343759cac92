// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../src/application/errors/ApiError';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { renderPage } from './pagesHarness';

const network = sampleNetwork({ id: 'runners', slug: 'runners', name: 'Harbour Runners' });
const member = sampleMembership({ networkId: 'runners', email: 'ada@example.com' });

describe('/delete-my-account page (spec §2)', () => {
  it('asks a guest to sign in first', async () => {
    const app = renderPage('/runners/delete-my-account', { network });
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Delete your account' })).toBeInTheDocument();
    expect(main).toHaveTextContent('sign in first');
    await userEvent.click(within(main).getByRole('button', { name: 'Sign in' }));
    expect(app.auth.request).not.toBeNull();
    expect(app.memberships.callsOf('deleteMe')).toEqual([]);
  });

  it('explains the consequences, requires the confirmation, deletes and confirms', async () => {
    // A private network without intro keeps the visitor on the page after the logout.
    const privateNetwork = { ...network, accessType: 'private' as const, private: true };
    const app = renderPage('/runners/delete-my-account', { network: privateNetwork, membership: member });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('You are signed in as ada@example.com.')).toBeInTheDocument();
    expect(main).toHaveTextContent('this cannot be undone');
    const submit = within(main).getByRole('button', { name: 'Delete my account' });
    expect(submit).toBeDisabled();

    await userEvent.click(within(main).getByRole('checkbox', { name: /I understand that my account will be deleted/ }));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeInTheDocument();
    expect(app.memberships.callsOf('deleteMe')).toEqual([[]]);
    expect(app.session.membership).toBeNull();
    expect(app.notifier.messages('success')).toEqual(['Your account has been deleted.']);
  });

  it('shows a failure as error text and stays usable', async () => {
    const app = renderPage('/runners/delete-my-account', { network, membership: member });
    app.memberships.failNext('deleteMe', new ApiError(503, 'Unavailable', 'The service is under maintenance.'));
    const main = await screen.findByRole('main');
    await userEvent.click(await within(main).findByRole('checkbox'));
    await userEvent.click(within(main).getByRole('button', { name: 'Delete my account' }));

    expect(await within(main).findByRole('alert')).toHaveTextContent('Your account was not deleted. The service is under maintenance.');
    expect(within(main).getByRole('checkbox')).toBeChecked();
    expect(within(main).getByRole('button', { name: 'Delete my account' })).toBeEnabled();
    expect(app.session.membership).not.toBeNull();
  });
});
