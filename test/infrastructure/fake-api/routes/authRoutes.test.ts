// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeProviderToken, INVITATION_CODE, REFRESH_REUSE_GRACE_MS } from '../../../../src/infrastructure/fake-api/index';
import { DEMO_PASSWORD, NETWORK_IDS, setupFakeApi } from '../fakeApiHarness';

const api = setupFakeApi();
const NEW_PASSWORD = 'Runner#42';

async function signUp(email: string, networkId: string = NETWORK_IDS.harbour, password = NEW_PASSWORD) {
  return api.call('POST', '/v2/auth/sign-up', { body: { email, password, passwordConfirmation: password }, networkId });
}

async function exchange(token: string, networkId: string = NETWORK_IDS.harbour) {
  return api.call('POST', '/v2/auth/sign-up/exchange', { body: { token }, networkId });
}

describe('sign-up', () => {
  it('answers an exchange token that is pending twice, then completes with working tokens', async () => {
    const answer = await signUp('  New.Runner@Example.com ');
    expect(answer.status).toBe(200);
    const { token } = answer.json.data as { token: string };

    expect((await exchange(token)).json).toEqual({ status: 'pending' });
    expect((await exchange(token)).json).toEqual({ status: 'pending' });
    const completed = await exchange(token);
    expect(completed.json.status).toBe('completed');
    const tokens = completed.json.data as { accessToken: string; refreshToken: string; chatToken?: string };
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.chatToken).toBeTruthy(); // Harbour Runners has chat

    const me = await api.call('GET', '/v2/memberships/me', { token: tokens.accessToken });
    expect(me.status).toBe(200);
    expect(me.json.data).toMatchObject({
      email: 'new.runner@example.com',
      role: 'user',
      networkId: NETWORK_IDS.harbour,
      emailConfirmed: false,
      isProfileCompleted: false,
      credits: 5,
      missingContracts: [{ type: 'beAppCookiePolicy' }],
    });
    // The exchange token is spent.
    expect((await exchange(token)).json.error?.code).toBe('InvalidExchangeToken');
  });

  it('rejects a weak password with 422 and the rule that failed', async () => {
    const answer = await signUp('weak@example.com', NETWORK_IDS.harbour, 'password1');
    expect(answer.status).toBe(422);
    expect(answer.json.error?.code).toBe('ValidationError');
    expect(answer.json.error?.details).toEqual({ fields: { password: 'Must have at least 1 special character.' } });
    expect((await signUp('short@example.com', NETWORK_IDS.harbour, 'a1!')).status).toBe(422);
  });

  it('answers 409 for a member, 401 for a user with another password, and joins with the same password', async () => {
    expect((await signUp('ada@demo.test')).json.error?.code).toBe('MembershipAlreadyExists');
    expect((await signUp('ada@demo.test')).status).toBe(409);

    const otherPassword = await signUp('ada@demo.test', NETWORK_IDS.greenTable, 'Another#Pass9');
    expect(otherPassword.status).toBe(401);
    expect(otherPassword.json.error?.code).toBe('InvalidEmailOrPassword');

    const samePassword = await signUp('ada@demo.test', NETWORK_IDS.greenTable, DEMO_PASSWORD);
    expect(samePassword.status).toBe(200);
  });

  it('checks the private network: invitation code, names, birthday against minAge, required custom fields', async () => {
    const valid = {
      email: 'potter@example.com',
      password: 'clay12',
      passwordConfirmation: 'clay12',
      firstName: 'Paola',
      lastName: 'Neri',
      invitationCode: INVITATION_CODE,
      birthday: '1990-05-01',
      customFields: [{ id: 'cf-atelier-experience', answer: 'Two years' }],
    };
    const post = (body: object) => api.call('POST', '/v2/auth/sign-up', { body, networkId: NETWORK_IDS.atelier });

    const badCode = await post({ ...valid, invitationCode: 'WRONG' });
    expect([badCode.status, badCode.json.error?.code]).toEqual([400, 'InvalidInvitationCode']);

    const invalid = await post({ ...valid, firstName: 'Al', birthday: '2015-01-01', customFields: [] });
    expect(invalid.status).toBe(422);
    expect(Object.keys((invalid.json.error?.details as { fields: object }).fields)).toEqual(
      expect.arrayContaining(['firstName', 'birthday', 'customFields.cf-atelier-experience']),
    );

    const ok = await post(valid);
    expect(ok.status).toBe(200);
  });

  it('refuses password sign-up on the custom SSO network', async () => {
    const answer = await signUp('someone@example.com', NETWORK_IDS.northwind);
    expect([answer.status, answer.json.error?.code]).toEqual([403, 'SignUpDisabled']);
  });

  it('reports availability with membership and user metadata', async () => {
    const check = async (email: string, networkId: string) =>
      (await api.call('GET', '/v2/accounts/available', { query: { email }, networkId })).json;
    expect(await check('ada@demo.test', NETWORK_IDS.harbour)).toEqual({ data: { available: false }, metadata: { membership: true, user: true } });
    expect(await check('ada@demo.test', NETWORK_IDS.greenTable)).toEqual({ data: { available: false }, metadata: { membership: false, user: true } });
    expect(await check('nobody@example.com', NETWORK_IDS.harbour)).toEqual({ data: { available: true }, metadata: { membership: false, user: false } });
  });
});

