import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { RestoreSession } from '../../../src/application/usecases/RestoreSession';
import { InMemoryMembershipGateway } from '../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { InMemoryTokenRefresher } from '../../../src/infrastructure/memory/InMemoryTokenRefresher';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { sessionHarness } from '../harness';

const network = sampleNetwork({ id: 'net-1', slug: 'runners' });

describe('RestoreSession', () => {
  const membership = sampleMembership({ networkId: 'net-1', firstName: 'Giulia' });

  /** A member whose page was reloaded: the stored copy and the refresh token are left, the access token is gone. */
  function reloaded() {
    const h = sessionHarness(network);
    h.session.authenticate(membership, { accessToken: 'old', refreshToken: 'r1' });
    h.tokens.forgetAccessTokens();
    return { ...h, refresher: new InMemoryTokenRefresher(h.tokens) };
  }

  it('is a guest when no token was kept', async () => {
    const h = sessionHarness(network);
    const refresher = new InMemoryTokenRefresher(h.tokens);
    expect(await new RestoreSession(h.session, h.tokens, refresher, new InMemoryMembershipGateway(membership)).execute()).toBeNull();
    expect(refresher.calls).toEqual([]);
  });

  it('after a reload buys an access token with the refresh token, then loads the membership', async () => {
    const h = reloaded();
    h.refresher.queue('refreshed');
    const fresh = { ...membership, firstName: 'Giulia Maria' };
    const restored = await new RestoreSession(h.session, h.tokens, h.refresher, new InMemoryMembershipGateway(fresh)).execute();
    expect(h.refresher.calls).toEqual(['net-1']);
    expect(restored?.firstName).toBe('Giulia Maria');
    expect(h.session.membership?.firstName).toBe('Giulia Maria');
  });

  it('signs the user out when the server refuses the refresh token', async () => {
    const h = reloaded();
    h.refresher.queue('refused');
    const restored = await new RestoreSession(h.session, h.tokens, h.refresher, new InMemoryMembershipGateway(membership)).execute();
    expect(restored).toBeNull();
    expect(h.session.membership).toBeNull();
    expect(h.session.storedMembership()).toBeNull();
  });

  it('keeps the member signed in on the stored copy when the refresh is only temporarily unavailable (offline, 5xx)', async () => {
    const h = reloaded();
    h.refresher.queue('unavailable');
    const memberships = new InMemoryMembershipGateway(membership);
    const restored = await new RestoreSession(h.session, h.tokens, h.refresher, memberships).execute();
    expect(restored).toEqual(membership);
    expect(h.session.membership).toEqual(membership);
    expect(h.tokens.refreshToken('net-1')).toBe('r1');
    expect(memberships.callsOf('me')).toEqual([]);

    // Back online: the next try resumes the session.
    h.refresher.queue('refreshed');
    await expect(new RestoreSession(h.session, h.tokens, h.refresher, memberships).execute()).resolves.toEqual(membership);
    expect(h.tokens.accessToken('net-1')).not.toBeNull();
  });

  it('fails with a retryable error when the refresh is unavailable and nothing was stored', async () => {
    const h = reloaded();
    h.localStore.remove('membership:net-1');
    h.refresher.queue('unavailable');
    await expect(new RestoreSession(h.session, h.tokens, h.refresher, new InMemoryMembershipGateway(membership)).execute()).rejects.toMatchObject({ code: ApiError.NETWORK });
    expect(h.tokens.refreshToken('net-1')).toBe('r1');
  });

  it('keeps the stored membership when the server cannot be reached', async () => {
    const h = sessionHarness(network);
    h.session.authenticate(membership, { accessToken: 'a', refreshToken: 'r' });
    const memberships = new InMemoryMembershipGateway(membership);
    memberships.failNext('me', new ApiError(0, ApiError.NETWORK, 'offline'));
    const restored = await new RestoreSession(h.session, h.tokens, new InMemoryTokenRefresher(h.tokens), memberships).execute();
    expect(restored).toEqual(membership);
    expect(h.session.membership).toEqual(membership);
  });

  it('signs the user out when the server no longer knows the token', async () => {
    const h = sessionHarness(network);
    h.session.authenticate(membership, { accessToken: 'a', refreshToken: 'r' });
    const memberships = new InMemoryMembershipGateway(membership);
    memberships.failNext('me', new ApiError(401, 'TokenExpired', 'expired'));
    expect(await new RestoreSession(h.session, h.tokens, new InMemoryTokenRefresher(h.tokens), memberships).execute()).toBeNull();
    expect(h.session.membership).toBeNull();
  });
});
