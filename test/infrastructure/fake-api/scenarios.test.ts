// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTRACT_CALLS, createFakeBackend, createMemoryPersistence, DEFAULT_SCENARIOS } from '../../../src/infrastructure/fake-api/index';
import { DEMO_PASSWORD, NETWORK_IDS, T0, setupFakeApi } from './fakeApiHarness';

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
      token: accessToken, networkId: NETWORK_IDS.greenTable, body: { bundleId: 'bundle-green-yearly', paymentMethodId: 'pm_card_visa' },
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

describe('demo-control endpoints', () => {
  it('reads and switches scenarios, validating the input', async () => {
    const put = await api.call('PUT', '/__demo/scenarios', { networkId: null, body: { unauthorizedStorm: 3, failingCall: 'POST /v2/auth/login' } });
    expect(put.json.data).toMatchObject({ unauthorizedStorm: 3, failingCall: 'POST /v2/auth/login' });
    expect((await api.call('GET', '/__demo/scenarios', { networkId: null })).json.data).toEqual({ ...DEFAULT_SCENARIOS, unauthorizedStorm: 3, failingCall: 'POST /v2/auth/login' });
    const bad = await api.call('PUT', '/__demo/scenarios', { networkId: null, body: { latencyMs: 'slow', teleport: true } });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.json.error?.details as { fields: object }).fields).sort()).toEqual(['latencyMs', 'teleport']);
  });

  it('lists the inbox newest first and resets everything', async () => {
    await api.call('POST', '/v2/auth/otp/start', { body: { mobilePhone: '+393330000001' }, networkId: NETWORK_IDS.borgo });
    await api.call('POST', '/v2/auth/otp/start', { body: { mobilePhone: '+393330000002' }, networkId: NETWORK_IDS.borgo });
    const inbox = await api.call('GET', '/__demo/inbox', { networkId: null });
    expect((inbox.json.data as { to: string }[]).map((message) => message.to)).toEqual(['+393330000002', '+393330000001']);

    const { accessToken } = await api.signIn('ada@demo.test');
    await api.call('DELETE', '/v2/memberships/me', { token: accessToken });
    api.backend.scenarios.set({ declineCard: true });
    expect((await api.call('POST', '/__demo/reset', { networkId: null })).status).toBe(204);
    expect((await api.call('GET', '/__demo/inbox', { networkId: null })).json.data).toEqual([]);
    expect(api.backend.scenarios.get()).toEqual(DEFAULT_SCENARIOS);
    expect((await api.call('GET', '/v2/memberships/me', { token: accessToken })).status).toBe(401);
    await api.signIn('ada@demo.test');
  });
});

describe('persistence', () => {
  it('round-trips the state through the persistence and reset clears it', async () => {
    const persistence = createMemoryPersistence();
    let now = T0;
    const first = createFakeBackend({ persistence, now: () => now });
    first.scenarios.set({ latencyMs: 250 });
    first.inbox.deliver('sms', '+393330000009', 'Your code is 123456', '123456');
    const user = first.createUser({ email: 'kept@example.com', mobilePhone: null, password: 'Kept#2026', emailConfirmed: true });
    const network = first.networkById(NETWORK_IDS.harbour);
    if (!network) throw new Error('seed lost Harbour Runners');
    const member = first.createMembership(user, network);
    const tokens = first.issueTokens(member);
    first.persist();
    expect(persistence.saved).not.toBeNull();

    now += 1_000;
    const second = createFakeBackend({ persistence, now: () => now });
    expect(second.scenarios.get().latencyMs).toBe(250);
    expect(second.inbox.latestCodeFor('+39 333 000 0009')).toBe('123456');
    expect(second.userByEmail('kept@example.com')?.id).toBe(user.id);
    expect(second.memberForAccessToken(tokens.accessToken)?.id).toBe(member.id);
    // Ids keep counting from where the first run stopped.
    expect(second.nextId('mem')).not.toBe(member.id);

    second.reset();
    expect(persistence.saved).toBeNull();
    expect(second.userByEmail('kept@example.com')).toBeUndefined();
    expect(second.scenarios.get()).toEqual(DEFAULT_SCENARIOS);
    expect(second.inbox.list()).toEqual([]);
    expect(createFakeBackend({ persistence }).userByEmail('kept@example.com')).toBeUndefined();
  });

  it('ignores a saved state of another version', () => {
    const persistence = createMemoryPersistence();
    const backend = createFakeBackend({ persistence });
    backend.createUser({ email: 'old@example.com', mobilePhone: null, password: 'Old#20260', emailConfirmed: true });
    persistence.save({ ...backend.state, version: 0 });
    expect(createFakeBackend({ persistence }).userByEmail('old@example.com')).toBeUndefined();
  });
});
