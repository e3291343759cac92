import type { I18n } from '../i18n/I18n';
import { searchEn, type SearchMessageKey } from './messages.search.en';
import { searchIt } from './messages.search.it';

declare module '../i18n/I18n' {
  // Declaration merging: the search page's keys become valid `t` keys wherever this chunk is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<SearchMessageKey, string> {}
}

/** The search page's strings; the search module registers them before the page renders. */
export function registerSearchMessages(i18n: I18n): void {
  if (i18n.has('search.hint')) return;
  i18n.extend({ en: searchEn, it: searchIt });
}
