import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { NetworkScope } from '../../src/application/session/NetworkScope';
import { observableSession } from '../../src/composition/observableSession';
import { InMemoryKeyValueStore } from '../../src/infrastructure/memory/InMemoryKeyValueStore';
import { InMemoryTokenStore } from '../../src/infrastructure/memory/InMemoryTokenStore';
import { sampleMembership, sampleNetwork } from '../../src/infrastructure/memory/samples';

describe('observableSession', () => {
  it('lets presenters derive from the session: every change of network or member is observed', () => {
    const session = observableSession(new NetworkScope(), new InMemoryTokenStore(), new InMemoryKeyValueStore());
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${session.networkId ?? '-'} ${session.membership?.firstName ?? 'guest'} ${session.role}`));

    session.enterNetwork(sampleNetwork({ id: 'net-1' }));
    session.authenticate(sampleMembership({ networkId: 'net-1', firstName: 'Ada', role: 'user' }), { accessToken: 'a', refreshToken: 'r' });
    session.markNotAuthorized('canceled');
    session.clearUser();
    stop();

    expect(seen).toEqual(['- guest guest', 'net-1 guest guest', 'net-1 Ada user', 'net-1 Ada user', 'net-1 guest guest']);
  });
});
