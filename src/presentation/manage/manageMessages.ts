import type { I18n } from '../i18n/I18n';
import { manageEn, type ManageMessageKey } from './messages.manage.en';
import { manageIt } from './messages.manage.it';

declare module '../i18n/I18n' {
  // Declaration merging: the manager area's keys become valid `t` keys wherever this chunk is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<ManageMessageKey, string> {}
}

/** The manager area's strings; the manage module registers them before any of its screens renders. */
export function registerManageMessages(i18n: I18n): void {
  if (i18n.has('manage.title')) return;
  i18n.extend({ en: manageEn, it: manageIt });
}
