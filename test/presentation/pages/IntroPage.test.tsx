// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleMembership } from '../../../src/infrastructure/memory/samples';
import { renderPage } from './pagesHarness';


import { club } from './introFixtures';

describe('/intro (spec §2)', () => {
  it('shows a guest the cover, the name, what the network is and the invitation note, without forcing the dialog', async () => {
    const app = renderPage('/club/intro', { network: club });
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Welcome to Night Club' })).toBeInTheDocument();
    expect(main.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/cover.jpg');
    expect(main).toHaveTextContent('Night Club is a private network: its contents and conversations are visible to its members only.');
    expect(within(main).getByRole('heading', { name: 'About invitations' })).toBeInTheDocument();
    expect(main).toHaveTextContent('Codes are handed out at the club desk.');
    expect(app.navigator.paths).toEqual([]);
    expect(app.auth.request).toBeNull();
  });

  it('Sign in opens the sign-in modal the header would open', async () => {
    const app = renderPage('/club/intro', { network: club });
    await userEvent.click(within(await screen.findByRole('main')).getByRole('button', { name: 'Sign in' }));
    expect(app.auth.request).toMatchObject({ fixed: false, returnPath: null });
    expect(app.auth.request?.mode).toBeUndefined();
  });

  it('Join opens the modal in sign-up mode', async () => {
    const app = renderPage('/club/intro', { network: club });
    await userEvent.click(within(await screen.findByRole('main')).getByRole('button', { name: 'Join Night Club' }));
    expect(app.auth.request).toMatchObject({ mode: 'sign-up', fixed: false });
  });

  it('without a cover shows a plain banner and no image', async () => {
    renderPage('/club/intro', { network: { ...club, authCover: null, invitationCodeDisclaimer: null } });
    const main = await screen.findByRole('main');
    expect(main.querySelector('img')).toBeNull();
    expect(within(main).queryByRole('heading', { name: 'About invitations' })).toBeNull();
  });

  it('shows a signed-in member the way into the network instead of sign in and join', async () => {
    renderPage('/club/intro', { network: club, membership: sampleMembership({ networkId: 'club', firstName: 'Grace', lastName: 'Hopper' }) });
    const enter = await screen.findByRole('link', { name: 'Enter Night Club' });
    expect(enter).toHaveAttribute('href', '/club');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('You are signed in as Grace Hopper.');
    expect(within(main).queryByRole('button', { name: 'Join Night Club' })).toBeNull();
  });

  it('tells a member the network refuses why there is no way in, and lets them sign out', async () => {
    const app = renderPage('/club/intro', { network: club, membership: sampleMembership({ networkId: 'club', isAccessAuthorized: false, accessDenyReason: 'private' }) });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(/does not have access to Night Club yet/)).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Enter Night Club' })).toBeNull();
    await userEvent.click(within(main).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.session.membership).toBeNull());
  });
});
