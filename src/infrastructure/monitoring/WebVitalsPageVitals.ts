import { onCLS, onINP, onLCP, type CLSMetric, type INPMetric, type LCPMetric } from 'web-vitals';
import type { PageVitals, WebVital } from '../../application/ports/Monitoring';

/**
 * The page's web vitals measured by Google's `web-vitals` library, which computes LCP, INP and CLS the
 * way Chrome's field data (CrUX) does: buffered entries, back/forward-cache restores, prerendering,
 * pages hidden before their first paint. A lazy chunk: loaded when monitoring first starts, after the
 * visitor accepted the performance cookies, never with the first load of a page.
 */
export class WebVitalsPageVitals implements PageVitals {
  private readonly listeners: ((metric: WebVital) => void)[] = [];

  constructor(private readonly currentUrl: () => string = () => window.location.href) {}

  observe(listener: (metric: WebVital) => void): Promise<void> {
    this.listeners.push(listener);
    // Registered once: the library cannot stop observing, and a second registration would report twice.
    if (this.listeners.length === 1) {
      const handOver = (metric: VitalMetric) => {
        const vital = toWebVital(metric, this.currentUrl());
        for (const each of this.listeners) each(vital);
      };
      onLCP(handOver);
      onINP(handOver);
      onCLS(handOver);
    }
    return Promise.resolve();
  }
}

type VitalMetric = LCPMetric | INPMetric | CLSMetric;

/**
 * web-vitals' metric in the port's shape. The page is the URL the metric was measured on (the
 * navigation's, else the current one), cut to its path: a query or a fragment may carry tokens.
 */
export function toWebVital(metric: VitalMetric, currentUrl: string): WebVital {
  return { name: metric.name, value: metric.value, rating: metric.rating, id: metric.id, page: pathOf(metric.navigationURL ?? currentUrl, currentUrl) };
}

function pathOf(url: string, base: string): string {
  try {
    return new URL(url, base).pathname;
  } catch {
    return '/';
  }
}
