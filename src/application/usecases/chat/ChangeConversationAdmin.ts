import type { ConversationMember } from '../../../domain/chat/ConversationMember';
import type { ConversationMembersGateway } from '../../ports/ConversationMembersGateway';

/** The conversation's admins, or a manager, make a member an admin of it or no longer one (spec §6). */
export class ChangeConversationAdmin {
  constructor(private readonly members: Pick<ConversationMembersGateway, 'changeAdmin'>) {}

  execute(conversationId: string, memberId: string, isAdmin: boolean): Promise<ConversationMember> {
    return this.members.changeAdmin(conversationId, memberId, isAdmin);
  }
}
export const CHANGE_CONVERSATION_ADMIN = Symbol.for('ChangeConversationAdmin');
