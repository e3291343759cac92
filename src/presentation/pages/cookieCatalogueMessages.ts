import { runInAction } from 'mobx';
import type { I18n } from '../i18n/I18n';
import { cookieCatalogueEn, type CookieCatalogueMessageKey } from './messages.cookieCatalogue.en';
import { cookieCatalogueIt } from './messages.cookieCatalogue.it';

declare module '../i18n/I18n' {
  // Declaration merging: the cookie catalogue's keys become valid `t` keys wherever this is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<CookieCatalogueMessageKey, string> {}
}

/**
 * For the cookie policy page and the cookie popup, whichever lazy chunk comes first. Views call it
 * while rendering, so it changes the catalogue only once, in an action.
 */
export function registerCookieCatalogueMessages(i18n: I18n): void {
  if (i18n.has('cookieCatalogue.tableLabel')) return;
  runInAction(() => i18n.extend({ en: cookieCatalogueEn, it: cookieCatalogueIt }));
}
