import type { ChatMessage, Conversation } from '../../../domain/chat/Conversation';
import type { LiveEventData, LiveEventName } from '../../../domain/live/LiveEvent';
import type { ChatMessageRecord, ConversationRecord, FakeState, MembershipRecord } from '../FakeState';
import { conversationMemberIds } from './conversationMembers';
import { memberAvatarUrl, memberName } from './membershipView';

/** api-contract.md `Message`: the sender's name and picture as they are now. */
export function toMessage(state: FakeState, record: ChatMessageRecord): ChatMessage {
  return {
    id: record.id,
    conversationId: record.conversationId,
    body: record.body,
    senderId: record.senderId,
    senderName: memberName(state, record.senderId),
    senderAvatarUrl: memberAvatarUrl(state, record.senderId),
    createdAt: record.createdAt,
    clientId: record.clientId,
  };
}

/** A conversation's messages, oldest first (ties in the order they were stored). */
export function messagesOf(state: FakeState, conversationId: string): ChatMessageRecord[] {
  return state.chatMessages.filter((message) => message.conversationId === conversationId).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Where a member has read up to: their read mark, or when they joined (nothing before counts as unread). */
function readUpTo(state: FakeState, conversationId: string, member: MembershipRecord): string {
  return state.chatReads.find((read) => read.conversationId === conversationId && read.membershipId === member.id)?.readUpTo ?? member.createdAt;
}

export function markRead(state: FakeState, conversationId: string, member: MembershipRecord, upTo: string): void {
  const read = state.chatReads.find((candidate) => candidate.conversationId === conversationId && candidate.membershipId === member.id);
  if (!read) state.chatReads.push({ conversationId, membershipId: member.id, readUpTo: upTo });
  else if (upTo > read.readUpTo) read.readUpTo = upTo;
}

/** The messages of others the member has not read yet. */
function unreadOf(state: FakeState, messages: readonly ChatMessageRecord[], conversationId: string, member: MembershipRecord): number {
  const since = readUpTo(state, conversationId, member);
  return messages.filter((message) => message.senderId !== member.id && message.createdAt > since).length;
}

/** api-contract.md `Conversation` as `member` sees it: `unread` is theirs. */
export function toConversation(state: FakeState, record: ConversationRecord, member: MembershipRecord): Conversation {
  const messages = messagesOf(state, record.id);
  const last = messages.at(-1);
  return {
    id: record.id,
    title: record.title,
    adminIds: [...record.adminIds],
    memberCount: conversationMemberIds(state, record).length,
    lastMessage: last ? toMessage(state, last) : null,
    unread: unreadOf(state, messages, record.id, member),
  };
}

/** Each member's unread count in a conversation, by membership id: what a live event of it keeps (`unreadBy`). */
export function unreadByMember(state: FakeState, conversationId: string): Record<string, number> | null {
  const record = state.conversations.find((candidate) => candidate.id === conversationId);
  if (!record) return null;
  const messages = messagesOf(state, record.id);
  const unread: Record<string, number> = {};
  for (const memberId of conversationMemberIds(state, record)) {
    const member = state.memberships.find((candidate) => candidate.id === memberId);
    if (member) unread[memberId] = unreadOf(state, messages, record.id, member);
  }
  return unread;
}

/** The conversation a live event's payload is (`conversation.created`, `conversation.updated`), if it is one. */
export function conversationPayloadOf<Name extends LiveEventName>(name: Name, data: LiveEventData[Name]): string | null {
  if (name === 'conversation.created' || name === 'conversation.updated') return (data as LiveEventData['conversation.created']).id;
  return null;
}
