// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { ExchangeOutcome, LoginOutcome } from '../../../src/domain/auth/Tokens';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PHONE_MEMBER, fakeProviderToken, INVITATION_CODE } from '../../../src/infrastructure/fake-api';
import { HttpAuthGateway } from '../../../src/infrastructure/http/HttpAuthGateway';
import { HttpMembershipGateway } from '../../../src/infrastructure/http/HttpMembershipGateway';
import { BASE_URL, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const auth = () => new HttpAuthGateway(api.client, api.device);
const ada = DEMO_ACCOUNTS.find((account) => account.email === 'ada@demo.test');
if (!ada) throw new Error('The seed has no ada@demo.test');

const anyTokens = { accessToken: expect.any(String), refreshToken: expect.any(String) };
const profile = { email: 'zoe@example.com', firstName: 'Zoe', lastName: 'Bassi' };

function tokensOf(outcome: LoginOutcome | ExchangeOutcome) {
  if (outcome.kind !== 'tokens' && outcome.kind !== 'completed') throw new Error(`Expected tokens, got ${outcome.kind}`);
  return outcome.tokens;
}

/** Polls an exchange token the way the app does, counting the pending answers. */
async function exchangeUntilDone(token: string) {
  let pending = 0;
  for (;;) {
    const outcome = await auth().exchange(token);
    if (outcome.kind === 'completed') return { pending, tokens: outcome.tokens };
    pending++;
    if (pending > 5) throw new Error('The exchange never completed');
  }
}

/** The JSON bodies the client posts, by path, for tests about what sign-in calls carry. */
function recordBodies(): () => Promise<Record<string, unknown>[]> {
  const bodies: Promise<Record<string, unknown>>[] = [];
  api.server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return;
    const path = new URL(request.url).pathname;
    bodies.push(request.clone().json().then((body: Record<string, unknown>) => ({ path, ...body })));
  });
  return () => Promise.all(bodies);
}

