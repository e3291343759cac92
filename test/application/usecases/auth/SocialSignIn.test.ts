import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { SocialSignIn } from '../../../../src/application/usecases/auth/SocialSignIn';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { authHarness, watch } from './authHarness';

function socialHarness(...parameters: Parameters<typeof authHarness>) {
  const h = authHarness(...parameters);
  return { ...h, social: new SocialSignIn(h.identity, h.signInWithProviderToken) };
}

const TOKENS = { accessToken: 'access-g', refreshToken: 'refresh-g' };

describe('SocialSignIn (spec §4 social, §8 closed window)', () => {
  it('is cancelled, with no error and no call to the back end, when the window is closed', async () => {
    const h = socialHarness();
    h.identity.queueAnswer(null);
    await expect(h.social.execute('google')).resolves.toEqual({ kind: 'cancelled' });
    expect(h.identity.callsOf('authorize')).toEqual([['google']]);
    expect(h.auth.calls).toEqual([]);
    expect(h.session.isSignedIn).toBe(false);
  });

  it("signs the member in with the provider's access token", async () => {
    const h = socialHarness();
    h.identity.queueAnswer('facebook-token-1');
    h.auth.queueProvider({ kind: 'tokens', tokens: TOKENS });
    const result = await h.social.execute('facebook');
    expect(h.auth.callsOf('withProvider')).toEqual([['facebook', 'facebook-token-1', undefined]]);
    expect(result).toMatchObject({ kind: 'signedIn', membership: { id: 'mem-1' } });
    expect(h.tokens.accessToken('net-1')).toBe('access-g');
    expect(h.session.membership?.id).toBe('mem-1');
  });

  it('polls an exchange token like a sign-up', async () => {
    const h = socialHarness();
    h.auth.queueProvider({ kind: 'exchange', exchangeToken: 'exchange-g' });
    h.auth.queueExchange({ kind: 'pending' }, { kind: 'completed', tokens: TOKENS });
    const signingIn = watch(h.social.execute('google'));
    await h.clock.advanceAsync(999);
    expect(signingIn.settled.state).toBe('pending');
    await h.clock.advanceAsync(1);
    expect(h.auth.callsOf('exchange')).toEqual([['exchange-g'], ['exchange-g']]);
    expect(signingIn.settled).toMatchObject({ state: 'resolved', value: { kind: 'signedIn', membership: { id: 'mem-1' } } });
  });

  it("stops with 'Component unmounted' when aborted during the exchange", async () => {
    const h = socialHarness();
    h.auth.queueProvider({ kind: 'exchange', exchangeToken: 'exchange-g' });
    h.auth.queueExchange({ kind: 'pending' }, { kind: 'pending' });
    const controller = new AbortController();
    const signingIn = watch(h.social.execute('google', { signal: controller.signal }));
    await h.clock.advanceAsync(500);
    controller.abort();
    await h.clock.advanceAsync(10_000);
    expect(signingIn.settled).toMatchObject({ state: 'rejected', error: { code: 'Aborted', message: 'Component unmounted' } });
    expect(h.auth.callsOf('exchange')).toHaveLength(1);
    expect(h.session.isSignedIn).toBe(false);
  });

  it("stops with 'Component unmounted' when aborted while the provider window is open", async () => {
    const h = socialHarness();
    const controller = new AbortController();
    let closeWindow: (token: string | null) => void = () => undefined;
    const openWindow = { authorize: () => new Promise<string | null>((resolve) => (closeWindow = resolve)) };
    const signingIn = watch(new SocialSignIn(openWindow, h.signInWithProviderToken).execute('google', { signal: controller.signal }));
    controller.abort();
    closeWindow('google-token');
    await h.clock.advanceAsync(0);
    expect(signingIn.settled).toMatchObject({ state: 'rejected', error: { code: 'Aborted', message: 'Component unmounted' } });
    expect(h.auth.calls).toEqual([]);
  });

  it('rejects with the server error when the back end refuses the token', async () => {
    const h = socialHarness();
    h.auth.queueProvider(new ApiError(401, 'InvalidProviderToken', 'The sign-in provider did not confirm who you are.'));
    await expect(h.social.execute('google')).rejects.toMatchObject({ code: 'InvalidProviderToken' });
    expect(h.session.isSignedIn).toBe(false);
  });

  it('refuses an answer the contract does not allow from a provider', async () => {
    const h = socialHarness();
    h.auth.queueProvider({ kind: 'synchronizing' });
    await expect(h.social.execute('google')).rejects.toMatchObject({ code: 'UnexpectedAnswer' });
    expect(h.session.isSignedIn).toBe(false);
  });

  it('saves the birthday given before a social sign-up and follows the return path on a paid network', async () => {
    const network = sampleNetwork({ accessType: 'purchasable', minAge: 18 });
    const h = socialHarness({ network, member: sampleMembership({ networkId: network.id }) });
    h.birthdate.remember('1999-03-03');
    await h.social.execute('google', { returnPath: '/contents/9' });
    expect(h.session.membership?.birthday).toBe('1999-03-03');
    expect(h.navigator.paths).toEqual(['/contents/9']);
  });
});
