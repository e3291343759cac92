import { planChangeStartsAt, type Bundle } from '../../../domain/subscription/Subscription';
import { FakeApiError, fail, failureReply } from '../FakeApiError';
import type { MembershipRecord, PaymentMethodRecord, SubscriptionRecord } from '../FakeState';
import { data, noContent, type Reply, type Route, type RouteContext } from '../Route';
import {
  addInterval,
  bundleOf,
  cardsOf,
  chargeCard,
  currentSubscriptionOf,
  endedSubscriptionOf,
  isRecurring,
  issueInvoice,
  makeDefaultCard,
  planChangeDue,
  retryOpenInvoices,
  runningSubscriptionOf,
  startingTerms,
  subscriptionsOf,
  toInvoice,
  toPaymentMethod,
  toSubscription,
  unusedShare,
} from '../rules/billing';
import { trialDaysOfNewSubscription } from '../rules/freeTrial';
import { isPaymentMethodId, testCardOf, type CardCharge } from '../rules/testCards';
import { FieldProblems, stringField, type JsonObject } from '../rules/validation';

/** The demo's invoice document, served by the app itself (public/demo). */
export const INVOICE_URL = '/demo/invoice.svg';

/** Stripe's limit on an idempotency key. */
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

// --- plans ---------------------------------------------------------------------------------------

/** Only subscribable and purchasable networks sell anything; a retired plan is no longer sold. */
function offeredBundles(context: RouteContext): Bundle[] {
  const network = context.network.customization;
  if (network.accessType !== 'subscribable' && network.accessType !== 'purchasable') return [];
  return context.state.bundles
    .filter((record) => record.networkId === network.id && !record.retired)
    .map((record) => record.bundle);
}

function offeredBundle(context: RouteContext, bundleId: string): Bundle {
  return offeredBundles(context).find((bundle) => bundle.id === bundleId)
    ?? fail(404, 'BundleNotFound', 'This plan is not offered on this network.');
}

// --- cards ---------------------------------------------------------------------------------------

/**
 * A card the member pays with, or makes their default, is theirs from then on: Stripe attaches a card to
 * the customer when the payment form saves it (setup intent), which the fake cannot see, so the first call
 * that names the card attaches it here.
 */
function attachCard(context: RouteContext, member: MembershipRecord, paymentMethodId: string): PaymentMethodRecord {
  const mine = cardsOf(context.state, member.id);
  const saved = mine.find((method) => method.id === paymentMethodId);
  if (saved) return saved;
  const card = testCardOf(paymentMethodId);
  const year = new Date(context.backend.now()).getUTCFullYear();
  const attached: PaymentMethodRecord = {
    id: paymentMethodId,
    membershipId: member.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: 12,
    expYear: year + 3,
    isDefault: !mine.some((method) => method.isDefault),
    fingerprint: card.fingerprint,
  };
  context.state.paymentMethods.push(attached);
  return attached;
}

function savedCard(context: RouteContext, member: MembershipRecord, paymentMethodId: string) {
  return cardsOf(context.state, member.id).find((method) => method.id === paymentMethodId)
    ?? fail(404, 'PaymentMethodNotFound', 'This card is not saved any more.');
}

/** A charge made while the member waits but outside a payment form: a bank check cannot be shown there. */
function requirePaid(charge: CardCharge): void {
  if (charge.kind === 'declined') fail(402, 'PaymentFailed', charge.message);
  if (charge.kind === 'needs_authentication') {
    fail(402, 'PaymentFailed', 'Your bank asks you to confirm this payment. Pay again with this card from the plans page to confirm it.');
  }
}

// --- subscribing ---------------------------------------------------------------------------------

function trialAlreadyUsed(context: RouteContext, fingerprint: string): boolean {
  const networkId = context.network.customization.id;
  return context.state.trials.some((trial) => trial.networkId === networkId && trial.fingerprint === fingerprint);
}

/**
 * A paid (or verified) subscription starts: a one-off purchase for good, a trial for its days with a
 * first invoice of 0, or a first period charged at once. The card paying it becomes the default one.
 */
function start(context: RouteContext, subscription: SubscriptionRecord, trialDays: number): void {
  const { backend, state } = context;
  const now = backend.isoNow();
  const { firstInvoice, ...terms } = startingTerms(bundleOf(state, subscription.bundleId), trialDays, now);
  Object.assign(subscription, terms, { clientSecret: null, pendingTrialDays: 0 });
  if (terms.trialEnd !== null) {
    const card = cardsOf(state, subscription.membershipId).find((method) => method.id === subscription.paymentMethodId);
    state.trials.push({
      networkId: subscription.networkId,
      fingerprint: card?.fingerprint ?? testCardOf(subscription.paymentMethodId).fingerprint,
      membershipId: subscription.membershipId,
      startedAt: now,
    });
  }
  issueInvoice(backend, subscription, firstInvoice, 'paid');
  makeDefaultCard(state, subscription.membershipId, subscription.paymentMethodId);
}

