// Browser only: starts the fake back end for demo mode (main.tsx loads this lazily).
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { DemoToolsPanelProps } from './devtools/DemoBar';
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

/**
 * The demo tools bar bound to the started back end. Its panel is a chunk of its own with MUI, loaded when someone opens
 * it, inside `Themed` (the app's MUI theme, which the composition root hands over: the fakes do not reach into the views).
 */
export async function loadDemoBar(backend: FakeBackend, loadThemed: () => Promise<ComponentType<{ children: ReactNode }>>): Promise<ComponentType> {
  const { DemoBar } = await import('./devtools/DemoBar');
  const loadPanel = async () => {
    const [{ DemoToolsPanel }, Themed] = await Promise.all([import('./devtools/DemoPanel'), loadThemed()]);
    const ThemedPanel = (props: DemoToolsPanelProps) => createElement(Themed, null, createElement(DemoToolsPanel, props));
    return ThemedPanel;
  };
  const BoundDemoBar: ComponentType = () => createElement(DemoBar, { backend, loadPanel });
  BoundDemoBar.displayName = 'DemoBar';
  return BoundDemoBar;
}

function localStorageIfAllowed(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
