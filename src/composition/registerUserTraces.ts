import type { ChatGateway } from '../application/ports/ChatGateway';
import { networkKey, STORAGE_KEYS, type KeyValueStore } from '../application/ports/KeyValueStore';
import type { UserTraceRegistry } from '../application/session/UserTraceRegistry';

/**
 * What each feature keeps of a member on one network, forgotten when they log out there (DESIGN.md "Tokens"): the
 * chat's sign-in, the chat, comment and survey drafts, the manager area's keys (engagement period, sent
 * notifications), the birthdate held before sign-up, the consent step, a sign-in with an identity provider under way.
 */
export function registerUserTraces(
  traces: Pick<UserTraceRegistry, 'register'>,
  localStore: Pick<KeyValueStore, 'remove' | 'removeByPrefix'>,
  sessionStore: Pick<KeyValueStore, 'remove'>,
  chat: Pick<ChatGateway, 'signOut'>,
): void {
  traces.register((networkId) => chat.signOut(networkId));
  for (const prefix of [STORAGE_KEYS.chatDraftPrefix, STORAGE_KEYS.commentDraftPrefix, STORAGE_KEYS.surveyDraftPrefix, STORAGE_KEYS.managePrefix]) {
    traces.register((networkId) => localStore.removeByPrefix(`${networkKey(prefix, networkId)}:`));
  }
  traces.register((networkId) => localStore.remove(networkKey(STORAGE_KEYS.birthdate, networkId)));
  traces.register((networkId) => sessionStore.remove(networkKey(STORAGE_KEYS.consentStep, networkId)));
  // Kept under no network: the provider sends the visitor back to whichever network started it.
  traces.register(() => sessionStore.remove(STORAGE_KEYS.ssoState));
}
