import type { I18n } from '../i18n/I18n';
import { cookieCatalogueEn, type CookieCatalogueMessageKey } from './messages.cookieCatalogue.en';
import { cookieCatalogueIt } from './messages.cookieCatalogue.it';

declare module '../i18n/I18n' {
  // Declaration merging: the cookie catalogue's keys become valid `t` keys wherever this is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<CookieCatalogueMessageKey, string> {}
}

/**
 * The cookie catalogue's words (category names, purposes, durations), shown by the cookie policy page
 * and the cookie popup: the pages module and the cookie module both register them, whichever loads first.
 */
export function registerCookieCatalogueMessages(i18n: I18n): void {
  if (i18n.has('cookieCatalogue.tableLabel')) return;
  i18n.extend({ en: cookieCatalogueEn, it: cookieCatalogueIt });
}
