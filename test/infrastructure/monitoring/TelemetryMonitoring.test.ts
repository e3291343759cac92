import { describe, expect, it } from 'vitest';
import type { WebVital } from '../../../src/application/ports/Monitoring';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryPageVisibility } from '../../../src/infrastructure/memory/InMemoryPageVisibility';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { RecordingTelemetryTransport } from '../../../src/infrastructure/memory/RecordingTelemetryTransport';
import { SequenceRandomSource } from '../../../src/infrastructure/memory/SequenceRandomSource';
import { MONITORING_SESSION_RENEWAL_MS, MonitoringSession } from '../../../src/infrastructure/monitoring/MonitoringSession';
import {
  TELEMETRY_FLUSH_MS,
  TELEMETRY_MAX_ERRORS_PER_PAGE,
  TELEMETRY_MESSAGE_MAX_CHARS,
  TELEMETRY_STACK_MAX_CHARS,
  TelemetryMonitoring,
  type TelemetryPage,
} from '../../../src/infrastructure/monitoring/TelemetryMonitoring';
import { TELEMETRY_MAX_BYTES, telemetryBody } from '../../../src/infrastructure/monitoring/telemetryWire';

const T0 = Date.parse('2026-03-10T09:00:00Z');
const AT_T0 = '2026-03-10T09:00:00.000Z';

/** The window as the adapter sees it: events to listen to, and the page's address. */
function fakePage(pathname = '/harbour-runners'): TelemetryPage & EventTarget {
  return Object.assign(new EventTarget(), { location: { pathname } });
}

function setup() {
  const transport = new RecordingTelemetryTransport();
  const clock = new ManualClock(T0);
  const cookies = new InMemoryCookieJar();
  const visibility = new InMemoryPageVisibility();
  const page = fakePage();
  const session = new MonitoringSession(cookies, new SequenceRandomSource(['session-id-0001']), clock);
  const scope = { id: 'net-harbour' as string | null };
  const monitoring = new TelemetryMonitoring(transport, scope, session, clock, visibility, page);
  return { transport, clock, cookies, visibility, page, monitoring, scope };
}

const lcp: WebVital = { name: 'LCP', value: 1830, rating: 'good', id: 'v5-lcp-1', page: '/harbour-runners' };
const cls: WebVital = { name: 'CLS', value: 0.02, rating: 'good', id: 'v5-cls-1', page: '/harbour-runners/login' };

/** An error the page did not catch, as the browser dispatches it on window. */
function uncaught(page: EventTarget, error: unknown, message = String(error)) {
  page.dispatchEvent(Object.assign(new Event('error'), { error, message }));
}

function unhandledRejection(page: EventTarget, reason: unknown) {
  page.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
}

