// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NETWORK_IDS, T0, contentsAs, meAs, setupFakeApi, type ApiAnswer, type Harness } from '../fakeApiHarness';

const DAY = 86_400_000;
// Months pass in these tests: the sessions outlast them.
const api = setupFakeApi({ accessTokenTtlMs: 1000 * DAY });
const iso = (ms: number) => new Date(ms).toISOString();

interface Member {
  token: string;
  call(method: string, path: string, body?: object, headers?: Record<string, string>): Promise<ApiAnswer>;
  subscribe(body: object, key?: string): Promise<ApiAnswer>;
  current(): Promise<Record<string, unknown> | null>;
  invoices(): Promise<{ id: string; amount: number; status: string; createdAt: string }[]>;
  cards(): Promise<{ id: string; isDefault: boolean }[]>;
  canRead(): Promise<boolean>;
}

let keys = 0;

/** Signs a demo account in to a paid network and gives the calls of this file, as that member. */
async function as(email: string, networkId: string = NETWORK_IDS.greenTable, harness: Harness = api): Promise<Member> {
  const { accessToken: token } = await meAs(harness, email, networkId);
  const call = (method: string, path: string, body?: object, headers?: Record<string, string>) => harness.call(method, path, { token, networkId, body, headers });
  return {
    token,
    call,
    subscribe: (body, key = `key-${++keys}`) => call('POST', '/subscriptions', body, { 'Idempotency-Key': key }),
    current: async () => (await call('GET', '/subscriptions/current')).json.data as Record<string, unknown> | null,
    invoices: async () => (await call('GET', '/subscriptions/invoices')).json.data as { id: string; amount: number; status: string; createdAt: string }[],
    cards: async () => (await call('GET', '/subscriptions/payment-methods')).json.data as { id: string; isDefault: boolean }[],
    canRead: async () => (await contentsAs(harness, networkId, token)).status === 200,
  };
}

const errorOf = (answer: ApiAnswer) => [answer.status, answer.json.error?.code];

