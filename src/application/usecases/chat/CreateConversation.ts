import type { Conversation } from '../../../domain/chat/Conversation';
import type { ConversationGateway } from '../../ports/ConversationGateway';

/** A manager starts a conversation (spec §6); the server's copy (its id, its admins) comes back. */
export class CreateConversation {
  constructor(private readonly conversations: Pick<ConversationGateway, 'create'>) {}

  execute(title: string): Promise<Conversation> {
    return this.conversations.create(title);
  }
}
export const CREATE_CONVERSATION = Symbol.for('CreateConversation');
