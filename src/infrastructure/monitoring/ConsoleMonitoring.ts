import type { Clock } from '../../application/ports/Clock';
import { COOKIES, type CookieJar } from '../../application/ports/CookieJar';
import type { Monitoring, ReportedError, WebVital } from '../../application/ports/Monitoring';
import type { RandomSource } from '../../application/ports/RandomSource';
import { lifetimeInDays } from '../../domain/cookies/CookieCatalogue';

/** How often the session cookie is set again while monitoring runs: it lapses 15 minutes after the visit. */
export const MONITORING_SESSION_RENEWAL_MS = 5 * 60_000;
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
const SESSION_ID_BYTES = 16;

/**
 * The demo's monitoring: no service behind it, it says on the console when it would run. Like a real
 * monitoring client it ties the reports of one visit together with a session id kept in the
 * `monitoring-session` cookie (performance, 15 minutes: the cookie catalogue). The cookie exists only
 * while monitoring runs: set on start (a reload within 15 minutes goes on with the same session), kept
 * alive meanwhile, and removed on stop, when the visitor withdraws the performance cookies.
 * The web vitals the core reports go to the console too, with that session id: there is no monitoring
 * endpoint in the API contract, so no server hears of them (in demo or in http mode).
 */
export class ConsoleMonitoring implements Monitoring {
  private sessionId: string | null = null;
  private cancelRenewal: (() => void) | null = null;

  constructor(
    private readonly cookies: CookieJar,
    private readonly random: RandomSource,
    private readonly clock: Pick<Clock, 'schedule'>,
  ) {}

  start(): void {
    if (this.sessionId !== null) return;
    const ongoing = this.cookies.get(COOKIES.monitoringSession);
    this.sessionId = ongoing !== null && SESSION_ID_PATTERN.test(ongoing) ? ongoing : this.random.token(SESSION_ID_BYTES);
    this.keepSession();
    console.info('monitoring started, session', this.sessionId);
  }

  stop(): void {
    if (this.sessionId === null) return;
    this.sessionId = null;
    this.cancelRenewal?.();
    this.cancelRenewal = null;
    this.cookies.remove(COOKIES.monitoringSession);
    console.info('monitoring stopped');
  }

  report(metric: WebVital): void {
    console.info('monitoring: web vital', { ...metric, session: this.sessionId });
  }

  /** Errors reach the core from anywhere (an HTTP reader…), not through a gate: only a running monitoring tells of them. */
  reportError(error: ReportedError): void {
    if (this.sessionId !== null) console.warn('monitoring: error', { ...error, session: this.sessionId });
  }

  private keepSession(): void {
    if (this.sessionId === null) return;
    this.cookies.set(COOKIES.monitoringSession, this.sessionId, { days: lifetimeInDays(COOKIES.monitoringSession) });
    this.cancelRenewal = this.clock.schedule(MONITORING_SESSION_RENEWAL_MS, () => this.keepSession());
  }
}
