// Browser only: the fake back end in MSW's service worker. Loaded by browser.ts once web storage is settled:
// MSW reads `localStorage` as soon as its modules load.
import { setupWorker } from 'msw/browser';
import { createFakeBackend, type FakeBackend } from './FakeBackend';
import { createHandlers } from './createHandlers';
import { createStoragePersistence, DEMO_STATE_KEY } from './statePersistence';

/**
 * Seeds (or restores from `storage`) the fake back end and answers `baseUrl` from the service worker, once it is
 * active. Other requests go to the network untouched. Without a storage the back end keeps its state in memory, for
 * the life of the page.
 */
export async function startDemoWorker(baseUrl: string, storage: Storage | null): Promise<FakeBackend> {
  const backend = createFakeBackend(storage ? { persistence: createStoragePersistence(storage, DEMO_STATE_KEY) } : {});
  const worker = setupWorker(...createHandlers(backend, baseUrl));
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return backend;
}
