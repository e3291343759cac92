// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ResolverProvider } from '../../../src/presentation/kit/Resolver';
import { CookieConsentHost } from '../../../src/presentation/cookies/CookieConsentHost';
import { CookieSettingsLink } from '../../../src/presentation/cookies/CookieSettingsLink';
import { COOKIE_CONTRACT, cookieApp } from './cookieHarness';

/** The first render imports the lazy chunk: slow in jsdom on a small machine, never a real wait in the app. */
const LOADING = { timeout: 10_000 };
const SLOW_TEST_MS = 30_000;

function setWebdriver(value: boolean | undefined): void {
  Object.defineProperty(window.navigator, 'webdriver', { configurable: true, get: () => value });
}

function renderHost(options: Parameters<typeof cookieApp>[0] = {}) {
  const app = cookieApp({ loaded: false, ...options });
  const view = render(
    <ResolverProvider resolver={app.container}>
      <MemoryRouter>
        <main>
          <CookieSettingsLink onClick={app.controller.settingsClicked} />
        </main>
        <CookieConsentHost policyPath="/cookie-policy" />
      </MemoryRouter>
    </ResolverProvider>,
  );
  return { app, view };
}

describe('CookieConsentHost, the popup and the Cookie settings link', () => {
  beforeAll(async () => {
    await import('../../../src/presentation/cookies/CookieConsentPopup');
  }, 60_000);
  afterEach(() => setWebdriver(undefined));

  it('does not show under test automation (navigator.webdriver true) and loads nothing', async () => {
    setWebdriver(true);
    const { app } = renderHost();
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.loads()).toBe(0);
  }, SLOW_TEST_MS);

  it('shows on a first visit otherwise: labelled, non-modal, reject as prominent as accept, a link to the policy', async () => {
    setWebdriver(false);
    renderHost();
    const popup = await screen.findByRole('dialog', { name: 'Cookies on this network' }, LOADING);
    expect(popup).toHaveAttribute('aria-modal', 'false');
    expect(popup).toHaveAccessibleDescription(/^We use the necessary cookies/);
    const reject = within(popup).getByRole('button', { name: 'Reject optional' });
    const acceptAll = within(popup).getByRole('button', { name: 'Accept all' });
    expect(reject.className).toBe(acceptAll.className);
    expect(within(popup).getByRole('button', { name: 'Accept selected' })).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Read the cookie policy' })).toHaveAttribute('href', '/cookie-policy');
    // The page behind stays usable: the footer link is still reachable.
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
  }, SLOW_TEST_MS);

  it('details: two tabs, switches with necessary locked on and nothing optional ticked, the cookie tables, how cookies work', async () => {
    setWebdriver(false);
    const { app } = renderHost({ member: { missingContracts: [COOKIE_CONTRACT] } });
    const popup = await screen.findByRole('dialog', { name: 'Cookies on this network' }, LOADING);
    const details = within(popup).getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(details);
    expect(within(popup).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    // The details are a chunk of their own (MUI), loaded when asked for.
    expect(await within(popup).findByRole('tab', { name: 'Used cookies' }, LOADING)).toHaveAttribute('aria-selected', 'true');
    const necessary = within(popup).getByRole('switch', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    for (const name of ['Performance and monitoring', 'Payments', 'Analytics', 'Preferences']) expect(within(popup).getByRole('switch', { name })).not.toBeChecked();
    expect(popup.querySelector('[data-cookie="monitoring-session"]')).toHaveTextContent('15 minutes');
    await userEvent.click(within(popup).getByRole('switch', { name: 'Performance and monitoring' }));
    await userEvent.click(within(popup).getByRole('tab', { name: 'How cookies work' }));
    expect(within(popup).getByRole('tabpanel')).toHaveTextContent(/Cookies are small text files/);
    await userEvent.click(within(popup).getByRole('button', { name: 'Accept selected' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.stored()?.categories).toEqual(['necessary', 'performance']);
    expect(app.monitoring.calls).toEqual(['start']);
    await waitFor(() => expect(app.memberships.callsOf('acceptContracts')).toEqual([[['contract-cookies']]]));
  }, SLOW_TEST_MS);

  it('Reject optional closes it for good; Cookie settings reopens it with focus inside, even under automation', async () => {
    setWebdriver(false);
    const { app } = renderHost();
    const popup = await screen.findByRole('dialog', { name: 'Cookies on this network' }, LOADING);
    expect(popup).not.toHaveFocus();
    await userEvent.click(within(popup).getByRole('button', { name: 'Reject optional' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.stored()?.categories).toEqual(['necessary']);

    setWebdriver(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const reopened = await screen.findByRole('dialog', { name: 'Cookies on this network' }, LOADING);
    await waitFor(() => expect(reopened).toHaveFocus());
    await userEvent.keyboard('{Tab}');
    expect(reopened).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(reopened).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.history()).toHaveLength(2);
  }, SLOW_TEST_MS);
});
