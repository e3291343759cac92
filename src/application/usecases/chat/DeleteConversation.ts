import type { ConversationGateway } from '../../ports/ConversationGateway';

/** Spec §6: an admin of the conversation, or a manager, deletes it for everyone. */
export class DeleteConversation {
  constructor(private readonly conversations: Pick<ConversationGateway, 'remove'>) {}

  execute(conversationId: string): Promise<void> {
    return this.conversations.remove(conversationId);
  }
}
export const DELETE_CONVERSATION = Symbol.for('DeleteConversation');
