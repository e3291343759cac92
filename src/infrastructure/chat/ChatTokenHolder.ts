import type { ChatGateway } from '../../application/ports/ChatGateway';
import { STORAGE_KEYS, type KeyValueStore } from '../../application/ports/KeyValueStore';
import type { LiveCredentials } from '../../application/ports/LiveCredentials';
import type { TokenStore } from '../../application/ports/TokenStore';
import type { NetworkScope } from '../../application/session/NetworkScope';
import type { Tokens } from '../../domain/auth/Tokens';

type ChatTokens = Pick<Tokens, 'chatToken' | 'chatTokenV2'>;

/**
 * The chat sign-in of spec §4 and the token the live channel authenticates with (api-contract.md Live events), held
 * in this tab's memory only, like the access token. Every token a member gets is saved through the token store (the
 * sign-in, and the refresh that resumes a session after a reload or answers the channel's 4401 with new chat
 * tokens), so the holder wraps the store and keeps the chat tokens of each save: they are used only with the access
 * token they came with, and a logout on the network (signOut, a user trace) forgets them.
 * The network of `signIn` is the one visited when it is called, as for the ApiClient's calls.
 */
export class ChatTokenHolder implements TokenStore, ChatGateway, LiveCredentials {
  private readonly chatTokens = new Map<string, ChatTokens>();

  constructor(
    private readonly store: TokenStore,
    private readonly scope: Pick<NetworkScope, 'id'>,
    sessionStore: Pick<KeyValueStore, 'remove'>,
  ) {
    // Older versions kept one token, whatever the network, in the tab's session storage: it goes with them.
    sessionStore.remove(STORAGE_KEYS.legacyChatToken);
  }

  accessToken(networkId: string): string | null {
    return this.store.accessToken(networkId);
  }

  refreshToken(networkId: string): string | null {
    return this.store.refreshToken(networkId);
  }

  save(networkId: string, tokens: Tokens): void {
    this.store.save(networkId, tokens);
    this.chatTokens.set(networkId, { chatToken: tokens.chatToken, chatTokenV2: tokens.chatTokenV2 });
  }

  forgetAccessToken(networkId: string): void {
    this.store.forgetAccessToken(networkId);
  }

  clear(networkId: string, ifRefreshToken?: string): void {
    this.store.clear(networkId, ifRefreshToken);
  }

  async signIn(chatToken: string): Promise<void> {
    const networkId = this.scope.id;
    if (networkId !== null) this.chatTokens.set(networkId, { ...this.chatTokens.get(networkId), chatToken });
  }

  signOut(networkId: string): void {
    this.chatTokens.delete(networkId);
  }

  /** Never a chat token without the access token it came with (another tab's logout takes that one). */
  liveToken(networkId: string): string | null {
    const accessToken = this.store.accessToken(networkId);
    const chat = this.chatTokens.get(networkId);
    return accessToken && (chat?.chatTokenV2 ?? chat?.chatToken ?? accessToken);
  }
}
