import { ApiError } from '../../application/errors/ApiError';
import type { ConversationMembersGateway } from '../../application/ports/ConversationMembersGateway';
import { adminsFirst, type ConversationMember, type MemberSummary } from '../../domain/chat/ConversationMember';
import { can } from '../../domain/roles/Permission';
import type { Role } from '../../domain/roles/Role';
import { matchesMemberSearch, memberSearchLimitProblem } from '../fake-api/rules/memberSearch';
import { ScriptedGateway } from './ScriptedGateway';

/** A member of the network, as the search finds them (by name or e-mail). */
export type DirectoryMember = MemberSummary & { email?: string };

function forbidden(message: string): ApiError {
  return new ApiError(403, 'Forbidden', message);
}

function invalid(field: string, message: string): ApiError {
  return new ApiError(422, 'ValidationError', message, { fields: { [field]: message } });
}

/**
 * The "chat access" of a network in memory, seen by one member (`actor`): each conversation's members and the
 * network's directory, with spec §6 as the fake back end keeps it (the domain's `can`): only network managers add
 * members and search the directory; managers and a conversation's admins change its admins and remove its members;
 * anyone leaves; only its members (and managers) see who is in it. A refusal is 403 `Forbidden`.
 */
export class InMemoryConversationMembersGateway extends ScriptedGateway<keyof ConversationMembersGateway> implements ConversationMembersGateway {
  actor: { id: string; role: Role } = { id: 'mem-ada', role: 'user' };
  private readonly directory: DirectoryMember[];
  private readonly rosters: Map<string, ConversationMember[]>;

  /** `conversations`: the members of each conversation, by its id; `directory`: the network's members. */
  constructor(seed: { directory?: DirectoryMember[]; conversations?: Record<string, ConversationMember[]> } = {}) {
    super();
    this.directory = structuredClone(seed.directory ?? []);
    this.rosters = new Map(Object.entries(structuredClone(seed.conversations ?? {})));
  }

  async members(conversationId: string): Promise<ConversationMember[]> {
    this.enter('members', conversationId);
    const roster = this.roster(conversationId);
    if (!this.administersChatAccess() && !roster.some((member) => member.memberId === this.actor.id)) {
      throw forbidden('Only the members of this conversation can read it.');
    }
    return structuredClone(adminsFirst(roster, 'en'));
  }

  async add(conversationId: string, memberId: string, options: { isAdmin?: boolean } = {}): Promise<ConversationMember> {
    this.enter('add', conversationId, memberId, options);
    const roster = this.roster(conversationId);
    if (!this.administersChatAccess()) throw forbidden('Only network managers can add members to a conversation.');
    const found = this.directory.find((candidate) => candidate.id === memberId);
    if (!found) throw invalid('memberId', 'No member of this network has this id.');
    const existing = roster.find((member) => member.memberId === memberId);
    if (existing) {
      if (options.isAdmin !== undefined) existing.isAdmin = options.isAdmin;
      return structuredClone(existing);
    }
    const added: ConversationMember = { memberId, name: found.name, avatarUrl: found.avatarUrl, isAdmin: options.isAdmin ?? false };
    roster.push(added);
    return structuredClone(added);
  }

  async changeAdmin(conversationId: string, memberId: string, isAdmin: boolean): Promise<ConversationMember> {
    this.enter('changeAdmin', conversationId, memberId, isAdmin);
    const roster = this.roster(conversationId);
    this.requireManager(roster, 'change its admins');
    const member = this.memberOf(roster, memberId);
    member.isAdmin = isAdmin;
    return structuredClone(member);
  }

  async remove(conversationId: string, memberId: string): Promise<void> {
    this.enter('remove', conversationId, memberId);
    const roster = this.roster(conversationId);
    // Anyone may leave; removing someone else is managing the conversation.
    if (memberId !== this.actor.id) this.requireManager(roster, 'remove its members');
    const member = this.memberOf(roster, memberId);
    roster.splice(roster.indexOf(member), 1);
  }

  async findMembers(query: string, limit: number): Promise<MemberSummary[]> {
    this.enter('findMembers', query, limit);
    if (!this.administersChatAccess()) throw forbidden('Only network managers can look for members.');
    const problem = memberSearchLimitProblem(limit);
    if (problem) throw invalid('limit', problem);
    const byName = new Intl.Collator('en', { sensitivity: 'base' });
    return this.directory
      .filter((member) => matchesMemberSearch([member.name, member.email ?? ''], query))
      .sort((a, b) => byName.compare(a.name, b.name))
      .slice(0, limit)
      .map(({ id, name, avatarUrl, role }) => ({ id, name, avatarUrl, role }));
  }

  /** Who is in a conversation now, admins first (for a test's assertions). */
  membersOf(conversationId: string): ConversationMember[] {
    return structuredClone(adminsFirst(this.rosters.get(conversationId) ?? [], 'en'));
  }

  private administersChatAccess(): boolean {
    return can(this.actor.role, 'chatAccess.create');
  }

  private requireManager(roster: readonly ConversationMember[], what: string): void {
    const isChatAdmin = roster.some((member) => member.memberId === this.actor.id && member.isAdmin);
    if (!can(this.actor.role, 'chat.manage', { isChatAdmin })) throw forbidden(`Only the admins of this conversation and network managers can ${what}.`);
  }

  private roster(conversationId: string): ConversationMember[] {
    const roster = this.rosters.get(conversationId);
    if (!roster) throw new ApiError(404, 'NotFound', 'This conversation does not exist.');
    return roster;
  }

  private memberOf(roster: readonly ConversationMember[], memberId: string): ConversationMember {
    const member = roster.find((candidate) => candidate.memberId === memberId);
    if (!member) throw new ApiError(404, 'NotFound', 'This member is not in this conversation.');
    return member;
  }
}
