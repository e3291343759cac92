// @vitest-environment jsdom
import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { PaymentError } from '../../../src/application/errors/PaymentError';
import { PayForPlan } from '../../../src/application/usecases/subscription/PayForPlan';
import { ReactivateSubscription } from '../../../src/application/usecases/subscription/ReactivateSubscription';
import { RefreshAccess } from '../../../src/application/usecases/subscription/RefreshAccess';
import type { Membership } from '../../../src/domain/membership/Membership';
import type { NetworkCustomization } from '../../../src/domain/network/NetworkCustomization';
import { PaymentAttempts } from '../../../src/domain/subscription/PaymentAttempt';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryMembershipGateway } from '../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { InMemoryNavigator } from '../../../src/infrastructure/memory/InMemoryNavigator';
import { InMemoryPaymentGateway } from '../../../src/infrastructure/memory/InMemoryPaymentGateway';
import {
  cardFingerprintAlreadyUsed,
  InMemorySubscriptionGateway,
  paymentFailed,
  type PaidNetworkSeed,
} from '../../../src/infrastructure/memory/InMemorySubscriptionGateway';
import { sampleBundle, sampleMembership, sampleNetwork, samplePaymentMethod, sampleSubscription } from '../../../src/infrastructure/memory/samples';
import { AuthController } from '../../../src/presentation/auth/AuthController';
import { CARD_FORM_READY_LIMIT_MS } from '../../../src/presentation/subscription/CardFormMount';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { CardCheckout } from '../../../src/presentation/subscription/CardCheckout';
import { PaidAccess } from '../../../src/presentation/subscription/PaidAccess';
import type { PaidPageAddress } from '../../../src/presentation/subscription/PaidPageAddress';
import { PlanOffer } from '../../../src/presentation/subscription/PlanOffer';
import { SubscribePresenter } from '../../../src/presentation/subscription/SubscribePresenter';
import { registerSubscriptionMessages } from '../../../src/presentation/subscription/subscriptionMessages';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const monthly = sampleBundle({ id: 'monthly', title: 'Monthly', price: 900, interval: 'month', freemium: 7, hasFreemium: true });
const yearly = sampleBundle({ id: 'yearly', title: 'Yearly', price: 8900, interval: 'year', intervalType: 'yearly', freemium: 7, hasFreemium: true });
const course = sampleBundle({ id: 'course', title: 'Full course', price: 4900, interval: 'once', intervalType: 'one_time' });
const visa = samplePaymentMethod({ id: 'pm_card_visa', isDefault: true });
const expired = samplePaymentMethod({ id: 'pm_old', brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2024, isDefault: false });
const network = sampleNetwork({ name: 'Green Table', accessType: 'subscribable', subscribable: true });
const refused = sampleMembership({ isAccessAuthorized: false, accessDenyReason: 'not_subscribable' });

