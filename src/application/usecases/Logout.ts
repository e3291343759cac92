import { logoutDestination } from '../../domain/access/AccessPolicy';
import type { ChatGateway } from '../ports/ChatGateway';
import type { EventBus } from '../ports/EventBus';
import { STORAGE_KEYS, type KeyValueStore } from '../ports/KeyValueStore';
import type { Navigator } from '../ports/Navigator';
import type { QueryRegistry } from '../queries/QueryRegistry';
import type { Session } from '../session/Session';

/**
 * Spec §4 Logout: every stored trace of the user goes (tokens, chat token, membership, chat drafts, consent
 * state, loaded queries), then the visitor is sent where the network type wants guests.
 */
export class Logout {
  constructor(
    private readonly session: Session,
    private readonly localStore: KeyValueStore,
    private readonly sessionStore: KeyValueStore,
    private readonly queries: QueryRegistry,
    private readonly events: EventBus,
    private readonly navigator: Navigator,
    private readonly chat: Pick<ChatGateway, 'signOut'>,
  ) {}

  execute(): void {
    this.session.clearUser();
    this.chat.signOut();
    this.localStore.removeByPrefix(STORAGE_KEYS.chatDraftPrefix);
    this.localStore.remove(STORAGE_KEYS.birthdate);
    this.sessionStore.remove(STORAGE_KEYS.consentStep);
    this.queries.clearAll();
    this.events.publish({ type: 'loggedOut' });

    const network = this.session.network;
    if (!network) return;
    const { redirectTo } = logoutDestination(network);
    if (redirectTo) this.navigator.goTo(redirectTo, { replace: true });
  }
}
export const LOGOUT = Symbol.for('Logout');
