import type { Monitoring } from '../application/ports/Monitoring';
import { lazyGateway } from './lazyGateway';

type AsyncMonitoring = { [K in keyof Monitoring]: (...args: Parameters<Monitoring[K]>) => Promise<void> };

/**
 * Monitoring whose adapter loads when it first starts, that is once the visitor accepted the performance
 * cookies: before that it runs nothing and has nothing to report, so no page needs its code. Calls reach the
 * adapter in the order they were made; what is reported while it does not run is dropped here, as the adapter
 * would. A failed download is tried again on the next start.
 */
export function lazyMonitoring(load: () => Promise<Monitoring>): Monitoring {
  const adapter = lazyGateway<AsyncMonitoring>(() =>
    load().then((loaded) => ({
      start: async () => loaded.start(),
      stop: async () => loaded.stop(),
      report: async (metric) => loaded.report(metric),
      reportError: async (error) => loaded.reportError(error),
    })),
  );
  let running = false;
  return {
    start() {
      if (running) return;
      running = true;
      adapter.start().catch(() => {
        running = false;
      });
    },
    stop() {
      if (!running) return;
      running = false;
      adapter.stop().catch(() => undefined);
    },
    report(metric) {
      if (running) adapter.report(metric).catch(() => undefined);
    },
    reportError(error) {
      if (running) adapter.reportError(error).catch(() => undefined);
    },
  };
}
