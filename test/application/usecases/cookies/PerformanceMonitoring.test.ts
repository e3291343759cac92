import { describe, expect, it } from 'vitest';
import type { PageVitals, WebVital } from '../../../../src/application/ports/Monitoring';
import { PerformanceMonitoring } from '../../../../src/application/usecases/cookies/PerformanceMonitoring';
import { RecordingMonitoring } from '../../../../src/infrastructure/memory/RecordingMonitoring';

const METRICS = {
  LCP: { name: 'LCP', value: 1840, rating: 'good', id: 'v6-lcp-1', page: '/harbour-runners' },
  INP: { name: 'INP', value: 320, rating: 'needs-improvement', id: 'v6-inp-1', page: '/harbour-runners' },
  CLS: { name: 'CLS', value: 0.31, rating: 'poor', id: 'v6-cls-1', page: '/harbour-runners/login' },
} satisfies Record<string, WebVital>;

/** What happens on the page, in order: the visitor's choice, or the browser measuring a metric. */
type Step = 'accept' | 'withdraw' | keyof typeof METRICS;

const CASES: { when: string; steps: Step[]; calls: ('start' | 'stop')[]; reported: (keyof typeof METRICS)[]; observing: number }[] = [
  { when: 'before consent: the page is not observed, nothing starts, nothing is reported', steps: ['withdraw', 'LCP', 'INP'], calls: [], reported: [], observing: 0 },
  { when: 'after consent: LCP, INP and CLS are reported as measured', steps: ['accept', 'LCP', 'INP', 'CLS'], calls: ['start'], reported: ['LCP', 'INP', 'CLS'], observing: 1 },
  { when: 'consent withdrawn: monitoring stops; what the page measures afterwards is dropped', steps: ['accept', 'LCP', 'withdraw', 'INP', 'CLS'], calls: ['start', 'stop'], reported: ['LCP'], observing: 1 },
  { when: 'accepted again: nothing of the withdrawn time comes back; the page is observed once, so each metric is reported once', steps: ['accept', 'withdraw', 'INP', 'accept', 'CLS'], calls: ['start', 'stop', 'start'], reported: ['CLS'], observing: 1 },
  { when: 'the same choice twice changes nothing', steps: ['accept', 'accept', 'LCP', 'withdraw', 'withdraw'], calls: ['start', 'stop'], reported: ['LCP'], observing: 1 },
];

describe('PerformanceMonitoring: web vitals only while the performance cookies are accepted', () => {
  it.each(CASES)('$when', ({ steps, calls, reported, observing }) => {
    const monitoring = new RecordingMonitoring();
    const performance = new PerformanceMonitoring(monitoring, monitoring);

    for (const step of steps) {
      if (step === 'accept' || step === 'withdraw') performance.follow(step === 'accept');
      else monitoring.measure(METRICS[step]);
    }

    expect(monitoring.calls).toEqual(calls);
    expect(monitoring.reports).toEqual(reported.map((name) => METRICS[name]));
    expect(monitoring.observing).toBe(observing);
  });

  it("when the observer's code fails to load, monitoring still runs and the next acceptance observes again", async () => {
    const monitoring = new RecordingMonitoring();
    let failures = 1;
    const page: PageVitals = {
      observe: (listener) => (failures-- > 0 ? Promise.reject(new Error('chunk failed to load')) : monitoring.observe(listener)),
    };
    const performance = new PerformanceMonitoring(monitoring, page);

    performance.follow(true);
    await Promise.resolve();
    expect(monitoring.calls).toEqual(['start']);
    expect(monitoring.observing).toBe(0);

    performance.follow(false);
    performance.follow(true);
    monitoring.measure(METRICS.INP);
    expect(monitoring.observing).toBe(1);
    expect(monitoring.reports).toEqual([METRICS.INP]);
  });
});
