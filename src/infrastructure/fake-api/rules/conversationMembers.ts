import type { ConversationMember } from '../../../domain/chat/ConversationMember';
import { can } from '../../../domain/roles/Permission';
import type { ConversationRecord, FakeState, MembershipRecord } from '../FakeState';
import { memberAvatarUrl, memberName } from './membershipView';

/**
 * Who takes part in a conversation: its own list, or every member of its network while it has none (`memberIds`
 * null: the seed's open conversations). Its `memberCount`, who reads and writes in it and who hears its live events
 * all follow from it.
 */
export function conversationMemberIds(state: FakeState, conversation: Pick<ConversationRecord, 'networkId' | 'memberIds'>): string[] {
  if (conversation.memberIds !== null) return [...conversation.memberIds];
  return state.memberships.filter((member) => member.networkId === conversation.networkId).map((member) => member.id);
}

export function isConversationMember(state: FakeState, conversation: ConversationRecord, memberId: string): boolean {
  return conversationMemberIds(state, conversation).includes(memberId);
}

/**
 * The conversation's own list, to change: an open conversation's is fixed at the network's members of this moment by
 * its first change.
 */
export function fixedMemberIds(state: FakeState, conversation: ConversationRecord): string[] {
  conversation.memberIds ??= conversationMemberIds(state, conversation);
  return conversation.memberIds;
}

/**
 * Network managers administer chat access (product-spec §6 "creating chat access allowed"): they see every
 * conversation of the network and read and write in it, member or not.
 */
export function administersChatAccess(member: MembershipRecord): boolean {
  return can(member.role, 'chatAccess.create');
}

/** Members of the conversation, and those who administer chat access. */
export function mayReadConversation(state: FakeState, conversation: ConversationRecord, member: MembershipRecord): boolean {
  return administersChatAccess(member) || isConversationMember(state, conversation, member.id);
}

/** Renames it, changes its admins, removes its members: managers and the conversation's admins (spec §6 "manage chat only as admin"). */
export function mayManageConversation(conversation: ConversationRecord, member: MembershipRecord): boolean {
  return can(member.role, 'chat.manage', { isChatAdmin: conversation.adminIds.includes(member.id) });
}

/** api-contract.md `ConversationMember`: the member's name and picture as they are now. */
export function toConversationMember(state: FakeState, conversation: ConversationRecord, memberId: string): ConversationMember {
  return { memberId, name: memberName(state, memberId), avatarUrl: memberAvatarUrl(state, memberId), isAdmin: conversation.adminIds.includes(memberId) };
}