/** `POST /subscriptions` once its key is new: every refusal here is the key's answer from then on. */
function subscribeOnce(context: RouteContext, member: MembershipRecord, body: JsonObject): Reply {
  const { backend, state } = context;
  const bundleId = stringField(body, 'bundleId') ?? '';
  const paymentMethodId = stringField(body, 'paymentMethodId') ?? '';
  const problems = new FieldProblems();
  if (!bundleId) problems.add('bundleId', 'Choose a plan.');
  if (!paymentMethodId) problems.add('paymentMethodId', 'Choose a card.');
  if (body.skipTrial !== undefined && typeof body.skipTrial !== 'boolean') problems.add('skipTrial', 'Must be true or false.');
  problems.throwIfAny();
  const bundle = offeredBundle(context, bundleId);
  if (runningSubscriptionOf(state, member.id)) {
    fail(409, 'AlreadySubscribed', bundle.interval === 'once' ? 'You have already bought this.' : 'You already have a subscription to this network.');
  }
  const card = attachCard(context, member, paymentMethodId);
  const trialDays = trialDaysOfNewSubscription(bundle, body.skipTrial === true, () => trialAlreadyUsed(context, card.fingerprint));
  if (typeof trialDays !== 'number') fail(trialDays.status, trialDays.code, trialDays.message);
  // The card is charged, or checked before a trial starts, so a trial never starts on a card that cannot pay.
  const charge = chargeCard(backend, member.id, paymentMethodId);
  if (charge.kind === 'declined') fail(402, 'PaymentFailed', charge.message);
  // This attempt replaces any earlier one still waiting for its bank check (Stripe would let it expire).
  state.subscriptions = state.subscriptions.filter((candidate) => candidate.membershipId !== member.id || candidate.status !== 'incomplete');
  const id = backend.nextId('sub');
  const subscription: SubscriptionRecord = {
    id,
    membershipId: member.id,
    networkId: context.network.customization.id,
    bundleId: bundle.id,
    status: 'incomplete',
    paymentMethodId,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    trialEnd: null,
    clientSecret: null,
    pendingTrialDays: trialDays,
    balance: 0,
    createdAt: backend.isoNow(),
    canceledAt: null,
  };
  state.subscriptions.push(subscription);
  if (charge.kind === 'needs_authentication') {
    // Like a Stripe payment intent's secret; the app hands it to the payment gateway's check.
    subscription.clientSecret = `pi_${id}_secret_${backend.randomToken('x', 6).slice(2)}`;
    return data({ subscriptionId: id, status: 'requires_action', clientSecret: subscription.clientSecret });
  }
  start(context, subscription, trialDays);
  return data({ subscriptionId: id, status: subscription.status });
}

/**
 * api-contract.md: `Idempotency-Key`s are per member, and the first answer to a key, an error included, is
 * the answer to every retry with it: nothing is charged, saved or created twice. The same key with another
 * request is refused (422 IdempotencyKeyReused, as Stripe does), since that is not a retry. Checking the key
 * and recording its answer happen with no wait in between, so two sends of one click cannot both pay.
 */
async function subscribe(context: RouteContext): Promise<Reply> {
  const { backend, state } = context;
  const member = context.member();
  const key = context.request.headers.get('Idempotency-Key')?.trim() ?? '';
  if (!key || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    fail(422, 'ValidationError', 'Send each payment attempt with its own Idempotency-Key header.', {
      fields: { 'Idempotency-Key': key ? `At most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.` : 'Required.' },
    });
  }
  const body = await context.json();
  const request = JSON.stringify([body.bundleId ?? null, body.paymentMethodId ?? null, body.skipTrial ?? null]);
  const earlier = state.idempotency.find((record) => record.membershipId === member.id && record.key === key);
  if (earlier) {
    if (earlier.request !== request) {
      fail(422, 'IdempotencyKeyReused', 'This Idempotency-Key was sent with another payment. Send a new attempt with a new key.');
    }
    return structuredClone(earlier.reply);
  }
  let reply: Reply;
  try {
    reply = subscribeOnce(context, member, body);
  } catch (error) {
    if (!(error instanceof FakeApiError)) throw error;
    reply = failureReply(error);
  }
  state.idempotency.push({ membershipId: member.id, key, request, reply: structuredClone(reply), createdAt: backend.isoNow() });
  return reply;
}

// --- the running subscription --------------------------------------------------------------------

function running(context: RouteContext, member: MembershipRecord, problem: string): SubscriptionRecord {
  return runningSubscriptionOf(context.state, member.id) ?? fail(404, 'SubscriptionNotFound', problem);
}

