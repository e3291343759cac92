import { runInAction } from 'mobx';
import type { I18n } from '../i18n/I18n';
import { pagesEn, type PagesMessageKey } from './messages.pages.en';
import { pagesIt } from './messages.pages.it';
import { registerCookieCatalogueMessages } from './cookieCatalogueMessages';

declare module '../i18n/I18n' {
  // Declaration merging: the pages' keys become valid `t` keys wherever this chunk is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<PagesMessageKey, string> {}
}

/**
 * The pages' strings, and the cookie catalogue's that the cookie policy shows. Pages call it while
 * rendering, so it changes the catalogue only once, in an action.
 */
export function registerPagesMessages(i18n: I18n): void {
  registerCookieCatalogueMessages(i18n);
  if (i18n.has('pages.policies.title')) return;
  runInAction(() => i18n.extend({ en: pagesEn, it: pagesIt }));
}
