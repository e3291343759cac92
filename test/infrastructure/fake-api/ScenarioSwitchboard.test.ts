// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTRACT_CALLS, DEFAULT_SCENARIOS } from '../../../src/infrastructure/fake-api/index';
import { DEMO_PASSWORD, NETWORK_IDS, setupFakeApi } from './fakeApiHarness';

const api = setupFakeApi();

describe('scenarios', () => {
  it('signInSynchronizingTimes: login answers 202 that many times, then tokens', async () => {
    api.backend.scenarios.set({ signInSynchronizingTimes: 2 });
    const login = () => api.call('POST', '/v2/auth/login', { body: { email: 'ada@demo.test', password: DEMO_PASSWORD } });
    expect((await login()).status).toBe(202);
    expect((await login()).json).toEqual({ status: 'synchronizing_membership' });
    expect((await login()).status).toBe(200);
    expect(api.backend.scenarios.get().signInSynchronizingTimes).toBe(0);
  });

  it('exchangeNeverCompletes: the sign-up exchange stays pending', async () => {
    api.backend.scenarios.set({ exchangeNeverCompletes: true });
    const signUp = await api.call('POST', '/v2/auth/sign-up', { body: { email: 'slow@example.com', password: 'Slow#2026', passwordConfirmation: 'Slow#2026' } });
    const { token } = signUp.json.data as { token: string };
    for (let poll = 0; poll < 8; poll += 1) {
      expect((await api.call('POST', '/v2/auth/sign-up/exchange', { body: { token } })).json).toEqual({ status: 'pending' });
    }
    // Switched off, the exchange goes on as usual: two pending polls, then tokens.
    api.backend.scenarios.set({ exchangeNeverCompletes: false });
    const statuses: unknown[] = [];
    for (let poll = 0; poll < 3; poll += 1) {
      statuses.push((await api.call('POST', '/v2/auth/sign-up/exchange', { body: { token } })).json.status);
    }
    expect(statuses).toEqual(['pending', 'pending', 'completed']);
  });

  it('unauthorizedStorm: the next N authenticated GETs answer 401, anonymous and mutating calls are spared', async () => {
    const { accessToken } = await api.signIn('ada@demo.test');
    api.backend.scenarios.set({ unauthorizedStorm: 2 });
    expect((await api.call('GET', '/v2/contents')).status).toBe(200);
    expect((await api.call('PATCH', '/v2/memberships/mem-ada-harbour', { token: accessToken, body: { lastLocale: 'it' } })).status).toBe(200);
    const first = await api.call('GET', '/v2/memberships/me', { token: accessToken });
    expect([first.status, first.json.error?.code]).toEqual([401, 'TokenExpired']);
    expect((await api.call('GET', '/v2/memberships/me', { token: accessToken })).status).toBe(401);
    expect((await api.call('GET', '/v2/memberships/me', { token: accessToken })).status).toBe(200);
    expect(api.backend.scenarios.get().unauthorizedStorm).toBe(0);
  });

  it('failingCall: exactly that call answers 500', async () => {
    expect(CONTRACT_CALLS).toContain('GET /v2/contents');
    expect(CONTRACT_CALLS).toContain('GET /v2/contents/{id}/comments');
    api.backend.scenarios.set({ failingCall: 'GET /v2/contents' });
    const failed = await api.call('GET', '/v2/contents');
    expect(failed.status).toBe(500);
    expect(failed.json.error).toEqual({ code: 'InternalServerError', message: expect.any(String) });
    expect((await api.call('GET', '/v2/contents/cnt-harbour-10k/comments')).status).toBe(200);
    api.backend.scenarios.set({ failingCall: 'GET /v2/contents/{id}/comments' });
    expect((await api.call('GET', '/v2/contents/cnt-harbour-10k/comments')).status).toBe(500);
    expect((await api.call('GET', '/v2/contents')).status).toBe(200);
  });

  it('latencyMs: every answer waits, control endpoints do not', async () => {
    api.backend.scenarios.set({ latencyMs: 1500 });
    await api.call('GET', '/v2/ip-lookup');
    await api.call('GET', '/__demo/inbox', { networkId: null });
    expect(api.sleeps).toEqual([1500]);
  });

  it('slowCall: only the chosen call waits the latency', async () => {
    api.backend.scenarios.set({ latencyMs: 2500, slowCall: 'GET /v2/ip-lookup' });
    await api.call('GET', '/v2/contents');
    await api.call('GET', '/v2/ip-lookup');
    expect(api.sleeps).toEqual([2500]);
    expect(() => api.backend.scenarios.set({ slowCall: null })).not.toThrow();
  });

  it('wrongCode: phone and e-mail codes are refused even when right', async () => {
    api.backend.scenarios.set({ wrongCode: true });
    const phone = '+393331234567';
    await api.call('POST', '/v2/auth/otp/start', { body: { mobilePhone: phone }, networkId: NETWORK_IDS.borgo });
    const otp = await api.call('POST', '/v2/auth/otp/finish', { body: { mobilePhone: phone, code: api.backend.inbox.latestCodeFor(phone) }, networkId: NETWORK_IDS.borgo });
    expect([otp.status, otp.json.error?.code]).toEqual([400, 'InvalidCode']);
    await api.call('POST', '/accounts/confirm/email/resend', { body: { membershipId: 'mem-victor-harbour', mode: 'text' } });
    const email = await api.call('POST', '/accounts/confirm/email', { body: { membershipId: 'mem-victor-harbour', code: api.backend.inbox.latestCodeFor('victor@demo.test') } });
    expect(email.json.error?.code).toBe('InvalidCode');
  });

  it('declineCard: subscribing answers 402 PaymentFailed', async () => {
    api.backend.scenarios.set({ declineCard: true });
    const { accessToken } = await api.signIn('tom@demo.test', NETWORK_IDS.greenTable);
    const answer = await api.call('POST', '/subscriptions', {
      token: accessToken, networkId: NETWORK_IDS.greenTable, body: { bundleId: 'bundle-green-yearly', paymentMethodId: 'pm_card_visa' }, headers: { 'Idempotency-Key': 'attempt-1' },
    });
    expect([answer.status, answer.json.error?.code]).toEqual([402, 'PaymentFailed']);
  });

  it('hostileUrls: every URL of a customization is a javascript: URL, and nothing else changes', async () => {
    const before = (await api.call('GET', '/v2/networks/by-slug/northwind-staff', { networkId: null })).json.data as Record<string, unknown>;
    api.backend.scenarios.set({ hostileUrls: true });
    const northwind = (await api.call('GET', '/v2/networks/by-slug/northwind-staff', { networkId: null })).json.data as Record<string, unknown>;
    const harbour = (await api.call('GET', '/v2/networks/by-slug/harbour-runners', { networkId: null })).json.data as Record<string, unknown>;
    const hostile = 'javascript:alert(document.domain)//';
    expect(northwind).toMatchObject({ logo: hostile, auth: { authType: 'custom_sso', providers: { customSso: { authorizeUrl: hostile, clientId: 'demo-custom-sso', label: 'Northwind ID' } } } });
    expect({ ...northwind, logo: before.logo, auth: before.auth }).toEqual(before);
    expect(harbour).toMatchObject({
      logo: hostile,
      authCover: { url: hostile, thumbnails: { small: hostile, medium: hostile, large: hostile } },
      auth: { providers: { google: { clientId: 'demo-google-client-id' }, yTech: { authorizeUrl: hostile } } },
    });
    // The store itself is untouched: switched off, the seed's URLs are back.
    api.backend.scenarios.set({ hostileUrls: false });
    expect((await api.call('GET', '/v2/networks/by-slug/northwind-staff', { networkId: null })).json.data).toEqual(before);
  });

  it("analyticsTag: every network's customization carries the measurement id, and the seed's none once it is off", async () => {
    api.backend.scenarios.set({ analyticsTag: 'G-QA1234' });
    expect((await api.call('GET', '/v2/networks/by-slug/green-table', { networkId: null })).json.data).toMatchObject({ gtag: 'G-QA1234' });
    api.backend.scenarios.set({ analyticsTag: null });
    expect((await api.call('GET', '/v2/networks/by-slug/green-table', { networkId: null })).json.data).toMatchObject({ gtag: null });
  });

  it('notifies subscribers and resets to the defaults', () => {
    let notified = 0;
    const unsubscribe = api.backend.scenarios.subscribe(() => {
      notified += 1;
    });
    api.backend.scenarios.set({ declineCard: true, latencyMs: -5 });
    expect(api.backend.scenarios.get()).toMatchObject({ declineCard: true, latencyMs: 0 });
    api.backend.scenarios.reset();
    expect(api.backend.scenarios.get()).toEqual(DEFAULT_SCENARIOS);
    unsubscribe();
    api.backend.scenarios.set({ wrongCode: true });
    expect(notified).toBe(2);
  });
});
