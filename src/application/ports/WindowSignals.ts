/**
 * What the browser window says happened: it came back to the front (the member switched back to this tab or
 * window), back online, or someone is using the page. Presenters hear these through this port, never through a
 * `window` listener of a view.
 */
export interface WindowSignals {
  /** Calls `listener` each time the window regains focus; the function returned stops it. */
  onFocus(listener: () => void): () => void;
  /** Calls `listener` each time the browser comes back online; the function returned stops it. */
  onOnline(listener: () => void): () => void;
  /** Calls `listener` each time someone uses the page (touches, points, scrolls, presses a key); the function returned stops it. */
  onEngaged(listener: () => void): () => void;
}
export const WINDOW_SIGNALS = Symbol.for('WindowSignals');