function statusReply(subscription: SubscriptionRecord): Reply {
  return data({ status: subscription.status });
}

/**
 * Reactivating a subscription that has ended (status canceled) cannot revive it (Stripe cannot either):
 * a new one starts on the same plan, charged at once to the default card, without a trial.
 */
function renewEnded(context: RouteContext, member: MembershipRecord): Reply {
  const { backend, state } = context;
  const ended = endedSubscriptionOf(state, member.id)
    ?? fail(404, 'SubscriptionNotFound', 'You have no subscription to reactivate.');
  const bundle = offeredBundles(context).find((candidate) => candidate.id === ended.bundleId)
    ?? fail(404, 'BundleNotFound', 'Your plan is no longer offered. Choose one of the current plans.');
  const card = cardsOf(state, member.id).find((method) => method.isDefault)
    ?? fail(409, 'PaymentMethodRequired', 'Add a card to reactivate your subscription.');
  requirePaid(chargeCard(backend, member.id, card.id));
  const subscription: SubscriptionRecord = {
    ...ended,
    id: backend.nextId('sub'),
    bundleId: bundle.id,
    paymentMethodId: card.id,
    cancelAtPeriodEnd: false,
    trialEnd: null,
    clientSecret: null,
    pendingTrialDays: 0,
    balance: 0,
    createdAt: backend.isoNow(),
    canceledAt: null,
  };
  state.subscriptions.push(subscription);
  start(context, subscription, 0);
  return statusReply(subscription);
}

/**
 * `POST /subscriptions/exchange/{bundleId}`, billed as the app states it beforehand (the domain's
 * `planChangeStartsAt`, Stripe's customer portal by default):
 * - to another billing interval: a new period starts today, charged today less the unused part of the
 *   current one (a credit larger than the new price is kept for the next invoices);
 * - to a dearer plan of the same interval: it starts today and the difference for the rest of the period
 *   is charged today; the renewal date does not move;
 * - to a cheaper plan of the same interval: the plan changes now, its price at the next renewal;
 * - during a trial: the plan changes now, the trial goes on, and its end is the first charge at the new price.
 * The answer is the switched subscription (a new `currentPeriodEnd` when a new period started).
 */
function exchange(context: RouteContext): Reply {
  const { backend, state } = context;
  const member = context.member();
  const target = offeredBundle(context, context.param('bundleId'));
  const subscription = running(context, member, 'You have no subscription to change.');
  const current = bundleOf(state, subscription.bundleId);
  if (current.interval === 'once' || target.interval === 'once') {
    fail(409, 'SubscriptionStateConflict', 'A one-off purchase cannot be exchanged for another plan.');
  }
  if (subscription.status === 'past_due') {
    fail(409, 'SubscriptionStateConflict', 'Your last payment failed. Make a working card the default one before changing plan.');
  }
  if (target.id !== current.id && subscription.status === 'active' && planChangeStartsAt(current, target) === 'today') {
    const { due, newPeriod } = planChangeDue(current, target, unusedShare(subscription.currentPeriodStart, subscription.currentPeriodEnd, backend.now()));
    if (due > 0) requirePaid(chargeCard(backend, member.id, subscription.paymentMethodId));
    subscription.bundleId = target.id;
    if (newPeriod) {
      // A credit larger than the new price is kept for the next invoices.
      subscription.balance += Math.max(0, -due);
      subscription.currentPeriodStart = backend.isoNow();
      subscription.currentPeriodEnd = addInterval(subscription.currentPeriodStart, target.interval);
    }
    issueInvoice(backend, subscription, Math.max(0, due), 'paid');
  } else {
    subscription.bundleId = target.id;
  }
  return data(toSubscription(state, subscription));
}

async function verify(context: RouteContext): Promise<Reply> {
  const member = context.member();
  const subscriptionId = stringField(await context.json(), 'subscriptionId') ?? '';
  if (!subscriptionId) fail(422, 'ValidationError', 'Say which subscription to verify.', { fields: { subscriptionId: 'Required.' } });
  const subscription = subscriptionsOf(context.state, member.id).find((candidate) => candidate.id === subscriptionId)
    ?? fail(404, 'SubscriptionNotFound', 'This subscription does not exist.');
  // The card holder passed the bank's check in the payment gateway: the first payment (or the trial) goes through.
  if (subscription.status === 'incomplete') start(context, subscription, subscription.pendingTrialDays);
  return statusReply(subscription);
}

function removeCard(context: RouteContext): Reply {
  const { state } = context;
  const member = context.member();
  const method = savedCard(context, member, context.param('id'));
  const subscription = runningSubscriptionOf(state, member.id);
  if (subscription && isRecurring(state, subscription) && (method.isDefault || subscription.paymentMethodId === method.id)) {
    fail(409, 'DefaultPaymentMethodInUse', 'This card pays for your subscription. Make another card the default one before removing it.');
  }
  state.paymentMethods = state.paymentMethods.filter((candidate) => candidate !== method);
  const next = cardsOf(state, member.id)[0];
  if (method.isDefault && next) next.isDefault = true;
  return noContent();
}

