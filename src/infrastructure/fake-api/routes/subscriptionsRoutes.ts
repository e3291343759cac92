import type { PaymentMethod } from '../../../domain/subscription/Subscription';
import { fail } from '../FakeApiError';
import type { MembershipRecord, PaymentMethodRecord, SubscriptionRecord } from '../FakeState';
import { data, noContent, type Route, type RouteContext } from '../Route';
import { latestSubscription } from '../rules/access';
import { stableNumber } from '../rules/deterministic';
import { stringField } from '../rules/validation';

type CardOutcome = 'succeeds' | 'declined' | 'needs_authentication';

/** Stripe's well-known test payment methods behave here as they do in Stripe's test mode. */
const TEST_CARDS: Record<string, { brand: string; last4: string; outcome: CardOutcome }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'succeeds' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'succeeds' },
  pm_card_amex: { brand: 'amex', last4: '8431', outcome: 'succeeds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'declined' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', outcome: 'needs_authentication' },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3220', outcome: 'needs_authentication' },
};

export const INVOICE_URL = '/demo/invoice.svg';

function describeCard(paymentMethodId: string) {
  if (!/^pm_[A-Za-z0-9_]+$/.test(paymentMethodId)) {
    fail(422, 'ValidationError', 'The payment method is not valid.', { fields: { paymentMethodId: 'Not a payment method id.' } });
  }
  const known = TEST_CARDS[paymentMethodId];
  const card = known ?? { brand: 'visa', last4: String(stableNumber(paymentMethodId, 1000, 9999)), outcome: 'succeeds' as const };
  return { ...card, fingerprint: `fp_${card.brand}_${card.last4}` };
}

function toPaymentMethod(record: PaymentMethodRecord): PaymentMethod {
  const { id, brand, last4, expMonth, expYear, isDefault } = record;
  return { id, brand, last4, expMonth, expYear, isDefault };
}

function methodsOf(context: RouteContext, member: MembershipRecord): PaymentMethodRecord[] {
  return context.state.paymentMethods.filter((method) => method.membershipId === member.id);
}

function bundleOfThisNetwork(context: RouteContext, bundleId: string) {
  const record = context.state.bundles.find(
    (candidate) => candidate.bundle.id === bundleId && candidate.networkId === context.network.customization.id,
  );
  if (!record) fail(404, 'BundleNotFound', 'This subscription plan does not exist.');
  return record.bundle;
}

function addInvoice(context: RouteContext, member: MembershipRecord, amount: number, currency: string): void {
  context.state.invoices.push({
    id: context.backend.nextId('in'),
    membershipId: member.id,
    amount,
    currency,
    createdAt: context.backend.isoNow(),
  });
}

function subscriptionAnswer(subscription: SubscriptionRecord) {
  return data(subscription.status === 'requires_action'
    ? { status: subscription.status, clientSecret: subscription.clientSecret }
    : { status: subscription.status });
}

async function subscribe(context: RouteContext) {
  const { backend, state } = context;
  const member = context.member();
  const body = await context.json();
  const bundleId = stringField(body, 'bundleId') ?? '';
  const paymentMethodId = stringField(body, 'paymentMethodId') ?? '';
  if (!bundleId || !paymentMethodId) {
    fail(422, 'ValidationError', 'Choose a plan and a card.', { fields: { bundleId: 'Required.', paymentMethodId: 'Required.' } });
  }
  const bundle = bundleOfThisNetwork(context, bundleId);
  const current = latestSubscription(state, member.id);
  if (current && current.status !== 'canceled') fail(409, 'SubscriptionAlreadyActive', 'You already have a subscription.');
  const card = describeCard(paymentMethodId);
  if (backend.scenarios.get().declineCard || card.outcome === 'declined') {
    fail(402, 'PaymentFailed', 'Your card was declined. Please use another card.');
  }
  if (bundle.freemium && state.freemiumFingerprints.includes(card.fingerprint)) {
    fail(409, 'CardFingerprintAlreadyUsed', 'This card was already used for a free trial. Please use another card.');
  }
  const saved = methodsOf(context, member);
  if (!saved.some((method) => method.id === paymentMethodId)) {
    const year = new Date(backend.now()).getUTCFullYear();
    state.paymentMethods.push({
      id: paymentMethodId,
      membershipId: member.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: 12,
      expYear: year + 3,
      isDefault: saved.length === 0,
      fingerprint: card.fingerprint,
    });
  }
  const id = backend.nextId('sub');
  const needsAuthentication = card.outcome === 'needs_authentication';
  const subscription: SubscriptionRecord = {
    id,
    membershipId: member.id,
    networkId: context.network.customization.id,
    bundleId: bundle.id,
    status: needsAuthentication ? 'requires_action' : 'active',
    // Like Stripe's payment intent secret, it names the subscription, so /verify can find it by either.
    clientSecret: needsAuthentication ? `pi_${id}_secret_${backend.randomToken('x', 6).slice(2)}` : null,
    paymentMethodId,
    createdAt: backend.isoNow(),
  };
  state.subscriptions.push(subscription);
  if (bundle.freemium) state.freemiumFingerprints.push(card.fingerprint);
  if (!needsAuthentication) addInvoice(context, member, bundle.freemium ? 0 : bundle.price, bundle.currency);
  return subscriptionAnswer(subscription);
}

