import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onCLS, onINP, onLCP, type CLSMetric, type INPMetric, type LCPMetric } from 'web-vitals';
import type { WebVital } from '../../../src/application/ports/Monitoring';
import { toWebVital, WebVitalsPageVitals } from '../../../src/infrastructure/monitoring/WebVitalsPageVitals';

vi.mock('web-vitals', () => ({ onLCP: vi.fn(), onINP: vi.fn(), onCLS: vi.fn() }));

const CURRENT_URL = 'https://runners.example.com/harbour-runners/notification-preferences?token=unsub-mem-ada#prefs';

function metric<M extends LCPMetric | INPMetric | CLSMetric>(fields: Pick<M, 'name' | 'value' | 'rating' | 'id'> & Partial<M>): M {
  return { delta: fields.value, entries: [], navigationType: 'navigate', navigationId: 1, navigationStartTime: 0, ...fields } as M;
}

/** What the library calls back with, as it would for each metric. */
function measured<M>(observer: typeof onLCP | typeof onINP | typeof onCLS): (metric: M) => void {
  const calls = vi.mocked(observer).mock.calls;
  expect(calls).toHaveLength(1);
  return calls[0]?.[0] as (metric: M) => void;
}

describe('WebVitalsPageVitals', () => {
  beforeEach(() => {
    vi.mocked(onLCP).mockClear();
    vi.mocked(onINP).mockClear();
    vi.mocked(onCLS).mockClear();
  });

  it("hands LCP, INP and CLS over in the port's shape, with the page's path", async () => {
    const received: WebVital[] = [];
    await new WebVitalsPageVitals(() => CURRENT_URL).observe((vital) => received.push(vital));

    measured<LCPMetric>(onLCP)(metric<LCPMetric>({ name: 'LCP', value: 2480.5, rating: 'good', id: 'v6-1-lcp', navigationURL: 'https://runners.example.com/harbour-runners' }));
    measured<INPMetric>(onINP)(metric<INPMetric>({ name: 'INP', value: 312, rating: 'needs-improvement', id: 'v6-2-inp', navigationURL: 'https://runners.example.com/harbour-runners/login?next=%2F' }));
    measured<CLSMetric>(onCLS)(metric<CLSMetric>({ name: 'CLS', value: 0.27, rating: 'poor', id: 'v6-3-cls' }));

    expect(received).toEqual([
      { name: 'LCP', value: 2480.5, rating: 'good', id: 'v6-1-lcp', page: '/harbour-runners' },
      { name: 'INP', value: 312, rating: 'needs-improvement', id: 'v6-2-inp', page: '/harbour-runners/login' },
      { name: 'CLS', value: 0.27, rating: 'poor', id: 'v6-3-cls', page: '/harbour-runners/notification-preferences' },
    ]);
  });

  it('registers with the library once, however many observe the page', async () => {
    const first: WebVital[] = [];
    const second: WebVital[] = [];
    const page = new WebVitalsPageVitals(() => CURRENT_URL);
    await page.observe((vital) => first.push(vital));
    await page.observe((vital) => second.push(vital));

    measured<CLSMetric>(onCLS)(metric<CLSMetric>({ name: 'CLS', value: 0, rating: 'good', id: 'v6-4-cls' }));

    expect(vi.mocked(onLCP)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(onINP)).toHaveBeenCalledTimes(1);
    expect(first).toHaveLength(1);
    expect(second).toEqual(first);
  });

  it.each([
    ['https://app.example.com/green-table/subscribe?deny_reason=canceled', '/green-table/subscribe'],
    ['https://app.example.com/harbour-runners/auth/y-tech/callback?code=abc&state=xyz#token=secret', '/harbour-runners/auth/y-tech/callback'],
    ['https://app.example.com/', '/'],
  ])('keeps no query or fragment: %s → %s', (url, page) => {
    expect(toWebVital(metric<LCPMetric>({ name: 'LCP', value: 1, rating: 'good', id: 'x', navigationURL: url }), CURRENT_URL).page).toBe(page);
  });
});
