import type { I18n } from '../i18n/I18n';
import { registerCookieCatalogueMessages } from '../pages/cookieCatalogueMessages';
import { cookiesEn, type CookiesMessageKey } from './messages.cookies.en';
import { cookiesIt } from './messages.cookies.it';

declare module '../i18n/I18n' {
  // Declaration merging: the popup's keys become valid `t` keys wherever this chunk is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<CookiesMessageKey, string> {}
}

/** The popup's strings and the cookie catalogue's (category names, purposes, durations). */
export function registerCookiesMessages(i18n: I18n): void {
  i18n.extend({ en: cookiesEn, it: cookiesIt });
  registerCookieCatalogueMessages(i18n);
}
