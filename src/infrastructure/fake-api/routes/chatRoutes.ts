import { INPUT_LIMITS } from '../../../domain/input/InputLimits';
import { can } from '../../../domain/roles/Permission';
import { fail, forbidden } from '../FakeApiError';
import type { ChatMessageRecord, ConversationRecord, MembershipRecord } from '../FakeState';
import { onlyMembers } from '../live/liveAudience';
import { data, noContent, type Route, type RouteContext } from '../Route';
import { administersChatAccess, conversationMemberIds, isConversationMember, mayReadConversation } from '../rules/conversationMembers';
import { markRead, messagesOf, toConversation, toMessage } from '../rules/conversationView';
import { FieldProblems } from '../rules/validation';

/** How long after a member's visit or message the next scripted line of another demo member arrives. */
export const CHAT_REPLY_DELAY_MS = 6_000;
const DEFAULT_LIMIT = 30;
const MAX_LIMIT = 100;
const CLIENT_ID_MAX = 100;

/**
 * Every chat call: a member (401 otherwise, the route's `auth`) who may read the network (403 `AccessDenied` as
 * for contents, the route's `readAccess`) of a network with chat (404 `NotFound` otherwise). Scripted lines that
 * fell due since the last call arrive first.
 */
export function chatMember(context: RouteContext): MembershipRecord {
  const member = context.member();
  if (!context.network.customization.features.chat) fail(404, 'NotFound', 'This network has no chat.');
  deliverDueReplies(context);
  return member;
}

export function conversationOf(context: RouteContext): ConversationRecord {
  const id = context.param('id');
  const record = context.state.conversations.find((candidate) => candidate.id === id);
  // One of another network is as unknown as one that never existed.
  if (!record || record.networkId !== context.network.customization.id) fail(404, 'NotFound', 'This conversation does not exist.');
  return record;
}

/** A conversation of this network the member reads and writes in: its members' and managers' (403 `Forbidden` otherwise). */
export function readableConversationOf(context: RouteContext, member: MembershipRecord): ConversationRecord {
  const record = conversationOf(context);
  if (!mayReadConversation(context.state, record, member)) forbidden('Only the members of this conversation can read it.');
  return record;
}

/**
 * The demo's other members: a conversation with a script says its next line `CHAT_REPLY_DELAY_MS` after a
 * member visits it or writes in it, by the back end's clock, so a person trying the demo sees a message
 * arrive while the conversation is open. Never said by the member it answers, nor by one no longer in it.
 */
function scheduleReply(context: RouteContext, record: ConversationRecord): void {
  if (record.script.length === 0 || record.replyDueAt !== null) return;
  record.replyDueAt = new Date(context.backend.now() + CHAT_REPLY_DELAY_MS).toISOString();
  context.backend.live.later(record.networkId, CHAT_REPLY_DELAY_MS, () => {
    deliverDueReplies(context);
    context.backend.persist();
  });
}

function deliverDueReplies(context: RouteContext): void {
  const now = context.backend.isoNow();
  const viewerId = context.viewer?.id;
  for (const record of context.state.conversations) {
    if (record.replyDueAt === null || record.replyDueAt > now || record.networkId !== context.network.customization.id) continue;
    const lines = record.script.length;
    const members = conversationMemberIds(context.state, record);
    const says = (senderId: string | undefined) => senderId !== undefined && senderId !== viewerId && members.includes(senderId);
    let position = record.scriptPosition;
    while (!says(record.script[position % lines]?.senderId) && position < record.scriptPosition + lines) position += 1;
    const line = record.script[position % lines];
    if (line && says(line.senderId)) {
      const message: ChatMessageRecord = { id: context.backend.nextId('msg'), conversationId: record.id, body: line.body, senderId: line.senderId, createdAt: record.replyDueAt, clientId: null };
      context.state.chatMessages.push(message);
      publishMessage(context, record, message);
    }
    record.scriptPosition = (position + 1) % lines;
    record.replyDueAt = null;
  }
}

/** A conversation's events go to its members (api-contract.md Live events). */
function publishMessage(context: RouteContext, record: ConversationRecord, message: ChatMessageRecord): void {
  context.publish('message.created', toMessage(context.state, message), onlyMembers(conversationMemberIds(context.state, record)));
}

/** `?after=` or `?before=` (a message of this conversation) and `&limit=` (1–100, default 30). */
function readWindow(context: RouteContext, messages: readonly ChatMessageRecord[]): { after: number | null; before: number | null; limit: number } {
  const problems = new FieldProblems();
  const limit = Number(context.query.get('limit') ?? String(DEFAULT_LIMIT));
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) problems.add('limit', `The limit must be between 1 and ${MAX_LIMIT}.`);
  const position = (key: 'after' | 'before') => {
    const id = context.query.get(key);
    if (id === null) return null;
    const index = messages.findIndex((message) => message.id === id);
    if (index < 0) problems.add(key, 'No message of this conversation has this id.');
    return index;
  };
  const after = position('after');
  const before = position('before');
  if (after !== null && before !== null) problems.add('before', 'Ask for messages after one message or before one, not both.');
  problems.throwIfAny();
  return { after, before, limit };
}