function requireSubscription(context: RouteContext, member: MembershipRecord, status: SubscriptionRecord['status'], problem: string) {
  const subscription = latestSubscription(context.state, member.id);
  if (!subscription || subscription.status !== status) fail(409, 'SubscriptionStateConflict', problem);
  return subscription;
}

export const subscriptionsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/subscriptions/bundles',
    handle: (context) => data(
      context.state.bundles
        .filter((record) => record.networkId === context.network.customization.id)
        .map((record) => ({ ...record.bundle })),
    ),
  },
  {
    method: 'GET',
    path: '/subscriptions/payment-methods',
    auth: 'required',
    handle: (context) => data(methodsOf(context, context.member()).map(toPaymentMethod)),
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
      const subscription = requireSubscription(context, context.member(), 'active', 'You have no active subscription to cancel.');
      subscription.status = 'canceled';
      return data({ status: subscription.status });
    },
  },
  {
    method: 'POST',
    path: '/subscriptions/reactivate',
    auth: 'required',
    handle: (context) => {
      const subscription = requireSubscription(context, context.member(), 'canceled', 'You have no canceled subscription to reactivate.');
      subscription.status = 'active';
      return data({ status: subscription.status });
    },
  },
  {
    method: 'POST',
    path: '/subscriptions/verify',
    auth: 'required',
    handle: async (context) => {
      const member = context.member();
      const subscriptionId = stringField(await context.json(), 'subscriptionId') ?? '';
      const subscription = context.state.subscriptions.find(
        (candidate) => candidate.membershipId === member.id
          && (candidate.id === subscriptionId || (candidate.clientSecret !== null && candidate.clientSecret === subscriptionId)),
      );
      if (!subscription) fail(404, 'SubscriptionNotFound', 'This subscription does not exist.');
      if (subscription.status === 'requires_action') {
        // The card holder passed the bank's check in the fake payment page: the first payment goes through.
        subscription.status = 'active';
        const bundle = context.state.bundles.find((record) => record.bundle.id === subscription.bundleId)?.bundle;
        if (bundle) addInvoice(context, member, bundle.freemium ? 0 : bundle.price, bundle.currency);
      }
      return data({ status: subscription.status });
    },
  },
  {
    method: 'POST',
    path: '/subscriptions/exchange/{id}',
    auth: 'required',
    handle: (context) => {
      const bundle = bundleOfThisNetwork(context, context.param('id'));
      const subscription = requireSubscription(context, context.member(), 'active', 'You need an active subscription to switch plans.');
      subscription.bundleId = bundle.id;
      return data({ status: subscription.status });
    },
  },
  {
    method: 'DELETE',
    path: '/subscriptions/payment-method/{id}',
    auth: 'required',
    handle: (context) => {
      const member = context.member();
      const methods = methodsOf(context, member);
      const method = methods.find((candidate) => candidate.id === context.param('id'));
      if (!method) fail(404, 'PaymentMethodNotFound', 'This card does not exist.');
      const subscription = latestSubscription(context.state, member.id);
      if (methods.length === 1 && subscription?.status === 'active') {
        fail(409, 'PaymentMethodInUse', 'This card pays for your subscription. Add another card before removing it.');
      }
      context.state.paymentMethods = context.state.paymentMethods.filter((candidate) => candidate !== method);
      const next = methods.find((candidate) => candidate !== method);
      if (method.isDefault && next) next.isDefault = true;
      if (next && subscription?.paymentMethodId === method.id) subscription.paymentMethodId = next.id;
      return noContent();
    },
  },
  {
    method: 'POST',
    path: '/subscriptions/payment-method/default',
    auth: 'required',
    handle: async (context) => {
      const member = context.member();
      const paymentMethodId = stringField(await context.json(), 'paymentMethodId') ?? '';
      const methods = methodsOf(context, member);
      if (!methods.some((method) => method.id === paymentMethodId)) fail(404, 'PaymentMethodNotFound', 'This card does not exist.');
      for (const method of methods) method.isDefault = method.id === paymentMethodId;
      const subscription = latestSubscription(context.state, member.id);
      if (subscription) subscription.paymentMethodId = paymentMethodId;
      return data(methods.map(toPaymentMethod));
    },
  },
  {
    method: 'GET',
    path: '/subscriptions/invoice/{id}',
    auth: 'required',
    handle: (context) => {
      const member = context.member();
      const invoice = context.state.invoices.find((candidate) => candidate.id === context.param('id') && candidate.membershipId === member.id);
      if (!invoice) fail(404, 'InvoiceNotFound', 'This invoice does not exist.');
      return data({ id: invoice.id, url: `${INVOICE_URL}?invoice=${encodeURIComponent(invoice.id)}` });
    },
  },
];
