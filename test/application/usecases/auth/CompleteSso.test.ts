import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../src/application/ports/KeyValueStore';
import type { SsoProvider } from '../../../../src/domain/auth/Tokens';
import { watch } from './authHarness';
import { CONFIG, departureOf, ssoHarness } from './ssoHarness';

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
