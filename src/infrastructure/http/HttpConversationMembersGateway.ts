import type { ConversationMembersGateway } from '../../application/ports/ConversationMembersGateway';
import type { Monitoring } from '../../application/ports/Monitoring';
import type { ConversationMember, MemberSummary } from '../../domain/chat/ConversationMember';
import type { ApiClient } from './ApiClient';
import { conversationPath } from './HttpConversationGateway';
import { dataOf, readAvatarUrl, readMemberRole } from './readers';
import { fieldsOf, listReaderOf, readBoolean, readId, readString, type ListReader, type Reader } from './wire';

const membersPath = (conversationId: string) => `${conversationPath(conversationId)}/members`;
const memberPath = (conversationId: string, memberId: string) => `${membersPath(conversationId)}/${encodeURIComponent(memberId)}`;

export const readConversationMember: Reader<ConversationMember> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    memberId: read('memberId', readId),
    name: read('name', readString),
    avatarUrl: read('avatarUrl', readAvatarUrl),
    isAdmin: read('isAdmin', readBoolean),
  };
};

export const readMemberSummary: Reader<MemberSummary> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    name: read('name', readString),
    avatarUrl: read('avatarUrl', readAvatarUrl),
    role: read('role', readMemberRole),
  };
};

/** The "chat access" calls of api-contract.md over HTTP: a conversation's members, and the network's to add. */
export class HttpConversationMembersGateway implements ConversationMembersGateway {
  private readonly readList: ListReader;

  constructor(
    private readonly api: ApiClient,
    monitoring: Pick<Monitoring, 'reportError'>,
  ) {
    this.readList = listReaderOf(monitoring);
  }

  async members(conversationId: string): Promise<ConversationMember[]> {
    return dataOf(await this.api.get(membersPath(conversationId)), this.readList('conversation members', readConversationMember));
  }

  async add(conversationId: string, memberId: string, options: { isAdmin?: boolean } = {}): Promise<ConversationMember> {
    // `isAdmin` goes only when given: the contract's field is optional.
    const body = options.isAdmin === undefined ? { memberId } : { memberId, isAdmin: options.isAdmin };
    return dataOf(await this.api.post(membersPath(conversationId), body), readConversationMember);
  }

  async changeAdmin(conversationId: string, memberId: string, isAdmin: boolean): Promise<ConversationMember> {
    return dataOf(await this.api.patch(memberPath(conversationId, memberId), { isAdmin }), readConversationMember);
  }

  async remove(conversationId: string, memberId: string): Promise<void> {
    await this.api.delete(memberPath(conversationId, memberId));
  }

  async findMembers(query: string, limit: number): Promise<MemberSummary[]> {
    return dataOf(await this.api.get('/v2/members', { query, limit }), this.readList('members', readMemberSummary));
  }
}
