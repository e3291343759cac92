import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/application/errors/ApiError';
import { LoadNetwork } from '../../src/application/usecases/LoadNetwork';
import { RestoreSession } from '../../src/application/usecases/RestoreSession';
import type { TokenRefresher } from '../../src/application/ports/TokenRefresher';
import { InMemoryMembershipGateway } from '../../src/infrastructure/memory/InMemoryMembershipGateway';
import { InMemoryNetworkGateway } from '../../src/infrastructure/memory/InMemoryNetworkGateway';
import { sampleMembership, sampleNetwork } from '../../src/infrastructure/memory/samples';
import { sessionHarness } from './harness';

const network = sampleNetwork({ id: 'net-1', slug: 'runners' });

describe('LoadNetwork', () => {
  it('enters the network of the slug', async () => {
    const h = sessionHarness();
    const loaded = await new LoadNetwork(new InMemoryNetworkGateway([network]), h.session).execute('runners');
    expect(loaded.id).toBe('net-1');
    expect(h.session.networkId).toBe('net-1');
    expect(h.scope.id).toBe('net-1');
  });

  it('rejects an unknown slug with NetworkNotFound', async () => {
    const h = sessionHarness();
    await expect(new LoadNetwork(new InMemoryNetworkGateway([network]), h.session).execute('nope')).rejects.toMatchObject({ status: 404, code: 'NetworkNotFound' });
    expect(h.session.network).toBeNull();
  });
});

class ScriptedRefresher implements TokenRefresher {
  calls = 0;
  constructor(private readonly onRefresh: () => boolean) {}
  async refresh(): Promise<boolean> {
    this.calls++;
    return this.onRefresh();
  }
}

describe('RestoreSession', () => {
  const membership = sampleMembership({ networkId: 'net-1', firstName: 'Giulia' });

  it('is a guest when no token was kept', async () => {
    const h = sessionHarness(network);
    const refresher = new ScriptedRefresher(() => true);
    expect(await new RestoreSession(h.session, h.tokens, refresher, new InMemoryMembershipGateway(membership)).execute()).toBeNull();
    expect(refresher.calls).toBe(0);
  });

  it('after a reload buys an access token with the refresh token, then loads the membership', async () => {
    const h = sessionHarness(network);
    h.session.authenticate(membership, { accessToken: 'old', refreshToken: 'r1' });
    h.tokens.forgetAccessTokens();
    const refresher = new ScriptedRefresher(() => {
      h.tokens.save({ accessToken: 'new', refreshToken: 'r2' });
      return true;
    });
    const fresh = { ...membership, firstName: 'Giulia Maria' };
    const restored = await new RestoreSession(h.session, h.tokens, refresher, new InMemoryMembershipGateway(fresh)).execute();
    expect(refresher.calls).toBe(1);
    expect(restored?.firstName).toBe('Giulia Maria');
    expect(h.session.membership?.firstName).toBe('Giulia Maria');
  });

  it('signs the user out when the refresh fails', async () => {
    const h = sessionHarness(network);
    h.session.authenticate(membership, { accessToken: 'old', refreshToken: 'r1' });
    h.tokens.forgetAccessTokens();
    const restored = await new RestoreSession(h.session, h.tokens, new ScriptedRefresher(() => false), new InMemoryMembershipGateway(membership)).execute();
    expect(restored).toBeNull();
    expect(h.session.membership).toBeNull();
    expect(h.session.storedMembership()).toBeNull();
  });

  it('keeps the stored membership when the server cannot be reached', async () => {
    const h = sessionHarness(network);
    h.session.authenticate(membership, { accessToken: 'a', refreshToken: 'r' });
    const memberships = new InMemoryMembershipGateway(membership);
    memberships.failNext('me', new ApiError(0, ApiError.NETWORK, 'offline'));
    const restored = await new RestoreSession(h.session, h.tokens, new ScriptedRefresher(() => true), memberships).execute();
    expect(restored).toEqual(membership);
    expect(h.session.membership).toEqual(membership);
  });

  it('signs the user out when the server no longer knows the token', async () => {
    const h = sessionHarness(network);
    h.session.authenticate(membership, { accessToken: 'a', refreshToken: 'r' });
    const memberships = new InMemoryMembershipGateway(membership);
    memberships.failNext('me', new ApiError(401, 'TokenExpired', 'expired'));
    expect(await new RestoreSession(h.session, h.tokens, new ScriptedRefresher(() => true), memberships).execute()).toBeNull();
    expect(h.session.membership).toBeNull();
  });
});
