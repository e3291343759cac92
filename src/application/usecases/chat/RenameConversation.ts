import type { Conversation } from '../../../domain/chat/Conversation';
import type { ConversationGateway } from '../../ports/ConversationGateway';

/** The conversation's admins, or a manager, give it another title (spec §6 "manage chat only as admin"). */
export class RenameConversation {
  constructor(private readonly conversations: Pick<ConversationGateway, 'rename'>) {}

  execute(conversationId: string, title: string): Promise<Conversation> {
    return this.conversations.rename(conversationId, title);
  }
}
export const RENAME_CONVERSATION = Symbol.for('RenameConversation');
