import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { RestoreSession } from '../../../../src/application/usecases/session/RestoreSession';
import type { Membership } from '../../../../src/domain/membership/Membership';
import { InMemoryMembershipGateway } from '../../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { InMemoryTokenRefresher } from '../../../../src/infrastructure/memory/InMemoryTokenRefresher';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { sessionHarness } from '../../harness';

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

  describe('when the visitor moves to another network before the answer', () => {
    const other = sampleNetwork({ id: 'net-2', slug: 'cooks' });

    /** A `me` that answers only when the test says so. */
    function slowMe(answer: () => Membership) {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      return { gateway: { me: async () => (await gate, answer()) }, release };
    }

    it("drops the membership of the network left: the new network's session holds nobody", async () => {
      const h = sessionHarness(network);
      h.session.authenticate(membership, { accessToken: 'a', refreshToken: 'r' });
      const me = slowMe(() => membership);
      const restoring = new RestoreSession(h.session, h.tokens, new InMemoryTokenRefresher(h.tokens), me.gateway).execute();
      h.session.enterNetwork(other);
      me.release();
      expect(await restoring).toBeNull();
      expect(h.session.membership).toBeNull();
      expect(h.session.isSignedIn).toBe(false);
    });

    it("leaves the new network's member alone when the left network's token turns out refused", async () => {
      const h = reloaded();
      h.session.enterNetwork(other);
      h.session.authenticate(sampleMembership({ networkId: 'net-2', firstName: 'Bruno' }), { accessToken: 'a2', refreshToken: 'r2' });
      h.session.enterNetwork(network);
      let refuse: (outcome: 'refused') => void = () => undefined;
      const refresher = { refresh: () => new Promise<'refused'>((resolve) => (refuse = resolve)) };
      const restoring = new RestoreSession(h.session, h.tokens, refresher, new InMemoryMembershipGateway(membership)).execute();
      h.session.enterNetwork(other);
      h.session.updateMembership(sampleMembership({ networkId: 'net-2', firstName: 'Bruno' }));
      refuse('refused');
      expect(await restoring).toBeNull();
      expect(h.session.membership?.firstName).toBe('Bruno');
      expect(h.tokens.refreshToken('net-2')).toBe('r2');
    });

    it("drops a failure of the network left too (a 401 there does not sign out the new network's member)", async () => {
      const h = sessionHarness(network);
      h.session.authenticate(membership, { accessToken: 'a', refreshToken: 'r' });
      const me = slowMe(() => {
        throw new ApiError(401, 'TokenExpired', 'expired');
      });
      const restoring = new RestoreSession(h.session, h.tokens, new InMemoryTokenRefresher(h.tokens), me.gateway).execute();
      h.session.enterNetwork(other);
      h.session.authenticate(sampleMembership({ networkId: 'net-2', firstName: 'Bruno' }), { accessToken: 'a2', refreshToken: 'r2' });
      me.release();
      expect(await restoring).toBeNull();
      expect(h.session.membership?.firstName).toBe('Bruno');
      expect(h.tokens.accessToken('net-2')).toBe('a2');
    });
  });
});