describe('login', () => {
  it('answers 401 InvalidEmailOrPassword for a wrong password or an unknown e-mail', async () => {
    for (const body of [{ email: 'ada@demo.test', password: 'wrong-password' }, { email: 'ghost@example.com', password: DEMO_PASSWORD }]) {
      const answer = await api.call('POST', '/v2/auth/login', { body });
      expect(answer.status).toBe(401);
      expect(answer.json.error).toEqual({ code: 'InvalidEmailOrPassword', message: expect.any(String) });
    }
  });

  it('answers tokens at once for an existing membership', async () => {
    const answer = await api.call('POST', '/v2/auth/login', { body: { email: 'ADA@demo.test', password: DEMO_PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
  });

  it('creates the membership of a known user in a new network and synchronizes exactly once', async () => {
    const login = () => api.call('POST', '/v2/auth/login', { body: { email: 'ada@demo.test', password: DEMO_PASSWORD }, networkId: NETWORK_IDS.borgo });
    const first = await login();
    expect(first.status).toBe(202);
    expect(first.json).toEqual({ status: 'synchronizing_membership' });
    const second = await login();
    expect(second.status).toBe(200);
    const me = await api.call('GET', '/v2/memberships/me', { token: (second.json.data as { accessToken: string }).accessToken, networkId: NETWORK_IDS.borgo });
    expect(me.json.data).toMatchObject({ email: 'ada@demo.test', networkId: NETWORK_IDS.borgo });
  });

  it('synchronizes once for a sign-up whose exchange was never completed', async () => {
    await signUp('fresh@example.com');
    const login = () => api.call('POST', '/v2/auth/login', { body: { email: 'fresh@example.com', password: NEW_PASSWORD } });
    expect((await login()).status).toBe(202);
    expect((await login()).status).toBe(200);
  });

  it('does not let a user without membership into the private network', async () => {
    const answer = await api.call('POST', '/v2/auth/login', { body: { email: 'ada@demo.test', password: DEMO_PASSWORD }, networkId: NETWORK_IDS.atelier });
    expect([answer.status, answer.json.error?.code]).toEqual([403, 'MembershipRequired']);
  });
});

describe('phone one-time codes', () => {
  const phone = '+393401112233';

  it('sends the code to the demo inbox and signs a new phone number up', async () => {
    const start = await api.call('POST', '/v2/auth/otp/start', { body: { mobilePhone: phone }, networkId: NETWORK_IDS.borgo });
    expect(start.status).toBe(200);
    expect(start.json.message).toEqual(expect.any(String));
    const code = api.backend.inbox.latestCodeFor(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(api.backend.inbox.list()[0]).toMatchObject({ channel: 'sms', to: phone, code });

    const wrong = await api.call('POST', '/v2/auth/otp/finish', { body: { mobilePhone: phone, code: code === '000000' ? '111111' : '000000' }, networkId: NETWORK_IDS.borgo });
    expect([wrong.status, wrong.json.error?.code]).toEqual([400, 'InvalidCode']);

    const finish = await api.call('POST', '/v2/auth/otp/finish', { body: { mobilePhone: phone, code }, networkId: NETWORK_IDS.borgo });
    expect(finish.status).toBe(200);
    const me = await api.call('GET', '/v2/memberships/me', { token: (finish.json.data as { accessToken: string }).accessToken, networkId: NETWORK_IDS.borgo });
    expect(me.json.data).toMatchObject({ networkId: NETWORK_IDS.borgo, email: '' });
    // A code works once.
    const again = await api.call('POST', '/v2/auth/otp/finish', { body: { mobilePhone: phone, code }, networkId: NETWORK_IDS.borgo });
    expect(again.status).toBe(400);
  });

  it('signs the seeded phone member in, and a resend replaces the previous code', async () => {
    const seeded = '+393331234567';
    await api.call('POST', '/v2/auth/otp/start', { body: { mobilePhone: seeded }, networkId: NETWORK_IDS.borgo });
    const first = api.backend.inbox.latestCodeFor(seeded);
    await api.call('POST', '/v2/auth/otp/code/send', { body: { mobilePhone: seeded }, networkId: NETWORK_IDS.borgo });
    const second = api.backend.inbox.latestCodeFor(seeded);
    expect(api.backend.inbox.list().filter((message) => message.to === seeded)).toHaveLength(2);
    if (first !== second) {
      const stale = await api.call('POST', '/v2/auth/otp/finish', { body: { mobilePhone: seeded, code: first }, networkId: NETWORK_IDS.borgo });
      expect(stale.status).toBe(400);
    }
    const finish = await api.call('POST', '/v2/auth/otp/finish', { body: { mobilePhone: seeded, code: second }, networkId: NETWORK_IDS.borgo });
    const me = await api.call('GET', '/v2/memberships/me', { token: (finish.json.data as { accessToken: string }).accessToken, networkId: NETWORK_IDS.borgo });
    expect(me.json.data).toMatchObject({ id: 'mem-franca-borgo', firstName: 'Franca' });
  });

  it('expires codes after 10 minutes', async () => {
    await api.call('POST', '/v2/auth/otp/start', { body: { mobilePhone: phone }, networkId: NETWORK_IDS.borgo });
    const code = api.backend.inbox.latestCodeFor(phone);
    api.clock.advance(10 * 60_000 + 1);
    const finish = await api.call('POST', '/v2/auth/otp/finish', { body: { mobilePhone: phone, code }, networkId: NETWORK_IDS.borgo });
    expect([finish.status, finish.json.error?.code]).toEqual([400, 'InvalidCode']);
  });

  it('requires E.164 numbers and a network that offers phone sign-in', async () => {
    const local = await api.call('POST', '/v2/auth/otp/start', { body: { mobilePhone: '3331234567' }, networkId: NETWORK_IDS.borgo });
    expect([local.status, local.json.error?.code]).toEqual([400, 'InvalidPhoneNumber']);
    const disabled = await api.call('POST', '/v2/auth/otp/start', { body: { mobilePhone: phone }, networkId: NETWORK_IDS.greenTable });
    expect(disabled.json.error?.code).toBe('OtpNotEnabled');
  });
});

describe('tokens', () => {
  it('rotates refresh tokens: the old one stops working', async () => {
    const tokens = await api.signIn('ada@demo.test');
    const refreshed = await api.call('POST', '/v2/auth/refresh', { body: { refreshToken: tokens.refreshToken } });
    expect(refreshed.status).toBe(200);
    const next = refreshed.json.data as { accessToken: string; refreshToken: string };
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect((await api.call('GET', '/v2/memberships/me', { token: next.accessToken })).status).toBe(200);

    api.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    const reused = await api.call('POST', '/v2/auth/refresh', { body: { refreshToken: tokens.refreshToken } });
    expect([reused.status, reused.json.error?.code]).toEqual([401, 'InvalidRefreshToken']);
  });

  describe('reuse grace (api-contract.md: a page that reloaded mid-refresh lost the answer)', () => {
    const refresh = (refreshToken: string, networkId?: string) => api.call('POST', '/v2/auth/refresh', { body: { refreshToken }, networkId });

    it('answers a rotated refresh token presented again within 30 s with the same tokens, later with 401', async () => {
      const { refreshToken } = await api.signIn('ada@demo.test');
      const first = await refresh(refreshToken);
      expect(first.status).toBe(200);

      api.clock.advance(10_000);
      const again = await refresh(refreshToken);
      expect([again.status, again.json.data]).toEqual([200, first.json.data]);
      api.clock.advance(REFRESH_REUSE_GRACE_MS - 10_000);
      expect((await refresh(refreshToken)).json.data).toEqual(first.json.data);
      // The answer of the grace is a working session, not a copy of a dead one.
      const { accessToken } = first.json.data as { accessToken: string };
      expect((await api.call('GET', '/v2/memberships/me', { token: accessToken })).status).toBe(200);

      api.clock.advance(1);
      const late = await refresh(refreshToken);
      expect([late.status, late.json.error?.code]).toEqual([401, 'InvalidRefreshToken']);
      const later = await refresh(refreshToken);
      expect([later.status, later.json.error?.code]).toEqual([401, 'InvalidRefreshToken']);
    });

    it('ends with a logout of the session it answered, and holds only in the network of the token', async () => {
      const { refreshToken } = await api.signIn('ada@demo.test');
      const rotated = (await refresh(refreshToken)).json.data as { refreshToken: string };
      expect((await refresh(refreshToken, NETWORK_IDS.borgo)).status).toBe(401);

      expect((await api.call('POST', '/v2/auth/logout', { body: { refreshToken: rotated.refreshToken } })).status).toBe(204);
      const afterLogout = await refresh(refreshToken);
      expect([afterLogout.status, afterLogout.json.error?.code]).toEqual([401, 'InvalidRefreshToken']);
    });
  });

  it('logs out with 204: the refresh token stops working, other sign-ins go on', async () => {
    const tokens = await api.signIn('ada@demo.test');
    const otherDevice = await api.signIn('ada@demo.test');
    const loggedOut = await api.call('POST', '/v2/auth/logout', { body: { refreshToken: tokens.refreshToken } });
    expect([loggedOut.status, loggedOut.json]).toEqual([204, {}]);
    const refreshed = await api.call('POST', '/v2/auth/refresh', { body: { refreshToken: tokens.refreshToken } });
    expect([refreshed.status, refreshed.json.error?.code]).toEqual([401, 'InvalidRefreshToken']);
    // The same answer for a token already gone, so a second tab logging out does not fail.
    expect((await api.call('POST', '/v2/auth/logout', { body: { refreshToken: tokens.refreshToken } })).status).toBe(204);
    expect((await api.call('POST', '/v2/auth/refresh', { body: { refreshToken: otherDevice.refreshToken } })).status).toBe(200);
  });

  it('expires access tokens after the TTL, on any call that carries one', async () => {
    const { accessToken, refreshToken } = await api.signIn('ada@demo.test');
    api.clock.advance(119_000);
    expect((await api.call('GET', '/v2/memberships/me', { token: accessToken })).status).toBe(200);
    api.clock.advance(2_000);
    const me = await api.call('GET', '/v2/memberships/me', { token: accessToken });
    expect([me.status, me.json.error?.code]).toEqual([401, 'TokenExpired']);
    const slug = await api.call('GET', '/v2/networks/by-slug/harbour-runners', { token: accessToken, networkId: null });
    expect(slug.status).toBe(401);
    // The refresh token still works after the access token expired.
    expect((await api.call('POST', '/v2/auth/refresh', { body: { refreshToken } })).status).toBe(200);
  });

  it('binds tokens to one network and needs one for /memberships/me', async () => {
    const { accessToken, refreshToken } = await api.signIn('ada@demo.test');
    expect((await api.call('GET', '/v2/memberships/me', { token: accessToken, networkId: NETWORK_IDS.borgo })).status).toBe(401);
    expect((await api.call('POST', '/v2/auth/refresh', { body: { refreshToken }, networkId: NETWORK_IDS.borgo })).status).toBe(401);
    expect((await api.call('GET', '/v2/memberships/me')).status).toBe(401);
    expect((await api.call('GET', '/v2/memberships/me', { token: 'made-up' })).json.error?.code).toBe('TokenExpired');
  });
});

describe('identity providers', () => {
  const profile = { email: 'Luca.Social@example.com', firstName: 'Luca', lastName: 'Sociale' };

  it('signs in with Google at once and creates the user and membership on first use', async () => {
    const answer = await api.call('POST', '/v2/auth/google', { body: { accessToken: fakeProviderToken('google', profile) } });
    expect(answer.status).toBe(200);
    const me = await api.call('GET', '/v2/memberships/me', { token: (answer.json.data as { accessToken: string }).accessToken });
    expect(me.json.data).toMatchObject({ email: 'luca.social@example.com', firstName: 'Luca', lastName: 'Sociale', emailConfirmed: true });
    const again = await api.call('POST', '/v2/auth/google', { body: { accessToken: fakeProviderToken('google', profile) } });
    const meAgain = await api.call('GET', '/v2/memberships/me', { token: (again.json.data as { accessToken: string }).accessToken });
    expect((meAgain.json.data as { id: string }).id).toBe((me.json.data as { id: string }).id);
  });

  it('answers an exchange token for SSO providers, polled like sign-up', async () => {
    const answer = await api.call('POST', '/v2/auth/y-tech', { body: { accessToken: fakeProviderToken('y-tech', profile) } });
    const { token } = answer.json.data as { token: string };
    expect(token).toBeTruthy();
    expect((await exchange(token)).json.status).toBe('pending');
    expect((await exchange(token)).json.status).toBe('pending');
    expect((await exchange(token)).json.status).toBe('completed');
  });

  it('rejects foreign tokens, disabled providers and a missing redirectUri', async () => {
    const foreign = await api.call('POST', '/v2/auth/google', { body: { accessToken: fakeProviderToken('facebook', profile) } });
    expect([foreign.status, foreign.json.error?.code]).toEqual([401, 'InvalidProviderToken']);
    const garbage = await api.call('POST', '/v2/auth/facebook', { body: { accessToken: 'ya29.real-looking-token' } });
    expect(garbage.json.error?.code).toBe('InvalidProviderToken');
    const disabled = await api.call('POST', '/v2/auth/custom-sso', { body: { accessToken: fakeProviderToken('custom-sso', profile), redirectUri: 'x' } });
    expect(disabled.json.error?.code).toBe('ProviderNotEnabled');
    const noRedirect = await api.call('POST', '/v2/auth/cvespa', { body: { accessToken: fakeProviderToken('cvespa', profile) } });
    expect(noRedirect.status).toBe(422);
    const sso = await api.call('POST', '/v2/auth/custom-sso', {
      body: { accessToken: fakeProviderToken('custom-sso', profile), redirectUri: 'http://localhost/auth/custom-sso' },
      networkId: NETWORK_IDS.northwind,
    });
    expect(sso.json.data).toEqual({ token: expect.any(String) });
  });
});

describe('forgot password', () => {
  it('answers the same message whether the e-mail exists, and mails a reset code when it does', async () => {
    const known = await api.call('POST', '/auth/forgot-password', { body: { email: 'ada@demo.test' } });
    const unknown = await api.call('POST', '/auth/forgot-password', { body: { email: 'ghost@example.com' } });
    expect(known.status).toBe(200);
    expect(known.json.message).toBe(unknown.json.message);
    expect(api.backend.inbox.list()).toHaveLength(1);
    expect(api.backend.inbox.list()[0]).toMatchObject({ channel: 'email', to: 'ada@demo.test', text: expect.stringContaining('reset-password') });
    // product-spec §7: the network id may be omitted here.
    expect((await api.call('POST', '/auth/forgot-password', { body: { email: 'ada@demo.test' }, networkId: null })).status).toBe(200);
  });
});

describe('deviceId on sign-in calls (api-contract.md "Conventions")', () => {
  const phone = '+393405556677';
  const profile = { email: 'device.tester@example.com', firstName: 'Dev', lastName: 'Ice' };
  const signInCalls = (deviceId: unknown) => [
    ['/v2/auth/login', { email: 'ada@demo.test', password: DEMO_PASSWORD, deviceId }, NETWORK_IDS.harbour],
    ['/v2/auth/sign-up', { email: 'device.new@example.com', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, deviceId }, NETWORK_IDS.harbour],
    ['/v2/auth/google', { accessToken: fakeProviderToken('google', profile), deviceId }, NETWORK_IDS.harbour],
    ['/v2/auth/otp/finish', { mobilePhone: phone, code: 'the code', deviceId }, NETWORK_IDS.borgo],
  ] as const;

  async function post(path: string, body: Record<string, unknown>, networkId: string) {
    if (path === '/v2/auth/otp/finish') {
      await api.call('POST', '/v2/auth/otp/start', { body: { mobilePhone: phone }, networkId });
      body = { ...body, code: api.backend.inbox.latestCodeFor(phone) };
    }
    return api.call('POST', path, { body, networkId });
  }

  it('accepts a device id on every sign-in call', async () => {
    for (const [path, body, networkId] of signInCalls('3f9c2a7b5e1d4c8a9b0e6f2d1a3c5e7f')) {
      expect((await post(path, body, networkId)).status, path).toBe(200);
    }
  });

  it('still serves sign-in calls without one', async () => {
    for (const [path, body, networkId] of signInCalls(undefined)) {
      expect((await post(path, body, networkId)).status, path).toBe(200);
    }
  });

  it.each([42, '', 'not an id!', 'x'.repeat(129)])('refuses a device id that is not one (%j) with 422 ValidationError', async (deviceId) => {
    for (const [path, body, networkId] of signInCalls(deviceId)) {
      const answer = await post(path, body, networkId);
      expect([answer.status, answer.json.error?.code, (answer.json.error?.details as { fields?: object } | undefined)?.fields], path).toEqual([
        422,
        'ValidationError',
        expect.objectContaining({ deviceId: expect.any(String) }),
      ]);
    }
  });
});
