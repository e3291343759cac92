import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { PaymentRequest } from '../../../src/domain/subscription/PaymentAttempt';
import {
  cardFingerprintAlreadyUsed,
  InMemorySubscriptionGateway,
  paymentFailed,
  timeoutError,
  type PaidNetworkSeed,
} from '../../../src/infrastructure/memory/InMemorySubscriptionGateway';
import { sampleBundle, sampleInvoice, samplePaymentMethod, sampleSubscription } from '../../../src/infrastructure/memory/samples';

const NOW = Date.parse('2026-03-10T09:00:00Z');
const monthly = sampleBundle({ id: 'monthly', title: 'Monthly', price: 900, freemium: 7, hasFreemium: true });
const yearly = sampleBundle({ id: 'yearly', title: 'Yearly', price: 8900, interval: 'year', intervalType: 'yearly', freemium: 7, hasFreemium: true });

function paidNetwork(seed: PaidNetworkSeed = {}) {
  return new InMemorySubscriptionGateway({ bundles: [monthly, yearly], paymentMethods: [samplePaymentMethod({ id: 'pm-visa' })], now: () => NOW, ...seed });
}

const pay = (paymentMethodId = 'pm-visa', skipTrial = false, bundleId = 'monthly'): PaymentRequest => ({ bundleId, paymentMethodId, skipTrial });

