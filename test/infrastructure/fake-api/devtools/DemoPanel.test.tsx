// @vitest-environment jsdom
// The one fake-api test that needs a DOM: it renders the demo tools bar and its panel.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { DemoBar, type DemoToolsPanelProps } from '../../../../src/infrastructure/fake-api/devtools/DemoBar';
import { DemoToolsPanel } from '../../../../src/infrastructure/fake-api/devtools/DemoPanel';
import { createFakeBackend } from '../../../../src/infrastructure/fake-api/index';

function renderPanel() {
  const backend = createFakeBackend({ now: () => Date.parse('2026-03-10T09:00:00Z') });
  const reload = vi.fn();
  const user = userEvent.setup();
  const loadPanel = vi.fn(async () => (props: DemoToolsPanelProps) => <DemoToolsPanel {...props} reload={reload} />);
  const view = render(<DemoBar backend={backend} loadPanel={loadPanel} />);
  return { backend, reload, user, loadPanel, ...view };
}

/** Opens the panel from the bar's toggle and waits for its chunk. */
async function openTools(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Demo tools/ }));
  return screen.findByRole('region', { name: 'Demo tools' });
}

async function seriousViolations(container: HTMLElement) {
  // jsdom cannot compute colours, so contrast is left to the Playwright axe run.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

describe('DemoPanel', () => {
  it('is a bar in a band the app leaves free, whose panel loads only when opened', async () => {
    const { user, loadPanel, unmount } = renderPanel();
    expect(screen.getByRole('complementary', { name: 'Demo back end' })).toHaveStyle({ position: 'fixed', top: '0px', height: '36px' });
    expect(document.documentElement.style.getPropertyValue('--app-inset-top')).toBe('36px');
    expect(loadPanel).not.toHaveBeenCalled();

    await openTools(user);
    expect(loadPanel).toHaveBeenCalledTimes(1);
    unmount();
    document.documentElement.style.removeProperty('--app-inset-top');
  });

  it('says so when the panel cannot load', async () => {
    const backend = createFakeBackend({ now: () => Date.parse('2026-03-10T09:00:00Z') });
    const user = userEvent.setup();
    render(<DemoBar backend={backend} loadPanel={() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))} />);
    await user.click(screen.getByRole('button', { name: 'Demo tools' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The demo tools did not load.');
  });

  it('opens from a labelled toggle, shows the newest code large, and closes with Escape', async () => {
    const { backend, user, container } = renderPanel();
    const toggle = screen.getByRole('button', { name: 'Demo tools' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    act(() => {
      backend.inbox.deliver('sms', '+393331234567', '482913 is your code.', '482913');
      backend.inbox.deliver('email', 'victor@demo.test', 'Your confirmation code is K7PQ2M.', 'K7PQ2M');
    });
    // The newest code is readable without opening the panel.
    expect(screen.getByRole('button', { name: 'Demo tools · code K7PQ2M' })).toBe(toggle);

    const panel = await openTools(user);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('K7PQ2M'),
      expect.stringContaining('482913'),
    ]);
    expect(await seriousViolations(container)).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Demo tools' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('copies a code to the clipboard', async () => {
    const { backend, user } = renderPanel();
    act(() => {
      backend.inbox.deliver('sms', '+393331234567', '482913 is your code.', '482913');
    });
    await openTools(user);
    await user.click(screen.getByRole('button', { name: 'Copy code 482913' }));
    expect(await navigator.clipboard.readText()).toBe('482913');
    expect(screen.getByRole('button', { name: 'Copy code 482913' })).toHaveTextContent('Copied');
  });

  it('lists the telemetry the back end received, newest first, as it arrives, and clears it', async () => {
    const { backend, user, container } = renderPanel();
    await openTools(user);
    const section = screen.getByRole('region', { name: 'Telemetry received' });
    expect(section).toHaveTextContent('appear here, newest first');

    const at = '2026-03-10T09:00:00.000Z';
    const received = { receivedAt: at, networkId: 'net-harbour' };
    act(() => {
      backend.telemetry.add([
        { id: 'tel-1', kind: 'vital', name: 'CLS', value: 0.0213, rating: 'good', path: '/harbour-runners', at, ...received },
        { id: 'tel-2', kind: 'vital', name: 'LCP', value: 1830.4, rating: 'good', path: '/harbour-runners', at, ...received },
        { id: 'tel-3', kind: 'error', message: 'TypeError: x is undefined', path: '/harbour-runners/chat', at, ...received },
        { id: 'tel-4', kind: 'csp', directive: 'script-src-elem', blocked: 'inline', path: '/green-table', sample: 'window.planted = true', ...received, networkId: null },
      ]);
    });

    // Found, not got: the panel comes from a lazy chunk, and its store subscription may start after the first add.
    const items = (await within(section).findAllByRole('listitem')).map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^CSP violation · \/green-table · .+script-src-elem blocked inline: window\.planted = true$/),
      expect.stringMatching(/^Error · \/harbour-runners\/chat · .+TypeError: x is undefined$/),
      expect.stringMatching(/^Web vital · \/harbour-runners · .+LCP 1830 ms \(good\)$/),
      expect.stringMatching(/^Web vital · \/harbour-runners · .+CLS 0\.021 \(good\)$/),
    ]);
    expect(await seriousViolations(container)).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Clear telemetry' }));
    expect(backend.telemetry.list()).toEqual([]);
    expect(within(section).queryAllByRole('listitem')).toEqual([]);
  });

  it('switches every scenario', async () => {
    const { backend, user } = renderPanel();
    await openTools(user);
    await user.click(screen.getByRole('switch', { name: 'Sign-up exchange never completes' }));
    await user.click(screen.getByRole('switch', { name: 'Reject every code' }));
    await user.click(screen.getByRole('switch', { name: 'Decline every card' }));
    await user.click(screen.getByRole('switch', { name: 'Networks answer hostile URLs (javascript: SSO, logo, covers)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Call that fails with 500' }), 'GET /v2/contents');
    const storm = screen.getByRole('spinbutton', { name: '401 storm: next queries refused' });
    await user.clear(storm);
    await user.type(storm, '3');
    const sync = screen.getByRole('spinbutton', { name: 'Sign-in keeps synchronizing (times)' });
    await user.clear(sync);
    await user.type(sync, '2');
    const latency = screen.getByRole('spinbutton', { name: 'Latency of every answer (ms)' });
    await user.clear(latency);
    await user.type(latency, '800');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Only this call is slow' }), 'GET /v2/memberships/me');
    await user.type(screen.getByRole('textbox', { name: "Every network's Google tag (G-…)" }), 'G-QA1234');
    expect(screen.getByRole('spinbutton', { name: 'Latency of the slow call (ms)' })).toHaveValue(800);
    expect(backend.scenarios.get()).toEqual({
      signInSynchronizingTimes: 2,
      exchangeNeverCompletes: true,
      unauthorizedStorm: 3,
      failingCall: 'GET /v2/contents',
      latencyMs: 800,
      slowCall: 'GET /v2/memberships/me',
      analyticsTag: 'G-QA1234',
      wrongCode: true,
      declineCard: true,
      hostileUrls: true,
    });

    await user.click(screen.getByRole('button', { name: 'Switch all scenarios off' }));
    expect(backend.scenarios.get().declineCard).toBe(false);
    expect(screen.getByRole('switch', { name: 'Decline every card' })).not.toBeChecked();
  });

  it('drives the live socket: reset and drop every socket, refuse the next opens, simulate activity', async () => {
    const { backend, user, container } = renderPanel();
    const frames: string[] = [];
    const ends: string[] = [];
    const member = backend.membershipById('mem-ada-harbour');
    if (!member) throw new Error('no ada');
    act(() => {
      const session = backend.live.connect(
        { send: (frame) => frames.push(frame), close: () => ends.push('closed'), drop: () => ends.push('dropped') },
        new URL(`ws://api.test/v2/live?networkId=${member.networkId}`),
      );
      session.received(JSON.stringify({ type: 'auth', token: backend.issueTokens(member).accessToken }));
    });
    await openTools(user);
    const section = screen.getByRole('region', { name: 'Live socket' });
    expect(section).toHaveTextContent('1 socket open');
    expect(await seriousViolations(container)).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Send reset to every socket' }));
    expect(JSON.parse(frames.at(-1) ?? '{}')).toEqual({ type: 'reset' });
    await user.click(within(section).getByRole('button', { name: 'Drop every socket' }));
    expect(ends).toEqual(['dropped']);
    expect(section).toHaveTextContent('0 sockets open');

    const refusals = within(section).getByRole('spinbutton', { name: 'Refuse the next socket opens' });
    await user.clear(refusals);
    await user.type(refusals, '3');
    expect(backend.live.status().refusing).toBe(3);

    const simulate = within(section).getByRole('switch', { name: /^Simulate activity/ });
    await user.click(simulate);
    expect(backend.live.status().simulating).toBe(true);
    await user.click(simulate);
    expect(backend.live.status().simulating).toBe(false);
    expect(simulate).not.toBeChecked();
  });

  it('resets the demo data only after confirmation, then reloads', async () => {
    const { backend, reload, user } = renderPanel();
    act(() => backend.scenarios.set({ wrongCode: true }));
    await openTools(user);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);

    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(backend.scenarios.get().wrongCode).toBe(true);
    expect(reload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(backend.scenarios.get().wrongCode).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