describe('plans', () => {
  it('lists what a paid network sells to anyone, and nothing on a network that sells nothing', async () => {
    const green = await api.call('GET', '/subscriptions/bundles', { networkId: NETWORK_IDS.greenTable });
    expect((green.json.data as { id: string; interval: string; freemium: number; hasFreemium: boolean }[]).map((bundle) => [bundle.id, bundle.interval, bundle.freemium, bundle.hasFreemium])).toEqual([
      ['bundle-green-monthly', 'month', 7, true],
      ['bundle-green-yearly', 'year', 7, true],
    ]);
    const blue = await api.call('GET', '/subscriptions/bundles', { networkId: NETWORK_IDS.blueNote });
    expect((blue.json.data as { interval: string }[]).map((bundle) => bundle.interval)).toEqual(['once', 'once']);
    expect((await api.call('GET', '/subscriptions/bundles', { networkId: NETWORK_IDS.harbour })).json.data).toEqual([]);
  });

  it('sells nothing on a network that is neither subscribable nor purchasable, even a plan of another network', async () => {
    const ada = await as('ada@demo.test', NETWORK_IDS.harbour);

    expect(errorOf(await ada.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa' }))).toEqual([404, 'BundleNotFound']);
    expect(await ada.current()).toBeNull();
  });

  it('asks a guest to sign in for anything but the plans', async () => {
    for (const [method, path] of [['GET', '/subscriptions/current'], ['GET', '/subscriptions/invoices'], ['GET', '/subscriptions/payment-methods'], ['POST', '/subscriptions/setup-intent']] as const) {
      expect(errorOf(await api.call(method, path, { networkId: NETWORK_IDS.greenTable }))).toEqual([401, 'AuthenticationRequired']);
    }
  });
});

describe('subscribing', () => {
  it('starts a 7-day trial on a card that never had one: first invoice 0, access at once, the card saved as default', async () => {
    const tom = await as('tom@demo.test');

    const answer = await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa' });

    expect(answer.json).toEqual({ data: { subscriptionId: expect.stringMatching(/^sub-\d+$/), status: 'trialing' } });
    expect(await tom.current()).toEqual({
      id: (answer.json.data as { subscriptionId: string }).subscriptionId,
      bundleId: 'bundle-green-monthly',
      bundleTitle: 'Monthly',
      status: 'trialing',
      price: 900,
      currency: 'EUR',
      interval: 'month',
      currentPeriodEnd: iso(T0 + 7 * DAY),
      cancelAtPeriodEnd: false,
      trialEnd: iso(T0 + 7 * DAY),
    });
    expect(await tom.invoices()).toEqual([expect.objectContaining({ amount: 0, status: 'paid', createdAt: iso(T0) })]);
    expect(await tom.canRead()).toBe(true);
  });

  it('charges the first period at once when asked to skip the trial', async () => {
    const tom = await as('tom@demo.test');

    const answer = await tom.subscribe({ bundleId: 'bundle-green-yearly', paymentMethodId: 'pm_card_visa', skipTrial: true });

    expect((answer.json.data as { status: string }).status).toBe('active');
    expect(await tom.current()).toMatchObject({ status: 'active', trialEnd: null, currentPeriodEnd: '2027-03-10T09:00:00.000Z' });
    expect((await tom.invoices()).map((invoice) => invoice.amount)).toEqual([8900]);
  });

  it('charges the card at the end of the trial, and keeps renewing', async () => {
    const tom = await as('tom@demo.test');
    await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa' });

    api.clock.advance(7 * DAY + 1);
    expect(await tom.current()).toMatchObject({ status: 'active', currentPeriodEnd: '2026-04-17T09:00:00.000Z' });
    api.clock.advance(31 * DAY);
    expect(await tom.current()).toMatchObject({ status: 'active', currentPeriodEnd: '2026-05-17T09:00:00.000Z' });
    expect((await tom.invoices()).map((invoice) => [invoice.amount, invoice.createdAt])).toEqual([
      [900, '2026-04-17T09:00:00.000Z'],
      [900, '2026-03-17T09:00:00.000Z'],
      [0, iso(T0)],
    ]);
  });

  it('gives a card one free trial per network, whoever saved it', async () => {
    const tom = await as('tom@demo.test');
    await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa' });
    const elena = await as('elena@demo.test');

    const reused = await elena.subscribe({ bundleId: 'bundle-green-yearly', paymentMethodId: 'pm_card_visa' });

    expect(errorOf(reused)).toEqual([409, 'CardFingerprintAlreadyUsed']);
    expect(reused.json.error?.message).toBe('This card has already had a free trial. Pay now without the trial, or use another card.');
    expect((await elena.subscribe({ bundleId: 'bundle-green-yearly', paymentMethodId: 'pm_card_visa', skipTrial: true })).json.data).toMatchObject({ status: 'active' });
  });

  it("declines Stripe's declining test cards with 402 PaymentFailed and the issuer's reason; the card stays saved", async () => {
    const tom = await as('tom@demo.test');

    const insufficient = await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' });
    const declined = await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_chargeDeclined', skipTrial: true });
    const expired = await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_tom_expired_mastercard' });

    expect([...errorOf(insufficient), insufficient.json.error?.message]).toEqual([402, 'PaymentFailed', 'Your card has insufficient funds.']);
    expect([...errorOf(declined), declined.json.error?.message]).toEqual([402, 'PaymentFailed', 'Your card was declined.']);
    expect([...errorOf(expired), expired.json.error?.message]).toEqual([402, 'PaymentFailed', 'Your card has expired.']);
    expect((await tom.cards()).map((card) => card.id)).toContain('pm_card_chargeDeclinedInsufficientFunds');
    expect(await tom.current()).toBeNull();
    expect(await tom.invoices()).toEqual([]);
  });

  it('asks for the bank check (requires_action); verify starts the subscription, with its trial', async () => {
    const tom = await as('tom@demo.test');

    const pending = await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_authenticationRequired' });
    const { subscriptionId, status, clientSecret } = pending.json.data as { subscriptionId: string; status: string; clientSecret: string };

    expect(status).toBe('requires_action');
    expect(clientSecret).toMatch(new RegExp(`^pi_${subscriptionId}_secret_`));
    expect(await tom.current()).toMatchObject({ id: subscriptionId, status: 'incomplete' });
    expect(await tom.canRead()).toBe(false);
    expect(errorOf(await tom.call('POST', '/subscriptions/verify', { subscriptionId: 'sub-unknown' }))).toEqual([404, 'SubscriptionNotFound']);
    expect((await tom.call('POST', '/subscriptions/verify', { subscriptionId })).json).toEqual({ data: { status: 'trialing' } });
    expect((await tom.call('POST', '/subscriptions/verify', { subscriptionId })).json).toEqual({ data: { status: 'trialing' } });
    expect(await tom.canRead()).toBe(true);
    expect((await tom.invoices()).map((invoice) => invoice.amount)).toEqual([0]);
  });

  it('lets a payment left waiting for its bank check expire after 23 hours, or be replaced by a new attempt', async () => {
    const tom = await as('tom@demo.test');
    await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_authenticationRequired' });
    const second = await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_authenticationRequired' });
    const { subscriptionId } = second.json.data as { subscriptionId: string };
    expect(api.backend.state.subscriptions.filter((subscription) => subscription.membershipId === 'mem-tom-greentable').map((subscription) => subscription.id)).toEqual([subscriptionId]);

    api.clock.advance(23 * 3_600_000);
    expect(await tom.current()).toBeNull();
    expect(errorOf(await tom.call('POST', '/subscriptions/verify', { subscriptionId }))).toEqual([404, 'SubscriptionNotFound']);
  });

  it('refuses a member who already has a subscription or a purchase with 409 AlreadySubscribed', async () => {
    const chiara = await as('chiara@demo.test');
    const paolo = await as('paolo@demo.test');
    const leo = await as('leo@demo.test', NETWORK_IDS.blueNote);

    expect(errorOf(await chiara.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa' }))).toEqual([409, 'AlreadySubscribed']);
    expect(errorOf(await paolo.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa' }))).toEqual([409, 'AlreadySubscribed']);
    expect(errorOf(await leo.subscribe({ bundleId: 'bundle-bluenote-review', paymentMethodId: 'pm_card_visa' }))).toEqual([409, 'AlreadySubscribed']);
  });

  it('sells a one-off purchase: active for good, no period, no trial', async () => {
    const sara = await as('sara@demo.test', NETWORK_IDS.blueNote);
    expect(await sara.canRead()).toBe(false);

    const bought = await sara.subscribe({ bundleId: 'bundle-bluenote-course', paymentMethodId: 'pm_card_mastercard' });

    expect((bought.json.data as { status: string }).status).toBe('active');
    expect(await sara.current()).toMatchObject({ interval: 'once', status: 'active', currentPeriodEnd: null, trialEnd: null });
    expect((await sara.invoices()).map((invoice) => invoice.amount)).toEqual([4900]);
    expect(await sara.canRead()).toBe(true);
    api.clock.advance(400 * DAY);
    expect(await sara.canRead()).toBe(true);
    expect(errorOf(await sara.call('POST', '/subscriptions/cancel', {}))).toEqual([409, 'SubscriptionStateConflict']);
  });

  it('checks the request: a plan, a card id, and skipTrial true or false', async () => {
    const tom = await as('tom@demo.test');

    const missing = await tom.subscribe({ skipTrial: 'yes' });
    const notACard = await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: '4242424242424242' });

    expect(errorOf(missing)).toEqual([422, 'ValidationError']);
    expect(missing.json.error?.details).toEqual({ fields: { bundleId: 'Choose a plan.', paymentMethodId: 'Choose a card.', skipTrial: 'Must be true or false.' } });
    expect(errorOf(notACard)).toEqual([422, 'ValidationError']);
  });
});

describe('Idempotency-Key', () => {
  it('is required: a payment without one is refused with 422 before anything happens', async () => {
    const tom = await as('tom@demo.test');

    const answer = await tom.call('POST', '/subscriptions', { bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa' });

    expect(errorOf(answer)).toEqual([422, 'ValidationError']);
    expect(answer.json.error?.details).toEqual({ fields: { 'Idempotency-Key': 'Required.' } });
    expect(await tom.current()).toBeNull();
  });

  it('answers every retry with the first answer, and pays once', async () => {
    const tom = await as('tom@demo.test');
    const body = { bundleId: 'bundle-green-yearly', paymentMethodId: 'pm_card_visa', skipTrial: true };

    const answers = await Promise.all([tom.subscribe(body, 'attempt-1'), tom.subscribe(body, 'attempt-1')]);
    const later = await tom.subscribe(body, 'attempt-1');

    expect(answers[1]).toEqual(answers[0]);
    expect(later).toEqual(answers[0]);
    expect(api.backend.state.subscriptions.filter((subscription) => subscription.membershipId === 'mem-tom-greentable')).toHaveLength(1);
    expect((await tom.invoices()).map((invoice) => invoice.amount)).toEqual([8900]);
  });

  it('answers a retry with the first refusal too, even when the card would pay now; a new key is a new attempt', async () => {
    api.backend.scenarios.set({ declineCard: true });
    const tom = await as('tom@demo.test');
    const body = { bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa' };
    const refused = await tom.subscribe(body, 'attempt-1');
    api.backend.scenarios.set({ declineCard: false });

    expect(await tom.subscribe(body, 'attempt-1')).toEqual(refused);
    expect(errorOf(refused)).toEqual([402, 'PaymentFailed']);
    expect((await tom.subscribe(body, 'attempt-2')).json.data).toMatchObject({ status: 'trialing' });
  });

  it('replays the bank check of a payment that needs one, and the subscription it made', async () => {
    const tom = await as('tom@demo.test');
    const body = { bundleId: 'bundle-green-yearly', paymentMethodId: 'pm_card_authenticationRequired', skipTrial: true };
    const first = await tom.subscribe(body, 'attempt-1');
    const { subscriptionId } = first.json.data as { subscriptionId: string };
    await tom.call('POST', '/subscriptions/verify', { subscriptionId });

    expect(await tom.subscribe(body, 'attempt-1')).toEqual(first);
    expect((await tom.call('POST', '/subscriptions/verify', { subscriptionId })).json).toEqual({ data: { status: 'active' } });
    expect((await tom.invoices()).map((invoice) => invoice.amount)).toEqual([8900]);
  });

  it('refuses a key sent again with another payment (422 IdempotencyKeyReused)', async () => {
    const tom = await as('tom@demo.test');
    await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' }, 'attempt-1');

    expect(errorOf(await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa' }, 'attempt-1'))).toEqual([422, 'IdempotencyKeyReused']);
  });

  it("is per member: another member's key of the same text is another payment", async () => {
    const tom = await as('tom@demo.test');
    const elena = await as('elena@demo.test');

    await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa' }, 'shared-text');
    const hers = await elena.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_mastercard', skipTrial: true }, 'shared-text');

    expect((hers.json.data as { status: string }).status).toBe('active');
    expect(await elena.current()).toMatchObject({ status: 'active' });
  });

  it('forgets a key after 24 hours, as Stripe does', async () => {
    const tom = await as('tom@demo.test');
    const body = { bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' };
    await tom.subscribe(body, 'attempt-1');
    expect(api.backend.state.idempotency).toHaveLength(1);

    api.clock.advance(24 * 3_600_000);
    await tom.current();
    expect(api.backend.state.idempotency).toEqual([]);
  });
});

describe('the running subscription', () => {
  it('cancels at the end of the paid period: access lasts until then, then the reason is canceled', async () => {
    const chiara = await as('chiara@demo.test');

    expect((await chiara.call('POST', '/subscriptions/cancel', {})).json).toEqual({ data: { status: 'active' } });
    expect(await chiara.current()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: '2026-11-17T09:00:00.000Z' });
    expect(await chiara.canRead()).toBe(true);

    api.clock.advance(Date.parse('2026-11-17T09:00:00.000Z') - T0);
    expect(await chiara.current()).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    const denied = await contentsAs(api, NETWORK_IDS.greenTable, chiara.token);
    expect(denied.json.error?.details).toEqual({ reason: 'canceled' });
    expect((await chiara.invoices()).map((invoice) => invoice.amount)).toEqual([8900, 0]);
  });

  it('cancels a trial at its end without charging it', async () => {
    const tom = await as('tom@demo.test');
    await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa' });
    await tom.call('POST', '/subscriptions/cancel', {});

    api.clock.advance(7 * DAY);
    expect(await tom.current()).toMatchObject({ status: 'canceled' });
    expect((await tom.invoices()).map((invoice) => invoice.amount)).toEqual([0]);
  });

  it('reactivates a subscription canceled at period end: it renews again', async () => {
    const chiara = await as('chiara@demo.test');
    await chiara.call('POST', '/subscriptions/cancel', {});

    expect((await chiara.call('POST', '/subscriptions/reactivate', {})).json).toEqual({ data: { status: 'active' } });
    expect(await chiara.current()).toMatchObject({ id: 'sub-chiara-yearly', cancelAtPeriodEnd: false });
  });

  it('reactivates a subscription that has ended with a new one on its plan, charged to the default card, without a trial', async () => {
    const elena = await as('elena@demo.test');
    expect(await elena.canRead()).toBe(false);

    expect((await elena.call('POST', '/subscriptions/reactivate', {})).json).toEqual({ data: { status: 'active' } });

    expect(await elena.current()).toMatchObject({ id: expect.not.stringMatching('sub-elena-monthly'), bundleId: 'bundle-green-monthly', status: 'active', trialEnd: null, currentPeriodEnd: '2026-04-10T09:00:00.000Z' });
    expect((await elena.invoices())[0]).toMatchObject({ amount: 900, status: 'paid', createdAt: iso(T0) });
    expect(await elena.canRead()).toBe(true);
  });

  it('refuses to reactivate when the default card cannot pay, or when there is nothing to reactivate', async () => {
    api.backend.scenarios.set({ declineCard: true });
    const elena = await as('elena@demo.test');
    const tom = await as('tom@demo.test');

    expect(errorOf(await elena.call('POST', '/subscriptions/reactivate', {}))).toEqual([402, 'PaymentFailed']);
    expect(await elena.canRead()).toBe(false);
    expect(errorOf(await tom.call('POST', '/subscriptions/reactivate', {}))).toEqual([404, 'SubscriptionNotFound']);
    expect(errorOf(await tom.call('POST', '/subscriptions/cancel', {}))).toEqual([404, 'SubscriptionNotFound']);
  });

  it('keeps a past-due member reading while the payment is due, and ends the subscription at the period end', async () => {
    const paolo = await as('paolo@demo.test');
    expect(await paolo.canRead()).toBe(true);

    api.clock.advance(Date.parse('2026-04-07T09:00:00.000Z') - T0);

    expect(await paolo.current()).toMatchObject({ status: 'canceled' });
    expect((await paolo.invoices())[0]).toMatchObject({ amount: 700, status: 'void' });
    expect(await paolo.canRead()).toBe(false);
  });

  it('makes a renewal that is declined past due, with an open invoice and access kept', async () => {
    const tom = await as('tom@demo.test');
    await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa' });
    api.backend.scenarios.set({ declineCard: true });

    api.clock.advance(7 * DAY);

    expect(await tom.current()).toMatchObject({ status: 'past_due', currentPeriodEnd: '2026-04-17T09:00:00.000Z' });
    expect((await tom.invoices())[0]).toMatchObject({ amount: 900, status: 'open' });
    expect(await tom.canRead()).toBe(true);
  });
});

describe('changing plan', () => {
  it('to another interval: a new period starts today, charged less the unused part of the current one', async () => {
    const tom = await as('tom@demo.test');
    await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa', skipTrial: true });
    api.clock.advance(Date.parse('2026-03-25T09:00:00.000Z') - T0);

    const changed = await tom.call('POST', '/subscriptions/exchange/bundle-green-yearly', {});

    expect(changed.json.data).toMatchObject({ bundleId: 'bundle-green-yearly', bundleTitle: 'Yearly', price: 8900, interval: 'year', status: 'active', currentPeriodEnd: '2027-03-25T09:00:00.000Z' });
    // 10 March → 10 April is 31 days; 16 of them unused: 900 × 16/31 = 465 credited.
    expect((await tom.invoices()).map((invoice) => invoice.amount)).toEqual([8900 - 465, 900]);
  });

  it('from yearly to monthly: the unused part of the year pays the next months', async () => {
    const chiara = await as('chiara@demo.test');

    const changed = await chiara.call('POST', '/subscriptions/exchange/bundle-green-monthly', {});

    expect(changed.json.data).toMatchObject({ bundleId: 'bundle-green-monthly', price: 900, currentPeriodEnd: '2026-04-10T09:00:00.000Z' });
    expect((await chiara.invoices())[0]).toMatchObject({ amount: 0 });
    api.clock.advance(31 * DAY);
    expect((await chiara.invoices())[0]).toMatchObject({ amount: 0, createdAt: '2026-04-10T09:00:00.000Z' });
    expect(await chiara.current()).toMatchObject({ status: 'active', currentPeriodEnd: '2026-05-10T09:00:00.000Z' });
  });

  it('to a cheaper plan of the same interval: the plan changes now, its price at the next renewal', async () => {
    api.backend.state.bundles.push({
      networkId: NETWORK_IDS.greenTable,
      retired: false,
      bundle: { id: 'bundle-green-light', title: 'Light', description: null, price: 500, currency: 'EUR', interval: 'year', intervalType: 'yearly', freemium: 0, hasFreemium: false },
    });
    const chiara = await as('chiara@demo.test');

    const changed = await chiara.call('POST', '/subscriptions/exchange/bundle-green-light', {});

    expect(changed.json.data).toMatchObject({ bundleId: 'bundle-green-light', price: 500, currentPeriodEnd: '2026-11-17T09:00:00.000Z' });
    expect(await chiara.invoices()).toHaveLength(2);
    api.clock.advance(Date.parse('2026-11-17T09:00:00.000Z') - T0);
    expect((await chiara.invoices())[0]).toMatchObject({ amount: 500, status: 'paid' });
  });

  it('during a trial: the plan changes, the trial goes on, and its end charges the new price', async () => {
    const tom = await as('tom@demo.test');
    await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa' });

    const changed = await tom.call('POST', '/subscriptions/exchange/bundle-green-yearly', {});

    expect(changed.json.data).toMatchObject({ bundleId: 'bundle-green-yearly', status: 'trialing', trialEnd: iso(T0 + 7 * DAY), currentPeriodEnd: iso(T0 + 7 * DAY) });
    api.clock.advance(7 * DAY);
    expect((await tom.invoices())[0]).toMatchObject({ amount: 8900 });
  });

  it('keeps a plan the network no longer sells until the member changes it, but never to one', async () => {
    const paolo = await as('paolo@demo.test');
    const chiara = await as('chiara@demo.test');
    await paolo.call('POST', '/subscriptions/payment-method/default', { paymentMethodId: 'pm_card_visa' });

    expect(errorOf(await chiara.call('POST', '/subscriptions/exchange/bundle-green-founders', {}))).toEqual([404, 'BundleNotFound']);
    expect((await paolo.call('POST', '/subscriptions/exchange/bundle-green-yearly', {})).json.data).toMatchObject({ bundleId: 'bundle-green-yearly' });
  });

  it('refuses what cannot change: a past-due subscription, a purchase, no subscription', async () => {
    const paolo = await as('paolo@demo.test');
    const tom = await as('tom@demo.test');
    const leo = await as('leo@demo.test', NETWORK_IDS.blueNote);

    expect(errorOf(await paolo.call('POST', '/subscriptions/exchange/bundle-green-monthly', {}))).toEqual([409, 'SubscriptionStateConflict']);
    expect(errorOf(await tom.call('POST', '/subscriptions/exchange/bundle-green-monthly', {}))).toEqual([404, 'SubscriptionNotFound']);
    expect(errorOf(await leo.call('POST', '/subscriptions/exchange/bundle-bluenote-review', {}))).toEqual([409, 'SubscriptionStateConflict']);
  });

  it('leaves everything as it was when the card cannot pay the change', async () => {
    const tom = await as('tom@demo.test');
    await tom.subscribe({ bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa', skipTrial: true });
    api.backend.scenarios.set({ declineCard: true });

    expect(errorOf(await tom.call('POST', '/subscriptions/exchange/bundle-green-yearly', {}))).toEqual([402, 'PaymentFailed']);
    expect(await tom.current()).toMatchObject({ bundleId: 'bundle-green-monthly' });
  });
});

describe('saved cards', () => {
  it('refuses to remove the card that pays a running subscription, and removes any other', async () => {
    const chiara = await as('chiara@demo.test');

    const refused = await chiara.call('DELETE', '/subscriptions/payment-method/pm_card_visa');
    expect(errorOf(refused)).toEqual([409, 'DefaultPaymentMethodInUse']);
    expect((await chiara.call('DELETE', '/subscriptions/payment-method/pm_card_amex')).status).toBe(204);
    expect(errorOf(await chiara.call('DELETE', '/subscriptions/payment-method/pm_nope'))).toEqual([404, 'PaymentMethodNotFound']);
    expect((await chiara.cards()).map((card) => card.id)).toEqual(['pm_card_visa']);
  });

  it('lets a buyer, or a member without a subscription, remove any card; the next one becomes the default', async () => {
    const leo = await as('leo@demo.test', NETWORK_IDS.blueNote);
    const tom = await as('tom@demo.test');

    expect((await leo.call('DELETE', '/subscriptions/payment-method/pm_card_visa')).status).toBe(204);
    expect((await tom.call('DELETE', '/subscriptions/payment-method/pm_card_visa')).status).toBe(204);
    expect(await tom.cards()).toEqual([expect.objectContaining({ id: 'pm_tom_expired_mastercard', isDefault: true })]);
  });

  it('makes a card the default one, which then pays the renewals; a new card is attached by it', async () => {
    const chiara = await as('chiara@demo.test');

    const answer = await chiara.call('POST', '/subscriptions/payment-method/default', { paymentMethodId: 'pm_card_mastercard' });

    expect(answer.json.data).toEqual({ id: 'pm_card_mastercard', brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2029, isDefault: true });
    expect((await chiara.cards()).map((card) => [card.id, card.isDefault])).toEqual([['pm_card_visa', false], ['pm_card_amex', false], ['pm_card_mastercard', true]]);
    expect(api.backend.state.subscriptions.find((subscription) => subscription.id === 'sub-chiara-yearly')?.paymentMethodId).toBe('pm_card_mastercard');
    expect(errorOf(await chiara.call('POST', '/subscriptions/payment-method/default', { paymentMethodId: 'not-a-card' }))).toEqual([404, 'PaymentMethodNotFound']);
    expect(errorOf(await chiara.call('POST', '/subscriptions/payment-method/default', {}))).toEqual([422, 'ValidationError']);
  });

  it('pays what a past-due subscription owes with a card made default; a card that cannot pay leaves it due', async () => {
    const paolo = await as('paolo@demo.test');

    await paolo.call('POST', '/subscriptions/payment-method/default', { paymentMethodId: 'pm_card_chargeDeclined' });
    expect(await paolo.current()).toMatchObject({ status: 'past_due' });
    await paolo.call('POST', '/subscriptions/payment-method/default', { paymentMethodId: 'pm_card_visa' });

    expect(await paolo.current()).toMatchObject({ status: 'active', bundleId: 'bundle-green-founders' });
    expect((await paolo.invoices()).map((invoice) => invoice.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
  });

  it('hands out a new setup intent secret each time', async () => {
    const tom = await as('tom@demo.test');

    const first = (await tom.call('POST', '/subscriptions/setup-intent')).json.data as { clientSecret: string };
    const second = (await tom.call('POST', '/subscriptions/setup-intent')).json.data as { clientSecret: string };

    expect(first.clientSecret).toMatch(/^seti_[0-9a-f]+_secret_[0-9a-f]+$/);
    expect(second.clientSecret).not.toBe(first.clientSecret);
  });
});

describe('invoices', () => {
  it("lists the member's invoices newest first, with Stripe-like numbers", async () => {
    const paolo = await as('paolo@demo.test');

    const invoices = (await paolo.call('GET', '/subscriptions/invoices')).json.data as { number: string; createdAt: string; status: string }[];

    expect(invoices.map((invoice) => [invoice.createdAt, invoice.status])).toEqual([
      ['2026-03-07T09:00:00.000Z', 'open'],
      ['2026-02-07T09:00:00.000Z', 'paid'],
      ['2026-01-07T09:00:00.000Z', 'paid'],
      ['2025-12-07T09:00:00.000Z', 'paid'],
    ]);
    const prefix = invoices[0]?.number.slice(0, 8) ?? '';
    expect(invoices.map((invoice) => invoice.number)).toEqual([`${prefix}-0004`, `${prefix}-0003`, `${prefix}-0002`, `${prefix}-0001`]);
  });

  it('links an invoice of the member only', async () => {
    const chiara = await as('chiara@demo.test');

    expect((await chiara.call('GET', '/subscriptions/invoice/in-chiara-greentable-1')).json.data).toEqual({ id: 'in-chiara-greentable-1', url: '/demo/invoice.svg?invoice=in-chiara-greentable-1' });
    expect(errorOf(await chiara.call('GET', '/subscriptions/invoice/in-leo-bluenote-1'))).toEqual([404, 'InvoiceNotFound']);
  });
});