describe('InMemorySubscriptionGateway', () => {
  it('starts a trial, and every port sees it: current plan, default card, a first invoice of 0', async () => {
    const gateway = paidNetwork();

    const outcome = await gateway.subscribe(pay('pm-new'), 'key-1');

    expect(outcome).toEqual({ subscriptionId: expect.any(String), status: 'trialing', clientSecret: null });
    await expect(gateway.current()).resolves.toMatchObject({ id: outcome.subscriptionId, bundleId: 'monthly', status: 'trialing', trialEnd: '2026-03-17T09:00:00.000Z', currentPeriodEnd: '2026-03-17T09:00:00.000Z' });
    await expect(gateway.paymentMethods()).resolves.toEqual([expect.objectContaining({ id: 'pm-visa', isDefault: false }), expect.objectContaining({ id: 'pm-new', isDefault: true })]);
    await expect(gateway.invoices()).resolves.toEqual([expect.objectContaining({ amount: 0, status: 'paid', createdAt: '2026-03-10T09:00:00.000Z' })]);
    expect(gateway.keysSent).toEqual(['key-1']);
  });

  it('charges at once without the trial', async () => {
    const gateway = paidNetwork();

    await expect(gateway.subscribe(pay('pm-visa', true, 'yearly'), 'key-1')).resolves.toMatchObject({ status: 'active' });
    await expect(gateway.current()).resolves.toMatchObject({ status: 'active', trialEnd: null, currentPeriodEnd: '2027-03-10T09:00:00.000Z' });
    expect((await gateway.invoices()).map((invoice) => invoice.amount)).toEqual([8900]);
  });

  it('pays once when the answer was lost and the attempt is sent again with its key', async () => {
    const gateway = paidNetwork();
    gateway.queueSubscribe('answer_lost');

    await expect(gateway.subscribe(pay(), 'key-1')).rejects.toMatchObject({ status: 0, code: ApiError.TIMEOUT });
    await expect(gateway.subscribe(pay(), 'key-1')).resolves.toMatchObject({ status: 'trialing' });

    expect(gateway.keysSent).toEqual(['key-1', 'key-1']);
    expect(gateway.subscriptionsCreated).toBe(1);
    expect(await gateway.invoices()).toHaveLength(1);
  });

  it('does nothing for a send that never reached the server (failNext or a scripted transport error)', async () => {
    const gateway = paidNetwork();
    gateway.failNext('subscribe', timeoutError());
    gateway.queueSubscribe(new ApiError(0, ApiError.NETWORK, 'Offline.'));

    await expect(gateway.subscribe(pay(), 'key-1')).rejects.toMatchObject({ code: ApiError.TIMEOUT });
    await expect(gateway.subscribe(pay(), 'key-1')).rejects.toMatchObject({ code: ApiError.NETWORK });
    await expect(gateway.current()).resolves.toBeNull();
    await expect(gateway.subscribe(pay(), 'key-1')).resolves.toMatchObject({ status: 'trialing' });
    expect(gateway.subscriptionsCreated).toBe(1);
  });

  it("repeats the server's first refusal to every retry of its key; a new key is a new attempt", async () => {
    const gateway = paidNetwork();
    gateway.queueSubscribe(paymentFailed());

    await expect(gateway.subscribe(pay(), 'key-1')).rejects.toMatchObject({ status: 402, code: 'PaymentFailed', message: 'Your card has insufficient funds.' });
    await expect(gateway.subscribe(pay(), 'key-1')).rejects.toMatchObject({ status: 402, code: 'PaymentFailed' });
    await expect(gateway.subscribe(pay(), 'key-2')).resolves.toMatchObject({ status: 'trialing' });
    expect(gateway.subscriptionsCreated).toBe(1);
  });

  it('refuses a key sent again with another payment', async () => {
    const gateway = paidNetwork();
    gateway.queueSubscribe(cardFingerprintAlreadyUsed());
    await gateway.subscribe(pay(), 'key-1').catch(() => undefined);

    await expect(gateway.subscribe(pay('pm-visa', true), 'key-1')).rejects.toMatchObject({ status: 422, code: 'IdempotencyKeyReused' });
  });

  it('gives a card one free trial: a card that had one is refused with 409 unless the trial is skipped', async () => {
    const gateway = paidNetwork({ cardsThatHadATrial: ['pm-visa'] });

    await expect(gateway.subscribe(pay(), 'key-1')).rejects.toMatchObject({ status: 409, code: 'CardFingerprintAlreadyUsed' });
    await expect(gateway.subscribe(pay('pm-visa', true), 'key-2')).resolves.toMatchObject({ status: 'active' });
  });

  it('waits for verify after a bank check was asked for', async () => {
    const gateway = paidNetwork();
    gateway.queueSubscribe('requires_action');

    const outcome = await gateway.subscribe(pay(), 'key-1');

    expect(outcome).toEqual({ subscriptionId: expect.any(String), status: 'requires_action', clientSecret: `pi_${outcome.subscriptionId}_secret` });
    await expect(gateway.current()).resolves.toMatchObject({ status: 'incomplete' });
    await expect(gateway.verify('sub-other')).rejects.toMatchObject({ status: 404 });
    await expect(gateway.verify(outcome.subscriptionId)).resolves.toBe('trialing');
    await expect(gateway.subscribe(pay(), 'key-1')).resolves.toEqual(outcome);
    expect(gateway.subscriptionsCreated).toBe(1);
  });

  it('refuses a second subscription with 409 AlreadySubscribed, and an unknown plan with 404', async () => {
    const gateway = paidNetwork({ subscription: sampleSubscription() });

    await expect(gateway.subscribe(pay(), 'key-1')).rejects.toMatchObject({ status: 409, code: 'AlreadySubscribed' });
    await expect(gateway.subscribe(pay('pm-visa', false, 'weekly'), 'key-2')).rejects.toMatchObject({ status: 404, code: 'BundleNotFound' });
  });

  it('cancels at period end, recording the reason given, and reactivates', async () => {
    const gateway = paidNetwork({ subscription: sampleSubscription() });

    await expect(gateway.cancel('not_using')).resolves.toBe('active');
    await expect(gateway.current()).resolves.toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(gateway.callsOf('cancel')).toEqual([['not_using']]);
    await expect(gateway.reactivate()).resolves.toBe('active');
    await expect(gateway.current()).resolves.toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('reactivates a subscription that has ended with a new period on its plan, charged to the default card', async () => {
    const gateway = paidNetwork({ subscription: sampleSubscription({ bundleId: 'monthly', status: 'canceled' }) });

    await expect(gateway.reactivate()).resolves.toBe('active');

    await expect(gateway.current()).resolves.toMatchObject({ bundleId: 'monthly', status: 'active', currentPeriodEnd: '2026-04-10T09:00:00.000Z', trialEnd: null });
    expect((await gateway.invoices()).map((invoice) => invoice.amount)).toEqual([900]);
  });

  it('refuses what cannot be cancelled or reactivated', async () => {
    const none = paidNetwork();
    const withoutCard = paidNetwork({ paymentMethods: [], subscription: sampleSubscription({ bundleId: 'monthly', status: 'canceled' }) });
    const purchase = paidNetwork({ subscription: sampleSubscription({ interval: 'once', currentPeriodEnd: null }) });

    await expect(none.cancel()).rejects.toMatchObject({ status: 404, code: 'SubscriptionNotFound' });
    await expect(none.reactivate()).rejects.toMatchObject({ status: 404, code: 'SubscriptionNotFound' });
    await expect(withoutCard.reactivate()).rejects.toMatchObject({ status: 409, code: 'PaymentMethodRequired' });
    await expect(purchase.cancel()).rejects.toMatchObject({ status: 409 });
  });

  it('changes plan as the server bills it: another interval starts a new period today, less what is unused', async () => {
    const gateway = paidNetwork();
    await gateway.subscribe(pay('pm-visa', true), 'key-1');

    const changed = await gateway.exchange('yearly');

    expect(changed).toMatchObject({ bundleId: 'yearly', bundleTitle: 'Yearly', price: 8900, interval: 'year', currentPeriodEnd: '2027-03-10T09:00:00.000Z' });
    await expect(gateway.current()).resolves.toEqual(changed);
    // Changed the moment it was paid: the whole first month is credited.
    expect((await gateway.invoices()).map((invoice) => invoice.amount)).toEqual([8900 - 900, 900]);
  });

  it('changes to a cheaper plan of the same interval at the next renewal, and keeps a trial going', async () => {
    const light = sampleBundle({ id: 'light', price: 500 });
    const gateway = paidNetwork({ bundles: [monthly, yearly, light], subscription: sampleSubscription({ bundleId: 'monthly', price: 900 }) });

    await expect(gateway.exchange('light')).resolves.toMatchObject({ bundleId: 'light', price: 500, currentPeriodEnd: '2026-04-01T00:00:00.000Z' });
    expect(await gateway.invoices()).toEqual([]);

    const trial = paidNetwork();
    await trial.subscribe(pay(), 'key-1');
    await expect(trial.exchange('yearly')).resolves.toMatchObject({ bundleId: 'yearly', status: 'trialing', trialEnd: '2026-03-17T09:00:00.000Z' });
  });

  it('keeps a plan no longer sold, refuses to change to one, and refuses to change a past-due subscription', async () => {
    const founders = sampleBundle({ id: 'founders', title: 'Founders', price: 700 });
    const gateway = paidNetwork({ retiredBundles: [founders], subscription: sampleSubscription({ bundleId: 'founders', bundleTitle: 'Founders', price: 700 }) });
    const pastDue = paidNetwork({ subscription: sampleSubscription({ bundleId: 'monthly', status: 'past_due' }) });

    await expect(gateway.exchange('founders')).rejects.toMatchObject({ status: 404, code: 'BundleNotFound' });
    await expect(gateway.exchange('yearly')).resolves.toMatchObject({ bundleId: 'yearly' });
    await expect(pastDue.exchange('yearly')).rejects.toMatchObject({ status: 409, code: 'SubscriptionStateConflict' });
  });

  it('refuses to remove the default card of a running subscription, and removes any other', async () => {
    const gateway = paidNetwork({
      paymentMethods: [samplePaymentMethod({ id: 'pm-1', isDefault: true }), samplePaymentMethod({ id: 'pm-2', isDefault: false })],
      subscription: sampleSubscription(),
    });

    await expect(gateway.removePaymentMethod('pm-1')).rejects.toMatchObject({ status: 409, code: 'DefaultPaymentMethodInUse' });
    await expect(gateway.removePaymentMethod('pm-2')).resolves.toBeUndefined();
    await expect(gateway.removePaymentMethod('pm-2')).rejects.toMatchObject({ status: 404, code: 'PaymentMethodNotFound' });
    await expect(gateway.paymentMethods()).resolves.toEqual([expect.objectContaining({ id: 'pm-1' })]);
  });

  it('makes a card the default one, attaching a card just saved, and pays what a past-due subscription owes', async () => {
    const gateway = paidNetwork({
      subscription: sampleSubscription({ bundleId: 'monthly', status: 'past_due' }),
      invoices: [sampleInvoice({ id: 'in-2', status: 'open' }), sampleInvoice({ id: 'in-1' })],
    });

    await expect(gateway.setDefaultPaymentMethod('pm-new')).resolves.toEqual({ id: 'pm-new', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029, isDefault: true });

    await expect(gateway.paymentMethods()).resolves.toEqual([expect.objectContaining({ id: 'pm-visa', isDefault: false }), expect.objectContaining({ id: 'pm-new', isDefault: true })]);
    await expect(gateway.current()).resolves.toMatchObject({ status: 'active' });
    expect((await gateway.invoices()).map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
    await expect(gateway.removePaymentMethod('pm-visa')).resolves.toBeUndefined();
  });

  it('lists invoices newest first and links those it has', async () => {
    const gateway = paidNetwork({ invoices: [sampleInvoice({ id: 'in-1' })] });
    await gateway.subscribe(pay(), 'key-1');

    const invoices = await gateway.invoices();

    expect(invoices.map((invoice) => invoice.id)).toEqual([expect.not.stringMatching(/^in-1$/), 'in-1']);
    await expect(gateway.invoiceUrl('in-1')).resolves.toBe('https://invoices.example/in-1.pdf');
    await expect(gateway.invoiceUrl('in-unknown')).rejects.toMatchObject({ status: 404, code: 'InvoiceNotFound' });
  });

  it('hands out a new setup intent secret each time, and fails a scripted call', async () => {
    const gateway = paidNetwork();
    gateway.failNext('bundles', new ApiError(500, 'InternalServerError', 'Down.'));

    expect(await gateway.setupIntent()).not.toBe(await gateway.setupIntent());
    await expect(gateway.bundles()).rejects.toMatchObject({ status: 500 });
    await expect(gateway.bundles()).resolves.toEqual([monthly, yearly]);
  });
});
