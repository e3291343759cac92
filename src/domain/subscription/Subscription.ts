/** What a plan costs and how often (api-contract.md `Bundle`): `once` is a one-off purchase of a purchasable network. */
export type BillingInterval = 'month' | 'year' | 'once';

export interface Bundle {
  id: string;
  title: string;
  description: string | null;
  /** Minor units of `currency` (cents for EUR, yen for JPY). */
  price: number;
  currency: string;
  interval: BillingInterval;
  intervalType: string;
  /** Days of free trial; 0 = none. */
  freemium: number;
  hasFreemium: boolean;
}

export interface PaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

export type SubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'canceled' | 'incomplete';

/** The member's current subscription (`GET /subscriptions/current`). */
export interface Subscription {
  id: string;
  bundleId: string;
  bundleTitle: string;
  status: SubscriptionStatus;
  price: number;
  currency: string;
  interval: BillingInterval;
  /** ISO date the paid period ends (the next renewal, or the end of access when canceled at period end). */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: string | null;
}

export interface Invoice {
  id: string;
  number: string;
  amount: number;
  currency: string;
  status: 'paid' | 'open' | 'void';
  createdAt: string;
}

/** The answer to `POST /subscriptions`: paid (or trial started), or a 3-D Secure check still to pass. */
export interface SubscribeOutcome {
  subscriptionId: string;
  status: 'active' | 'trialing' | 'requires_action';
  clientSecret: string | null;
}

/** The days of free trial a plan gives a card that never had one; 0 when it gives none. */
export function trialDaysOf(bundle: Pick<Bundle, 'freemium' | 'hasFreemium'>): number {
  return bundle.hasFreemium && bundle.freemium > 0 ? bundle.freemium : 0;
}

/** A card past its expiry month can no longer pay. */
export function isCardExpired(card: Pick<PaymentMethod, 'expMonth' | 'expYear'>, now: Date): boolean {
  const year = now.getUTCFullYear();
  return card.expYear < year || (card.expYear === year && card.expMonth < now.getUTCMonth() + 1);
}

/**
 * What a yearly plan saves against twelve months of a monthly one, in whole percent (rounded down, so
 * the page never promises more than it gives); null when there is no saving or the currencies differ.
 */
export function yearlySavingPercent(monthly: Pick<Bundle, 'price' | 'currency' | 'interval'>, yearly: Pick<Bundle, 'price' | 'currency' | 'interval'>): number | null {
  if (monthly.interval !== 'month' || yearly.interval !== 'year' || monthly.currency !== yearly.currency || monthly.price <= 0) return null;
  const percent = Math.floor((1 - yearly.price / (monthly.price * 12)) * 100);
  return percent > 0 ? percent : null;
}

/** Access lasts while the subscription is paid for, in trial, or canceled but not yet at its period end. */
export function givesAccess(subscription: Pick<Subscription, 'status'>): boolean {
  return subscription.status === 'active' || subscription.status === 'trialing' || subscription.status === 'past_due';
}

/** Why a member may cancel (asked, optional, when cancelling). */
export const CANCELLATION_REASONS = ['too_expensive', 'missing_features', 'not_using', 'other'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/**
 * When a plan change takes effect, as Stripe's customer portal does it by default: a move to a dearer
 * plan or to another billing interval starts today (the rest of the period is prorated); a move to a
 * cheaper plan of the same interval starts at the next renewal, so nothing already paid is lost.
 */
export function planChangeStartsAt(current: Pick<Subscription, 'price' | 'interval'>, target: Pick<Bundle, 'price' | 'interval'>): 'today' | 'next_renewal' {
  return target.interval === current.interval && target.price < current.price ? 'next_renewal' : 'today';
}
