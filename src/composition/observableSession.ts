import { action, computed, makeObservable, observableRef } from 'mobx';
import { Session } from '../application/session/Session';
import type { KeyValueStore } from '../application/ports/KeyValueStore';
import type { TokenStore } from '../application/ports/TokenStore';
import type { NetworkScope } from '../application/session/NetworkScope';

/**
 * The session, observable: presenters derive what they show from it (MobX) instead of listening.
 * The application layer stays free of MobX; the annotations are the composition root's business.
 */
export function observableSession(scope: NetworkScope, tokens: TokenStore, localStore: KeyValueStore): Session {
  const session = new Session(scope, tokens, localStore);
  return makeObservable<Session, 'currentNetwork' | 'currentMembership'>(session, {
    currentNetwork: observableRef,
    currentMembership: observableRef,
    network: computed,
    networkId: computed,
    membership: computed,
    role: computed,
    isSignedIn: computed,
    visitor: computed,
    enterNetwork: action,
    leaveNetwork: action,
    authenticate: action,
    updateMembership: action,
    markNotAuthorized: action,
    clearUser: action,
  });
}
