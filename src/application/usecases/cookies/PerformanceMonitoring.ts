import type { Monitoring, PageVitals, WebVital } from '../../ports/Monitoring';

/**
 * The monitoring the 'performance' cookies allow (spec §4): it runs, and the page's web vitals (LCP,
 * INP, CLS) are reported through it, only while the visitor accepts them. The page is observed from
 * the first acceptance on, never before; a metric that arrives while monitoring is stopped (after the
 * choice was withdrawn: observing cannot be undone) is dropped, never kept for later.
 *
 * Not an execute-only use case: it remembers whether monitoring runs and whether the page is observed,
 * so that following the same choice twice changes nothing and the page is observed once per visit.
 */
export class PerformanceMonitoring {
  private running = false;
  private observing = false;

  constructor(
    private readonly monitoring: Pick<Monitoring, 'start' | 'stop' | 'report'>,
    private readonly vitals: Pick<PageVitals, 'observe'>,
  ) {}

  /** Starts on acceptance, stops on withdrawal; the same choice again changes nothing. */
  follow(performanceAccepted: boolean): void {
    if (performanceAccepted === this.running) return;
    this.running = performanceAccepted;
    if (!performanceAccepted) {
      this.monitoring.stop();
      return;
    }
    this.monitoring.start();
    this.observePage();
  }

  private observePage(): void {
    if (this.observing) return;
    this.observing = true;
    this.vitals.observe((metric) => this.measured(metric)).catch(() => {
      // The observer's code did not load (a failed chunk download): the next acceptance tries again.
      this.observing = false;
    });
  }

  private measured(metric: WebVital): void {
    if (this.running) this.monitoring.report(metric);
  }
}
