import type { Monitoring, PageVitals, ReportedError, WebVital } from '../../application/ports/Monitoring';

/**
 * Monitoring for tests, both ends of it: it records every start and stop, in order, and every web
 * vital and error reported; as the page's vitals it lets a test play the browser, measuring a metric with
 * `measure` (handed to whoever observes the page, as the browser would; nobody before `observe`).
 */
export class RecordingMonitoring implements Monitoring, PageVitals {
  readonly calls: ('start' | 'stop')[] = [];
  readonly reports: WebVital[] = [];
  readonly errors: ReportedError[] = [];
  private readonly observers: ((metric: WebVital) => void)[] = [];

  get running(): boolean {
    return this.calls.at(-1) === 'start';
  }

  /** How many listeners observe the page. */
  get observing(): number {
    return this.observers.length;
  }

  start(): void {
    this.calls.push('start');
  }

  stop(): void {
    this.calls.push('stop');
  }

  report(metric: WebVital): void {
    this.reports.push(metric);
  }

  reportError(error: ReportedError): void {
    this.errors.push(error);
  }

  observe(listener: (metric: WebVital) => void): Promise<void> {
    this.observers.push(listener);
    return Promise.resolve();
  }

  /** The page measured a metric. */
  measure(metric: WebVital): void {
    for (const observer of this.observers) observer(metric);
  }
}