function readMessage(body: Record<string, unknown>): { body: string; clientId: string } {
  const problems = new FieldProblems();
  const text = typeof body.body === 'string' ? body.body.trim() : '';
  if (!text) problems.add('body', 'The message is empty.');
  else if (text.length > INPUT_LIMITS.chatMessage) problems.add('body', `A message can be at most ${INPUT_LIMITS.chatMessage} characters long.`);
  const clientId = typeof body.clientId === 'string' ? body.clientId : '';
  if (!clientId || clientId.length > CLIENT_ID_MAX) problems.add('clientId', `The clientId must be a text of 1 to ${CLIENT_ID_MAX} characters.`);
  problems.throwIfAny();
  return { body: text, clientId };
}

/** A conversation's title (`POST` and `PATCH`): trimmed, required, at most `INPUT_LIMITS.name` characters. */
export function readTitle(body: Record<string, unknown>): string {
  const problems = new FieldProblems();
  const title = typeof body.title === 'string' ? body.title.trim() : '';
  if (!title) problems.add('title', 'The title is required.');
  else if (title.length > INPUT_LIMITS.name) problems.add('title', `The title can be at most ${INPUT_LIMITS.name} characters long.`);
  problems.throwIfAny();
  return title;
}

const lastActivity = (context: RouteContext, record: ConversationRecord) => messagesOf(context.state, record.id).at(-1)?.createdAt ?? record.createdAt;

/**
 * The chat calls of api-contract.md: conversations (product-spec §6: managers create; admins and managers delete) and
 * messages, for the conversation's members and the network's managers. Renaming and members: `chatAccessRoutes`.
 */
export const chatRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v2/chat/conversations',
    auth: 'required',
    readAccess: true,
    handle: (context) => {
      const member = chatMember(context);
      // Managers administer chat access: they see every conversation of the network, the others those they are in.
      const everyone = administersChatAccess(member);
      const mine = context.state.conversations.filter((record) => record.networkId === member.networkId && (everyone || isConversationMember(context.state, record, member.id)));
      const ordered = mine.map((record) => [record, lastActivity(context, record)] as const).sort((a, b) => b[1].localeCompare(a[1]));
      return data(ordered.map(([record]) => toConversation(context.state, record, member)));
    },
  },
  {
    method: 'POST',
    path: '/v2/chat/conversations',
    auth: 'required',
    readAccess: true,
    handle: async (context) => {
      const member = chatMember(context);
      if (!can(member.role, 'chat.create')) forbidden('Only network managers can create conversations.');
      const title = readTitle(await context.json());
      const record: ConversationRecord = {
        id: context.backend.nextId('conv'),
        networkId: member.networkId,
        title,
        adminIds: [member.id],
        // Its creator alone, until a manager adds members.
        memberIds: [member.id],
        createdAt: context.backend.isoNow(),
        script: [],
        scriptPosition: 0,
        replyDueAt: null,
      };
      context.state.conversations.push(record);
      const conversation = toConversation(context.state, record, member);
      context.publish('conversation.created', conversation, onlyMembers(conversationMemberIds(context.state, record)));
      return data(conversation, {}, 201);
    },
  },
  {
    method: 'DELETE',
    path: '/v2/chat/conversations/{id}',
    auth: 'required',
    readAccess: true,
    handle: (context) => {
      const member = chatMember(context);
      const record = conversationOf(context);
      if (!can(member.role, 'chat.delete', { isChatAdmin: record.adminIds.includes(member.id) })) {
        forbidden('Only the admins of this conversation and network managers can delete it.');
      }
      const state = context.state;
      state.conversations = state.conversations.filter((candidate) => candidate !== record);
      state.chatMessages = state.chatMessages.filter((message) => message.conversationId !== record.id);
      state.chatReads = state.chatReads.filter((read) => read.conversationId !== record.id);
      context.publish('conversation.deleted', { id: record.id }, onlyMembers(conversationMemberIds(state, record)));
      return noContent();
    },
  },
  {
    method: 'GET',
    path: '/v2/chat/conversations/{id}/messages',
    auth: 'required',
    readAccess: true,
    handle: (context) => {
      const member = chatMember(context);
      const record = readableConversationOf(context, member);
      const messages = messagesOf(context.state, record.id);
      const { after, before, limit } = readWindow(context, messages);
      let page: ChatMessageRecord[];
      if (after !== null) page = messages.slice(after + 1, after + 1 + limit);
      else {
        const end = before ?? messages.length;
        page = messages.slice(Math.max(0, end - limit), end);
      }
      // The member sees these: the conversation is read up to the newest of them. Opening it is a visit.
      const newest = page.at(-1);
      if (before === null && newest) markRead(context.state, record.id, member, newest.createdAt);
      if (after === null && before === null) scheduleReply(context, record);
      return data(page.map((message) => toMessage(context.state, message)));
    },
  },
  {
    method: 'POST',
    path: '/v2/chat/conversations/{id}/messages',
    auth: 'required',
    readAccess: true,
    handle: async (context) => {
      const member = chatMember(context);
      const record = readableConversationOf(context, member);
      const sent = readMessage(await context.json());
      // A retry of a send whose answer was lost: the first message again, never a second one.
      const first = context.state.chatMessages.find((message) => message.conversationId === record.id && message.senderId === member.id && message.clientId === sent.clientId);
      if (first) return data(toMessage(context.state, first));
      const message: ChatMessageRecord = { id: context.backend.nextId('msg'), conversationId: record.id, body: sent.body, senderId: member.id, createdAt: context.backend.isoNow(), clientId: sent.clientId };
      context.state.chatMessages.push(message);
      markRead(context.state, record.id, member, message.createdAt);
      publishMessage(context, record, message);
      scheduleReply(context, record);
      return data(toMessage(context.state, message), {}, 201);
    },
  },
];
