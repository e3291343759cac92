import { adminsFirst, type MemberSummary } from '../../../domain/chat/ConversationMember';
import { fail, forbidden } from '../FakeApiError';
import type { ConversationRecord, MembershipRecord } from '../FakeState';
import { onlyMembers } from '../live/liveAudience';
import { data, noContent, type Route, type RouteContext } from '../Route';
import {
  administersChatAccess,
  conversationMemberIds,
  fixedMemberIds,
  isConversationMember,
  mayManageConversation,
  toConversationMember,
} from '../rules/conversationMembers';
import { toConversation } from '../rules/conversationView';
import { matchesMemberSearch, MEMBER_SEARCH_MAX, memberSearchLimitProblem } from '../rules/memberSearch';
import { memberAvatarUrl, memberName } from '../rules/membershipView';
import { FieldProblems, type JsonObject } from '../rules/validation';
import { chatMember, conversationOf, readableConversationOf, readTitle } from './chatRoutes';

/** The order of a conversation's members (the domain's `adminsFirst`) and of the members found, by name. */
const ORDER_LOCALE = 'en';
const byName = new Intl.Collator(ORDER_LOCALE, { sensitivity: 'base' });

/** Renaming, changing admins, removing others: 403 `Forbidden` but for managers and the conversation's admins. */
function requireManager(conversation: ConversationRecord, member: MembershipRecord, what: string): void {
  if (!mayManageConversation(conversation, member)) forbidden(`Only the admins of this conversation and network managers can ${what}.`);
}

/** A member of the conversation named by the path's `memberId`: 404 `NotFound` for anyone else. */
function memberInPath(context: RouteContext, conversation: ConversationRecord): string {
  const memberId = context.param('memberId');
  if (!isConversationMember(context.state, conversation, memberId)) fail(404, 'NotFound', 'This member is not in this conversation.');
  return memberId;
}

/** Makes the member an admin of the conversation or not; whether that changed anything. */
function setAdmin(conversation: ConversationRecord, memberId: string, isAdmin: boolean): boolean {
  if (conversation.adminIds.includes(memberId) === isAdmin) return false;
  conversation.adminIds = isAdmin ? [...conversation.adminIds, memberId] : conversation.adminIds.filter((id) => id !== memberId);
  return true;
}

/** `isAdmin` of a body: true, false, or (when `optional`) absent; anything else is a 422 on `isAdmin`. */
function readIsAdmin(body: JsonObject, problems: FieldProblems, optional: boolean): boolean | undefined {
  const value = body.isAdmin;
  if (typeof value === 'boolean') return value;
  if (value === undefined && optional) return undefined;
  problems.add('isAdmin', 'isAdmin must be true or false.');
  return undefined;
}

/**
 * api-contract.md Live events: every member of the conversation but `except` hears that it changed (members,
 * admins, title), each with their own `unread` (the event keeps each member's, `LiveEventLog`).
 */
function publishUpdated(context: RouteContext, conversation: ConversationRecord, actor: MembershipRecord, except: readonly string[] = []): void {
  const audience = conversationMemberIds(context.state, conversation).filter((id) => !except.includes(id));
  if (audience.length > 0) context.publish('conversation.updated', toConversation(context.state, conversation, actor), onlyMembers(audience));
}

/** `{memberId, isAdmin?}` of `POST .../members`: a membership of the conversation's network, and a boolean if given. */
function readAddition(context: RouteContext, conversation: ConversationRecord, body: JsonObject): { added: MembershipRecord; isAdmin: boolean | undefined } {
  const problems = new FieldProblems();
  const memberId = typeof body.memberId === 'string' ? body.memberId : '';
  const added = context.state.memberships.find((candidate) => candidate.id === memberId && candidate.networkId === conversation.networkId);
  if (!added) problems.add('memberId', 'No member of this network has this id.');
  const isAdmin = readIsAdmin(body, problems, true);
  problems.throwIfAny();
  // Found: a missing one was a problem, answered 422 above.
  return { added: added as MembershipRecord, isAdmin };
}

/** `?limit=` of `GET /v2/members`: 1 to 20, 20 when not given. */
function readMemberSearchLimit(context: RouteContext): number {
  const problems = new FieldProblems();
  const limit = Number(context.query.get('limit') ?? String(MEMBER_SEARCH_MAX));
  const problem = memberSearchLimitProblem(limit);
  if (problem) problems.add('limit', problem);
  problems.throwIfAny();
  return limit;
}

