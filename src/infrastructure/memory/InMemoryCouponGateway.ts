import { ApiError } from '../../application/errors/ApiError';
import type { CouponGateway } from '../../application/ports/CouponGateway';
import { isExhausted, isExpired, type Coupon, type CouponDraft } from '../../domain/coupons/Coupon';
import { can } from '../../domain/roles/Permission';
import type { Role } from '../../domain/roles/Role';
import { COUPON_REFUSALS, couponCode } from '../fake-api/rules/couponCodes';
import { ScriptedGateway } from './ScriptedGateway';

type Refusal = (typeof COUPON_REFUSALS)[keyof typeof COUPON_REFUSALS];

function refused(refusal: Refusal): ApiError {
  return new ApiError(refusal.status, refusal.code, refusal.message);
}

/**
 * One caller's view of a network's coupons, newest first (the seed's order, new ones on top), with the contract's
 * rules: a guest (`signedIn` false) lists them without codes and is asked to sign in for anything else (401); a
 * download answers the caller's code, the same one again (410 once expired, 409 once none are left); `role` decides
 * whether creating and deleting are allowed (403). Codes are the fake back end's (`HR-7K2Q9M`), for `memberId`.
 */
export class InMemoryCouponGateway extends ScriptedGateway<keyof CouponGateway> implements CouponGateway {
  role: Role = 'user';
  signedIn = true;
  now: () => number = () => Date.now();
  memberId = 'member-1';
  codePrefix = 'HR';
  private coupons: Coupon[];
  private created = 0;

  constructor(seed: Coupon[] = []) {
    super();
    this.coupons = structuredClone(seed);
  }

  async list(): Promise<Coupon[]> {
    this.enter('list');
    return this.coupons.map((coupon) => structuredClone(this.signedIn ? coupon : { ...coupon, code: null }));
  }

  async download(couponId: string): Promise<Coupon> {
    this.enter('download', couponId);
    this.requireSignedIn();
    const coupon = this.find(couponId);
    if (coupon.code === null) {
      if (isExpired(coupon, this.now())) throw refused(COUPON_REFUSALS.expired);
      if (isExhausted(coupon)) throw refused(COUPON_REFUSALS.exhausted);
      coupon.code = couponCode(this.codePrefix, coupon.id, this.memberId, []);
      if (coupon.remaining !== null) coupon.remaining -= 1;
    }
    return structuredClone(coupon);
  }

  async create(draft: CouponDraft): Promise<Coupon> {
    this.enter('create', draft);
    this.requireManager();
    const coupon: Coupon = {
      id: `coupon-${++this.created}`,
      title: draft.title,
      description: draft.description ?? null,
      imageUrl: draft.imageUrl ?? null,
      expiresAt: draft.expiresAt ?? null,
      remaining: draft.quantity ?? null,
      code: null,
    };
    this.coupons = [coupon, ...this.coupons];
    return structuredClone(coupon);
  }

  async delete(couponId: string): Promise<void> {
    this.enter('delete', couponId);
    this.requireManager();
    const coupon = this.find(couponId);
    this.coupons = this.coupons.filter((candidate) => candidate !== coupon);
  }

  private find(couponId: string): Coupon {
    const coupon = this.coupons.find((candidate) => candidate.id === couponId);
    if (!coupon) throw refused(COUPON_REFUSALS.notFound);
    return coupon;
  }

  private requireSignedIn(): void {
    if (!this.signedIn) throw new ApiError(401, 'AuthenticationRequired', 'Please sign in to continue.');
  }

  private requireManager(): void {
    this.requireSignedIn();
    if (!can(this.role, 'coupons.manage')) throw refused(COUPON_REFUSALS.forbidden);
  }
}
