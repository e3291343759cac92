import { isExpired, type Coupon } from '../../domain/coupons/Coupon';
import type { I18n } from '../i18n/I18n';
import './couponsMessages';

/** "Valid until 24 November 2026", "Expired on …" or "No expiry date": the members' cards and the manager's list alike. */
export function expiryText(coupon: Pick<Coupon, 'expiresAt'>, now: number, i18n: I18n): string {
  if (coupon.expiresAt === null) return i18n.t('coupons.noExpiry');
  return i18n.t(isExpired(coupon, now) ? 'coupons.expiredOn' : 'coupons.validUntil', { date: i18n.formatDate(coupon.expiresAt) });
}

/** "3 left", "1 left", "None left" or "Unlimited". */
export function remainingText(coupon: Pick<Coupon, 'remaining'>, i18n: I18n): string {
  if (coupon.remaining === null) return i18n.t('coupons.unlimited');
  if (coupon.remaining <= 0) return i18n.t('coupons.noneLeft');
  return coupon.remaining === 1 ? i18n.t('coupons.oneLeft') : i18n.t('coupons.left', { count: coupon.remaining });
}
