// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { PaymentRequest } from '../../../src/domain/subscription/PaymentAttempt';
import { HttpInvoiceGateway } from '../../../src/infrastructure/http/HttpInvoiceGateway';
import { HttpMembershipGateway } from '../../../src/infrastructure/http/HttpMembershipGateway';
import { HttpPlanGateway } from '../../../src/infrastructure/http/HttpPlanGateway';
import { HttpSubscriptionGateway } from '../../../src/infrastructure/http/HttpSubscriptionGateway';
import { BASE_URL, serveFakeApi } from './fakeApi';

const T0 = Date.parse('2026-03-10T09:00:00Z');
const api = serveFakeApi({ now: () => T0 });
const subscriptions = () => new HttpSubscriptionGateway(api.client);
const plans = () => new HttpPlanGateway(api.client, api.monitoring);
const me = () => new HttpMembershipGateway(api.client).me();

const monthly = (paymentMethodId: string, skipTrial = false): PaymentRequest => ({ bundleId: 'bundle-green-monthly', paymentMethodId, skipTrial });

describe('HttpSubscriptionGateway', () => {
  it('sends the payment with its Idempotency-Key header and the contract body', async () => {
    await api.signIn('green-table', 'tom@demo.test');
    const sent: { key: string | null; body: unknown }[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.method !== 'POST' || !request.url.startsWith(`${BASE_URL}/subscriptions?`)) return;
      void request.clone().json().then((body: unknown) => sent.push({ key: request.headers.get('Idempotency-Key'), body }));
    });

    await subscriptions().subscribe(monthly('pm_card_visa'), 'attempt-1');

    await expect.poll(() => sent).toEqual([{ key: 'attempt-1', body: { bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa', skipTrial: false } }]);
  });

  it('starts the free trial of a card that never had one: the member reads the contents at once', async () => {
    await api.signIn('green-table', 'tom@demo.test');

    const outcome = await subscriptions().subscribe(monthly('pm_card_visa'), 'attempt-1');

    expect(outcome).toEqual({ subscriptionId: expect.stringMatching(/^sub-/), status: 'trialing', clientSecret: null });
    await expect(plans().current()).resolves.toMatchObject({ id: outcome.subscriptionId, status: 'trialing', trialEnd: '2026-03-17T09:00:00.000Z', currentPeriodEnd: '2026-03-17T09:00:00.000Z' });
    await expect(me()).resolves.toMatchObject({ isAccessAuthorized: true, accessDenyReason: null });
  });

  it('answers a retry with the same key as the first time, and pays once', async () => {
    await api.signIn('green-table', 'tom@demo.test');

    const first = await subscriptions().subscribe(monthly('pm_card_visa', true), 'attempt-1');
    const retry = await subscriptions().subscribe(monthly('pm_card_visa', true), 'attempt-1');

    expect(first).toEqual({ subscriptionId: expect.any(String), status: 'active', clientSecret: null });
    expect(retry).toEqual(first);
    const invoices = await new HttpInvoiceGateway(api.client, api.monitoring).invoices();
    expect(invoices.map((invoice) => invoice.amount)).toEqual([900]);
  });

  it('answers a refused payment with 402 PaymentFailed and why, and a retry with that key gets the same refusal', async () => {
    await api.signIn('green-table', 'tom@demo.test');

    const refusal = await subscriptions().subscribe(monthly('pm_card_chargeDeclinedInsufficientFunds'), 'attempt-1').catch((caught: unknown) => caught);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 402, code: 'PaymentFailed', message: 'Your card has insufficient funds.' });

    api.backend.scenarios.set({ declineCard: true });
    await expect(subscriptions().subscribe(monthly('pm_card_visa'), 'attempt-2')).rejects.toMatchObject({ status: 402, message: 'Your card was declined.' });
    api.backend.scenarios.set({ declineCard: false });
    await expect(subscriptions().subscribe(monthly('pm_card_visa'), 'attempt-2')).rejects.toMatchObject({ status: 402, message: 'Your card was declined.' });
    await expect(subscriptions().subscribe(monthly('pm_card_visa'), 'attempt-3')).resolves.toMatchObject({ status: 'trialing' });
  });

  it('answers requires_action with the secret of the bank check, then verify starts the subscription', async () => {
    await api.signIn('green-table', 'tom@demo.test');

    const outcome = await subscriptions().subscribe(monthly('pm_card_authenticationRequired', true), 'attempt-1');

    expect(outcome).toEqual({ subscriptionId: expect.stringMatching(/^sub-/), status: 'requires_action', clientSecret: expect.stringMatching(/^pi_sub-\d+_secret_/) });
    await expect(me()).resolves.toMatchObject({ isAccessAuthorized: false });
    await expect(plans().current()).resolves.toMatchObject({ status: 'incomplete' });
    await expect(subscriptions().verify(outcome.subscriptionId)).resolves.toBe('active');
    await expect(me()).resolves.toMatchObject({ isAccessAuthorized: true });
    await expect(subscriptions().verify('sub-unknown')).rejects.toMatchObject({ status: 404, code: 'SubscriptionNotFound' });
  });

  it('refuses a second trial on a card with 409 CardFingerprintAlreadyUsed; without the trial it pays', async () => {
    await api.signIn('green-table', 'elena@demo.test');

    await expect(subscriptions().subscribe(monthly('pm_card_mastercard'), 'attempt-1')).rejects.toMatchObject({ status: 409, code: 'CardFingerprintAlreadyUsed' });
    await expect(subscriptions().subscribe(monthly('pm_card_mastercard', true), 'attempt-2')).resolves.toMatchObject({ status: 'active' });
  });

  it('refuses to subscribe a member who has a subscription with 409 AlreadySubscribed', async () => {
    await api.signIn('green-table', 'chiara@demo.test');

    await expect(subscriptions().subscribe(monthly('pm_card_visa'), 'attempt-1')).rejects.toMatchObject({ status: 409, code: 'AlreadySubscribed' });
  });

  it('cancels at the end of the period, keeping access, and reactivates', async () => {
    await api.signIn('green-table', 'chiara@demo.test');
    const bodies: unknown[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.url.startsWith(`${BASE_URL}/subscriptions/cancel?`)) void request.clone().json().then((body: unknown) => bodies.push(body));
    });

    await expect(subscriptions().cancel('too_expensive')).resolves.toBe('active');
    // The contract's body is {}: the reason has no field on the wire.
    await expect.poll(() => bodies).toEqual([{}]);
    await expect(plans().current()).resolves.toMatchObject({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: '2026-11-17T09:00:00.000Z' });
    await expect(me()).resolves.toMatchObject({ isAccessAuthorized: true });
    await expect(subscriptions().reactivate()).resolves.toBe('active');
    await expect(plans().current()).resolves.toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('reactivates a subscription that has ended: a new period on the same plan, charged to the default card', async () => {
    await api.signIn('green-table', 'elena@demo.test');

    await expect(subscriptions().reactivate()).resolves.toBe('active');

    await expect(plans().current()).resolves.toMatchObject({ bundleId: 'bundle-green-monthly', status: 'active', currentPeriodEnd: '2026-04-10T09:00:00.000Z', trialEnd: null });
    await expect(me()).resolves.toMatchObject({ isAccessAuthorized: true, accessDenyReason: null });
  });

  it('changes plan and answers the switched subscription (another interval: a new period from today)', async () => {
    await api.signIn('green-table', 'chiara@demo.test');

    await expect(subscriptions().exchange('bundle-green-monthly')).resolves.toEqual({
      id: 'sub-chiara-yearly',
      bundleId: 'bundle-green-monthly',
      bundleTitle: 'Monthly',
      status: 'active',
      price: 900,
      currency: 'EUR',
      interval: 'month',
      currentPeriodEnd: '2026-04-10T09:00:00.000Z',
      cancelAtPeriodEnd: false,
      trialEnd: '2025-11-17T09:00:00.000Z',
    });
    await expect(subscriptions().exchange('bundle-green-founders')).rejects.toMatchObject({ status: 404, code: 'BundleNotFound' });
  });

  it('turns a requires_action answer without its client secret into MalformedResponse', async () => {
    await api.signIn('green-table', 'tom@demo.test');
    api.server.use(http.post(`${BASE_URL}/subscriptions`, () => HttpResponse.json({ data: { subscriptionId: 'sub-1', status: 'requires_action' } })));

    await expect(subscriptions().subscribe(monthly('pm_card_visa'), 'attempt-1')).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data.clientSecret' } });
  });

  it.each([
    ['without a subscription id', { status: 'active' }, 'data.subscriptionId'],
    ['with a status the contract does not have', { subscriptionId: 'sub-1', status: 'past_due' }, 'data.status'],
  ])('turns a subscribe answer %s into MalformedResponse', async (_case, data, field) => {
    await api.signIn('green-table', 'tom@demo.test');
    api.server.use(http.post(`${BASE_URL}/subscriptions`, () => HttpResponse.json({ data })));

    await expect(subscriptions().subscribe(monthly('pm_card_visa'), 'attempt-1')).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field } });
  });

  it('turns a cancel answer without a status, and an exchange answer that is no subscription, into MalformedResponse', async () => {
    await api.signIn('green-table', 'chiara@demo.test');
    api.server.use(
      http.post(`${BASE_URL}/subscriptions/cancel`, () => HttpResponse.json({ data: {} })),
      http.post(`${BASE_URL}/subscriptions/exchange/:bundleId`, () => HttpResponse.json({ data: { status: 'active' } })),
    );

    await expect(subscriptions().cancel(null)).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data.status' } });
    await expect(subscriptions().exchange('bundle-green-monthly')).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data.id' } });
  });
});
