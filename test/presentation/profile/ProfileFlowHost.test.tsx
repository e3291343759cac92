// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResolverProvider } from '../../../src/presentation/kit/Resolver';
import { ProfileFlowHost } from '../../../src/presentation/profile/ProfileFlowHost';
import { ALL_CONSENTS_ON, profileApp, QUESTIONS, type ProfileAppOptions } from './profileHarness';

/** The first render imports the lazy chunk: slow in jsdom on a small machine, never a real wait in the app. */
const LOADING = { timeout: 10_000 };
const SLOW_TEST_MS = 30_000;

function renderHost(options: ProfileAppOptions = {}) {
  const app = profileApp({ questions: QUESTIONS, ...options });
  const view = render(
    <ResolverProvider resolver={app.container}>
      <ProfileFlowHost />
    </ResolverProvider>,
  );
  return { app, view };
}

describe('ProfileFlowHost and the after-login dialogs', () => {
  // Compiling the lazy chunks once up front keeps that cost out of the tests' waits.
  beforeAll(async () => {
    await Promise.all([import('../../../src/presentation/profile/CompleteProfileDialog'), import('../../../src/presentation/profile/ConsentDialog')]);
  }, 60_000);

  it('mounts nothing until the flow opens', () => {
    const { view } = renderHost();
    expect(view.container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, SLOW_TEST_MS);

  it("'About you' has labelled fields, marks required questions and shows the rules' messages", async () => {
    const { app } = renderHost({ network: { minAge: 18 } });
    act(() => app.controller.completeProfileRequested());
    const dialog = await screen.findByRole('dialog', { name: 'About you' }, LOADING);
    expect(await screen.findByRole('textbox', { name: /Your team/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Nickname/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeRequired();
    expect(screen.getByLabelText(/Birthday/)).toHaveAttribute('type', 'date');
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Al');
    await userEvent.type(screen.getByLabelText(/Birthday/), '2010-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(dialog).toHaveTextContent('At least 3 characters.');
    expect(dialog).toHaveTextContent('Only users old enough are allowed (at least 18 years old).');
    expect(app.memberships.callsOf('update')).toEqual([]);
  }, SLOW_TEST_MS);

  it('with strong data collection the prompt has no close button and ignores Escape', async () => {
    const { app } = renderHost({ network: { dataCollection: { level: 'strong' }, ...ALL_CONSENTS_ON } });
    act(() => app.controller.completeProfileRequested());
    await screen.findByRole('dialog', { name: 'About you' }, LOADING);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(app.controller.stage).toBe('completeProfile');
    expect(screen.getByRole('dialog', { name: 'About you' })).toBeInTheDocument();
  }, SLOW_TEST_MS);

  it('Escape closes a dismissible prompt and the consents follow, one at a time, accept and decline side by side', async () => {
    const { app } = renderHost({ network: { name: 'Harbour Runners', ...ALL_CONSENTS_ON } });
    act(() => app.controller.completeProfileRequested());
    await screen.findByRole('dialog', { name: 'About you' }, LOADING);
    await userEvent.keyboard('{Escape}');
    const consent = await screen.findByRole('dialog', { name: 'News and offers' }, LOADING);
    expect(consent).toHaveAccessibleDescription(/^Harbour Runners would like to send you news/);
    const accept = screen.getByRole('button', { name: 'Accept' });
    const decline = screen.getByRole('button', { name: 'Decline' });
    expect(decline.className).toBe(accept.className);
    await userEvent.click(accept);
    expect(await screen.findByRole('dialog', { name: 'Offers from partners' })).toBeInTheDocument();
    expect(app.memberships.callsOf('update')).toEqual([['mem-1', { marketingAccepted: true }]]);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await screen.findByRole('dialog', { name: 'A personalised experience' });
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.controller.stage).toBe('idle');
    expect(app.memberships.callsOf('update')).toHaveLength(1);
  }, SLOW_TEST_MS);

  it('saving the prompt moves on to the consents', async () => {
    const { app } = renderHost({ network: ALL_CONSENTS_ON });
    act(() => app.controller.completeProfileRequested());
    await screen.findByRole('dialog', { name: 'About you' }, LOADING);
    await userEvent.type(await screen.findByRole('textbox', { name: /Your team/ }), 'Navy');
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Grace');
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Hopper');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'News and offers' }, LOADING)).toBeInTheDocument();
    expect(app.memberships.callsOf('update')).toEqual([['mem-1', { firstName: 'Grace', lastName: 'Hopper', customFields: [{ id: 'team', answer: 'Navy' }] }]]);
  }, SLOW_TEST_MS);
});
