import type { ChatGateway } from '../../application/ports/ChatGateway';
import { ScriptedGateway } from './ScriptedGateway';

/** Records which networks' chat sign-ins were forgotten. */
export class RecordingChatGateway extends ScriptedGateway<keyof ChatGateway> implements ChatGateway {
  signOut(networkId: string): void {
    this.enter('signOut', networkId);
  }
}
