import type { ChatGateway } from '../../application/ports/ChatGateway';
import { STORAGE_KEYS, type KeyValueStore } from '../../application/ports/KeyValueStore';
import type { NetworkScope } from '../../application/session/NetworkScope';

/**
 * The chat sign-in of spec §4: the member's chat token of each network, held in this tab's memory only. The
 * live channel of api-contract.md is what will use it; until it does, nothing would read a stored copy, so the
 * secret is not written where it would outlive its use. The network is the one visited when the call is made,
 * as for the ApiClient's calls: the sign-in that got the token acts on the network shown; a sign-out names its
 * network (another tab's may be of a network this tab has left).
 */
export class ChatTokenHolder implements ChatGateway {
  private readonly tokens = new Map<string, string>();

  constructor(
    private readonly scope: Pick<NetworkScope, 'id'>,
    sessionStore: Pick<KeyValueStore, 'remove'>,
  ) {
    // Older versions kept one token, whatever the network, in the tab's session storage: it goes with them.
    sessionStore.remove(STORAGE_KEYS.legacyChatToken);
  }

  async signIn(chatToken: string): Promise<void> {
    const networkId = this.scope.id;
    if (networkId !== null) this.tokens.set(networkId, chatToken);
  }

  signOut(networkId: string): void {
    this.tokens.delete(networkId);
  }

  /** The token the live channel of `networkId` authenticates with; null when its member is not signed in here. */
  chatToken(networkId: string): string | null {
    return this.tokens.get(networkId) ?? null;
  }
}
