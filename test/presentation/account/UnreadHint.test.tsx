// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import * as ports from '../../../src/application/ports';
import { bindContentModule } from '../../../src/composition/contentModule';
import { readConfig } from '../../../src/composition/config';
import { REPEAT_FLOOR_MS } from '../../../src/domain/timing/RepeatPolicy';
import { InMemoryNotificationGateway } from '../../../src/infrastructure/memory/InMemoryNotificationGateway';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import type { InMemoryWindowSignals } from '../../../src/infrastructure/memory/InMemoryWindowSignals';
import { sampleMembership, sampleNetwork, sampleNotification } from '../../../src/infrastructure/memory/samples';
import UnreadHint from '../../../src/presentation/account/UnreadHint';
import { ResolverProvider } from '../../../src/presentation/kit/Resolver';
import { memoryApp } from '../memoryApp';

function renderBell(notifications: InMemoryNotificationGateway, clock = new ManualClock(0)) {
  const network = sampleNetwork();
  const app = memoryApp({ networks: [network], membership: sampleMembership(), overrides: { [ports.NOTIFICATION_GATEWAY]: notifications, [ports.CLOCK]: clock } });
  void bindContentModule(app.container, readConfig({}, 'localhost', 'memory'));
  app.session.enterNetwork(network);
  app.session.updateMembership(sampleMembership());
  render(
    <ResolverProvider resolver={app.container}>
      <button type="button" aria-label="Notifications" aria-describedby="unread">
        <UnreadHint descriptionId="unread" />
      </button>
    </ResolverProvider>,
  );
  return app;
}

describe('the bell’s unread count', () => {
  it('shows while there are unread notifications, says how many, and asks again when the window regains focus', async () => {
    const notifications = new InMemoryNotificationGateway([sampleNotification({ id: 'n1' }), sampleNotification({ id: 'n2', read: true })]);
    const clock = new ManualClock(0);
    const app = renderBell(notifications, clock);

    const button = screen.getByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('1 unread notification'));
    expect(screen.getByTestId('unread-badge')).toHaveTextContent(/^1/);

    await notifications.markRead('n1');
    await act(() => clock.advanceAsync(REPEAT_FLOOR_MS));
    act(() => app.get<InMemoryWindowSignals>(ports.WINDOW_SIGNALS).focus());
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument());
    expect(notifications.callsOf('list')).toHaveLength(2);
  });

  it('asks again on a focus no sooner than 4 s after the last answer', async () => {
    const notifications = new InMemoryNotificationGateway([sampleNotification({ id: 'n1' })]);
    const clock = new ManualClock(0);
    const app = renderBell(notifications, clock);
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toBeInTheDocument());

    await notifications.markRead('n1');
    act(() => app.get<InMemoryWindowSignals>(ports.WINDOW_SIGNALS).focus());
    await act(() => clock.advanceAsync(REPEAT_FLOOR_MS - 1));
    expect(notifications.callsOf('list')).toHaveLength(1);
    await act(() => clock.advanceAsync(1));
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument());
    expect(notifications.callsOf('list')).toHaveLength(2);
  });
});
