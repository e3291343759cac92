import type { NewTabOpener } from '../../application/ports/NewTabOpener';

/**
 * A tab opened inside the click, then sent on: a tab opened after an answer from the server is no longer the
 * member's doing, and browsers block it as a popup. The tab is cut from the app (`opener = null`) before it
 * leaves for the other site.
 */
export class BrowserNewTabOpener implements NewTabOpener {
  constructor(private readonly browser: Pick<Window, 'open'> = window) {}

  async open(address: () => Promise<string>): Promise<void> {
    const tab = this.browser.open('', '_blank');
    try {
      const url = await address();
      if (!tab) {
        // Blocked all the same: the address still opens, in place of nothing.
        this.browser.open(url, '_blank', 'noopener');
        return;
      }
      tab.opener = null;
      tab.location.href = url;
    } catch (error) {
      tab?.close();
      throw error;
    }
  }
}
