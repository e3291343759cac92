import { stableHash } from './deterministic';

/** Letters and digits that cannot be misread for one another (no I, O, 0, 1) when a member reads a code out at a till. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;

/**
 * The refusals of `POST /v2/coupons/{id}/download` (api-contract.md), the fake back end's and the in-memory
 * gateway's alike.
 */
export const COUPON_REFUSALS = {
  exhausted: { status: 409, code: 'CouponExhausted', message: 'This coupon has run out: every code has been taken.' },
  expired: { status: 410, code: 'CouponExpired', message: 'This coupon has expired.' },
  forbidden: { status: 403, code: 'Forbidden', message: 'Only network managers can create or delete coupons.' },
  notFound: { status: 404, code: 'NotFound', message: 'This coupon does not exist.' },
} as const;

/** Two capitals for a network's codes: the initials of its first two words ("Harbour Runners": HR), else its first two letters. */
export function couponCodePrefix(networkName: string): string {
  const words = networkName
    .normalize('NFD')
    .replace(/[^A-Za-z\s]/g, '')
    .split(/\s+/)
    .filter((word) => word !== '');
  const letters = words.length >= 2 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : (words[0] ?? '').slice(0, 2);
  return letters.length === 2 ? letters.toUpperCase() : 'CP';
}

/**
 * A member's code of a coupon, `HR-7K2Q9M`: the same coupon and member always give the same code (stable demos and
 * tests), and one already handed out for this coupon (`taken`) is never given twice.
 */
export function couponCode(prefix: string, couponId: string, membershipId: string, taken: readonly string[]): string {
  for (let attempt = 0; ; attempt += 1) {
    let code = '';
    for (let index = 0; index < CODE_LENGTH; index += 1) {
      code += CODE_ALPHABET[stableHash(`${couponId}|${membershipId}|${attempt}|${index}`) % CODE_ALPHABET.length] ?? 'X';
    }
    const candidate = `${prefix}-${code}`;
    if (!taken.includes(candidate)) return candidate;
  }
}
