import { givesAccess, isCardExpired, type Bundle, type Invoice, type PaymentMethod, type Subscription } from '../../../domain/subscription/Subscription';
import type { FakeState, InvoiceRecord, PaymentMethodRecord, SubscriptionRecord } from '../FakeState';
import type { Scenarios } from '../Scenarios';
import { stableHash } from './deterministic';
import { testCardOf, type CardCharge } from './testCards';

/**
 * The billing rules of the fake back end, shared by its subscription routes, its access rule and its
 * clock: what a member holds, what a charge does, and what happens when a period ends.
 */

/** What billing needs of the back end (FakeBackend is one; naming it here would make an import cycle). */
export interface BillingBackend {
  readonly state: FakeState;
  readonly scenarios: { get(): Pick<Scenarios, 'declineCard'> };
  now(): number;
  isoNow(): string;
  nextId(prefix: string): string;
}

export const DAY_MS = 86_400_000;
/** Stripe lets an unpaid first payment (3-D Secure never completed) expire after 23 hours. */
export const INCOMPLETE_LIFETIME_MS = 23 * 3_600_000;
/** Stripe keeps an idempotency key's answer for 24 hours. */
export const IDEMPOTENCY_LIFETIME_MS = 24 * 3_600_000;

export type RecurringInterval = 'month' | 'year';

/** Calendar months in UTC; a day the target month lacks becomes its last day (31 January + 1 month = 28/29 February). */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString();
}

export function addInterval(iso: string, interval: RecurringInterval): string {
  return addMonths(iso, interval === 'year' ? 12 : 1);
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * DAY_MS).toISOString();
}

/** The share of a period not used yet at `now` (0 to 1); a period not known is all used. */
export function unusedShare(periodStart: string | null, periodEnd: string | null, now: number): number {
  if (!periodStart || !periodEnd) return 0;
  const start = Date.parse(periodStart);
  const end = Date.parse(periodEnd);
  return end > now ? Math.min(1, (end - now) / Math.max(1, end - start)) : 0;
}

/**
 * What a plan change that starts today is billed, in both fakes (the domain's `planChangeStartsAt` says when it
 * starts): to a dearer plan of the same interval, the difference for the unused part of the period, which goes
 * on; to another interval, a new period starts today at the new price less the unused part of the current one
 * (`due` below 0: a credit).
 */
export function planChangeDue(current: Pick<Bundle, 'price' | 'interval'>, target: Pick<Bundle, 'price' | 'interval'>, unused: number): { due: number; newPeriod: boolean } {
  if (target.interval === current.interval) return { due: Math.max(0, Math.round(target.price * unused) - Math.round(current.price * unused)), newPeriod: false };
  return { due: target.price - Math.round(current.price * unused), newPeriod: true };
}

/** What a subscription is once its first payment (or its bank check) went through. */
export interface StartingTerms {
  status: 'trialing' | 'active';
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  /** The amount of its first invoice. */
  firstInvoice: number;
}

/**
 * How a paid (or verified) subscription starts, in both fakes: a one-off purchase for good (no period), a trial
 * for its days (the first period ends with it, first invoice 0), or a first period charged at once.
 */
export function startingTerms(bundle: Pick<Bundle, 'interval' | 'price'>, trialDays: number, now: string): StartingTerms {
  const status = trialDays > 0 ? 'trialing' : 'active';
  const firstInvoice = trialDays > 0 ? 0 : bundle.price;
  if (bundle.interval === 'once') return { status, currentPeriodStart: null, currentPeriodEnd: null, trialEnd: null, firstInvoice };
  if (trialDays > 0) {
    const trialEnd = addDays(now, trialDays);
    return { status, currentPeriodStart: now, currentPeriodEnd: trialEnd, trialEnd, firstInvoice };
  }
  return { status, currentPeriodStart: now, currentPeriodEnd: addInterval(now, bundle.interval), trialEnd: null, firstInvoice };
}

// --- what a member holds -------------------------------------------------------------------------

export function bundleOf(state: FakeState, bundleId: string): Bundle {
  const record = state.bundles.find((candidate) => candidate.bundle.id === bundleId);
  // Bundles are never deleted (a retired one is kept), so a subscription always finds its own.
  if (!record) throw new Error(`Subscription points at the missing bundle ${bundleId}.`);
  return record.bundle;
}