/**
 * Makes a card the default one, which pays the renewals from then on. A card the payment form has just
 * saved is attached by this call: adding a card makes it the default, as Stripe's customer portal does.
 */
async function setDefaultCard(context: RouteContext): Promise<Reply> {
  const { backend, state } = context;
  const member = context.member();
  const paymentMethodId = stringField(await context.json(), 'paymentMethodId') ?? '';
  if (!paymentMethodId) fail(422, 'ValidationError', 'Choose a card.', { fields: { paymentMethodId: 'Required.' } });
  const method = isPaymentMethodId(paymentMethodId) ? attachCard(context, member, paymentMethodId) : savedCard(context, member, paymentMethodId);
  makeDefaultCard(state, member.id, method.id);
  const subscription = runningSubscriptionOf(state, member.id);
  if (subscription && isRecurring(state, subscription)) {
    subscription.paymentMethodId = method.id;
    // As a billing portal does: a past-due subscription tries what it owes again on the new card.
    retryOpenInvoices(backend, subscription);
  }
  return data(toPaymentMethod(method));
}

export const subscriptionsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/subscriptions/bundles',
    handle: (context) => data(offeredBundles(context).map((bundle) => ({ ...bundle }))),
  },
  {
    method: 'GET',
    path: '/subscriptions/current',
    auth: 'required',
    handle: (context) => {
      const subscription = currentSubscriptionOf(context.state, context.member().id);
      return data(subscription ? toSubscription(context.state, subscription) : null);
    },
  },
  {
    method: 'GET',
    path: '/subscriptions/invoices',
    auth: 'required',
    handle: (context) => {
      const member = context.member();
      const mine = context.state.invoices.filter((invoice) => invoice.membershipId === member.id);
      // Newest first; invoices of one instant in the reverse order they were made.
      const newestFirst = mine.map((invoice, order) => ({ invoice, order })).sort((a, b) => b.invoice.createdAt.localeCompare(a.invoice.createdAt) || b.order - a.order);
      return data(newestFirst.map(({ invoice }) => toInvoice(invoice)));
    },
  },
  {
    method: 'GET',
    path: '/subscriptions/payment-methods',
    auth: 'required',
    handle: (context) => data(cardsOf(context.state, context.member().id).map(toPaymentMethod)),
  },
  {
    method: 'POST',
    path: '/subscriptions/setup-intent',
    auth: 'required',
    handle: (context) => {
      context.member();
      const intent = context.backend.randomToken('seti', 12);
      return data({ clientSecret: `${intent}_secret_${context.backend.randomToken('s', 8).slice(2)}` });
    },
  },
  { method: 'POST', path: '/subscriptions', auth: 'required', handle: subscribe },
  {
    method: 'POST',
    path: '/subscriptions/cancel',
    auth: 'required',
    handle: (context) => {
      const subscription = running(context, context.member(), 'You have no subscription to cancel.');
      if (!isRecurring(context.state, subscription)) fail(409, 'SubscriptionStateConflict', 'A one-off purchase has nothing to cancel.');
      // Access lasts until the end of the period already paid for (or of the trial).
      subscription.cancelAtPeriodEnd = true;
      return statusReply(subscription);
    },
  },
  {
    method: 'POST',
    path: '/subscriptions/reactivate',
    auth: 'required',
    handle: (context) => {
      const member = context.member();
      const subscription = runningSubscriptionOf(context.state, member.id);
      if (!subscription) return renewEnded(context, member);
      subscription.cancelAtPeriodEnd = false;
      return statusReply(subscription);
    },
  },
  { method: 'POST', path: '/subscriptions/verify', auth: 'required', handle: verify },
  { method: 'POST', path: '/subscriptions/exchange/{bundleId}', auth: 'required', handle: exchange },
  { method: 'DELETE', path: '/subscriptions/payment-method/{id}', auth: 'required', handle: removeCard },
  { method: 'POST', path: '/subscriptions/payment-method/default', auth: 'required', handle: setDefaultCard },
  {
    method: 'GET',
    path: '/subscriptions/invoice/{id}',
    auth: 'required',
    handle: (context) => {
      const member = context.member();
      const invoice = context.state.invoices.find((candidate) => candidate.id === context.param('id') && candidate.membershipId === member.id)
        ?? fail(404, 'InvoiceNotFound', 'This invoice does not exist.');
      return data({ id: invoice.id, url: `${INVOICE_URL}?invoice=${encodeURIComponent(invoice.id)}` });
    },
  },
];
