import type { ConversationMembersGateway } from '../../ports/ConversationMembersGateway';

/**
 * A member leaves a conversation: removed by its admins or a manager, or leaving of their own accord (their own id),
 * which anyone may (spec §6, api-contract.md).
 */
export class RemoveConversationMember {
  constructor(private readonly members: Pick<ConversationMembersGateway, 'remove'>) {}

  execute(conversationId: string, memberId: string): Promise<void> {
    return this.members.remove(conversationId, memberId);
  }
}
export const REMOVE_CONVERSATION_MEMBER = Symbol.for('RemoveConversationMember');
