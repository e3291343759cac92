import { describe, expect, it } from 'vitest';
import { newestActivityFirst, type ChatMessage, type Conversation, type LocalConversations } from '../../../src/domain/chat/Conversation';

const said = (conversationId: string, createdAt: string): ChatMessage => ({ id: `m-${conversationId}`, conversationId, body: 'Hi', senderId: 'mem-giulia', senderName: 'Giulia Verdi', senderAvatarUrl: null, createdAt, clientId: null });
const conversation = (id: string, lastMessageAt: string | null = null): Conversation => ({ id, title: id, adminIds: [], memberCount: 2, lastMessage: lastMessageAt ? said(id, lastMessageAt) : null, unread: 0 });

const OLD = conversation('old', '2026-11-20T08:00:00Z');
const ACTIVE = conversation('active', '2026-11-24T09:59:00Z');
const ACTIVE_MS = conversation('active-ms', '2026-11-24T09:59:00.500Z');
const EMPTY = conversation('empty');
const EMPTY_TOO = conversation('empty-too');
const MINE = conversation('mine');
const LOCAL = conversation('local-conversation-1');

describe('newestActivityFirst', () => {
  it.each<[string, Conversation[], LocalConversations, string[]]>([
    ['by the last message, newest first', [OLD, ACTIVE], {}, ['active', 'old']],
    ['times compared as instants, not as text', [ACTIVE_MS, ACTIVE], {}, ['active-ms', 'active']],
    ['one without messages and of unknown creation goes below every active one', [EMPTY, OLD, ACTIVE], {}, ['active', 'old', 'empty']],
    ['those without any activity keep the server’s order', [EMPTY_TOO, EMPTY, OLD], {}, ['old', 'empty-too', 'empty']],
    ['one created here ranks by its creation until it has a message', [OLD, MINE, ACTIVE], { createdAt: new Map([['mine', '2026-11-22T12:00:00Z']]) }, ['active', 'mine', 'old']],
    ['one created here just now is on top', [OLD, ACTIVE, MINE], { createdAt: new Map([['mine', '2026-11-24T10:00:00Z']]) }, ['mine', 'active', 'old']],
    ['one created here and talked in since ranks by its message', [conversation('mine', '2026-11-21T07:00:00Z'), ACTIVE, OLD], { createdAt: new Map([['mine', '2026-11-24T10:00:00Z']]) }, ['active', 'mine', 'old']],
    ['one being created stays on top, even above a newer message', [OLD, ACTIVE, LOCAL], { createdAt: new Map([['local-conversation-1', '2026-11-20T00:00:00Z']]), pending: new Set(['local-conversation-1']) }, ['local-conversation-1', 'active', 'old']],
    ['nothing to order', [], {}, []],
  ])('%s', (_, conversations, local, expected) => {
    expect(newestActivityFirst(conversations, local).map((item) => item.id)).toEqual(expected);
  });

  it('leaves the list it was given as it was', () => {
    const given = [OLD, ACTIVE];
    newestActivityFirst(given);
    expect(given).toEqual([OLD, ACTIVE]);
  });
});
