import type { I18n } from '../i18n/I18n';
import { pagesEn, type PagesMessageKey } from './messages.pages.en';
import { pagesIt } from './messages.pages.it';

declare module '../i18n/I18n' {
  // Declaration merging: the pages' keys become valid `t` keys wherever this chunk is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<PagesMessageKey, string> {}
}

/** The network pages' strings; the pages module registers them before any of those pages renders. */
export function registerPagesMessages(i18n: I18n): void {
  if (i18n.has('pages.policies.title')) return;
  i18n.extend({ en: pagesEn, it: pagesIt });
}