/**
 * "Chat access" of product-spec §6 (api-contract.md `PATCH /v2/chat/conversations/{id}`, `.../members`, `GET
 * /v2/members`): network managers add members and find them; managers and the conversation's admins rename it, change
 * its admins and remove members; anyone leaves. A change tells the member it concerns (`conversation.created` to the
 * one added, `conversation.deleted` to the one removed) and every other member (`conversation.updated`); a change
 * that changes nothing publishes nothing.
 */
export const chatAccessRoutes: Route[] = [
  {
    method: 'PATCH',
    path: '/v2/chat/conversations/{id}',
    auth: 'required',
    readAccess: true,
    handle: async (context) => {
      const member = chatMember(context);
      const record = conversationOf(context);
      requireManager(record, member, 'rename it');
      const title = readTitle(await context.json());
      if (title !== record.title) {
        record.title = title;
        publishUpdated(context, record, member);
      }
      return data(toConversation(context.state, record, member));
    },
  },
  {
    method: 'GET',
    path: '/v2/chat/conversations/{id}/members',
    auth: 'required',
    readAccess: true,
    handle: (context) => {
      const member = chatMember(context);
      const record = readableConversationOf(context, member);
      const members = conversationMemberIds(context.state, record).map((id) => toConversationMember(context.state, record, id));
      return data(adminsFirst(members, ORDER_LOCALE));
    },
  },
  {
    method: 'POST',
    path: '/v2/chat/conversations/{id}/members',
    auth: 'required',
    readAccess: true,
    handle: async (context) => {
      const member = chatMember(context);
      const record = conversationOf(context);
      if (!administersChatAccess(member)) forbidden('Only network managers can add members to a conversation.');
      const { added, isAdmin } = readAddition(context, record, await context.json());
      const adminChanged = isAdmin !== undefined && setAdmin(record, added.id, isAdmin);
      if (isConversationMember(context.state, record, added.id)) {
        if (adminChanged) publishUpdated(context, record, member);
        return data(toConversationMember(context.state, record, added.id));
      }
      fixedMemberIds(context.state, record).push(added.id);
      context.publish('conversation.created', toConversation(context.state, record, added), onlyMembers([added.id]));
      publishUpdated(context, record, member, [added.id]);
      return data(toConversationMember(context.state, record, added.id), {}, 201);
    },
  },
  {
    method: 'PATCH',
    path: '/v2/chat/conversations/{id}/members/{memberId}',
    auth: 'required',
    readAccess: true,
    handle: async (context) => {
      const member = chatMember(context);
      const record = conversationOf(context);
      requireManager(record, member, 'change its admins');
      const memberId = memberInPath(context, record);
      const problems = new FieldProblems();
      const isAdmin = readIsAdmin(await context.json(), problems, false);
      problems.throwIfAny();
      if (isAdmin !== undefined && setAdmin(record, memberId, isAdmin)) publishUpdated(context, record, member);
      return data(toConversationMember(context.state, record, memberId));
    },
  },
  {
    method: 'DELETE',
    path: '/v2/chat/conversations/{id}/members/{memberId}',
    auth: 'required',
    readAccess: true,
    handle: (context) => {
      const member = chatMember(context);
      const record = conversationOf(context);
      // Anyone may leave; removing someone else is managing the conversation.
      if (context.param('memberId') !== member.id) requireManager(record, member, 'remove its members');
      const memberId = memberInPath(context, record);
      record.memberIds = fixedMemberIds(context.state, record).filter((id) => id !== memberId);
      record.adminIds = record.adminIds.filter((id) => id !== memberId);
      context.publish('conversation.deleted', { id: record.id }, onlyMembers([memberId]));
      publishUpdated(context, record, member);
      return noContent();
    },
  },
  {
    method: 'GET',
    path: '/v2/members',
    auth: 'required',
    readAccess: true,
    handle: (context) => {
      const member = context.member();
      if (!administersChatAccess(member)) forbidden('Only network managers can look for members.');
      const limit = readMemberSearchLimit(context);
      const query = context.query.get('query') ?? '';
      const state = context.state;
      const emailOf = (candidate: MembershipRecord) => state.users.find((user) => user.id === candidate.userId)?.email ?? '';
      const found = state.memberships
        .filter((candidate) => candidate.networkId === member.networkId)
        .map((candidate) => ({ candidate, name: memberName(state, candidate.id) }))
        .filter(({ candidate, name }) => matchesMemberSearch([name, emailOf(candidate)], query))
        .sort((a, b) => byName.compare(a.name, b.name) || a.candidate.id.localeCompare(b.candidate.id))
        .slice(0, limit);
      return data(found.map(({ candidate, name }): MemberSummary => ({ id: candidate.id, name, avatarUrl: memberAvatarUrl(state, candidate.id), role: candidate.role })));
    },
  },
];
