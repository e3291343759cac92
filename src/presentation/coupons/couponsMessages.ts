import type { I18n } from '../i18n/I18n';
import { couponsEn, type CouponsMessageKey } from './messages.coupons.en';
import { couponsIt } from './messages.coupons.it';

declare module '../i18n/I18n' {
  // Declaration merging: the coupons pages' keys become valid `t` keys wherever this chunk is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<CouponsMessageKey, string> {}
}

/** The coupons pages' strings (the members' page and the manager's); their module registers them first. */
export function registerCouponsMessages(i18n: I18n): void {
  if (i18n.has('coupons.title')) return;
  i18n.extend({ en: couponsEn, it: couponsIt });
}