describe('TelemetryMonitoring', () => {
  it('sends the events of 10 s together, as the contract has them: page path and ISO time', () => {
    const { monitoring, transport, clock } = setup();
    monitoring.start();

    monitoring.report(lcp);
    clock.advance(2_000);
    monitoring.reportError({ message: 'a feed item the app could not read', stack: 'at readFeed' });
    clock.advance(TELEMETRY_FLUSH_MS - 2_001);
    expect(transport.calls).toEqual([]);

    clock.advance(1);
    expect(transport.calls).toEqual([
      [
        { kind: 'vital', name: 'LCP', value: 1830, rating: 'good', path: '/harbour-runners', at: AT_T0 },
        { kind: 'error', message: 'a feed item the app could not read', stack: 'at readFeed', path: '/harbour-runners', at: '2026-03-10T09:00:02.000Z' },
      ],
    ]);
    // Nothing left to send: the only timer is the session cookie's renewal.
    expect(clock.pendingDelays()).toEqual([MONITORING_SESSION_RENEWAL_MS - TELEMETRY_FLUSH_MS]);
  });

  it('sends at once when 20 events are waiting, and the 21st waits for its own 10 s', () => {
    const { monitoring, transport, clock } = setup();
    monitoring.start();

    for (let index = 0; index < 21; index++) monitoring.report({ ...lcp, id: `lcp-${index}`, value: index });

    expect(transport.calls.map((call) => call.length)).toEqual([20]);
    clock.advance(TELEMETRY_FLUSH_MS);
    expect(transport.calls.map((call) => call.length)).toEqual([20, 1]);
  });

  it('sends what waits when the page is hidden or left, without waiting for the clock', () => {
    const { monitoring, transport, visibility, page } = setup();
    monitoring.start();

    monitoring.report(lcp);
    visibility.set(false);
    expect(transport.events).toHaveLength(1);

    visibility.set(true);
    monitoring.report(cls);
    page.dispatchEvent(new Event('pagehide'));
    expect(transport.events.map((event) => event.kind === 'vital' && event.name)).toEqual(['LCP', 'CLS']);
  });

  it('sends each event at once while the page is hidden (the vitals measured as it hides), and batches again once it is back', () => {
    const { monitoring, transport, visibility, page, clock } = setup();
    monitoring.start();

    visibility.set(false);
    monitoring.report(lcp);
    monitoring.report(cls);
    expect(transport.calls.map((call) => call.length)).toEqual([1, 1]);

    visibility.set(true);
    monitoring.report({ ...lcp, id: 'v5-lcp-2' });
    expect(transport.calls).toHaveLength(2);
    page.dispatchEvent(new Event('pagehide'));
    monitoring.reportError({ message: 'while the page goes away' });
    expect(transport.calls.map((call) => call.length)).toEqual([1, 1, 1, 1]);
    expect(clock.pendingDelays()).not.toContain(TELEMETRY_FLUSH_MS);
  });

  it('starts on a hidden page (a tab opened in the background) sending at once', () => {
    const { monitoring, transport, visibility } = setup();
    visibility.set(false);
    monitoring.start();

    monitoring.report(lcp);

    expect(transport.events).toHaveLength(1);
  });

  it('sends the latest value of a metric that changed while it waited, once', () => {
    const { monitoring, transport, clock } = setup();
    monitoring.start();

    monitoring.report(cls);
    monitoring.report({ ...cls, value: 0.31, rating: 'poor' });
    clock.advance(TELEMETRY_FLUSH_MS);

    expect(transport.events).toEqual([{ kind: 'vital', name: 'CLS', value: 0.31, rating: 'poor', path: '/harbour-runners/login', at: AT_T0 }]);
  });

  it('reports nothing before it starts nor after it stops (the performance cookies), and drops what was still waiting', () => {
    const { monitoring, transport, clock, page, visibility, cookies } = setup();
    monitoring.report(lcp);
    monitoring.reportError({ message: 'before' });
    uncaught(page, new Error('before'));

    monitoring.start();
    expect(cookies.cookies.get('monitoring-session')?.value).toBe('session-id-0001');
    monitoring.report(cls);
    monitoring.stop();
    monitoring.report(lcp);
    uncaught(page, new Error('after'));
    clock.advance(TELEMETRY_FLUSH_MS);
    visibility.set(false);
    page.dispatchEvent(new Event('pagehide'));

    expect(transport.calls).toEqual([]);
    expect(cookies.cookies.get('monitoring-session')).toBeUndefined();
  });

  it("reports the page's uncaught errors and unhandled rejections while it runs, with the page's path", () => {
    const { monitoring, transport, clock, page } = setup();
    monitoring.start();
    const error = new TypeError("Cannot read properties of undefined (reading 'name')");

    uncaught(page, error);
    unhandledRejection(page, new Error('chunk failed to load'));
    unhandledRejection(page, 'refused');
    unhandledRejection(page, { email: 'ada@demo.test' });
    clock.advance(TELEMETRY_FLUSH_MS);

    expect(transport.events.map((event) => (event.kind === 'error' ? [event.message, event.path, event.stack === undefined] : null))).toEqual([
      ["TypeError: Cannot read properties of undefined (reading 'name')", '/harbour-runners', error.stack === undefined],
      ['Error: chunk failed to load', '/harbour-runners', false],
      ['refused', '/harbour-runners', true],
      ['A value of type object was thrown, not an Error', '/harbour-runners', true],
    ]);
    expect(transport.events[0]).toMatchObject({ stack: error.stack });
  });

  it('says nothing of a bare "Script error." (a script of another origin), and reports an error once however often it recurs', () => {
    const { monitoring, transport, clock, page } = setup();
    monitoring.start();

    page.dispatchEvent(Object.assign(new Event('error'), { error: null, message: 'Script error.' }));
    for (let time = 0; time < 3; time++) monitoring.reportError({ message: 'the same failure', stack: 'at poll' });
    page.dispatchEvent(Object.assign(new Event('error'), { error: null, message: 'ResizeObserver loop limit exceeded' }));
    clock.advance(TELEMETRY_FLUSH_MS);

    expect(transport.events.map((event) => event.kind === 'error' && event.message)).toEqual(['the same failure', 'ResizeObserver loop limit exceeded']);
  });

  it('reports at most 50 distinct errors a page: a failing loop does not storm the back end', () => {
    const { monitoring, transport, clock } = setup();
    monitoring.start();

    for (let index = 0; index < TELEMETRY_MAX_ERRORS_PER_PAGE + 10; index++) monitoring.reportError({ message: `failure ${index}` });
    clock.advance(TELEMETRY_FLUSH_MS);

    expect(transport.events).toHaveLength(TELEMETRY_MAX_ERRORS_PER_PAGE);
  });

  it('cuts long messages and stacks, so that one event always fits in a call', () => {
    const { monitoring, transport, clock } = setup();
    monitoring.start();

    monitoring.reportError({ message: 'é'.repeat(50_000), stack: '€'.repeat(100_000) });
    clock.advance(TELEMETRY_FLUSH_MS);

    const [event] = transport.events;
    expect(event?.kind === 'error' && [event.message.length, event.stack?.length]).toEqual([TELEMETRY_MESSAGE_MAX_CHARS, TELEMETRY_STACK_MAX_CHARS]);
    expect(telemetryBody(transport.events).bytes).toBeLessThanOrEqual(TELEMETRY_MAX_BYTES);
  });

  it('listens to the page only while it runs', () => {
    const { monitoring, visibility } = setup();
    monitoring.start();
    monitoring.start();
    expect(visibility.listenerCount).toBe(1);

    monitoring.stop();
    expect(visibility.listenerCount).toBe(0);
  });

  it('sends what happened on a network in its name, though the visitor moved to another before the call left', () => {
    const { monitoring, transport, clock, scope } = setup();
    monitoring.start();
    monitoring.report(lcp);
    scope.id = 'net-green';
    monitoring.reportError({ message: 'on the next network' });
    clock.advance(TELEMETRY_FLUSH_MS);
    expect(transport.networks).toEqual(['net-harbour', 'net-green']);
    expect(transport.calls.map((call) => call.map((event) => event.kind))).toEqual([['vital'], ['error']]);
  });
});
