/** Opens a document (an invoice) in a new browser tab, beside the app. */
export interface NewTabOpener {
  /**
   * Opens a tab at once (while the click still counts as the member's, so no popup blocker stops it) and
   * sends it to the address once known; a failure to learn the address closes the tab and is thrown.
   */
  open(address: () => Promise<string>): Promise<void>;
}
export const NEW_TAB_OPENER = Symbol.for('NewTabOpener');
