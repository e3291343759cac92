// Browser only: starts the fake back end in MSW's service worker for demo mode.
import { setupWorker } from 'msw/browser';
import { createElement, type ComponentType } from 'react';
import { DemoPanel } from './devtools/DemoPanel';
import { createFakeBackend, type FakeBackend } from './FakeBackend';
import { createHandlers } from './createHandlers';
import { createStoragePersistence, DEMO_STATE_KEY } from './statePersistence';

/**
 * Seeds (or restores from localStorage) the fake back end, answers `baseUrl` from the service worker,
 * and hands back the demo panel bound to this back end. Other requests go to the network untouched.
 */
export async function startDemoBackend(baseUrl: string): Promise<{ backend: FakeBackend; DemoPanel: ComponentType }> {
  const backend = createFakeBackend({ persistence: createStoragePersistence(window.localStorage, DEMO_STATE_KEY) });
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
