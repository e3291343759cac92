/**
 * The window coming back to the front (the member switched back to this tab or window). A browser signal, like
 * PageVisibility and Connectivity: presenters hear it through its port, never through a `window` listener of a view.
 */
export interface WindowFocus {
  /** Calls `listener` each time the window regains focus; the function returned stops it. */
  onFocus(listener: () => void): () => void;
}
export const WINDOW_FOCUS = Symbol.for('WindowFocus');
