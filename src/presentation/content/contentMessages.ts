import { registerLimitMessages } from '../kit/limitMessages';
import type { I18n } from '../i18n/I18n';
import { contentEn, type ContentMessageKey } from './messages.content.en';
import { contentIt } from './messages.content.it';

declare module '../i18n/I18n' {
  // Declaration merging: the community pages' keys become valid `t` keys wherever this chunk is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<ContentMessageKey, string> {}
}

/** The community pages' strings; the community module registers them before any of those pages renders. */
export function registerContentMessages(i18n: I18n): void {
  if (i18n.has('community.backToFeed')) return;
  registerLimitMessages(i18n);
  i18n.extend({ en: contentEn, it: contentIt });
}
