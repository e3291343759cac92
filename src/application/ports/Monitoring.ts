/** One of the Core Web Vitals of a real visit, as the browser measured it. */
export interface WebVital {
  name: 'LCP' | 'INP' | 'CLS';
  /** Milliseconds for LCP and INP; a unitless layout-shift score for CLS. */
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  /** One per metric of one page view: a later value with the same id replaces the earlier one. */
  id: string;
  /** The path of the page the metric is about, without query or fragment (they may carry tokens). */
  page: string;
}

/**
 * A failure the app met and went on from (an item of a list it could not read…), as api-contract.md's telemetry
 * `error` event carries it: the adapter adds the page and the time. Never personal data: say what failed, not whose.
 */
export interface ReportedError {
  message: string;
  stack?: string;
}

/**
 * Error and performance monitoring of the visit: runs only while the visitor accepts the
 * 'performance' cookies (spec §4). Starting or stopping twice in a row changes nothing.
 * The core reports web vitals only while it runs (`PerformanceMonitoring` holds that rule).
 */
export interface Monitoring {
  start(): void;
  stop(): void;
  report(metric: WebVital): void;
  reportError(error: ReportedError): void;
}
export const MONITORING = Symbol.for('Monitoring');

/**
 * The web vitals of the page the visitor is on. Observing starts with the first call and lasts as long
 * as the page (it cannot be undone): from then on each metric is handed to the listener when known,
 * again with a new value when it changes. Resolves once observing has begun.
 */
export interface PageVitals {
  observe(listener: (metric: WebVital) => void): Promise<void>;
}
export const PAGE_VITALS = Symbol.for('PageVitals');
