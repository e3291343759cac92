import { registerLimitMessages } from '../kit/limitMessages';
import type { I18n } from '../i18n/I18n';
import { authEn, type AuthMessageKey } from './messages.auth.en';
import { authIt } from './messages.auth.it';

declare module '../i18n/I18n' {
  // Declaration merging: the auth keys become valid `t` keys wherever this chunk is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<AuthMessageKey, string> {}
}

export function registerAuthMessages(i18n: I18n): void {
  registerLimitMessages(i18n);
  i18n.extend({ en: authEn, it: authIt });
}
