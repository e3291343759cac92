import type { ConversationMember, MemberSummary } from '../../domain/chat/ConversationMember';

/**
 * Who takes part in a conversation, and the network's members to add to one ("chat access" of spec §6, the
 * `/v2/chat/conversations/{id}/members` and `/v2/members` rows of api-contract.md). A refusal is a 403 `Forbidden`.
 */
export interface ConversationMembersGateway {
  members(conversationId: string): Promise<ConversationMember[]>;
  /** Managers only. */
  add(conversationId: string, memberId: string, options?: { isAdmin?: boolean }): Promise<ConversationMember>;
  /** Managers and the conversation's admins. */
  changeAdmin(conversationId: string, memberId: string, isAdmin: boolean): Promise<ConversationMember>;
  /** Managers and the conversation's admins remove anyone; anyone removes themselves (leaves). */
  remove(conversationId: string, memberId: string): Promise<void>;
  /** The network's members whose name or e-mail contains `query` (at most `limit`, 20 at most); managers only. */
  findMembers(query: string, limit: number): Promise<MemberSummary[]>;
}
export const CONVERSATION_MEMBERS_GATEWAY = Symbol.for('ConversationMembersGateway');
