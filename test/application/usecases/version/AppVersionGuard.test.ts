import { describe, expect, it } from 'vitest';
import { AppVersionGuard } from '../../../../src/application/usecases/version/AppVersionGuard';
import { STORAGE_KEYS } from '../../../../src/application/ports/KeyValueStore';
import { InMemoryMembershipGateway } from '../../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { sessionHarness } from '../../harness';

function guarded(stored: unknown, signedIn = true) {
  const network = sampleNetwork();
  const h = sessionHarness(network);
  const membership = sampleMembership({ networkId: network.id });
  if (signedIn) h.session.authenticate(membership, { accessToken: 'a', refreshToken: 'r' });
  if (stored !== undefined) h.localStore.set(STORAGE_KEYS.appVersion, stored);
  const memberships = new InMemoryMembershipGateway(membership);
  const logouts: string[] = [];
  const guard = new AppVersionGuard(h.localStore, memberships, h.session, { execute: async () => { logouts.push('logout'); } }, '4.4.1');
  return { ...h, guard, memberships, logouts };
}

describe('AppVersionGuard (spec §4, version 4.4.1)', () => {
  it.each([
    ['first-ever (nothing stored)', undefined, 'first', true],
    ['unreadable stored value', 42, 'first', true],
    ['major change 3.0.0', '3.0.0', 'major', true],
    ['minor change 4.3.0', '4.3.0', 'minor', false],
    ['patch change 4.4.0', '4.4.0', 'patch', false],
    ['same version', '4.4.1', 'same', false],
  ] as const)('%s → %s, logout %s', async (_name, stored, change, loggedOut) => {
    const g = guarded(stored);
    expect(await g.guard.execute()).toBe(change);
    expect(g.logouts).toEqual(loggedOut ? ['logout'] : []);
    // The user is refetched before the logout, and only then.
    expect(g.memberships.callsOf('me')).toHaveLength(loggedOut ? 1 : 0);
    expect(g.localStore.get(STORAGE_KEYS.appVersion)).toBe('4.4.1');
  });

  it('a guest is never logged out, and the version is stored for next time', async () => {
    const g = guarded('3.0.0', false);
    expect(await g.guard.execute()).toBe('major');
    expect(g.logouts).toEqual([]);
    expect(g.localStore.get(STORAGE_KEYS.appVersion)).toBe('4.4.1');
  });

  it('logs out even when the refetch fails', async () => {
    const g = guarded('3.9.9');
    g.memberships.failNext('me', new ApiError(0, ApiError.NETWORK, 'offline'));
    await g.guard.execute();
    expect(g.logouts).toEqual(['logout']);
  });

  it('checked again (window focus) after an update in another tab only logs out once per change', async () => {
    const g = guarded('4.4.1');
    expect(await g.guard.execute()).toBe('same');
    g.localStore.set(STORAGE_KEYS.appVersion, '5.0.0');
    expect(await g.guard.execute()).toBe('major');
    expect(await g.guard.execute()).toBe('same');
    expect(g.logouts).toEqual(['logout']);
  });
});
