import { describe, expect, it, vi } from 'vitest';
import type { Monitoring } from '../../src/application/ports/Monitoring';
import { lazyMonitoring } from '../../src/composition/lazyMonitoring';
import { RecordingMonitoring } from '../../src/infrastructure/memory/RecordingMonitoring';

const lcp = { name: 'LCP', value: 1900, rating: 'good', id: 'lcp-1', page: '/harbour-runners' } as const;

function setup(load?: () => Promise<Monitoring>) {
  const adapter = new RecordingMonitoring();
  const loader = vi.fn(load ?? (async () => adapter));
  return { adapter, loader, monitoring: lazyMonitoring(loader) };
}

describe('lazyMonitoring', () => {
  it('loads nothing until monitoring first starts: what is reported before is dropped', async () => {
    const { loader, monitoring } = setup();

    monitoring.report(lcp);
    monitoring.reportError({ message: 'before consent' });
    monitoring.stop();
    await Promise.resolve();

    expect(loader).not.toHaveBeenCalled();
  });

  it('loads the adapter on start and hands it every call in order, once it is there', async () => {
    const { adapter, loader, monitoring } = setup();

    monitoring.start();
    monitoring.report(lcp);
    monitoring.reportError({ message: 'an item left out' });
    monitoring.stop();
    monitoring.reportError({ message: 'after withdrawal' });
    monitoring.start();

    await vi.waitFor(() => expect(adapter.calls).toEqual(['start', 'stop', 'start']));
    expect(adapter.reports).toEqual([lcp]);
    expect(adapter.errors).toEqual([{ message: 'an item left out' }]);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tries the download again on the next start after a failed one', async () => {
    const adapter = new RecordingMonitoring();
    let attempt = 0;
    const { monitoring } = setup(async () => {
      if (++attempt === 1) throw new Error('chunk failed to load');
      return adapter;
    });

    monitoring.start();
    await vi.waitFor(() => expect(attempt).toBe(1));
    // The failure settles in a few microtasks: a macrotask later it has.
    await new Promise((resolve) => setTimeout(resolve, 0));
    monitoring.start();

    await vi.waitFor(() => expect(adapter.calls).toEqual(['start']));
  });
});
