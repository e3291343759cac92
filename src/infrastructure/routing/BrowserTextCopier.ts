import type { TextCopier } from '../../application/ports/TextCopier';

/** The asynchronous Clipboard API; a browser without it, or refusing it, leaves the text to be copied by hand. */
export class BrowserTextCopier implements TextCopier {
  constructor(private readonly clipboard: Pick<Clipboard, 'writeText'> | undefined = typeof navigator === 'undefined' ? undefined : navigator.clipboard) {}

  async copy(text: string): Promise<boolean> {
    if (!this.clipboard) return false;
    try {
      await this.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  }
}
