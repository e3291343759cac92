import type { ShareOutcome, Sharer } from '../../application/ports/Sharer';

type ShareApis = { share?: Navigator['share']; clipboard?: Pick<Clipboard, 'writeText'> };

/** The Web Share API where the browser has it (phones), the clipboard otherwise (most desktops). */
export class BrowserSharer implements Sharer {
  constructor(private readonly browser: ShareApis = navigator) {}

  async share(page: { title: string; url: string }): Promise<ShareOutcome> {
    if (this.browser.share) {
      try {
        await this.browser.share({ title: page.title, url: page.url });
        return 'shared';
      } catch (error) {
        // AbortError: the member closed the sheet. Anything else (not allowed here): fall back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      }
    }
    try {
      await this.browser.clipboard?.writeText(page.url);
      return this.browser.clipboard ? 'copied' : 'failed';
    } catch {
      return 'failed';
    }
  }
}
