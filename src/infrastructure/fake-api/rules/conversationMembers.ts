import type { ConversationRecord, FakeState } from '../FakeState';

/**
 * Who takes part in a conversation: in this fake, every member of its network (it keeps no per-conversation
 * member list). Its `memberCount` and who hears its live events both follow from it.
 */
export function conversationMemberIds(state: FakeState, conversation: Pick<ConversationRecord, 'networkId'>): string[] {
  return state.memberships.filter((member) => member.networkId === conversation.networkId).map((member) => member.id);
}
