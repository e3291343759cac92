import { registerAuthMessages } from '../auth';
import type { I18n } from '../i18n/I18n';
import { registerProfileMessages } from '../profile';
import { settingsEn, type SettingsMessageKey } from './messages.settings.en';
import { settingsIt } from './messages.settings.it';

declare module '../i18n/I18n' {
  // Declaration merging: the settings keys become valid `t` keys wherever this chunk is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<SettingsMessageKey, string> {}
}

/**
 * The settings page's strings, registered by the module that loads its chunk before the page renders. The page
 * says what the auth modal says about passwords and fields, and what the consent dialog says about each consent
 * (one wording per rule), so those catalogues come too, unless already there.
 */
export function registerSettingsMessages(i18n: I18n): void {
  if (i18n.has('settings.title')) return;
  if (!i18n.has('auth.error.required')) registerAuthMessages(i18n);
  if (!i18n.has('profile.consent.promotional.title')) registerProfileMessages(i18n);
  i18n.extend({ en: settingsEn, it: settingsIt });
}
