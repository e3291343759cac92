import { describe, expect, it } from 'vitest';
import { EnterNetworkAfterLogin } from '../../../../src/application/usecases/auth/EnterNetworkAfterLogin';
import { InMemoryContentGateway } from '../../../../src/infrastructure/memory/InMemoryContentGateway';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { sessionHarness } from '../../harness';

describe('EnterNetworkAfterLogin (spec §4 after login)', () => {
  it("lets an authorized member of a paid network through to the return path, replacing the gate in the history, and refetches nothing", () => {
    const network = sampleNetwork({ accessType: 'subscribable' });
    const h = sessionHarness(network, '/paywall');
    const refetched: string[] = [];
    h.queries.register({ key: 'contents', userScoped: false, refetch: () => refetched.push('contents'), clear: () => undefined });

    const probe = new InMemoryContentGateway();
    new EnterNetworkAfterLogin(h.queries, h.navigator, probe).execute(network, sampleMembership({ networkId: network.id, isAccessAuthorized: true }), '/contents/42');

    expect(h.navigator.navigations).toEqual([{ path: '/contents/42', replace: true }]);
    expect(refetched).toEqual([]);
    expect(probe.callsOf('list')).toEqual([]);
  });

  it("refetches on a private network what was answered for a guest, but not the member's own, and stays", () => {
    const network = sampleNetwork({ accessType: 'private' });
    const h = sessionHarness(network, '/contents/42');
    const refetched: string[] = [];
    h.queries.register({ key: 'contents', userScoped: false, refetch: () => refetched.push('contents'), clear: () => undefined });
    h.queries.register({ key: 'my-notifications', userScoped: true, refetch: () => refetched.push('my-notifications'), clear: () => undefined });

    const probe = new InMemoryContentGateway();
    new EnterNetworkAfterLogin(h.queries, h.navigator, probe).execute(network, sampleMembership({ networkId: network.id }), '/contents/42');

    expect(refetched).toEqual(['contents']);
    expect(h.navigator.navigations).toEqual([]);
    // Spec §7: the member's access probed with a list of one content.
    expect(probe.callsOf('list')).toEqual([[{ limit: 1, offset: 0 }]]);
  });

  it('lets a refused probe go: the wire edge has told the app (the forbidden-access event)', async () => {
    const network = sampleNetwork({ accessType: 'private' });
    const h = sessionHarness(network, '/');
    const probe = new InMemoryContentGateway();
    probe.accessDenyReason = 'private';
    expect(() => new EnterNetworkAfterLogin(h.queries, h.navigator, probe).execute(network, sampleMembership({ networkId: network.id }), null)).not.toThrow();
    await Promise.resolve();
    expect(probe.callsOf('list')).toHaveLength(1);
  });
});