describe('HttpAuthGateway', () => {
  describe('deviceId (api-contract.md "Conventions")', () => {
    it('is in the body of every sign-in call: login, sign-up, phone code, social and SSO providers', async () => {
      const bodies = recordBodies();
      const deviceId = api.device.deviceId();
      await api.enter('harbour-runners');
      await auth().login(ada.email, ada.password);
      await auth().signUp({ email: 'device.runner@example.com', password: 'Run!2026x', passwordConfirmation: 'Run!2026x' });
      await auth().withProvider('google', fakeProviderToken('google', profile));
      await auth().withProvider('y-tech', fakeProviderToken('y-tech', profile));
      await api.enter('borgo-market');
      await auth().startOtp(DEMO_PHONE_MEMBER.mobilePhone);
      await auth().finishOtp(DEMO_PHONE_MEMBER.mobilePhone, api.backend.inbox.latestCodeFor(DEMO_PHONE_MEMBER.mobilePhone) ?? '');

      const signIns = (await bodies()).filter((body) => ['/v2/auth/login', '/v2/auth/sign-up', '/v2/auth/otp/finish', '/v2/auth/google', '/v2/auth/y-tech'].includes(String(body.path)));
      expect(signIns.map((body) => [body.path, body.deviceId])).toEqual([
        ['/v2/auth/login', deviceId],
        ['/v2/auth/sign-up', deviceId],
        ['/v2/auth/google', deviceId],
        ['/v2/auth/y-tech', deviceId],
        ['/v2/auth/otp/finish', deviceId],
      ]);
    });

    it('is not sent where the contract does not ask for it', async () => {
      const bodies = recordBodies();
      await api.enter('borgo-market');
      await auth().startOtp(DEMO_PHONE_MEMBER.mobilePhone);
      await auth().forgotPassword(ada.email);

      expect((await bodies()).map((body) => [body.path, 'deviceId' in body])).toEqual([
        ['/v2/auth/otp/start', false],
        ['/auth/forgot-password', false],
      ]);
    });
  });

  describe('login', () => {
    it('signs a demo account in with tokens (chat tokens where chat is on)', async () => {
      await api.enter('harbour-runners');

      const outcome = await auth().login(ada.email, ada.password);

      expect(outcome).toEqual({ kind: 'tokens', tokens: { ...anyTokens, chatToken: expect.any(String), chatTokenV2: expect.any(String) } });
    });

    it('rejects a wrong password with 401 InvalidEmailOrPassword and the server message', async () => {
      await api.enter('harbour-runners');

      const error = await auth().login(ada.email, 'not-the-password').catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, code: 'InvalidEmailOrPassword', message: expect.stringMatching(/not correct/) });
    });

    it('answers synchronizing while the membership is being synchronized (202)', async () => {
      await api.enter('harbour-runners');
      api.backend.scenarios.set({ signInSynchronizingTimes: 1 });

      await expect(auth().login(ada.email, ada.password)).resolves.toEqual({ kind: 'synchronizing' });
      await expect(auth().login(ada.email, ada.password)).resolves.toMatchObject({ kind: 'tokens' });
    });

    it('turns tokens without a refresh token into MalformedResponse', async () => {
      await api.enter('harbour-runners');
      api.server.use(http.post(`${BASE_URL}/v2/auth/login`, () => HttpResponse.json({ data: { accessToken: 'a' } })));

      await expect(auth().login(ada.email, ada.password)).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data.refreshToken' } });
    });
  });

  describe('sign-up and exchange', () => {
    it('signs up, polls the exchange until completed, and the tokens open the new membership', async () => {
      await api.enter('harbour-runners');

      const exchangeToken = await auth().signUp({ email: 'new.runner@example.com', password: 'Run!2026x', passwordConfirmation: 'Run!2026x' });
      const { pending, tokens } = await exchangeUntilDone(exchangeToken);
      api.tokens.save(api.scope.id ?? '', tokens);

      expect(pending).toBeGreaterThan(0);
      await expect(new HttpMembershipGateway(api.client).me()).resolves.toMatchObject({ email: 'new.runner@example.com', role: 'user' });
    });

    it('signs up to the private network with the invitation code, names, birthday and custom fields', async () => {
      await api.enter('atelier-ceramica');

      const exchangeToken = await auth().signUp({
        email: 'potter@example.com',
        password: 'clay123',
        passwordConfirmation: 'clay123',
        firstName: 'Paola',
        lastName: 'Rinaldi',
        invitationCode: INVITATION_CODE,
        birthday: '1990-05-05',
        customFields: [{ id: 'cf-atelier-experience', answer: 'Two years' }],
      });

      const { tokens } = await exchangeUntilDone(exchangeToken);
      api.tokens.save(api.scope.id ?? '', tokens);
      await expect(new HttpMembershipGateway(api.client).me()).resolves.toMatchObject({
        firstName: 'Paola',
        birthday: '1990-05-05',
        isAccessAuthorized: true,
        isProfileCompleted: true,
      });
    });

    it('refuses a wrong invitation code with 400 InvalidInvitationCode', async () => {
      await api.enter('atelier-ceramica');

      const error = await auth()
        .signUp({
          email: 'potter@example.com',
          password: 'clay123',
          passwordConfirmation: 'clay123',
          firstName: 'Paola',
          lastName: 'Rinaldi',
          invitationCode: 'WRONG',
          birthday: '1990-05-05',
          customFields: [{ id: 'cf-atelier-experience', answer: 'Two years' }],
        })
        .catch((caught: unknown) => caught);

      expect(error).toMatchObject({ status: 400, code: 'InvalidInvitationCode' });
    });

    it('refuses an existing member with 409 MembershipAlreadyExists', async () => {
      await api.enter('harbour-runners');
      await expect(auth().signUp({ email: ada.email, password: DEMO_PASSWORD, passwordConfirmation: DEMO_PASSWORD })).rejects.toMatchObject({
        status: 409,
        code: 'MembershipAlreadyExists',
      });
    });

    it('refuses a known user with another password with 401 InvalidEmailOrPassword', async () => {
      await api.enter('green-table');
      await expect(auth().signUp({ email: ada.email, password: 'Other!2026', passwordConfirmation: 'Other!2026' })).rejects.toMatchObject({
        status: 401,
        code: 'InvalidEmailOrPassword',
      });
    });

    it('refuses a weak password with 422 ValidationError', async () => {
      await api.enter('harbour-runners');
      await expect(auth().signUp({ email: 'weak@example.com', password: 'short', passwordConfirmation: 'short' })).rejects.toMatchObject({
        status: 422,
        code: 'ValidationError',
      });
    });

    it('keeps answering pending while the exchange never completes', async () => {
      await api.enter('harbour-runners');
      api.backend.scenarios.set({ exchangeNeverCompletes: true });
      const exchangeToken = await auth().signUp({ email: 'late@example.com', password: 'Run!2026x', passwordConfirmation: 'Run!2026x' });

      for (let poll = 0; poll < 5; poll++) await expect(auth().exchange(exchangeToken)).resolves.toEqual({ kind: 'pending' });
    });

    it('rejects an unknown exchange token with the server code', async () => {
      await api.enter('harbour-runners');
      await expect(auth().exchange('exch_nope')).rejects.toMatchObject({ status: 400, code: 'InvalidExchangeToken' });
    });

    it('turns an unknown exchange status into MalformedResponse', async () => {
      await api.enter('harbour-runners');
      api.server.use(http.post(`${BASE_URL}/v2/auth/sign-up/exchange`, () => HttpResponse.json({ status: 'maybe' })));

      await expect(auth().exchange('x')).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'status' } });
    });
  });

  describe('checkEmail', () => {
    it('tells a member, a user of another network and a new address apart', async () => {
      await api.enter('green-table');

      await expect(auth().checkEmail('chiara@demo.test')).resolves.toEqual({ available: false, hasMembership: true, hasUser: true });
      await expect(auth().checkEmail(ada.email)).resolves.toEqual({ available: false, hasMembership: false, hasUser: true });
      await expect(auth().checkEmail('nobody@example.com')).resolves.toEqual({ available: true, hasMembership: false, hasUser: false });
    });
  });

  describe('phone codes', () => {
    it('starts, resends and finishes with the newest code from the inbox; an older code is refused', async () => {
      await api.enter('borgo-market');
      const phone = DEMO_PHONE_MEMBER.mobilePhone;

      await expect(auth().startOtp(phone)).resolves.toMatch(/sent a 6-digit code/);
      const firstCode = api.backend.inbox.latestCodeFor(phone);
      await expect(auth().resendOtp(phone)).resolves.toEqual(expect.any(String));
      const newestCode = api.backend.inbox.latestCodeFor(phone);
      expect(newestCode).toMatch(/^\d{6}$/);

      // Codes are random: the two match once in a million runs, and then the old code is the good one.
      if (firstCode !== newestCode) {
        await expect(auth().finishOtp(phone, firstCode ?? '')).rejects.toMatchObject({ status: 400, code: 'InvalidCode' });
      }
      await expect(auth().finishOtp(phone, newestCode ?? '')).resolves.toEqual(anyTokens);
    });

    it('refuses a wrong code with 400 InvalidCode', async () => {
      await api.enter('borgo-market');
      await auth().startOtp(DEMO_PHONE_MEMBER.mobilePhone);

      const error = await auth().finishOtp(DEMO_PHONE_MEMBER.mobilePhone, '000000x').catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400, code: 'InvalidCode' });
    });

    it('turns a code answer without a message into MalformedResponse', async () => {
      await api.enter('borgo-market');
      api.server.use(http.post(`${BASE_URL}/v2/auth/otp/start`, () => HttpResponse.json({ data: {} })));

      await expect(auth().startOtp(DEMO_PHONE_MEMBER.mobilePhone)).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'message' } });
    });
  });

  describe('identity providers', () => {
    it('signs in with Google directly', async () => {
      await api.enter('harbour-runners');

      await expect(auth().withProvider('google', fakeProviderToken('google', profile))).resolves.toEqual({
        kind: 'tokens',
        tokens: expect.objectContaining(anyTokens),
      });
    });

    it('answers an exchange token for an SSO provider, completed by polling like sign-up', async () => {
      await api.enter('harbour-runners');

      const outcome = await auth().withProvider('y-tech', fakeProviderToken('y-tech', profile));

      expect(outcome).toEqual({ kind: 'exchange', exchangeToken: expect.any(String) });
      if (outcome.kind !== 'exchange') return;
      await expect(exchangeUntilDone(outcome.exchangeToken)).resolves.toMatchObject({ tokens: expect.objectContaining(anyTokens) });
    });

    it('sends the redirect URI for cvespa and custom SSO', async () => {
      await api.enter('harbour-runners');
      await expect(auth().withProvider('cvespa', fakeProviderToken('cvespa', profile), 'http://localhost/harbour-runners/auth/cvespa/callback')).resolves.toMatchObject({
        kind: 'exchange',
      });

      await api.enter('northwind-staff');
      await expect(auth().withProvider('custom-sso', fakeProviderToken('custom-sso', profile))).rejects.toMatchObject({ status: 422 });
      await expect(auth().withProvider('custom-sso', fakeProviderToken('custom-sso', profile), 'http://localhost/auth/custom-sso')).resolves.toMatchObject({
        kind: 'exchange',
      });
    });

    it('rejects a provider token the provider did not issue', async () => {
      await api.enter('harbour-runners');
      await expect(auth().withProvider('facebook', 'forged')).rejects.toMatchObject({ status: 401, code: 'InvalidProviderToken' });
    });
  });

  describe('logout', () => {
    it('ends the session on the server: the refresh token stops working', async () => {
      const network = await api.enter('harbour-runners');
      const tokens = tokensOf(await auth().login(ada.email, ada.password));
      api.tokens.save(network.id, tokens);

      await auth().logout(tokens.refreshToken, network.id);

      const refreshed = api.client.refresh(network.id);
      await api.refusedRefreshGraceElapsed();
      await expect(refreshed).resolves.toBe('refused');
    });

    it('is sent with keepalive, so it arrives even when the member closes the tab at once', async () => {
      const network = await api.enter('harbour-runners');
      const tokens = tokensOf(await auth().login(ada.email, ada.password));
      api.tokens.save(network.id, tokens);
      const keepalive: boolean[] = [];
      api.server.events.on('request:start', ({ request }) => {
        if (new URL(request.url).pathname === '/v2/auth/logout') keepalive.push(request.keepalive);
      });
      await auth().logout(tokens.refreshToken, network.id);
      expect(keepalive).toEqual([true]);
    });

    it('is sent in the name of the network it names, whichever network is visited by then', async () => {
      const harbour = await api.enter('harbour-runners');
      const tokens = tokensOf(await auth().login(ada.email, ada.password));
      await api.enter('green-table');
      const networks: (string | null)[] = [];
      api.server.events.on('request:start', ({ request }) => {
        const url = new URL(request.url);
        if (url.pathname === '/v2/auth/logout') networks.push(url.searchParams.get('networkId'));
      });
      await auth().logout(tokens.refreshToken, harbour.id);
      expect(networks).toEqual([harbour.id]);
    });

    it('answers the same for a refresh token already gone', async () => {
      const network = await api.enter('harbour-runners');
      await expect(auth().logout('rt-unknown', network.id)).resolves.toBeUndefined();
    });
  });

  describe('forgotPassword', () => {
    it("answers the server's message and sends the reset e-mail", async () => {
      await api.enter('harbour-runners');

      await expect(auth().forgotPassword(ada.email)).resolves.toMatch(/reset the password/);
      expect(api.backend.inbox.latestCodeFor(ada.email)).toEqual(expect.any(String));
    });
  });
});
