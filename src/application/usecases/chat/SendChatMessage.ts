import type { ChatMessage } from '../../../domain/chat/Conversation';
import type { ConversationGateway } from '../../ports/ConversationGateway';

/**
 * Posts a chat message. Its `clientId` is made once per message by the one who writes it, so a retry of a
 * refused one is the same message and the server never posts it twice.
 */
export class SendChatMessage {
  constructor(private readonly conversations: Pick<ConversationGateway, 'send'>) {}

  execute(conversationId: string, message: { body: string; clientId: string }): Promise<ChatMessage> {
    return this.conversations.send(conversationId, message);
  }
}
export const SEND_CHAT_MESSAGE = Symbol.for('SendChatMessage');
