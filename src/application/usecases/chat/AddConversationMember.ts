import type { ConversationMember } from '../../../domain/chat/ConversationMember';
import type { ConversationMembersGateway } from '../../ports/ConversationMembersGateway';

/** A manager lets a member of the network into a conversation (spec §6 "creating chat access allowed"). */
export class AddConversationMember {
  constructor(private readonly members: Pick<ConversationMembersGateway, 'add'>) {}

  execute(conversationId: string, memberId: string): Promise<ConversationMember> {
    return this.members.add(conversationId, memberId);
  }
}
export const ADD_CONVERSATION_MEMBER = Symbol.for('AddConversationMember');
