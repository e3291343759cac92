import { describe, expect, it } from 'vitest';
import { NetworkScope } from '../../../src/application/session/NetworkScope';
import { observableSession } from '../../../src/composition/observableSession';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { watchViewer } from '../../../src/presentation/kit/watchViewer';

function signedInAsAda() {
  const session = observableSession(new NetworkScope(), new InMemoryTokenStore(), new InMemoryKeyValueStore());
  session.enterNetwork(sampleNetwork({ id: 'net-1' }));
  session.authenticate(sampleMembership({ id: 'mem-ada', networkId: 'net-1' }));
  return session;
}

describe('watchViewer: the one way to hear who is signed in', () => {
  it('tells who is signed in now, then each sign-out and sign-in, not an update of the same member', () => {
    const session = signedInAsAda();
    const viewers: (string | null)[] = [];
    const stop = watchViewer(session, (viewerId) => viewers.push(viewerId));

    session.markNotAuthorized('canceled');
    session.clearUser();
    session.authenticate(sampleMembership({ id: 'mem-bruno', networkId: 'net-1' }));
    stop();
    session.clearUser();

    expect(viewers).toEqual(['mem-ada', null, 'mem-bruno']);
  });

  it('tells only the changes when asked not to tell who is signed in now', () => {
    const session = signedInAsAda();
    const viewers: (string | null)[] = [];
    watchViewer(session, (viewerId) => viewers.push(viewerId), { immediately: false });

    session.clearUser();

    expect(viewers).toEqual([null]);
  });
});
