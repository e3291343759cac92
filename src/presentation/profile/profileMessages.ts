import type { I18n } from '../i18n/I18n';
import { profileEn, type ProfileMessageKey } from './messages.profile.en';
import { profileIt } from './messages.profile.it';

declare module '../i18n/I18n' {
  // Declaration merging: the profile keys become valid `t` keys wherever this chunk is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<ProfileMessageKey, string> {}
}

export function registerProfileMessages(i18n: I18n): void {
  i18n.extend({ en: profileEn, it: profileIt });
}
