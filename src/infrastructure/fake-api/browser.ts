// Browser only: starts the fake back end for demo mode (main.tsx loads this lazily).
import { createElement, type ComponentType } from 'react';
import type { FakeBackend } from './FakeBackend';
import { MemoryStorage } from './MemoryStorage';

/**
 * Starts the fake back end in MSW's service worker, its state kept in localStorage. Where the browser blocks site storage, merely reading `window.localStorage`
 * throws a SecurityError, and MSW reads it as soon as its modules load: the page then gets an in-memory
 * localStorage in its place, so the demo still starts and everything lives in memory until the page goes.
 */
export async function startDemoBackend(baseUrl: string): Promise<FakeBackend> {
  const storage = localStorageIfAllowed();
  if (!storage) Object.defineProperty(window, 'localStorage', { configurable: true, enumerable: true, value: new MemoryStorage() });
  const { startDemoWorker } = await import('./startDemoWorker');
  return startDemoWorker(baseUrl, storage);
}

/** The demo panel bound to the started back end: a chunk of its own (MUI), which the back end does not wait for. */
export async function loadDemoPanel(backend: FakeBackend): Promise<ComponentType> {
  const { DemoPanel } = await import('./devtools/DemoPanel');
  const BoundDemoPanel: ComponentType = () => createElement(DemoPanel, { backend });
  BoundDemoPanel.displayName = 'DemoPanel';
  return BoundDemoPanel;
}

function localStorageIfAllowed(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
