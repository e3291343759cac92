// Browser only: starts the fake back end for demo mode (main.tsx loads this lazily).
import type { ComponentType } from 'react';
import type { FakeBackend } from './FakeBackend';
import { MemoryStorage } from './MemoryStorage';

/**
 * Starts the fake back end in MSW's service worker, its state kept in localStorage, and hands back the
 * demo panel bound to it. Where the browser blocks site storage, merely reading `window.localStorage`
 * throws a SecurityError, and MSW reads it as soon as its modules load: the page then gets an in-memory
 * localStorage in its place, so the demo still starts and everything lives in memory until the page goes.
 */
export async function startDemoBackend(baseUrl: string): Promise<{ backend: FakeBackend; DemoPanel: ComponentType }> {
  const storage = localStorageIfAllowed();
  if (!storage) Object.defineProperty(window, 'localStorage', { configurable: true, enumerable: true, value: new MemoryStorage() });
  const { startDemoWorker } = await import('./startDemoWorker');
  return startDemoWorker(baseUrl, storage);
}

function localStorageIfAllowed(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
