// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NETWORK_IDS, setupFakeApi, contentsAs, meAs } from '../fakeApiHarness';

const api = setupFakeApi();

describe('subscriptions', () => {
  it('authorizes a member after subscribing, then cancel and reactivate move the access with it', async () => {
    const { accessToken } = await meAs(api, 'tom@demo.test', NETWORK_IDS.greenTable);
    const call = (method: string, path: string, body?: object) => api.call(method, path, { token: accessToken, networkId: NETWORK_IDS.greenTable, body });

    const bundles = await call('GET', '/subscriptions/bundles');
    expect((bundles.json.data as { id: string; freemium: boolean }[]).map((bundle) => [bundle.id, bundle.freemium])).toEqual([
      ['bundle-green-monthly', true],
      ['bundle-green-yearly', false],
    ]);
    const intent = await call('POST', '/subscriptions/setup-intent');
    expect(intent.json.data).toEqual({ clientSecret: expect.stringMatching(/^seti_.+_secret_.+/) });

    const subscribed = await call('POST', '/subscriptions', { bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa' });
    expect(subscribed.json).toEqual({ data: { status: 'active' } });
    expect((await contentsAs(api, NETWORK_IDS.greenTable, accessToken)).status).toBe(200);
    const methods = await call('GET', '/subscriptions/payment-methods');
    expect(methods.json.data).toEqual([{ id: 'pm_card_visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029, isDefault: true }]);

    expect((await call('POST', '/subscriptions', { bundleId: 'bundle-green-yearly', paymentMethodId: 'pm_card_visa' })).status).toBe(409);
    expect((await call('POST', '/subscriptions/exchange/bundle-green-yearly', {})).json).toEqual({ data: { status: 'active' } });

    expect((await call('POST', '/subscriptions/cancel', {})).json).toEqual({ data: { status: 'canceled' } });
    const denied = await contentsAs(api, NETWORK_IDS.greenTable, accessToken);
    expect(denied.json.error?.details).toEqual({ reason: 'canceled' });
    expect((await call('POST', '/subscriptions/cancel', {})).status).toBe(409);

    expect((await call('POST', '/subscriptions/reactivate', {})).json).toEqual({ data: { status: 'active' } });
    expect((await contentsAs(api, NETWORK_IDS.greenTable, accessToken)).status).toBe(200);
  });

  it('buys the purchasable course', async () => {
    const { accessToken } = await meAs(api, 'sara@demo.test', NETWORK_IDS.blueNote);
    const bought = await api.call('POST', '/subscriptions', {
      token: accessToken, networkId: NETWORK_IDS.blueNote, body: { bundleId: 'bundle-bluenote-course', paymentMethodId: 'pm_card_mastercard' },
    });
    expect(bought.json.data).toEqual({ status: 'active' });
    expect((await contentsAs(api, NETWORK_IDS.blueNote, accessToken)).status).toBe(200);
  });

  it('declines the test card that Stripe declines, and refuses a second free trial on the same card', async () => {
    const { accessToken } = await meAs(api, 'tom@demo.test', NETWORK_IDS.greenTable);
    const subscribe = (paymentMethodId: string, bundleId = 'bundle-green-monthly') =>
      api.call('POST', '/subscriptions', { token: accessToken, networkId: NETWORK_IDS.greenTable, body: { bundleId, paymentMethodId } });
    const declined = await subscribe('pm_card_chargeDeclined');
    expect([declined.status, declined.json.error?.code]).toEqual([402, 'PaymentFailed']);
    const reused = await subscribe('pm_card_mastercard');
    expect([reused.status, reused.json.error?.code]).toEqual([409, 'CardFingerprintAlreadyUsed']);
    expect((await subscribe('pm_card_mastercard', 'bundle-green-yearly')).json.data).toEqual({ status: 'active' });
  });

  it('asks for authentication, then verify activates the subscription', async () => {
    const { accessToken } = await meAs(api, 'tom@demo.test', NETWORK_IDS.greenTable);
    const call = (method: string, path: string, body?: object) => api.call(method, path, { token: accessToken, networkId: NETWORK_IDS.greenTable, body });
    const pending = await call('POST', '/subscriptions', { bundleId: 'bundle-green-yearly', paymentMethodId: 'pm_card_authenticationRequired' });
    const { status, clientSecret } = pending.json.data as { status: string; clientSecret: string };
    expect(status).toBe('requires_action');
    expect(clientSecret).toMatch(/^pi_sub-\d+_secret_/);
    expect((await contentsAs(api, NETWORK_IDS.greenTable, accessToken)).status).toBe(403);
    expect((await call('POST', '/subscriptions/verify', { subscriptionId: 'sub-unknown' })).status).toBe(404);
    const subscriptionId = /^pi_(sub-\d+)_secret_/.exec(clientSecret)?.[1];
    expect((await call('POST', '/subscriptions/verify', { subscriptionId })).json).toEqual({ data: { status: 'active' } });
    expect((await contentsAs(api, NETWORK_IDS.greenTable, accessToken)).status).toBe(200);
  });

  it('manages saved cards and invoices', async () => {
    const { accessToken } = await meAs(api, 'chiara@demo.test', NETWORK_IDS.greenTable);
    const call = (method: string, path: string, body?: object) => api.call(method, path, { token: accessToken, networkId: NETWORK_IDS.greenTable, body });
    const defaulted = await call('POST', '/subscriptions/payment-method/default', { paymentMethodId: 'pm_card_amex' });
    expect((defaulted.json.data as { id: string; isDefault: boolean }[]).map((method) => [method.id, method.isDefault])).toEqual([
      ['pm_card_visa', false],
      ['pm_card_amex', true],
    ]);
    expect((await call('DELETE', '/subscriptions/payment-method/pm_card_visa')).status).toBe(204);
    const lastCard = await call('DELETE', '/subscriptions/payment-method/pm_card_amex');
    expect([lastCard.status, lastCard.json.error?.code]).toEqual([409, 'PaymentMethodInUse']);
    expect((await call('DELETE', '/subscriptions/payment-method/pm_nope')).status).toBe(404);

    const invoice = await call('GET', '/subscriptions/invoice/in-chiara-yearly');
    expect(invoice.json.data).toEqual({ id: 'in-chiara-yearly', url: expect.stringContaining('/demo/invoice.svg') });
    expect((await call('GET', '/subscriptions/invoice/in-leo-course')).status).toBe(404);
  });

  it('needs a signed-in member', async () => {
    const answer = await api.call('POST', '/subscriptions', { networkId: NETWORK_IDS.greenTable, body: { bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa' } });
    expect([answer.status, answer.json.error?.code]).toEqual([401, 'AuthenticationRequired']);
  });
});
