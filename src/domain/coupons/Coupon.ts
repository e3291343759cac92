/**
 * A network's coupon (api-contract.md Coupon): a member downloads it to get their code. `remaining` null: unlimited;
 * `expiresAt` null: never expires; `code` is the caller's, once downloaded (guests never see one).
 */
export interface Coupon {
  id: string;
  title: string;
  description: string | null;
  imageUrl: string | null;
  expiresAt: string | null;
  remaining: number | null;
  code: string | null;
}

/** What a manager fills in to create a coupon (`POST /v2/coupons`); `quantity` absent: unlimited. */
export interface CouponDraft {
  title: string;
  description?: string;
  imageUrl?: string;
  expiresAt?: string;
  quantity?: number;
}

/** The longest title and description the create form takes (the contract gives none; the fakes refuse longer). */
export const COUPON_TITLE_MAX = 80;
export const COUPON_DESCRIPTION_MAX = 500;
/** The most codes one coupon may hand out. */
export const COUPON_QUANTITY_MAX = 100_000;

/** A coupon past its expiry can no longer be downloaded (410 CouponExpired); a code already taken stays the member's. */
export function isExpired(coupon: Pick<Coupon, 'expiresAt'>, nowMs: number): boolean {
  return coupon.expiresAt !== null && Date.parse(coupon.expiresAt) <= nowMs;
}

/** None left to hand out (409 CouponExhausted). */
export function isExhausted(coupon: Pick<Coupon, 'remaining'>): boolean {
  return coupon.remaining !== null && coupon.remaining <= 0;
}
