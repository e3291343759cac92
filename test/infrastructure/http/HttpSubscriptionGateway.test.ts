// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { HttpMembershipGateway } from '../../../src/infrastructure/http/HttpMembershipGateway';
import { HttpSubscriptionGateway } from '../../../src/infrastructure/http/HttpSubscriptionGateway';
import { BASE_URL, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const subscriptions = () => new HttpSubscriptionGateway(api.client);

describe('HttpSubscriptionGateway', () => {
  it('lists the plans of the network', async () => {
    await api.enter('green-table');

    await expect(subscriptions().bundles()).resolves.toEqual([
      { id: 'bundle-green-monthly', title: 'Monthly, first month free', price: 900, currency: 'EUR', interval: 'month', intervalType: 'monthly', freemium: true, hasFreemium: true },
      { id: 'bundle-green-yearly', title: 'Yearly, two months free', price: 8900, currency: 'EUR', interval: 'year', intervalType: 'yearly', freemium: false, hasFreemium: true },
    ]);
  });

  it('subscribes a member with a new card: access opens, the card is saved, a setup intent can be made', async () => {
    await api.signIn('green-table', 'tom@demo.test');
    await expect(subscriptions().paymentMethods()).resolves.toEqual([]);

    await expect(subscriptions().setupIntent()).resolves.toMatch(/^seti_.+_secret_/);
    await expect(subscriptions().subscribe('bundle-green-yearly', 'pm_card_visa')).resolves.toEqual({ status: 'active' });

    await expect(subscriptions().paymentMethods()).resolves.toEqual([{ id: 'pm_card_visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: expect.any(Number), isDefault: true }]);
    await expect(new HttpMembershipGateway(api.client).me()).resolves.toMatchObject({ isAccessAuthorized: true, accessDenyReason: null });
  });

  it('answers requires_action with a client secret for a card that needs authentication, then verifies it', async () => {
    await api.signIn('green-table', 'tom@demo.test');

    const outcome = await subscriptions().subscribe('bundle-green-yearly', 'pm_card_authenticationRequired');

    expect(outcome).toEqual({ status: 'requires_action', clientSecret: expect.stringMatching(/^pi_/) });
    await expect(subscriptions().verify(outcome.clientSecret ?? '')).resolves.toBe('active');
  });

  it('refuses a declined card with 402 PaymentFailed and the server message', async () => {
    await api.signIn('green-table', 'tom@demo.test');

    const error = await subscriptions().subscribe('bundle-green-monthly', 'pm_card_chargeDeclined').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 402, code: 'PaymentFailed', message: 'Your card was declined. Please use another card.' });
  });

  it('refuses a card that already had the free month with 409 CardFingerprintAlreadyUsed', async () => {
    await api.signIn('green-table', 'elena@demo.test');
    await expect(subscriptions().subscribe('bundle-green-monthly', 'pm_card_mastercard')).rejects.toMatchObject({
      status: 409,
      code: 'CardFingerprintAlreadyUsed',
    });
  });

  it('cancels and reactivates a subscription, and switches plan', async () => {
    await api.signIn('green-table', 'chiara@demo.test');

    await expect(subscriptions().cancel()).resolves.toBe('canceled');
    await expect(new HttpMembershipGateway(api.client).me()).resolves.toMatchObject({ accessDenyReason: 'canceled' });
    await expect(subscriptions().reactivate()).resolves.toBe('active');
    await expect(subscriptions().exchange('bundle-green-monthly')).resolves.toEqual({ status: 'active' });
    await expect(subscriptions().verify('sub-chiara-yearly')).resolves.toBe('active');
  });

  it('moves the default card, removes a card and links an invoice', async () => {
    await api.signIn('green-table', 'chiara@demo.test');

    const methods = await subscriptions().setDefaultPaymentMethod('pm_card_amex');
    expect(methods.map((method) => [method.id, method.isDefault])).toEqual([['pm_card_visa', false], ['pm_card_amex', true]]);
    await expect(subscriptions().removePaymentMethod('pm_card_visa')).resolves.toBeUndefined();
    await expect(subscriptions().paymentMethods()).resolves.toEqual([expect.objectContaining({ id: 'pm_card_amex', isDefault: true })]);
    await expect(subscriptions().invoice('in-chiara-yearly')).resolves.toEqual({ id: 'in-chiara-yearly', url: expect.stringContaining('invoice=in-chiara-yearly') });
  });

  it('answers the server errors of the card and invoice calls with their codes', async () => {
    await api.signIn('green-table', 'chiara@demo.test');

    await expect(subscriptions().removePaymentMethod('pm_unknown')).rejects.toMatchObject({ status: 404, code: 'PaymentMethodNotFound' });
    await expect(subscriptions().invoice('in-leo-course')).rejects.toMatchObject({ status: 404, code: 'InvoiceNotFound' });
    await expect(subscriptions().subscribe('bundle-green-monthly', 'pm_card_visa')).rejects.toMatchObject({ status: 409, code: 'SubscriptionAlreadyActive' });
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'http://invoices.example/in-1', '//evil.example/in-1'])(
    'refuses an invoice link that is not safe (%j) as MalformedResponse, so the app never opens it',
    async (url) => {
      await api.signIn('green-table', 'chiara@demo.test');
      api.server.use(http.get(`${BASE_URL}/subscriptions/invoice/:id`, () => HttpResponse.json({ data: { id: 'in-1', url } })));

      await expect(subscriptions().invoice('in-1')).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data.url' } });
    },
  );

  it('turns a bundle with an unknown interval into MalformedResponse', async () => {
    await api.enter('green-table');
    api.server.use(
      http.get(`${BASE_URL}/subscriptions/bundles`, () =>
        HttpResponse.json({ data: [{ id: 'b', title: 'T', price: 1, currency: 'EUR', interval: 'week', intervalType: 'weekly', freemium: false, hasFreemium: false }] }),
      ),
    );

    await expect(subscriptions().bundles()).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data[0].interval' } });
  });

  it('turns a subscribe answer without a status into MalformedResponse', async () => {
    await api.signIn('green-table', 'tom@demo.test');
    api.server.use(http.post(`${BASE_URL}/subscriptions`, () => HttpResponse.json({ data: { clientSecret: 'x' } })));

    await expect(subscriptions().subscribe('bundle-green-yearly', 'pm_card_visa')).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data.status' } });
  });
});
