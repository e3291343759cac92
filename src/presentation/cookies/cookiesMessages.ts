import type { I18n } from '../i18n/I18n';
import { cookiesEn, type CookiesMessageKey } from './messages.cookies.en';
import { cookiesIt } from './messages.cookies.it';

declare module '../i18n/I18n' {
  // Declaration merging: the popup's keys become valid `t` keys wherever this chunk is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<CookiesMessageKey, string> {}
}

/** The cookie popup's own strings; the cookie module registers them before the popup renders. */
export function registerCookiesMessages(i18n: I18n): void {
  if (i18n.has('cookies.title')) return;
  i18n.extend({ en: cookiesEn, it: cookiesIt });
}
