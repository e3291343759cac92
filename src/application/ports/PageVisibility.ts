/** Whether the member can see the page (the tab is in front, the window not minimised). */
export interface PageVisibility {
  isVisible(): boolean;
  /** Calls `listener` on every change; the function returned stops it. */
  onChange(listener: (visible: boolean) => void): () => void;
}
export const PAGE_VISIBILITY = Symbol.for('PageVisibility');
