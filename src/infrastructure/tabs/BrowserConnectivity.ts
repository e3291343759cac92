import type { Connectivity } from '../../application/ports/Connectivity';

/** `navigator.onLine` and the window's `online` event. */
export class BrowserConnectivity implements Connectivity {
  constructor(private readonly browser: Pick<Window, 'navigator' | 'addEventListener'> = window) {}

  online(): Promise<void> {
    if (this.browser.navigator.onLine) return Promise.resolve();
    return new Promise((resolve) => this.browser.addEventListener('online', () => resolve(), { once: true }));
  }
}
