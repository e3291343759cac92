import type { Coupon, CouponDraft } from '../../domain/coupons/Coupon';

/**
 * The network's coupons (api-contract.md `/v2/coupons`). Members download a coupon to get their code (again: the same
 * code); guests list them without codes. Managers create and delete them; anyone else hears 403.
 */
export interface CouponGateway {
  list(): Promise<Coupon[]>;
  /** The coupon with the caller's code: 401 for a guest, 409 CouponExhausted, 410 CouponExpired. */
  download(couponId: string): Promise<Coupon>;
  create(draft: CouponDraft): Promise<Coupon>;
  delete(couponId: string): Promise<void>;
}
export const COUPON_GATEWAY = Symbol.for('CouponGateway');
