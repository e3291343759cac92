import { describe, expect, it } from 'vitest';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { sessionHarness } from '../harness';

const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };

describe('Session', () => {
  it('starts as a guest with the guest role', () => {
    const { session } = sessionHarness(sampleNetwork());
    expect(session.isSignedIn).toBe(false);
    expect(session.role).toBe('guest');
    expect(session.visitor).toEqual({ kind: 'guest' });
  });

  it('authenticates: stores tokens and membership, as state (no event)', () => {
    const network = sampleNetwork();
    const h = sessionHarness(network);
    const membership = sampleMembership({ networkId: network.id, role: 'trusted_contributor' });
    h.session.authenticate(membership, tokens);
    expect(h.tokens.accessToken('net-1')).toBe('access-1');
    expect(h.tokens.refreshToken('net-1')).toBe('refresh-1');
    expect(h.session.role).toBe('trusted_contributor');
    expect(h.session.storedMembership()).toEqual(membership);
    expect(h.session.membership).toEqual(membership);
    expect(h.published).toEqual([]);
  });

  it('marks a member not authorized with a reason', () => {
    const network = sampleNetwork({ accessType: 'subscribable', subscribable: true });
    const h = sessionHarness(network);
    h.session.authenticate(sampleMembership({ networkId: network.id, isAccessAuthorized: true }), tokens);
    h.session.markNotAuthorized('canceled');
    expect(h.session.visitor).toEqual({ kind: 'member', authorized: false, reason: 'canceled' });
    expect(h.session.storedMembership()?.accessDenyReason).toBe('canceled');
  });

  it('keeps tokens and the stored membership per network', () => {
    const first = sampleNetwork({ id: 'n1', slug: 'first' });
    const second = sampleNetwork({ id: 'n2', slug: 'second' });
    const h = sessionHarness(first);
    h.session.authenticate(sampleMembership({ networkId: 'n1' }), tokens);
    h.session.enterNetwork(second);
    expect(h.session.membership).toBeNull();
    expect(h.tokens.accessToken('n2')).toBeNull();
    expect(h.session.storedMembership()).toBeNull();
    h.session.enterNetwork(first);
    expect(h.tokens.accessToken('n1')).toBe('access-1');
    expect(h.session.storedMembership()?.networkId).toBe('n1');
  });

  it('clears the user: tokens and stored membership go', () => {
    const network = sampleNetwork();
    const h = sessionHarness(network);
    h.session.authenticate(sampleMembership({ networkId: network.id }), tokens);
    h.session.clearUser();
    expect(h.tokens.refreshToken('net-1')).toBeNull();
    expect(h.session.storedMembership()).toBeNull();
    expect(h.session.membership).toBeNull();
  });

  it("refuses a membership of another network than the one visited (an answer that came after the visitor moved on)", () => {
    const h = sessionHarness(sampleNetwork({ id: 'n2', slug: 'b' }));
    h.session.authenticate(sampleMembership({ networkId: 'n1', firstName: 'Ada' }), tokens);
    h.session.updateMembership(sampleMembership({ networkId: 'n1', firstName: 'Ada' }));
    expect(h.session.membership).toBeNull();
    expect(h.session.isSignedIn).toBe(false);
    expect(h.tokens.accessToken('n1')).toBeNull();
    expect(h.tokens.accessToken('n2')).toBeNull();
    expect(h.localStore.get('membership:n1')).toBeNull();
    expect(h.published).toEqual([]);
  });
});
