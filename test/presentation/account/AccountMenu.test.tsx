// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import * as ports from '../../../src/application/ports';
import { ApiError } from '../../../src/application/errors/ApiError';
import { bindContentModule } from '../../../src/composition/contentModule';
import { readConfig } from '../../../src/composition/config';
import { InMemoryNotificationGateway } from '../../../src/infrastructure/memory/InMemoryNotificationGateway';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { RecordingThemeDisplay } from '../../../src/infrastructure/memory/RecordingThemeDisplay';
import { sampleMembership, sampleNetwork, sampleNotification } from '../../../src/infrastructure/memory/samples';
import AccountMenu from '../../../src/presentation/account/AccountMenu';
import { ResolverProvider } from '../../../src/presentation/kit/Resolver';
import type { NetworkShellPresenter } from '../../../src/presentation/shell/NetworkShellPresenter';
import { memoryApp } from '../memoryApp';

/** MUI's first render under jsdom takes seconds on a busy machine. */
const LOADING = { timeout: 10_000 };

function renderMenu(notifications: InMemoryNotificationGateway) {
  const network = sampleNetwork();
  const member = sampleMembership();
  const display = new RecordingThemeDisplay();
  const app = memoryApp({ networks: [network], membership: member, overrides: { [ports.NOTIFICATION_GATEWAY]: notifications, [ports.CLOCK]: new ManualClock(0), [ports.THEME_DISPLAY]: display } });
  void bindContentModule(app.container, readConfig({}, 'localhost', 'memory'));
  app.session.enterNetwork(network);
  app.session.updateMembership(member);
  // What the menu reads of the shell.
  const shell = { membership: member, network, offersSubscriptionSettings: false, signOutClicked: async () => undefined } as unknown as NetworkShellPresenter;
  const anchor = document.createElement('button');
  document.body.append(anchor);
  render(
    <ResolverProvider resolver={app.container}>
      <MemoryRouter>
        <AccountMenu anchor={anchor} shell={shell} pathTo={(path) => `/harbour-runners${path}`} onClose={() => undefined} />
      </MemoryRouter>
    </ResolverProvider>,
  );
  return { display };
}

describe('the account menu', () => {
  it('says when the server refused the unread count, and asks again when the member retries', async () => {
    const notifications = new InMemoryNotificationGateway([sampleNotification({ id: 'n1' })]);
    notifications.failNext('list', new ApiError(403, 'Forbidden', 'Not allowed.'));
    renderMenu(notifications);

    const refusal = await screen.findByRole('menuitem', { name: /The unread count could not be checked: the server refused\./ }, LOADING);
    expect(refusal).toHaveTextContent('Try again');
    await userEvent.click(refusal);
    await waitFor(() => expect(screen.queryByText(/could not be checked/)).not.toBeInTheDocument());
    expect(screen.getByRole('menuitem', { name: /Notifications/ })).toHaveTextContent('1 unread');
    expect(notifications.callsOf('list')).toHaveLength(2);
  }, 20_000);

  it('offers the look as three radio items under "Theme", the device’s checked at first; a choice is checked and shown at once', async () => {
    const { display } = renderMenu(new InMemoryNotificationGateway([]));
    const system = await screen.findByRole('menuitemradio', { name: 'Same as the device' }, LOADING);
    expect(system).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Theme')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    expect(system).toHaveAttribute('aria-checked', 'false');
    expect(display.changes).toBe(1);
  }, 20_000);
});
