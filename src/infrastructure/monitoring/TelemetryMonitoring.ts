import type { Clock } from '../../application/ports/Clock';
import type { Monitoring, ReportedError, WebVital } from '../../application/ports/Monitoring';
import type { PageVisibility } from '../../application/ports/PageVisibility';
import type { NetworkScope } from '../../application/session/NetworkScope';
import type { MonitoringSession } from './MonitoringSession';
import type { TelemetryTransport } from './TelemetryTransport';
import { TELEMETRY_MAX_EVENTS, telemetryCalls, type TelemetryEvent } from './telemetryWire';

/** How long an event waits for others to share its call, unless 20 are waiting or the page is hidden first. */
export const TELEMETRY_FLUSH_MS = 10_000;
/** Long texts are cut, so that one event always fits in a call (64 KB). */
export const TELEMETRY_MESSAGE_MAX_CHARS = 1_000;
export const TELEMETRY_STACK_MAX_CHARS = 8_000;
/** A page that keeps failing reports its first distinct errors, not a storm. */
export const TELEMETRY_MAX_ERRORS_PER_PAGE = 50;

/** The window: the errors nobody caught, and `pagehide`. */
export type TelemetryPage = Pick<Window, 'addEventListener' | 'removeEventListener'> & { location: Pick<Location, 'pathname'> };

interface Queued {
  event: TelemetryEvent;
  /** The network visited when it happened: a call waiting while the visitor moves on still goes in its name. */
  networkId: string | null;
  /** A web vital's id: a later value of the same metric replaces the queued one. */
  vitalId: string | null;
}

/**
 * Monitoring that reports to the back end (`POST /v2/telemetry`): the web vitals the core hands it, the errors
 * it is told of and the errors nobody caught on the page (`error`, `unhandledrejection`), each with the page's
 * path and the time. It does all of that only while it runs, that is while the visitor accepts the performance
 * cookies: stopping drops what was not sent yet. Events are sent together, through the clock: 10 s after the
 * first one waiting, at once when 20 are waiting, and when the page is hidden or left (the transport's beacon
 * outlives the page). While the page is hidden each event goes at once: the web vitals' final values are
 * measured as the page is hidden, and the page may never run again. The visit's session cookie
 * (`MonitoringSession`) lives as long as it runs.
 */
export class TelemetryMonitoring implements Monitoring {
  private queue: Queued[] = [];
  private readonly errorsReported = new Set<string>();
  private cancelFlush: (() => void) | null = null;
  private stopListening: (() => void)[] = [];
  private pageHidden = false;

  constructor(
    private readonly transport: TelemetryTransport,
    private readonly scope: Pick<NetworkScope, 'id'>,
    private readonly session: Pick<MonitoringSession, 'open' | 'close' | 'id'>,
    private readonly clock: Pick<Clock, 'now' | 'schedule'>,
    private readonly visibility: Pick<PageVisibility, 'isVisible' | 'onChange'>,
    private readonly page: TelemetryPage,
  ) {}

  private get running(): boolean {
    return this.session.id !== null;
  }

  start(): void {
    if (!this.session.open()) return;
    this.page.addEventListener('error', this.uncaughtError);
    this.page.addEventListener('unhandledrejection', this.unhandledRejection);
    this.page.addEventListener('pagehide', this.pageLeft);
    this.pageHidden = !this.visibility.isVisible();
    const stopWatching = this.visibility.onChange((visible) => {
      this.pageHidden = !visible;
      if (!visible) this.flush();
    });
    this.stopListening = [
      () => this.page.removeEventListener('error', this.uncaughtError),
      () => this.page.removeEventListener('unhandledrejection', this.unhandledRejection),
      () => this.page.removeEventListener('pagehide', this.pageLeft),
      stopWatching,
    ];
  }

  stop(): void {
    if (!this.session.close()) return;
    for (const stop of this.stopListening.splice(0)) stop();
    this.cancelFlush?.();
    this.cancelFlush = null;
    this.queue = [];
  }

  report(metric: WebVital): void {
    if (!this.running) return;
    const event: TelemetryEvent = { kind: 'vital', name: metric.name, value: metric.value, rating: metric.rating, path: metric.page, at: this.now() };
    const entry = { event, networkId: this.scope.id, vitalId: metric.id };
    const queued = this.queue.findIndex((waiting) => waiting.vitalId === metric.id);
    if (queued >= 0) this.queue[queued] = entry;
    else this.enqueue(entry);
  }

  reportError(error: ReportedError): void {
    if (!this.running) return;
    const message = error.message.slice(0, TELEMETRY_MESSAGE_MAX_CHARS);
    const stack = error.stack?.slice(0, TELEMETRY_STACK_MAX_CHARS);
    const key = `${message}\n${stack ?? ''}`;
    if (this.errorsReported.has(key) || this.errorsReported.size >= TELEMETRY_MAX_ERRORS_PER_PAGE) return;
    this.errorsReported.add(key);
    // The path only: a query or a fragment may carry tokens (the unsubscribe link's, an SSO callback's).
    const event: TelemetryEvent = { kind: 'error', message, ...(stack ? { stack } : {}), path: this.page.location.pathname, at: this.now() };
    this.enqueue({ event, networkId: this.scope.id, vitalId: null });
  }

  private enqueue(entry: Queued): void {
    this.queue.push(entry);
    if (this.pageHidden || this.queue.length >= TELEMETRY_MAX_EVENTS) this.flush();
    else this.cancelFlush ??= this.clock.schedule(TELEMETRY_FLUSH_MS, this.flush);
  }

  private readonly flush = (): void => {
    this.cancelFlush?.();
    this.cancelFlush = null;
    const waiting = this.queue.splice(0);
    for (const networkId of new Set(waiting.map((entry) => entry.networkId))) {
      const events = waiting.filter((entry) => entry.networkId === networkId).map((entry) => entry.event);
      for (const call of telemetryCalls(events)) this.transport.send(call, networkId);
    }
  };

  private readonly pageLeft = (): void => {
    this.pageHidden = true;
    this.flush();
  };

  private readonly uncaughtError = (event: Event): void => {
    const { error, message } = event as ErrorEvent;
    if (error !== undefined && error !== null) this.reportError(reportedErrorOf(error));
    // A script of another origin (the network's Google tag) fails as a bare "Script error.", which says nothing.
    else if (message && message !== 'Script error.') this.reportError({ message });
  };

  private readonly unhandledRejection = (event: Event): void => {
    this.reportError(reportedErrorOf((event as PromiseRejectionEvent).reason));
  };

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }
}

function reportedErrorOf(thrown: unknown): ReportedError {
  if (thrown instanceof Error) return thrown.stack ? { message: String(thrown), stack: thrown.stack } : { message: String(thrown) };
  // Only a string is taken as it is: an object may hold anything, personal data included.
  return { message: typeof thrown === 'string' ? thrown : `A value of type ${typeof thrown} was thrown, not an Error` };
}
