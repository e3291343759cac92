// Browser only: the fake back end in MSW's service worker. Loaded by browser.ts once web storage is settled:
// MSW reads `localStorage` as soon as its modules load.
import { setupWorker } from 'msw/browser';
import { createElement, type ComponentType } from 'react';
import { DemoPanel } from './devtools/DemoPanel';
import { createFakeBackend, type FakeBackend } from './FakeBackend';
import { createHandlers } from './createHandlers';
import { createStoragePersistence, DEMO_STATE_KEY } from './statePersistence';

/**
 * Seeds (or restores from `storage`) the fake back end, answers `baseUrl` from the service worker, and
 * hands back the demo panel bound to this back end. Other requests go to the network untouched.
 * Without a storage the back end keeps its state in memory, for the life of the page.
 */
export async function startDemoWorker(baseUrl: string, storage: Storage | null): Promise<{ backend: FakeBackend; DemoPanel: ComponentType }> {
  const backend = createFakeBackend(storage ? { persistence: createStoragePersistence(storage, DEMO_STATE_KEY) } : {});
  const worker = setupWorker(...createHandlers(backend, baseUrl));
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  const BoundDemoPanel: ComponentType = () => createElement(DemoPanel, { backend });
  BoundDemoPanel.displayName = 'DemoPanel';
  return { backend, DemoPanel: BoundDemoPanel };
}