export function subscriptionsOf(state: FakeState, membershipId: string): SubscriptionRecord[] {
  return state.subscriptions.filter((subscription) => subscription.membershipId === membershipId);
}

/** The subscription or purchase that gives access now (active, trialing or past due), if any. */
export function runningSubscriptionOf(state: FakeState, membershipId: string): SubscriptionRecord | undefined {
  return lastOf(subscriptionsOf(state, membershipId), (subscription) => givesAccess(subscription));
}

/**
 * What `GET /subscriptions/current` answers: the running one; else the last that ended (so a canceled
 * member sees what they had); else a first payment still waiting for 3-D Secure.
 */
export function currentSubscriptionOf(state: FakeState, membershipId: string): SubscriptionRecord | undefined {
  return runningSubscriptionOf(state, membershipId)
    ?? endedSubscriptionOf(state, membershipId)
    ?? lastOf(subscriptionsOf(state, membershipId), (subscription) => subscription.status === 'incomplete');
}

/** The member's last subscription that has ended (status canceled). */
export function endedSubscriptionOf(state: FakeState, membershipId: string): SubscriptionRecord | undefined {
  return lastOf(subscriptionsOf(state, membershipId), (subscription) => subscription.status === 'canceled');
}

/** `Array.prototype.findLast`, which the demo's older target browsers lack. */
function lastOf<T>(items: readonly T[], predicate: (item: T) => boolean): T | undefined {
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index];
    if (item !== undefined && predicate(item)) return item;
  }
  return undefined;
}

export function isRecurring(state: FakeState, subscription: SubscriptionRecord): boolean {
  return bundleOf(state, subscription.bundleId).interval !== 'once';
}

export function cardsOf(state: FakeState, membershipId: string): PaymentMethodRecord[] {
  return state.paymentMethods.filter((method) => method.membershipId === membershipId);
}

export function makeDefaultCard(state: FakeState, membershipId: string, paymentMethodId: string): void {
  for (const method of cardsOf(state, membershipId)) method.isDefault = method.id === paymentMethodId;
}

// --- wire views ----------------------------------------------------------------------------------

export function toSubscription(state: FakeState, record: SubscriptionRecord): Subscription {
  const bundle = bundleOf(state, record.bundleId);
  return {
    id: record.id,
    bundleId: bundle.id,
    bundleTitle: bundle.title,
    status: record.status,
    price: bundle.price,
    currency: bundle.currency,
    interval: bundle.interval,
    currentPeriodEnd: record.currentPeriodEnd,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    trialEnd: record.trialEnd,
  };
}

export function toPaymentMethod(record: PaymentMethodRecord): PaymentMethod {
  const { id, brand, last4, expMonth, expYear, isDefault } = record;
  return { id, brand, last4, expMonth, expYear, isDefault };
}

export function toInvoice(record: InvoiceRecord): Invoice {
  const { id, number, amount, currency, status, createdAt } = record;
  return { id, number, amount, currency, status, createdAt };
}

// --- money ---------------------------------------------------------------------------------------

/** Charges a member's card: the declineCard scenario, an expired saved card, or the test card's own behaviour. */
export function chargeCard(backend: BillingBackend, membershipId: string, paymentMethodId: string): CardCharge {
  if (backend.scenarios.get().declineCard) return { kind: 'declined', message: 'Your card was declined.' };
  const saved = cardsOf(backend.state, membershipId).find((method) => method.id === paymentMethodId);
  if (saved && isCardExpired(saved, new Date(backend.now()))) return { kind: 'declined', message: 'Your card has expired.' };
  return testCardOf(paymentMethodId).charge;
}

/** Stripe-like invoice numbers: a prefix of the customer, then their invoices counted from 1 (`1A2B3C4D-0003`). */
export function invoiceNumberOf(membershipId: string, ordinal: number): string {
  const prefix = stableHash(membershipId).toString(16).toUpperCase().padStart(8, '0');
  return `${prefix}-${String(ordinal).padStart(4, '0')}`;
}

