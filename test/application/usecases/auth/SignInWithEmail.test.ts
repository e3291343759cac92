import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { SIGN_IN_SYNC_LIMIT_MS, SIGN_IN_SYNC_RETRY_MS, SignInWithEmail } from '../../../../src/application/usecases/auth/SignInWithEmail';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { authHarness, watch } from './authHarness';

const SYNCHRONIZING = { kind: 'synchronizing' } as const;
const TOKENS = { kind: 'tokens', tokens: { accessToken: 'access-s', refreshToken: 'refresh-s' } } as const;

function signInHarness(...parameters: Parameters<typeof authHarness>) {
  const h = authHarness(...parameters);
  return { ...h, signIn: new SignInWithEmail(h.auth, h.clock, h.pollExchange, h.completeLogin) };
}

describe('SignInWithEmail (spec §4 sign-in, §5 e-mail and password)', () => {
  it('sends the e-mail trimmed and lowercased and the password trimmed, then logs the member in', async () => {
    const h = signInHarness();
    h.auth.accounts.set('ada@example.com', { email: 'ada@example.com', password: 'secret1', member: true });
    const membership = await h.signIn.execute({ email: '  Ada@Example.COM ', password: ' secret1  ' });
    expect(h.auth.callsOf('login')).toEqual([['ada@example.com', 'secret1']]);
    expect(membership.id).toBe('mem-1');
    expect(h.session.isSignedIn).toBe(true);
    expect(h.session.membership?.id).toBe('mem-1');
  });

  it('retries every 2 s exactly while the membership synchronizes, and signs in with the 3rd answer', async () => {
    const h = signInHarness();
    h.auth.queueLogin(SYNCHRONIZING, SYNCHRONIZING, TOKENS);
    const signingIn = watch(h.signIn.execute({ email: 'ada@example.com', password: 'secret1' }));
    await h.clock.advanceAsync(0);
    expect(SIGN_IN_SYNC_RETRY_MS).toBe(2000);
    expect(h.auth.callsOf('login')).toHaveLength(1);
    expect(h.clock.pendingDelays()).toEqual([2000]);

    await h.clock.advanceAsync(1999);
    expect(h.auth.callsOf('login')).toHaveLength(1);
    await h.clock.advanceAsync(1);
    expect(h.auth.callsOf('login')).toHaveLength(2);
    expect(signingIn.settled.state).toBe('pending');

    await h.clock.advanceAsync(1999);
    expect(h.auth.callsOf('login')).toHaveLength(2);
    await h.clock.advanceAsync(1);
    expect(h.auth.callsOf('login')).toHaveLength(3);
    expect(signingIn.settled).toMatchObject({ state: 'resolved', value: { id: 'mem-1' } });
    expect(h.tokens.accessToken('net-1')).toBe('access-s');
    expect(h.clock.pendingDelays()).toEqual([]);
  });

  it('stops retrying after 2 minutes of synchronizing, and says so', async () => {
    const h = signInHarness();
    h.auth.queueLogin(...Array.from({ length: 100 }, () => SYNCHRONIZING));
    const signingIn = watch(h.signIn.execute({ email: 'ada@example.com', password: 'secret1' }));
    expect(SIGN_IN_SYNC_LIMIT_MS).toBe(120_000);
    await h.clock.advanceAsync(SIGN_IN_SYNC_LIMIT_MS - 1);
    expect(h.auth.callsOf('login')).toHaveLength(60);
    expect(signingIn.settled.state).toBe('pending');
    await h.clock.advanceAsync(1);
    expect(h.auth.callsOf('login')).toHaveLength(61);
    expect(signingIn.settled).toMatchObject({ state: 'rejected', error: { name: 'AuthError', code: 'SynchronizingTooLong' } });
    expect(h.clock.pendingDelays()).toEqual([]);
    expect(h.session.isSignedIn).toBe(false);
  });

  it("stops retrying with 'Component unmounted' when aborted", async () => {
    const h = signInHarness();
    h.auth.queueLogin(SYNCHRONIZING, SYNCHRONIZING, TOKENS);
    const controller = new AbortController();
    const signingIn = watch(h.signIn.execute({ email: 'ada@example.com', password: 'secret1' }, { signal: controller.signal }));
    await h.clock.advanceAsync(1000);
    controller.abort();
    await h.clock.advanceAsync(10_000);
    expect(signingIn.settled).toMatchObject({ state: 'rejected', error: { code: 'Aborted', message: 'Component unmounted' } });
    expect(h.auth.callsOf('login')).toHaveLength(1);
    expect(h.session.isSignedIn).toBe(false);
  });

  it('rejects with the server error for wrong credentials, signing nobody in', async () => {
    const h = signInHarness();
    const failure = h.signIn.execute({ email: 'ada@example.com', password: 'wrong-password' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'InvalidEmailOrPassword' });
    expect(h.session.isSignedIn).toBe(false);
  });

  it('follows the return path on a paid network', async () => {
    const network = sampleNetwork({ accessType: 'purchasable' });
    const h = signInHarness({ network, member: sampleMembership({ networkId: network.id }) });
    h.auth.queueLogin(TOKENS);
    await h.signIn.execute({ email: 'ada@example.com', password: 'secret1' }, { returnPath: '/contents/7' });
    expect(h.navigator.paths).toEqual(['/contents/7']);
  });
});
