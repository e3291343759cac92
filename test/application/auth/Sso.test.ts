import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../src/application/ports/KeyValueStore';
import { CompleteSso } from '../../../src/application/usecases/auth/CompleteSso';
import { StartSso } from '../../../src/application/usecases/auth/StartSso';
import type { SsoProvider } from '../../../src/domain/auth/Tokens';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { authHarness, watch } from './authHarness';

const CONFIG = { authorizeUrl: 'https://idp.example/authorize', clientId: 'client-1' };

function ssoHarness() {
  const network = sampleNetwork({ accessType: 'subscribable' });
  const h = authHarness({ network, member: sampleMembership({ networkId: network.id }), initialPath: '/subscribe' });
  return {
    ...h,
    startSso: new StartSso(h.random, h.sessionStore, h.external),
    completeSso: new CompleteSso(h.sessionStore, h.external, h.signInWithProviderToken),
  };
}

function departureOf(h: ReturnType<typeof ssoHarness>): URL {
  const departure = h.external.departures.at(-1);
  if (!departure) throw new Error('The app did not leave for the provider.');
  return new URL(departure, 'https://app.example');
}

describe('StartSso (spec §1 SSO: leave for the provider with a state)', () => {
  it.each([
    ['y-tech', 'https://app.example/sample/auth/y-tech/callback'],
    ['sports-alliance', 'https://app.example/sample/auth/sports-alliance/callback'],
    ['cvespa', 'https://app.example/sample/auth/cvespa/callback'],
    ['microsoft', 'https://app.example/sample/auth/microsoft/callback'],
    ['apple', 'https://app.example/sample/auth/apple/callback'],
    ['custom-sso', 'https://app.example/sample/auth/custom-sso'],
  ] as const)('sends %s to its authorize page with the callback %s and a fresh state', (provider, redirectUri) => {
    const h = ssoHarness();
    h.startSso.execute(provider, CONFIG, { returnPath: '/contents/1' });
    const url = departureOf(h);
    expect(`${url.origin}${url.pathname}`).toBe('https://idp.example/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      redirect_uri: redirectUri,
      response_type: 'token',
      state: 'random-1',
    });
    expect(h.sessionStore.get(STORAGE_KEYS.ssoState)).toEqual({ state: 'random-1', provider, returnPath: '/contents/1' });
    expect(h.localStore.get(STORAGE_KEYS.ssoState)).toBeNull();
  });

  it("keeps the query of an authorize URL and accepts a relative one (the demo provider page), on the app's origin", () => {
    const h = ssoHarness();
    h.startSso.execute('custom-sso', { authorizeUrl: '/__demo/idp/custom-sso?tenant=a', clientId: 'demo' });
    expect(h.external.departures[0]).toMatch(/^https:\/\/app\.example\/__demo\/idp\/custom-sso\?tenant=a&client_id=demo&redirect_uri=/);
  });

  it('keeps the fragment of an authorize URL after the query it adds', () => {
    const h = ssoHarness();
    h.startSso.execute('y-tech', { authorizeUrl: 'https://idp.example/authorize#login', clientId: 'c' });
    const url = departureOf(h);
    expect(url.hash).toBe('#login');
    expect(url.searchParams.get('state')).toBe('random-1');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    '  javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'http://idp.example/authorize',
    '//evil.example/authorize',
    'https://app.example@evil.example/authorize',
  ])('refuses the unsafe authorize URL %j before storing a state or leaving', (authorizeUrl) => {
    const h = ssoHarness();
    expect(() => h.startSso.execute('custom-sso', { authorizeUrl, clientId: 'c' }, { returnPath: '/contents/1' })).toThrow(
      expect.objectContaining({ code: 'UnsafeUrl', message: "This sign-in provider's address is not safe, so the app will not open it." }),
    );
    expect(h.external.departures).toEqual([]);
    expect(h.sessionStore.get(STORAGE_KEYS.ssoState)).toBeNull();
    expect(h.random.token()).toBe('random-1');
  });
});