/** The subscribe page's presenter on in-memory adapters; `flush` lets pending promises settle. */
function subscribePage(options: { beforeMount?: (server: InMemorySubscriptionGateway) => void; seed?: PaidNetworkSeed; member?: Membership | null; address?: Partial<PaidPageAddress>; locale?: 'en' | 'it'; networkOf?: NetworkCustomization } = {}) {
  const server = new InMemorySubscriptionGateway({ bundles: [monthly, yearly, course], paymentMethods: [visa], now: () => NOW, ...options.seed });
  const payments = new InMemoryPaymentGateway();
  const memberships = new InMemoryMembershipGateway({ ...refused, isAccessAuthorized: true, accessDenyReason: null });
  const session = observable({ membership: options.member === undefined ? refused : options.member, network: options.networkOf ?? network }, {}, { deep: false });
  const access = new RefreshAccess(memberships, { updateMembership: (membership) => runInAction(() => (session.membership = membership)) });
  let key = 0;
  const payForPlan = new PayForPlan(server, payments, new PaymentAttempts(() => `key-${++key}`));
  const auth = new AuthController();
  const navigator = new InMemoryNavigator('/subscribe');
  const i18n = new I18n(new InMemoryCookieJar());
  registerSubscriptionMessages(i18n);
  if (options.locale === 'it') i18n.locale = 'it';
  const address: PaidPageAddress = { kind: 'subscribe', denyReason: null, planId: null, returnPath: null, ...options.address };
  const clock = new ManualClock(NOW);
  const profilePrompts: { forced?: boolean }[] = [];
  const profileFlow = { completeProfileRequested: (options: { forced?: boolean } = {}) => void profilePrompts.push(options) };
  const page = new SubscribePresenter(
    address,
    new PlanOffer(server, server, session, clock, i18n, address),
    (progress, paid) => new CardCheckout(server, payForPlan, payments, clock, i18n, address.kind, progress, paid),
    (progress) => new PaidAccess(access, new ReactivateSubscription(server, server, access), session, navigator, i18n, address.returnPath, progress, profileFlow),
    session,
    auth,
    navigator,
    i18n,
  );
  options.beforeMount?.(server);
  const unmount = page.mount();
  const slot = document.createElement('div');
  return { page, server, payments, session, auth, navigator, slot, clock, unmount, profilePrompts };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function ready(setup: ReturnType<typeof subscribePage>) {
  await flush();
  expect(setup.page.offer).toBe('ready');
  return setup;
}

describe('SubscribePresenter: the plans', () => {
  it('shows the recurring plans with their price, cadence, trial and yearly saving, in the member’s language', async () => {
    const { page } = await ready(subscribePage());
    expect(page.planViews).toEqual([
      expect.objectContaining({ id: 'monthly', price: '€9.00', cadence: 'per month', trial: '7 days free, then €9.00 per month', saving: null, cta: 'Start 7-day free trial' }),
      expect.objectContaining({ id: 'yearly', price: '€89.00', cadence: 'per year', saving: 'Save 17%' }),
    ]);
    expect(page.explanation).toBe('Your account has no active subscription to this network. Choose a plan to get access.');
  });

  it('speaks Italian: prices and cadences', async () => {
    const { page } = await ready(subscribePage({ locale: 'it' }));
    expect(page.planViews[0]).toMatchObject({ price: '9,00\u00a0€', cadence: 'al mese', trial: '7 giorni gratis, poi 9,00\u00a0€ al mese' });
  });

  it('the paywall offers the one-off purchases only', async () => {
    const { page } = await ready(subscribePage({ address: { kind: 'paywall' } }));
    expect(page.planViews.map((plan) => [plan.id, plan.cadence, plan.cta])).toEqual([['course', 'one-time payment', 'Buy access']]);
    expect(page.title).toBe('Unlock Green Table');
    expect(page.pageTitle).toBe('Get access');
  });

  it('says the plans could not load, and loads them again on retry', async () => {
    const setup = subscribePage({ beforeMount: (server) => server.failNext('bundles', new Error('offline')) });
    await flush();
    expect(setup.page.offer).toBe('failed');
    setup.page.retryLoadClicked();
    await flush();
    expect(setup.page.offer).toBe('ready');
  });

  it('a member who has access never sees a paid screen: they go to the page that sent them, or home', async () => {
    const { navigator } = await ready(subscribePage({ member: sampleMembership({ isAccessAuthorized: true }), address: { returnPath: '/contents/42' } }));
    expect(navigator.navigations).toEqual([{ path: '/contents/42', replace: true }]);
  });

  it('deny_reason=canceled: explains it and reactivates the subscription, then leads into the network', async () => {
    const member = sampleMembership({ isAccessAuthorized: false, accessDenyReason: 'canceled' });
    const setup = await ready(subscribePage({ member, address: { denyReason: 'canceled' }, seed: { subscription: sampleSubscription({ bundleId: 'monthly', status: 'canceled', currentPeriodEnd: null }) } }));
    expect(setup.page.explanation).toBe('Your subscription has ended, so the contents are no longer available.');
    expect(setup.page.offersReactivation).toBe(true);
    await setup.page.reactivateClicked();
    expect(setup.server.subscription?.status).toBe('active');
    expect(setup.navigator.paths.at(-1)).toBe('/');
  });
});

describe('SubscribePresenter: a guest', () => {
  it('is asked to sign in or up first (as the authed-before cookie has it), keeps the plan in the address, and goes on with it once signed in', async () => {
    const setup = await ready(subscribePage({ member: null, address: { returnPath: '/contents/7' } }));
    expect(setup.page.planViews[0]?.cta).toBe('Sign in to continue');
    await setup.page.planChosen('monthly');
    expect(setup.auth.request).toMatchObject({ returnPath: null });
    expect(setup.auth.request?.mode).toBeUndefined();
    expect(setup.navigator.navigations.at(-1)).toEqual({ path: '/subscribe?from=%2Fcontents%2F7&plan=monthly', replace: true });
    expect(setup.page.flow.screen).toBe('presentation');

    runInAction(() => (setup.session.membership = refused));
    await flush();
    expect(setup.page.flow).toMatchObject({ screen: 'previously_used_cards', selected: expect.objectContaining({ id: 'monthly' }) });
  });

  it('a plan in the address is taken up when the page loads signed in (after a reload or a provider’s redirect)', async () => {
    const { page } = await ready(subscribePage({ address: { planId: 'yearly' } }));
    expect(page.flow).toMatchObject({ screen: 'previously_used_cards', selected: expect.objectContaining({ id: 'yearly' }) });
  });
});

describe('SubscribePresenter: paying', () => {
  it('with a saved card: success says what was bought and when the trial ends, and leads back to the page that sent them', async () => {
    const setup = await ready(subscribePage({ address: { returnPath: '/contents/42' } }));
    await setup.page.planChosen('monthly');
    expect(setup.page.cardViews).toEqual([{ id: 'pm_card_visa', label: 'Visa •••• 4242', expiry: 'Expires 12/2030', isDefault: true, expired: false }]);
    await setup.page.savedCardChosen('pm_card_visa');
    expect(setup.page.flow.screen).toBe('payment_success');
    expect(setup.page.success).toEqual({ title: 'Your free trial has started', bought: 'Monthly · €9.00 per month', next: 'Your trial ends on December 1, 2026; then €9.00 is charged, unless you cancel before.' });
    expect(setup.session.membership?.isAccessAuthorized).toBe(true);
    await setup.page.continueClicked();
    expect(setup.navigator.paths.at(-1)).toBe('/contents/42');
    // A subscribable network asks for the profile as it always does (spec §4): nothing is forced here.
    expect(setup.profilePrompts).toEqual([]);
  });

  it('after a purchase on a purchasable network, going in forces the complete-profile prompt (spec §4 "unless forced")', async () => {
    const purchasable = sampleNetwork({ name: 'Blue Note', accessType: 'purchasable', purchasable: true });
    const setup = await ready(subscribePage({ address: { kind: 'paywall' }, networkOf: purchasable }));
    await setup.page.planChosen('course');
    await setup.page.savedCardChosen('pm_card_visa');
    expect(setup.page.flow.screen).toBe('payment_success');
    expect(setup.profilePrompts).toEqual([]);
    await setup.page.continueClicked();
    expect(setup.navigator.paths.at(-1)).toBe('/');
    expect(setup.profilePrompts).toEqual([{ forced: true }]);
  });

  it('an expired card cannot be chosen', async () => {
    const setup = await ready(subscribePage({ seed: { paymentMethods: [visa, expired] } }));
    await setup.page.planChosen('monthly');
    expect(setup.page.cardViews[1]).toMatchObject({ expired: true, expiry: 'Expired 01/2024' });
    await setup.page.savedCardChosen('pm_old');
    expect(setup.server.callsOf('subscribe')).toHaveLength(0);
  });

  it('with a new card: a setup intent, the gateway’s form in its slot, the card saved, then paid', async () => {
    const setup = await ready(subscribePage({ seed: { paymentMethods: [] } }));
    await setup.page.planChosen('monthly');
    expect(setup.page.flow.screen).toBe('payment_screen');
    expect(setup.page.gateway).toBe('ready');
    setup.page.cardForm.slotChanged(setup.slot);
    await flush();
    expect(setup.payments.lastForm).toMatchObject({ slot: setup.slot, clientSecret: setup.page.flow.clientSecret, mounted: true });
    expect(setup.page.canPay).toBe(true);
    await setup.page.payClicked();
    expect(setup.server.callsOf('subscribe')[0]?.[0]).toEqual({ bundleId: 'monthly', paymentMethodId: 'pm_card_visa', skipTrial: false });
    expect(setup.page.flow.screen).toBe('payment_success');
    expect(setup.payments.lastForm?.mounted).toBe(false);
  });

  it('a card declined at setup: setup_intent_error with the reason; trying again mounts a new form on a new intent', async () => {
    const setup = await ready(subscribePage({ seed: { paymentMethods: [] } }));
    await setup.page.planChosen('monthly');
    setup.page.cardForm.slotChanged(setup.slot);
    await flush();
    const firstSecret = setup.page.flow.clientSecret;
    setup.payments.queueConfirmSetup(new PaymentError('declined', 'Your card was declined.'));
    await setup.page.payClicked();
    expect(setup.page.flow).toMatchObject({ screen: 'setup_intent_error', setupIntentError: 'Your card was declined.' });
    expect(setup.server.callsOf('subscribe')).toHaveLength(0);
    await setup.page.retryClicked();
    setup.page.cardForm.slotChanged(setup.slot);
    await flush();
    expect(setup.page.flow.screen).toBe('payment_screen');
    expect(setup.page.flow.clientSecret).not.toBe(firstSecret);
    expect(setup.payments.lastForm?.clientSecret).toBe(setup.page.flow.clientSecret);
    expect(setup.payments.forms.filter((form) => form.mounted)).toHaveLength(1);
  });

  it.each([
    ['an incomplete card', new PaymentError('incomplete', 'The card number is incomplete.')],
    ['a card the gateway could not be asked about (offline)', new PaymentError('unavailable', 'Network error.')],
  ])('%s stays as typed on its form, with the problem said, and nothing is sent', async (_case, failure) => {
    const setup = await ready(subscribePage({ seed: { paymentMethods: [] } }));
    await setup.page.planChosen('monthly');
    setup.page.cardForm.slotChanged(setup.slot);
    await flush();
    const form = setup.payments.lastForm;
    setup.payments.queueConfirmSetup(failure);
    await setup.page.payClicked();
    expect(setup.page.flow.screen).toBe('payment_screen');
    expect(setup.page.cardProblem).toBe(failure.message);
    expect(setup.payments.lastForm).toBe(form);
    expect(form?.mounted).toBe(true);
    expect(setup.server.callsOf('subscribe')).toEqual([]);
  });

  it('declined at payment: payment_error with the reason; another card leads to the saved cards; retrying the same card is a new attempt', async () => {
    const setup = await ready(subscribePage());
    await setup.page.planChosen('monthly');
    setup.server.queueSubscribe(paymentFailed('Your card has insufficient funds.'));
    await setup.page.savedCardChosen('pm_card_visa');
    expect(setup.page.flow).toMatchObject({ screen: 'payment_error', paymentError: 'Your card has insufficient funds.' });
    await setup.page.retryClicked();
    expect(setup.page.flow.screen).toBe('payment_success');
    expect(setup.server.keysSent).toEqual(['key-1', 'key-2']);
  });

  it('3-D Secure: a failed check is a payment_error in the bank’s words', async () => {
    const setup = await ready(subscribePage());
    await setup.page.planChosen('monthly');
    setup.server.queueSubscribe('requires_action');
    setup.payments.queueNextAction(new PaymentError('authentication_failed', 'The bank could not confirm this payment.'));
    await setup.page.savedCardChosen('pm_card_visa');
    expect(setup.page.flow).toMatchObject({ screen: 'payment_error', paymentError: 'The bank could not confirm this payment.' });
    setup.page.anotherCardClicked();
    expect(setup.page.flow.screen).toBe('previously_used_cards');
  });

  it('a card that had the trial: card_fingerprint_error, then paying without the trial', async () => {
    const setup = await ready(subscribePage());
    await setup.page.planChosen('monthly');
    setup.server.queueSubscribe(cardFingerprintAlreadyUsed());
    await setup.page.savedCardChosen('pm_card_visa');
    expect(setup.page.flow.screen).toBe('card_fingerprint_error');
    await setup.page.payWithoutTrialClicked();
    expect(setup.server.callsOf('subscribe').at(-1)?.[0]).toMatchObject({ skipTrial: true });
    expect(setup.page.flow.screen).toBe('payment_success');
    expect(setup.page.success?.title).toBe('You are subscribed');
  });

  it('no answer: the screen stays and says so; trying again is the same payment (same key), charged once', async () => {
    const setup = await ready(subscribePage());
    await setup.page.planChosen('monthly');
    setup.server.queueSubscribe('answer_lost');
    await setup.page.savedCardChosen('pm_card_visa');
    expect(setup.page.flow.screen).toBe('previously_used_cards');
    expect(setup.page.notice).toBe('The payment could not be confirmed: the server did not answer. Try again: you will not be charged twice.');
    await setup.page.savedCardChosen('pm_card_visa');
    expect(setup.page.flow.screen).toBe('payment_success');
    expect(setup.server.keysSent).toEqual(['key-1', 'key-1']);
    expect(setup.server.subscriptionsCreated).toBe(1);
  });

  it('a member who has a plan already is shown the plan they have, not the one they clicked', async () => {
    const setup = await ready(subscribePage({ seed: { subscription: sampleSubscription({ bundleId: 'yearly', bundleTitle: 'Yearly', price: 8900, interval: 'year', currentPeriodEnd: '2027-03-01T00:00:00.000Z' }) } }));
    await setup.page.planChosen('monthly');
    await setup.page.savedCardChosen('pm_card_visa');
    expect(setup.server.subscriptionsCreated).toBe(0);
    expect(setup.page.success).toEqual({ title: 'You are subscribed', bought: 'Yearly · €89.00 per year', next: 'Next renewal on March 1, 2027.' });
  });

  it('after no answer on the card form, the pay button tries again and cannot be pressed while it runs', async () => {
    const setup = await ready(subscribePage({ seed: { paymentMethods: [] } }));
    await setup.page.planChosen('monthly');
    setup.page.cardForm.slotChanged(setup.slot);
    await flush();
    setup.server.queueSubscribe('answer_lost');
    await setup.page.payClicked();
    expect(setup.page.flow).toMatchObject({ screen: 'payment_screen', paymentMethodId: 'pm_card_visa' });
    expect(setup.page.payButtonLabel).toBe('Try again');
    expect(setup.page.canPay).toBe(true);

    const retried = setup.page.payClicked();
    expect(setup.page.canPay).toBe(false);
    await retried;
    expect(setup.page.flow.screen).toBe('payment_success');
    expect(setup.server.keysSent).toEqual(['key-1', 'key-1']);
  });

  it('a double click pays once', async () => {
    const setup = await ready(subscribePage());
    await setup.page.planChosen('monthly');
    await Promise.all([setup.page.savedCardChosen('pm_card_visa'), setup.page.savedCardChosen('pm_card_visa')]);
    expect(setup.server.callsOf('subscribe')).toHaveLength(1);
  });
});

describe('SubscribePresenter: the card side', () => {
  it('when the gateway cannot load (a blocker, offline): says so and tries again', async () => {
    const setup = await ready(subscribePage({ seed: { paymentMethods: [] } }));
    setup.payments.failNext('load', new PaymentError('unavailable', 'Stripe.js could not load.'));
    await setup.page.planChosen('monthly');
    expect(setup.page.gateway).toBe('unavailable');
    await setup.page.cardFormRetryClicked();
    expect(setup.page.gateway).toBe('ready');
  });

  it('a setup intent that cannot be had: said with a retry, no skeleton left waiting', async () => {
    const setup = await ready(subscribePage({ seed: { paymentMethods: [] } }));
    setup.server.failNext('setupIntent', new Error('offline'));
    await setup.page.planChosen('monthly');
    expect(setup.page.intentProblem).toBe('Something went wrong. Please try again.');
    expect(setup.page.flow.clientSecret).toBeNull();
    await setup.page.cardFormRetryClicked();
    expect(setup.page.intentProblem).toBe('');
    expect(setup.page.flow.clientSecret).not.toBeNull();
  });

  it('a form that fails to show after the script loaded is the gateway unavailable, with a retry', async () => {
    const setup = await ready(subscribePage({ seed: { paymentMethods: [] } }));
    await setup.page.planChosen('monthly');
    setup.page.cardForm.slotChanged(setup.slot);
    await flush();
    setup.payments.failNext('mountCardForm', new PaymentError('unavailable', 'The form could not load.'));
    await setup.page.cardFormRetryClicked();
    setup.page.cardForm.slotChanged(setup.slot);
    await flush();
    expect(setup.page.gateway).toBe('unavailable');
  });

  it('a form that never becomes ready is taken down after the time limit, said unavailable, and a retry mounts a new one', async () => {
    const setup = await ready(subscribePage({ seed: { paymentMethods: [] } }));
    setup.payments.holdReady = true;
    await setup.page.planChosen('monthly');
    setup.page.cardForm.slotChanged(setup.slot);
    await flush();
    const stuck = setup.payments.lastForm;
    setup.clock.advance(CARD_FORM_READY_LIMIT_MS - 1);
    expect(setup.page.gateway).toBe('ready');
    setup.clock.advance(1);
    expect(setup.page.gateway).toBe('unavailable');
    expect(stuck?.mounted).toBe(false);

    setup.payments.holdReady = false;
    await setup.page.cardFormRetryClicked();
    setup.page.cardForm.slotChanged(setup.slot);
    await flush();
    expect(setup.page.gateway).toBe('ready');
    expect(setup.page.cardForm.ready).toBe(true);
    expect(setup.payments.lastForm).not.toBe(stuck);
    // The limit of the form that became ready is gone with it.
    setup.clock.advance(CARD_FORM_READY_LIMIT_MS);
    expect(setup.page.gateway).toBe('ready');
  });

  it('an http build without payments says they are not configured', async () => {
    const setup = await ready(subscribePage({ seed: { paymentMethods: [] } }));
    setup.payments.failNext('load', new PaymentError('not_configured', 'Payments are not configured.'));
    await setup.page.planChosen('monthly');
    expect(setup.page.gateway).toBe('not_configured');
  });

  it('the form goes when the page goes', async () => {
    const setup = await ready(subscribePage({ seed: { paymentMethods: [] } }));
    await setup.page.planChosen('monthly');
    setup.page.cardForm.slotChanged(setup.slot);
    await flush();
    setup.unmount();
    expect(setup.payments.lastForm?.mounted).toBe(false);
  });
});
