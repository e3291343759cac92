import type { TextCopier } from '../../application/ports/TextCopier';

/** Keeps what was copied; `refuses` plays a browser that will not copy. */
export class InMemoryTextCopier implements TextCopier {
  readonly copied: string[] = [];
  refuses = false;

  async copy(text: string): Promise<boolean> {
    if (this.refuses) return false;
    this.copied.push(text);
    return true;
  }
}
