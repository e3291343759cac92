import type { Clock } from '../../application/ports/Clock';
import type { CookieJar } from '../../application/ports/CookieJar';
import type { Monitoring, ReportedError, WebVital } from '../../application/ports/Monitoring';
import type { RandomSource } from '../../application/ports/RandomSource';
import { MonitoringSession } from './MonitoringSession';

/**
 * Monitoring for tests and the memory profile: no service behind it, it says on the console when it runs, and
 * what it would report, with the visit's session id (`MonitoringSession`: the `monitoring-session` cookie
 * while it runs). The http and demo builds send to `POST /v2/telemetry` instead (`TelemetryMonitoring`).
 */
export class ConsoleMonitoring implements Monitoring {
  private readonly session: MonitoringSession;

  constructor(cookies: CookieJar, random: RandomSource, clock: Pick<Clock, 'schedule'>) {
    this.session = new MonitoringSession(cookies, random, clock);
  }

  start(): void {
    if (this.session.open()) console.info('monitoring started, session', this.session.id);
  }

  stop(): void {
    if (this.session.close()) console.info('monitoring stopped');
  }

  report(metric: WebVital): void {
    console.info('monitoring: web vital', { ...metric, session: this.session.id });
  }

  /** Errors reach the core from anywhere (an HTTP reader…), not through a gate: only a running monitoring tells of them. */
  reportError(error: ReportedError): void {
    if (this.session.id !== null) console.warn('monitoring: error', { ...error, session: this.session.id });
  }
}