describe('CompleteSso (the callback must match the state this tab stored)', () => {
  it('signs the member in when the state matches, sends the redirect URI for cvespa, and follows the return path', async () => {
    const h = ssoHarness();
    h.startSso.execute('cvespa', CONFIG, { returnPath: '/contents/1' });
    const membership = await h.completeSso.execute('cvespa', { accessToken: 'provider-token', state: 'random-1' });
    expect(h.auth.callsOf('withProvider')).toEqual([['cvespa', 'provider-token', 'https://app.example/sample/auth/cvespa/callback']]);
    expect(membership.id).toBe('mem-1');
    expect(h.session.isSignedIn).toBe(true);
    expect(h.navigator.paths).toEqual(['/contents/1']);
    expect(h.sessionStore.get(STORAGE_KEYS.ssoState)).toBeNull();
  });

  it.each([
    ['y-tech', undefined],
    ['sports-alliance', undefined],
    ['microsoft', undefined],
    ['apple', undefined],
    ['custom-sso', 'https://app.example/sample/auth/custom-sso'],
  ] as const)('exchanges the %s token with the redirect URI %s', async (provider, redirectUri) => {
    const h = ssoHarness();
    h.startSso.execute(provider, CONFIG);
    await h.completeSso.execute(provider, { accessToken: 'provider-token', state: 'random-1' });
    expect(h.auth.callsOf('withProvider')).toEqual([[provider, 'provider-token', redirectUri]]);
  });

  it('polls an exchange token, then goes home without a return path', async () => {
    const h = ssoHarness();
    h.auth.queueProvider({ kind: 'exchange', exchangeToken: 'exchange-sso' });
    h.auth.queueExchange({ kind: 'pending' }, { kind: 'completed', tokens: { accessToken: 'a', refreshToken: 'r' } });
    h.startSso.execute('y-tech', CONFIG);
    const completing = watch(h.completeSso.execute('y-tech', { accessToken: 'provider-token', state: 'random-1' }));
    await h.clock.advanceAsync(1000);
    expect(completing.settled).toMatchObject({ state: 'resolved', value: { id: 'mem-1' } });
    expect(h.navigator.paths).toEqual(['/']);
  });

  it('does not follow a hostile return path stored with the state', async () => {
    const h = ssoHarness();
    h.startSso.execute('apple', CONFIG, { returnPath: '//evil.example' });
    await h.completeSso.execute('apple', { accessToken: 'provider-token', state: 'random-1' });
    expect(h.navigator.paths).toEqual(['/']);
  });

  const mismatches: [string, (h: ReturnType<typeof ssoHarness>) => Promise<unknown>][] = [
    ['a different state', (h) => {
      h.startSso.execute('y-tech', CONFIG);
      return h.completeSso.execute('y-tech', { accessToken: 'provider-token', state: 'forged' });
    }],
    ['no stored state', (h) => h.completeSso.execute('y-tech', { accessToken: 'provider-token', state: 'random-1' })],
    ['a state stored for another provider', (h) => {
      h.startSso.execute('cvespa', CONFIG);
      return h.completeSso.execute('y-tech', { accessToken: 'provider-token', state: 'random-1' });
    }],
    ['an empty state on both sides', (h) => {
      h.sessionStore.set(STORAGE_KEYS.ssoState, { state: '', provider: 'y-tech', returnPath: null });
      return h.completeSso.execute('y-tech', { accessToken: 'provider-token', state: '' });
    }],
    ['a malformed stored state', (h) => {
      h.sessionStore.set(STORAGE_KEYS.ssoState, 'random-1');
      return h.completeSso.execute('y-tech', { accessToken: 'provider-token', state: 'random-1' });
    }],
  ];

  it.each(mismatches)('signs nobody in and asks no gateway with %s', async (_case, run) => {
    const h = ssoHarness();
    await expect(run(h)).rejects.toMatchObject({ code: 'SsoStateMismatch' });
    expect(h.auth.calls).toEqual([]);
    expect(h.memberships.calls).toEqual([]);
    expect(h.session.isSignedIn).toBe(false);
    expect(h.tokens.accessToken('net-1')).toBeNull();
    expect(h.sessionStore.get(STORAGE_KEYS.ssoState)).toBeNull();
  });

  it('uses a state once: replaying the callback signs nobody in again', async () => {
    const h = ssoHarness();
    h.startSso.execute('y-tech', CONFIG);
    await h.completeSso.execute('y-tech', { accessToken: 'provider-token', state: 'random-1' });
    h.session.clearUser();
    await expect(h.completeSso.execute('y-tech', { accessToken: 'provider-token', state: 'random-1' })).rejects.toMatchObject({
      code: 'SsoStateMismatch',
    });
    expect(h.auth.callsOf('withProvider')).toHaveLength(1);
    expect(h.session.isSignedIn).toBe(false);
  });

  it('forgets the state after a mismatch, so the right state cannot be tried next', async () => {
    const h = ssoHarness();
    h.startSso.execute('sports-alliance', CONFIG);
    await expect(h.completeSso.execute('sports-alliance', { accessToken: 't', state: 'guess' })).rejects.toMatchObject({ code: 'SsoStateMismatch' });
    await expect(h.completeSso.execute('sports-alliance', { accessToken: 't', state: 'random-1' })).rejects.toMatchObject({ code: 'SsoStateMismatch' });
    expect(h.auth.calls).toEqual([]);
  });

  it('gives every start its own state', () => {
    const h = ssoHarness();
    const providers: SsoProvider[] = ['y-tech', 'y-tech'];
    const states = providers.map((provider) => {
      h.startSso.execute(provider, CONFIG);
      return departureOf(h).searchParams.get('state');
    });
    expect(states).toEqual(['random-1', 'random-2']);
  });
});
