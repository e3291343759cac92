import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { DeleteMyAccount } from '../../../../src/application/usecases/account/DeleteMyAccount';
import { logoutOn } from '../session/logoutHarness';
import type { AccessType } from '../../../../src/domain/network/NetworkCustomization';
import { InMemoryMembershipGateway } from '../../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { sessionHarness } from '../../harness';

function signedIn(accessType: AccessType = 'public') {
  const network = sampleNetwork({ accessType });
  const h = sessionHarness(network, '/delete-my-account');
  const member = sampleMembership({ networkId: network.id });
  h.session.authenticate(member, { accessToken: 'a', refreshToken: 'r' });
  const memberships = new InMemoryMembershipGateway(member);
  const steps: string[] = [];
  const clearUser = h.session.clearUser.bind(h.session);
  h.session.clearUser = () => {
    steps.push(`loggedOut (membership ${memberships.membership ? 'kept' : 'deleted'})`);
    clearUser();
  };
  const logout = logoutOn(h);
  return { ...h, memberships, steps, deleteMyAccount: new DeleteMyAccount(memberships, logout) };
}

describe('DeleteMyAccount (spec §2 /delete-my-account)', () => {
  it('deletes the membership on the server, then logs out', async () => {
    const h = signedIn();
    await h.deleteMyAccount.execute();
    expect(h.memberships.callsOf('deleteMe')).toEqual([[]]);
    expect(h.steps).toEqual(['loggedOut (membership deleted)']);
    expect(h.session.membership).toBeNull();
    expect(h.tokens.refreshToken('net-1')).toBeNull();
  });

  it.each([
    ['public', ['/']],
    ['subscribable', ['/subscribe']],
  ] as const)('on a %s network sends the visitor where guests go (%j), as logout does', async (accessType, paths) => {
    const h = signedIn(accessType);
    await h.deleteMyAccount.execute();
    expect(h.navigator.paths).toEqual(paths);
  });

  it('changes nothing when the server refuses: the member stays signed in', async () => {
    const h = signedIn();
    const refusal = new ApiError(500, 'Http500', 'Server error');
    h.memberships.failNext('deleteMe', refusal);
    await expect(h.deleteMyAccount.execute()).rejects.toBe(refusal);
    expect(h.steps).toEqual([]);
    expect(h.session.membership).not.toBeNull();
    expect(h.tokens.refreshToken('net-1')).toBe('r');
    expect(h.navigator.paths).toEqual([]);
  });
});
