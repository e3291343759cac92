/** The interface language; after login the member's last locale is applied (spec §4). */
export interface LocalePreference {
  /** Applies a supported locale ('en', 'it'); anything else is ignored. */
  apply(locale: string): void;
}
