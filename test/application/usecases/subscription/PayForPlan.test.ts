import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { PaymentError } from '../../../../src/application/errors/PaymentError';
import { PayForPlan } from '../../../../src/application/usecases/subscription/PayForPlan';
import { PaymentAttempts } from '../../../../src/domain/subscription/PaymentAttempt';
import { InMemoryPaymentGateway } from '../../../../src/infrastructure/memory/InMemoryPaymentGateway';
import {
  InMemorySubscriptionGateway,
  paymentFailed,
  timeoutError,
} from '../../../../src/infrastructure/memory/InMemorySubscriptionGateway';
import { sampleBundle, samplePaymentMethod, sampleSubscription } from '../../../../src/infrastructure/memory/samples';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const monthly = sampleBundle({ id: 'monthly', price: 900, freemium: 7, hasFreemium: true });
const savedCard = samplePaymentMethod({ id: 'pm_card_visa' });

function setUp(seed: ConstructorParameters<typeof InMemorySubscriptionGateway>[0] = {}) {
  const server = new InMemorySubscriptionGateway({ bundles: [monthly], paymentMethods: [savedCard], now: () => NOW, ...seed });
  const payments = new InMemoryPaymentGateway();
  let key = 0;
  const pay = new PayForPlan(server, payments, new PaymentAttempts(() => `key-${++key}`));
  return { server, payments, pay };
}

const withSavedCard = { bundleId: 'monthly', paymentMethodId: 'pm_card_visa', skipTrial: false };

describe('PayForPlan', () => {
  it('pays with a saved card: the trial starts, one subscription, one key', async () => {
    const { server, pay } = setUp();
    await expect(pay.execute(withSavedCard)).resolves.toEqual({ kind: 'paid', status: 'trialing' });
    expect(server.subscriptionsCreated).toBe(1);
    expect(server.keysSent).toEqual(['key-1']);
    expect(server.subscription).toMatchObject({ bundleId: 'monthly', status: 'trialing' });
  });

  it('pays with a new card the card form just saved', async () => {
    const { server, pay } = setUp({ paymentMethods: [] });
    await expect(pay.execute({ bundleId: 'monthly', paymentMethodId: 'pm_card_mastercard', skipTrial: false })).resolves.toEqual({ kind: 'paid', status: 'trialing' });
    expect(server.paymentMethodList.map((card) => card.id)).toContain('pm_card_mastercard');
  });

  it('says why a card was declined at payment, and the next try is a new attempt with a new key', async () => {
    const { server, pay } = setUp();
    server.queueSubscribe(paymentFailed('Your card has insufficient funds.'));
    await expect(pay.execute(withSavedCard)).resolves.toEqual({ kind: 'declined', reason: 'Your card has insufficient funds.' });
    await expect(pay.execute(withSavedCard)).resolves.toEqual({ kind: 'paid', status: 'trialing' });
    expect(server.keysSent).toEqual(['key-1', 'key-2']);
    expect(server.subscriptionsCreated).toBe(1);
  });

  it('goes through 3-D Secure when the bank asks, then verifies the subscription', async () => {
    const { server, payments, pay } = setUp();
    server.queueSubscribe('requires_action');
    await expect(pay.execute({ ...withSavedCard, skipTrial: true })).resolves.toEqual({ kind: 'paid', status: 'active' });
    expect(payments.callsOf('handleNextAction')).toHaveLength(1);
    expect(server.callsOf('verify')).toHaveLength(1);
  });

  it('a failed 3-D Secure check is a declined payment, in the bank’s words, and nothing is verified', async () => {
    const { server, payments, pay } = setUp();
    server.queueSubscribe('requires_action');
    payments.queueNextAction(new PaymentError('authentication_failed', 'The bank could not confirm this payment.'));
    await expect(pay.execute(withSavedCard)).resolves.toEqual({ kind: 'declined', reason: 'The bank could not confirm this payment.' });
    expect(server.callsOf('verify')).toHaveLength(0);
  });

  it('a card that already had the trial is told apart, and paying without the trial goes through', async () => {
    const { server, pay } = setUp({ cardsThatHadATrial: ['pm_card_visa'] });
    await expect(pay.execute(withSavedCard)).resolves.toEqual({ kind: 'trialAlreadyUsed' });
    await expect(pay.execute({ ...withSavedCard, skipTrial: true })).resolves.toEqual({ kind: 'paid', status: 'active' });
    expect(server.subscriptionsCreated).toBe(1);
  });

  it('never charges twice: a payment whose answer was lost is sent again with its key and answered, not paid again', async () => {
    const { server, pay } = setUp();
    server.queueSubscribe('answer_lost');
    await expect(pay.execute(withSavedCard)).rejects.toMatchObject({ status: 0, code: ApiError.TIMEOUT });
    await expect(pay.execute(withSavedCard)).resolves.toEqual({ kind: 'paid', status: 'trialing' });
    expect(server.keysSent).toEqual(['key-1', 'key-1']);
    expect(server.subscriptionsCreated).toBe(1);
  });

  it('a request that never reached the server is sent again with the same key', async () => {
    const { server, pay } = setUp();
    server.failNext('subscribe', timeoutError());
    await expect(pay.execute(withSavedCard)).rejects.toMatchObject({ status: 0 });
    await pay.execute(withSavedCard);
    expect(server.keysSent).toEqual(['key-1', 'key-1']);
    expect(server.subscriptionsCreated).toBe(1);
  });

  it('a member who has the plan already is told so, not charged', async () => {
    const { server, pay } = setUp({ subscription: sampleSubscription({ bundleId: 'monthly' }) });
    await expect(pay.execute(withSavedCard)).resolves.toEqual({ kind: 'alreadySubscribed' });
    expect(server.subscriptionsCreated).toBe(0);
  });

  it('a server fault (5xx) is no answer of the payment: it is passed on and the retry keeps the key', async () => {
    const { server, pay } = setUp();
    server.failNext('subscribe', new ApiError(503, 'Http503', 'Service unavailable.'));
    await expect(pay.execute(withSavedCard)).rejects.toMatchObject({ status: 503 });
    await expect(pay.execute(withSavedCard)).resolves.toEqual({ kind: 'paid', status: 'trialing' });
    expect(server.keysSent).toEqual(['key-1', 'key-1']);
  });

  it('passes on a refusal it does not know, and the next try is a new attempt', async () => {
    const { server, pay } = setUp();
    server.queueSubscribe(new ApiError(422, 'ValidationError', 'The payment method is not valid.'));
    await expect(pay.execute(withSavedCard)).rejects.toMatchObject({ status: 422 });
    await pay.execute(withSavedCard);
    expect(server.keysSent).toEqual(['key-1', 'key-2']);
  });
});
