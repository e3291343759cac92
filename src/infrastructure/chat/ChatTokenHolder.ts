import type { ChatGateway } from '../../application/ports/ChatGateway';
import { STORAGE_KEYS, type KeyValueStore } from '../../application/ports/KeyValueStore';
import type { LiveCredentials } from '../../application/ports/LiveCredentials';
import type { Tokens } from '../../domain/auth/Tokens';
import { PersistentTokenStore } from '../storage/PersistentTokenStore';

type ChatTokens = Pick<Tokens, 'chatToken' | 'chatTokenV2'>;

/**
 * The tab's token store, which also keeps the chat tokens of spec §4 for the live channel to authenticate with
 * (api-contract.md Live events), in this tab's memory only, like the access token. Every token a member gets is saved
 * through the store (the sign-in, and the refresh that resumes a session after a reload or answers the channel's 4401
 * with new chat tokens), so each save brings the chat tokens along; a logout on the network (signOut, a user trace)
 * forgets them.
 */
export class ChatTokenHolder extends PersistentTokenStore implements ChatGateway, LiveCredentials {
  private readonly chatTokens = new Map<string, ChatTokens>();

  constructor(store: KeyValueStore, sessionStore: Pick<KeyValueStore, 'remove'>) {
    super(store);
    // Older versions kept one token, whatever the network, in the tab's session storage: it goes with them.
    sessionStore.remove(STORAGE_KEYS.legacyChatToken);
  }

  override save(networkId: string, tokens: Tokens): void {
    super.save(networkId, tokens);
    this.chatTokens.set(networkId, tokens);
  }

  signOut(networkId: string): void {
    this.chatTokens.delete(networkId);
  }

  /** chatTokenV2, else chatToken, else the access token; never a chat token without the access token it came with. */
  liveToken(networkId: string): string | null {
    const accessToken = this.accessToken(networkId);
    const chat = this.chatTokens.get(networkId);
    return accessToken && (chat?.chatTokenV2 ?? chat?.chatToken ?? accessToken);
  }
}
