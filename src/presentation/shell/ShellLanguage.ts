import type { RememberLanguage } from '../../application/usecases/network/RememberLanguage';
import type { I18n, Locale } from '../i18n/I18n';

/** The network shell's language part: the interface switches at once; a member's choice is also told to the server (best effort). */
export class ShellLanguage {
  constructor(
    private readonly i18n: Pick<I18n, 'localeChosen'>,
    private readonly rememberLanguage: Pick<RememberLanguage, 'execute'>,
  ) {}

  chosen(locale: Locale): void {
    void this.i18n.localeChosen(locale);
    void this.rememberLanguage.execute(locale).catch(() => undefined);
  }
}
