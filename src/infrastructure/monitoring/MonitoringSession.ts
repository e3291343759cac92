import type { Clock } from '../../application/ports/Clock';
import { COOKIES, type CookieJar } from '../../application/ports/CookieJar';
import type { RandomSource } from '../../application/ports/RandomSource';
import { lifetimeInDays } from '../../domain/cookies/CookieCatalogue';

/** How often the session cookie is set again while monitoring runs: it lapses 15 minutes after the visit. */
export const MONITORING_SESSION_RENEWAL_MS = 5 * 60_000;
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
const SESSION_ID_BYTES = 16;

/**
 * The visit a monitoring adapter ties its reports to: a session id kept in the `monitoring-session` cookie
 * (performance, 15 minutes: the cookie catalogue). The cookie exists only while monitoring runs: set on open
 * (a reload within 15 minutes goes on with the same session), kept alive meanwhile, and removed on close,
 * when the visitor withdraws the performance cookies.
 */
export class MonitoringSession {
  private sessionId: string | null = null;
  private cancelRenewal: (() => void) | null = null;

  constructor(
    private readonly cookies: CookieJar,
    private readonly random: RandomSource,
    private readonly clock: Pick<Clock, 'schedule'>,
  ) {}

  /** The open session's id; null while monitoring does not run. */
  get id(): string | null {
    return this.sessionId;
  }

  /** Opens the session (false when it was open already). */
  open(): boolean {
    if (this.sessionId !== null) return false;
    const ongoing = this.cookies.get(COOKIES.monitoringSession);
    this.sessionId = ongoing !== null && SESSION_ID_PATTERN.test(ongoing) ? ongoing : this.random.token(SESSION_ID_BYTES);
    this.keepAlive();
    return true;
  }

  /** Closes the session and removes its cookie (false when it was not open). */
  close(): boolean {
    if (this.sessionId === null) return false;
    this.sessionId = null;
    this.cancelRenewal?.();
    this.cancelRenewal = null;
    this.cookies.remove(COOKIES.monitoringSession);
    return true;
  }

  private keepAlive(): void {
    if (this.sessionId === null) return;
    this.cookies.set(COOKIES.monitoringSession, this.sessionId, { days: lifetimeInDays(COOKIES.monitoringSession) });
    this.cancelRenewal = this.clock.schedule(MONITORING_SESSION_RENEWAL_MS, () => this.keepAlive());
  }
}
