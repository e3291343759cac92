// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { HttpInvoiceGateway } from '../../../src/infrastructure/http/HttpInvoiceGateway';
import { HttpPaymentMethodGateway } from '../../../src/infrastructure/http/HttpPaymentMethodGateway';
import { HttpPlanGateway } from '../../../src/infrastructure/http/HttpPlanGateway';
import { BASE_URL, leftOutReport, serveFakeApi } from './fakeApi';

const T0 = Date.parse('2026-03-10T09:00:00Z');
const api = serveFakeApi({ now: () => T0 });
const cards = () => new HttpPaymentMethodGateway(api.client, api.monitoring);

describe('HttpPaymentMethodGateway', () => {
  it("lists the member's saved cards, default one marked", async () => {
    await api.signIn('green-table', 'chiara@demo.test');

    await expect(cards().paymentMethods()).resolves.toEqual([
      { id: 'pm_card_visa', brand: 'visa', last4: '4242', expMonth: 8, expYear: 2029, isDefault: true },
      { id: 'pm_card_amex', brand: 'amex', last4: '8431', expMonth: 8, expYear: 2029, isDefault: false },
    ]);
  });

  it('hands out the client secret of a new setup intent each time', async () => {
    await api.signIn('green-table', 'tom@demo.test');

    const first = await cards().setupIntent();
    const second = await cards().setupIntent();

    expect(first).toMatch(/^seti_[0-9a-f]+_secret_[0-9a-f]+$/);
    expect(second).not.toBe(first);
  });

  it('makes another card the default one and answers it; the old default can then go', async () => {
    await api.signIn('green-table', 'chiara@demo.test');

    await expect(cards().setDefaultPaymentMethod('pm_card_amex')).resolves.toEqual({ id: 'pm_card_amex', brand: 'amex', last4: '8431', expMonth: 8, expYear: 2029, isDefault: true });
    await expect(cards().removePaymentMethod('pm_card_visa')).resolves.toBeUndefined();
    await expect(cards().paymentMethods()).resolves.toEqual([expect.objectContaining({ id: 'pm_card_amex', isDefault: true })]);
  });

  it('refuses to remove the default card of a running subscription with 409 DefaultPaymentMethodInUse', async () => {
    await api.signIn('green-table', 'chiara@demo.test');

    const refusal = await cards().removePaymentMethod('pm_card_visa').catch((caught: unknown) => caught);

    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 409, code: 'DefaultPaymentMethodInUse', message: expect.stringContaining('Make another card the default') });
    await expect(cards().removePaymentMethod('pm_unknown')).rejects.toMatchObject({ status: 404, code: 'PaymentMethodNotFound' });
  });

  it('saves a card the payment form just added by making it the default one', async () => {
    await api.signIn('green-table', 'tom@demo.test');

    await expect(cards().setDefaultPaymentMethod('pm_card_mastercard')).resolves.toMatchObject({ id: 'pm_card_mastercard', brand: 'mastercard', last4: '4444', isDefault: true });
    await expect(cards().paymentMethods()).resolves.toEqual([
      expect.objectContaining({ id: 'pm_card_visa', isDefault: false }),
      expect.objectContaining({ id: 'pm_tom_expired_mastercard', isDefault: false }),
      expect.objectContaining({ id: 'pm_card_mastercard', isDefault: true }),
    ]);
  });

  it('pays what a past-due subscription owes with the card made default', async () => {
    await api.signIn('green-table', 'paolo@demo.test');

    await cards().setDefaultPaymentMethod('pm_card_visa');

    await expect(new HttpPlanGateway(api.client, api.monitoring).current()).resolves.toMatchObject({ status: 'active' });
    const [latest] = await new HttpInvoiceGateway(api.client, api.monitoring).invoices();
    expect(latest).toMatchObject({ amount: 700, status: 'paid', createdAt: '2026-03-07T09:00:00.000Z' });
  });

  it('leaves out a card without isDefault (reported), and turns a setup intent without its secret into MalformedResponse', async () => {
    await api.signIn('green-table', 'chiara@demo.test');
    const card = { id: 'pm_2', brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030, isDefault: true };
    api.server.use(
      http.get(`${BASE_URL}/subscriptions/payment-methods`, () => HttpResponse.json({ data: [{ ...card, id: 'pm_1', isDefault: undefined }, card] })),
      http.post(`${BASE_URL}/subscriptions/setup-intent`, () => HttpResponse.json({ data: {} })),
    );

    await expect(cards().paymentMethods()).resolves.toEqual([card]);
    expect(api.monitoring.errors).toEqual([leftOutReport('payment methods', 'isDefault', 'pm_1')]);
    await expect(cards().setupIntent()).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data.clientSecret' } });
  });
});
