import type { LocalePreference } from '../../application/ports/LocalePreference';

/** Holds the interface language like the real adapter would, ignoring unsupported locales. */
export class RecordingLocalePreference implements LocalePreference {
  readonly applied: string[] = [];

  constructor(
    public locale = 'en',
    private readonly supported: readonly string[] = ['en', 'it'],
  ) {}

  apply(locale: string): void {
    if (!this.supported.includes(locale)) return;
    this.locale = locale;
    this.applied.push(locale);
  }
}
