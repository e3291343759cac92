import type { ChatGateway } from '../../application/ports/ChatGateway';

/**
 * The chat client of the browser: api-contract.md defines no chat service calls, so signing in
 * keeps the member's chat token (session storage) for the chat screens to connect with.
 */
export class ChatTokenHolder implements ChatGateway {
  private static readonly KEY = 'chat-token';

  constructor(private readonly storage: Pick<Storage, 'setItem' | 'removeItem'> | null) {}

  async signIn(chatToken: string): Promise<void> {
    this.storage?.setItem(ChatTokenHolder.KEY, chatToken);
  }

  signOut(): void {
    this.storage?.removeItem(ChatTokenHolder.KEY);
  }
}