export function issueInvoice(
  backend: BillingBackend,
  subscription: SubscriptionRecord,
  amount: number,
  status: InvoiceRecord['status'],
  createdAt = backend.isoNow(),
): InvoiceRecord {
  const state = backend.state;
  const invoice: InvoiceRecord = {
    id: backend.nextId('in'),
    membershipId: subscription.membershipId,
    subscriptionId: subscription.id,
    number: invoiceNumberOf(subscription.membershipId, state.invoices.filter((candidate) => candidate.membershipId === subscription.membershipId).length + 1),
    amount,
    currency: bundleOf(state, subscription.bundleId).currency,
    status,
    createdAt,
  };
  state.invoices.push(invoice);
  return invoice;
}

/** A past-due subscription whose card works again pays what it owes, and is active again. */
export function retryOpenInvoices(backend: BillingBackend, subscription: SubscriptionRecord): void {
  if (subscription.status !== 'past_due') return;
  const open = backend.state.invoices.filter((invoice) => invoice.subscriptionId === subscription.id && invoice.status === 'open');
  for (const invoice of open) {
    if (chargeCard(backend, subscription.membershipId, subscription.paymentMethodId).kind !== 'succeeds') return;
    invoice.status = 'paid';
  }
  subscription.status = 'active';
}

// --- the clock -----------------------------------------------------------------------------------

/** More renewals than a demo state left in a browser for years could owe: a guard, not a rule. */
const MAX_RENEWALS_AT_ONCE = 500;

/**
 * What the billing jobs of a real back end would have done by now (the route runner calls it before every
 * call, with the back end's clock): a first payment never confirmed expires; at a period's end, a
 * subscription canceled at period end ends, a past-due one that still owes ends (Stripe's "cancel after
 * all retries fail"), and any other renews, its card charged (a trial's end is its first charge; a credit
 * left by a plan change is taken off first): paid, it stays active; declined, it is past due, with access
 * kept and an open invoice.
 */
export function settleBilling(backend: BillingBackend): void {
  const state = backend.state;
  const now = backend.now();
  state.subscriptions = state.subscriptions.filter(
    (subscription) => subscription.status !== 'incomplete' || Date.parse(subscription.createdAt) + INCOMPLETE_LIFETIME_MS > now,
  );
  state.idempotency = state.idempotency.filter((record) => Date.parse(record.createdAt) + IDEMPOTENCY_LIFETIME_MS > now);
  for (const subscription of state.subscriptions) {
    for (let renewal = 0; renewal < MAX_RENEWALS_AT_ONCE && periodIsOver(subscription, now); renewal += 1) {
      endPeriod(backend, subscription);
    }
  }
}

function periodIsOver(subscription: SubscriptionRecord, now: number): boolean {
  return givesAccess(subscription) && subscription.currentPeriodEnd !== null && Date.parse(subscription.currentPeriodEnd) <= now;
}

function endPeriod(backend: BillingBackend, subscription: SubscriptionRecord): void {
  const state = backend.state;
  const periodEnd = subscription.currentPeriodEnd;
  const bundle = bundleOf(state, subscription.bundleId);
  if (periodEnd === null || bundle.interval === 'once') return;
  if (subscription.cancelAtPeriodEnd || subscription.status === 'past_due') {
    subscription.status = 'canceled';
    subscription.cancelAtPeriodEnd = false;
    subscription.canceledAt = periodEnd;
    for (const invoice of state.invoices) {
      if (invoice.subscriptionId === subscription.id && invoice.status === 'open') invoice.status = 'void';
    }
    return;
  }
  const credit = Math.min(subscription.balance, bundle.price);
  subscription.balance -= credit;
  const amount = bundle.price - credit;
  // Off-session, a bank that wants its card holder to confirm is a declined renewal.
  const paid = amount === 0 || chargeCard(backend, subscription.membershipId, subscription.paymentMethodId).kind === 'succeeds';
  issueInvoice(backend, subscription, amount, paid ? 'paid' : 'open', periodEnd);
  subscription.status = paid ? 'active' : 'past_due';
  subscription.currentPeriodStart = periodEnd;
  subscription.currentPeriodEnd = addInterval(periodEnd, bundle.interval);
}
