import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { SequenceRandomSource } from '../../../src/infrastructure/memory/SequenceRandomSource';
import { ConsoleMonitoring } from '../../../src/infrastructure/monitoring/ConsoleMonitoring';
import { MONITORING_SESSION_RENEWAL_MS } from '../../../src/infrastructure/monitoring/MonitoringSession';

const FIFTEEN_MINUTES_IN_DAYS = 15 / (24 * 60);

function setup(ids: string[] = ['session-id-0001', 'session-id-0002']) {
  const cookies = new InMemoryCookieJar();
  const clock = new ManualClock(0);
  const monitoring = new ConsoleMonitoring(cookies, new SequenceRandomSource(ids), clock);
  return { cookies, clock, monitoring, session: () => cookies.cookies.get('monitoring-session') };
}

describe('ConsoleMonitoring', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  it('sets the monitoring-session cookie (a session id, 15 minutes) while it runs, and removes it on stop', () => {
    const { monitoring, session, clock } = setup();

    monitoring.start();
    expect(session()?.value).toBe('session-id-0001');
    expect(session()?.options.days).toBeCloseTo(FIFTEEN_MINUTES_IN_DAYS, 12);

    monitoring.stop();
    expect(session()).toBeUndefined();
    expect(clock.pendingDelays()).toEqual([]);
  });

  it('keeps the cookie alive while it runs, so it lapses only 15 minutes after the visit', () => {
    const { monitoring, cookies, clock } = setup();
    const sets = vi.spyOn(cookies, 'set');
    monitoring.start();

    clock.advance(3 * MONITORING_SESSION_RENEWAL_MS);

    expect(MONITORING_SESSION_RENEWAL_MS).toBeLessThan(15 * 60_000);
    expect(sets.mock.calls.map(([name, value]) => `${name}=${value}`)).toEqual(Array(4).fill('monitoring-session=session-id-0001'));
    monitoring.stop();
    clock.advance(MONITORING_SESSION_RENEWAL_MS);
    expect(sets).toHaveBeenCalledTimes(4);
  });

  it('goes on with the session of a reload within 15 minutes, and starts a new one after a stop', () => {
    const { monitoring, cookies, session } = setup();
    cookies.set('monitoring-session', 'earlier-session-01');

    monitoring.start();
    expect(session()?.value).toBe('earlier-session-01');
    monitoring.stop();
    monitoring.start();
    expect(session()?.value).toBe('session-id-0001');
  });

  it('tells of an error only while it runs (the performance cookies allow it)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { monitoring } = setup();

    monitoring.reportError({ message: 'before' });
    monitoring.start();
    monitoring.reportError({ message: 'while running' });
    monitoring.stop();
    monitoring.reportError({ message: 'after' });

    expect(warn.mock.calls).toEqual([['monitoring: error', { message: 'while running', session: 'session-id-0001' }]]);
  });

  it('starting or stopping twice in a row changes nothing', () => {
    const { monitoring, session, clock } = setup();
    monitoring.stop();
    monitoring.start();
    monitoring.start();
    expect(session()?.value).toBe('session-id-0001');
    expect(clock.pendingDelays()).toEqual([MONITORING_SESSION_RENEWAL_MS]);
    monitoring.stop();
    monitoring.stop();
    expect(session()).toBeUndefined();
  });

  it('writes each web vital reported to the console, tied to the session', () => {
    const info = vi.mocked(console.info);
    const { monitoring } = setup();
    monitoring.start();
    monitoring.report({ name: 'INP', value: 184, rating: 'good', id: 'v6-inp-1', page: '/harbour-runners' });

    expect(info).toHaveBeenLastCalledWith('monitoring: web vital', { name: 'INP', value: 184, rating: 'good', id: 'v6-inp-1', page: '/harbour-runners', session: 'session-id-0001' });
  });
});
