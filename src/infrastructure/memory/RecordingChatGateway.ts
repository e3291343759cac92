import type { ChatGateway } from '../../application/ports/ChatGateway';
import { ScriptedGateway } from './ScriptedGateway';

/** Keeps the chat token it was signed in with; `failNext('signIn', …)` plays a chat outage. */
export class RecordingChatGateway extends ScriptedGateway<keyof ChatGateway> implements ChatGateway {
  chatToken: string | null = null;

  async signIn(chatToken: string): Promise<void> {
    this.enter('signIn', chatToken);
    this.chatToken = chatToken;
  }

  signOut(networkId: string): void {
    this.enter('signOut', networkId);
    this.chatToken = null;
  }
}
