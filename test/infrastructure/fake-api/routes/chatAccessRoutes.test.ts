// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../../src/domain/chat/Conversation';
import type { ConversationMember, MemberSummary } from '../../../../src/domain/chat/ConversationMember';
import { NETWORK_IDS, setupFakeApi, type ApiAnswer, type CallOptions } from '../fakeApiHarness';

const api = setupFakeApi();

const CONVERSATIONS = '/v2/chat/conversations';
const CREW = 'conv-harbour-race-crew';
const conversationPath = (id: string) => `${CONVERSATIONS}/${id}`;
const membersPath = (id: string) => `${conversationPath(id)}/members`;
const memberPath = (id: string, memberId: string) => `${membersPath(id)}/${memberId}`;

const ADA = 'mem-ada-harbour';
const BRUNO = 'mem-bruno-harbour';
const ROSA = 'mem-rosa-harbour';
const MARA = 'mem-mara-harbour';
const GIULIA = 'mem-giulia-harbour';
const IRENE = 'mem-irene-harbour';
const VICTOR = 'mem-victor-harbour';

async function tokenOf(email: string): Promise<string> {
  return (await api.signIn(email)).accessToken;
}

/** A call as `email` (a guest when null). */
async function as(email: string | null, method: string, path: string, options: Omit<CallOptions, 'token'> = {}): Promise<ApiAnswer> {
  return api.call(method, path, { ...options, token: email === null ? undefined : await tokenOf(email) });
}

const statusOf = (answer: ApiAnswer) => [answer.status, answer.json.error?.code];

async function membersOf(email: string, id = CREW): Promise<ConversationMember[]> {
  const answer = await as(email, 'GET', membersPath(id));
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data as ConversationMember[];
}

async function conversationIdsOf(email: string): Promise<string[]> {
  return ((await as(email, 'GET', CONVERSATIONS)).json.data as Conversation[]).map((conversation) => conversation.id);
}

/** Every event published in Harbour Runners: name, payload, who may hear it. */
const published = () => (api.backend.liveEvents.after(NETWORK_IDS.harbour, 0) ?? []).map((event) => [event.name, event.data, event.audience]);
const toMembers = (...memberIds: string[]) => ({ kind: 'members', memberIds });

/** Signs `email` in on a live socket of Harbour Runners (resuming `after` an event id when given); the frames of events it hears. */
async function listen(email: string, after?: number): Promise<{ event: string; data: Record<string, unknown> }[]> {
  const heard: { event: string; data: Record<string, unknown> }[] = [];
  const session = api.backend.live.connect(
    {
      send: (frame) => {
        const parsed = JSON.parse(frame) as { type: string; event: string; data: Record<string, unknown> };
        if (parsed.type === 'event') heard.push(parsed);
      },
      close: () => undefined,
      drop: () => undefined,
    },
    new URL(`ws://api.test/v2/live?networkId=${NETWORK_IDS.harbour}`),
  );
  session.received(JSON.stringify({ type: 'auth', token: await tokenOf(email), after }));
  return heard;
}

describe('spec §6 "chat access" by role', () => {
  // irene manages the network and is not in the race crew; bruno, a plain user, is its only admin; rosa is a plain
  // member of it; giulia, a trusted contributor, is not in it (she administers the 10K volunteers' conversation).
  const MANAGER = 'irene@demo.test';
  const TRUSTED = 'giulia@demo.test';
  const USER_ADMIN = 'bruno@demo.test';
  const USER = 'rosa@demo.test';
  const GUEST = null;
  type Call = [method: string, path: string, body?: object];
  const calls: Record<string, Call> = {
    rename: ['PATCH', conversationPath(CREW), { title: 'Race crew 2026' }],
    'list members': ['GET', membersPath(CREW)],
    add: ['POST', membersPath(CREW), { memberId: MARA }],
    'change an admin': ['PATCH', memberPath(CREW, ADA), { isAdmin: true }],
    'remove another': ['DELETE', memberPath(CREW, ADA)],
    'find members': ['GET', '/v2/members'],
  };
  const table: [action: string, who: string, email: string | null, status: number][] = [
    ['rename', 'manager', MANAGER, 200],
    ['rename', 'trusted contributor', TRUSTED, 403],
    ['rename', 'user as admin', USER_ADMIN, 200],
    ['rename', 'user', USER, 403],
    ['rename', 'guest', GUEST, 401],
    ['list members', 'manager', MANAGER, 200],
    ['list members', 'trusted contributor', TRUSTED, 403],
    ['list members', 'user as admin', USER_ADMIN, 200],
    ['list members', 'user', USER, 200],
    ['list members', 'guest', GUEST, 401],
    ['add', 'manager', MANAGER, 201],
    ['add', 'trusted contributor', TRUSTED, 403],
    ['add', 'user as admin', USER_ADMIN, 403],
    ['add', 'user', USER, 403],
    ['add', 'guest', GUEST, 401],
    ['change an admin', 'manager', MANAGER, 200],
    ['change an admin', 'trusted contributor', TRUSTED, 403],
    ['change an admin', 'user as admin', USER_ADMIN, 200],
    ['change an admin', 'user', USER, 403],
    ['change an admin', 'guest', GUEST, 401],
    ['remove another', 'manager', MANAGER, 204],
    ['remove another', 'trusted contributor', TRUSTED, 403],
    ['remove another', 'user as admin', USER_ADMIN, 204],
    ['remove another', 'user', USER, 403],
    ['remove another', 'guest', GUEST, 401],
    ['find members', 'manager', MANAGER, 200],
    ['find members', 'trusted contributor', TRUSTED, 403],
    ['find members', 'user as admin', USER_ADMIN, 403],
    ['find members', 'user', USER, 403],
    ['find members', 'guest', GUEST, 401],
  ];

  it.each(table)('%s: %s → %i', async (action, _who, email, status) => {
    const [method, path, body] = calls[action] as Call;
    const answer = await as(email, method, path, body ? { body } : {});
    expect(answer.status, JSON.stringify(answer.json)).toBe(status);
    if (status === 403) expect(answer.json.error?.code).toBe('Forbidden');
    if (status === 401) expect(answer.json.error?.code).toBe('AuthenticationRequired');
  });

  it('lets a trusted contributor manage a conversation she administers, but never add members or search them', async () => {
    const tenK = 'conv-harbour-10k';
    expect((await as(TRUSTED, 'PATCH', conversationPath(tenK), { body: { title: '10K crew' } })).status).toBe(200);
    expect((await as(TRUSTED, 'PATCH', memberPath(tenK, ADA), { body: { isAdmin: true } })).status).toBe(200);
    expect((await as(TRUSTED, 'DELETE', memberPath(tenK, VICTOR))).status).toBe(204);
    expect(statusOf(await as(TRUSTED, 'POST', membersPath(tenK), { body: { memberId: VICTOR } }))).toEqual([403, 'Forbidden']);
  });

  it('lets anyone leave a conversation they are in; one they are not in is 404', async () => {
    expect((await as(USER, 'DELETE', memberPath(CREW, ROSA))).status).toBe(204);
    expect((await as(USER_ADMIN, 'DELETE', memberPath(CREW, BRUNO))).status).toBe(204);
    expect(statusOf(await as(MANAGER, 'DELETE', memberPath(CREW, IRENE)))).toEqual([404, 'NotFound']);
    expect(statusOf(await as('mara@demo.test', 'DELETE', memberPath(CREW, MARA)))).toEqual([404, 'NotFound']);
  });
});

describe('PATCH /v2/chat/conversations/{id}', () => {
  it('renames it, answers the Conversation as the caller sees it, and validates the title as POST does', async () => {
    const renamed = await as('bruno@demo.test', 'PATCH', conversationPath(CREW), { body: { title: '  Harbour Half crew ' } });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({ id: CREW, title: 'Harbour Half crew', adminIds: [BRUNO], memberCount: 3, unread: 0, lastMessage: expect.objectContaining({ id: 'msg-harbour-race-crew-4' }) });
    expect(((await as('rosa@demo.test', 'GET', CONVERSATIONS)).json.data as Conversation[]).find((conversation) => conversation.id === CREW)?.title).toBe('Harbour Half crew');

    for (const title of ['   ', 'x'.repeat(500), 42]) {
      const refused = await as('irene@demo.test', 'PATCH', conversationPath(CREW), { body: { title } });
      expect(statusOf(refused)).toEqual([422, 'ValidationError']);
      expect(refused.json.error?.details).toEqual({ fields: { title: expect.any(String) } });
    }
    expect(statusOf(await as('irene@demo.test', 'PATCH', conversationPath('conv-nowhere'), { body: { title: 'Mine' } }))).toEqual([404, 'NotFound']);
  });
});

describe('GET /v2/chat/conversations/{id}/members', () => {
  it('lists the members admins first, then by name, with their names and pictures as they are now', async () => {
    const expected = [
      { memberId: BRUNO, name: 'Bruno Gallo', avatarUrl: null, isAdmin: true },
      { memberId: ADA, name: 'Ada Rossi', avatarUrl: null, isAdmin: false },
      { memberId: ROSA, name: 'Rosa Fontana', avatarUrl: null, isAdmin: false },
    ];
    expect(await membersOf('rosa@demo.test')).toEqual(expected);
    // A manager sees them without being one of them.
    expect(await membersOf('irene@demo.test')).toEqual(expected);
  });

  it('lists every member of the network for an open conversation', async () => {
    const members = await membersOf('ada@demo.test', 'conv-harbour-sunday');
    const network = api.backend.state.memberships.filter((member) => member.networkId === NETWORK_IDS.harbour);
    expect(members).toHaveLength(network.length);
    expect(members[0]).toEqual({ memberId: 'mem-marco-harbour', name: 'Marco Bianchi', avatarUrl: '/demo/avatar-marco.svg', isAdmin: true });
  });

  it('answers 404 for a conversation of another network or none', async () => {
    expect(statusOf(await as('irene@demo.test', 'GET', membersPath('conv-nowhere')))).toEqual([404, 'NotFound']);
  });
});

describe('POST /v2/chat/conversations/{id}/members', () => {
  it('adds a member of the network (201): they see the conversation and read it, and the count follows', async () => {
    expect(await conversationIdsOf('mara@demo.test')).not.toContain(CREW);
    const added = await as('irene@demo.test', 'POST', membersPath(CREW), { body: { memberId: MARA } });
    expect(added.status).toBe(201);
    expect(added.json.data).toEqual({ memberId: MARA, name: 'Mara Conti', avatarUrl: null, isAdmin: false });
    expect(await conversationIdsOf('mara@demo.test')).toContain(CREW);
    expect((await as('mara@demo.test', 'GET', `${conversationPath(CREW)}/messages`)).status).toBe(200);
    expect((await membersOf('bruno@demo.test')).map((member) => member.memberId)).toEqual([BRUNO, ADA, MARA, ROSA]);

    const asAdmin = await as('irene@demo.test', 'POST', membersPath(CREW), { body: { memberId: GIULIA, isAdmin: true } });
    expect([asAdmin.status, asAdmin.json.data]).toEqual([201, { memberId: GIULIA, name: 'Giulia Verdi', avatarUrl: '/demo/avatar-giulia.svg', isAdmin: true }]);
    const [crew] = ((await as('irene@demo.test', 'GET', CONVERSATIONS)).json.data as Conversation[]).filter((conversation) => conversation.id === CREW);
    expect(crew).toMatchObject({ adminIds: [BRUNO, GIULIA], memberCount: 5 });
  });

  it('answers 200 with a member already in it, their isAdmin changed only when given', async () => {
    const same = await as('irene@demo.test', 'POST', membersPath(CREW), { body: { memberId: ADA } });
    expect([same.status, same.json.data]).toEqual([200, { memberId: ADA, name: 'Ada Rossi', avatarUrl: null, isAdmin: false }]);
    const promoted = await as('irene@demo.test', 'POST', membersPath(CREW), { body: { memberId: ADA, isAdmin: true } });
    expect([promoted.status, (promoted.json.data as ConversationMember).isAdmin]).toEqual([200, true]);
    const kept = await as('irene@demo.test', 'POST', membersPath(CREW), { body: { memberId: ADA } });
    expect((kept.json.data as ConversationMember).isAdmin).toBe(true);
    expect(await membersOf('ada@demo.test')).toHaveLength(3);
  });

  it('answers 422 on memberId for someone who is no member of this network, and on an isAdmin that is no boolean', async () => {
    for (const body of [{}, { memberId: 'mem-nobody' }, { memberId: 'mem-marco-atelier' }, { memberId: 42 }]) {
      const refused = await as('irene@demo.test', 'POST', membersPath(CREW), { body });
      expect(statusOf(refused), JSON.stringify(body)).toEqual([422, 'ValidationError']);
      expect(refused.json.error?.details).toEqual({ fields: { memberId: expect.any(String) } });
    }
    for (const isAdmin of ['yes', null, 1]) {
      const refused = await as('irene@demo.test', 'POST', membersPath(CREW), { body: { memberId: MARA, isAdmin } });
      expect(refused.json.error?.details, String(isAdmin)).toEqual({ fields: { isAdmin: expect.any(String) } });
    }
    expect(await membersOf('irene@demo.test')).toHaveLength(3);
  });
});

describe('PATCH /v2/chat/conversations/{id}/members/{memberId}', () => {
  it('makes a member an admin or not', async () => {
    const promoted = await as('bruno@demo.test', 'PATCH', memberPath(CREW, ROSA), { body: { isAdmin: true } });
    expect([promoted.status, promoted.json.data]).toEqual([200, { memberId: ROSA, name: 'Rosa Fontana', avatarUrl: null, isAdmin: true }]);
    // Now an admin herself, rosa may hand it back: bruno is no admin any more.
    const demoted = await as('rosa@demo.test', 'PATCH', memberPath(CREW, BRUNO), { body: { isAdmin: false } });
    expect([demoted.status, (demoted.json.data as ConversationMember).isAdmin]).toEqual([200, false]);
    expect((await membersOf('ada@demo.test')).map((member) => [member.memberId, member.isAdmin])).toEqual([[ROSA, true], [ADA, false], [BRUNO, false]]);
    expect(statusOf(await as('bruno@demo.test', 'PATCH', conversationPath(CREW), { body: { title: 'Mine now' } }))).toEqual([403, 'Forbidden']);
  });

  it('answers 404 for someone not in the conversation and 422 for an isAdmin that is no boolean', async () => {
    expect(statusOf(await as('irene@demo.test', 'PATCH', memberPath(CREW, MARA), { body: { isAdmin: true } }))).toEqual([404, 'NotFound']);
    for (const body of [{}, { isAdmin: 'true' }]) {
      const refused = await as('irene@demo.test', 'PATCH', memberPath(CREW, ADA), { body });
      expect(statusOf(refused)).toEqual([422, 'ValidationError']);
      expect(refused.json.error?.details).toEqual({ fields: { isAdmin: expect.any(String) } });
    }
  });
});

describe('DELETE /v2/chat/conversations/{id}/members/{memberId}', () => {
  it('removes a member: the conversation is gone from their list, its messages are closed to them, and they are no admin of it any more', async () => {
    expect((await as('irene@demo.test', 'DELETE', memberPath(CREW, BRUNO))).status).toBe(204);
    expect(await conversationIdsOf('bruno@demo.test')).not.toContain(CREW);
    expect(statusOf(await as('bruno@demo.test', 'GET', `${conversationPath(CREW)}/messages`))).toEqual([403, 'Forbidden']);
    const [crew] = ((await as('ada@demo.test', 'GET', CONVERSATIONS)).json.data as Conversation[]).filter((conversation) => conversation.id === CREW);
    expect(crew).toMatchObject({ adminIds: [], memberCount: 2 });
    // Gone is gone: removing them again is 404.
    expect(statusOf(await as('irene@demo.test', 'DELETE', memberPath(CREW, BRUNO)))).toEqual([404, 'NotFound']);
  });

  it('fixes an open conversation’s members at the network’s of that moment: who joins the network later is not in it', async () => {
    expect((await as('marco@demo.test', 'DELETE', memberPath('conv-harbour-gear', VICTOR))).status).toBe(204);
    const email = 'newcomer@example.com';
    const password = 'Harbour-2026!';
    expect((await api.call('POST', '/v2/auth/sign-up', { body: { email, password, passwordConfirmation: password } })).status).toBe(200);
    const user = api.backend.state.users.find((candidate) => candidate.email === email);
    const newcomer = api.backend.state.memberships.find((member) => member.userId === user?.id && member.networkId === NETWORK_IDS.harbour);
    expect(newcomer).toBeDefined();

    const gear = (await membersOf('ada@demo.test', 'conv-harbour-gear')).map((member) => member.memberId);
    const sunday = (await membersOf('ada@demo.test', 'conv-harbour-sunday')).map((member) => member.memberId);
    expect(gear).not.toContain(VICTOR);
    expect(gear).not.toContain(newcomer?.id);
    expect(sunday).toContain(newcomer?.id);
    expect(gear).toHaveLength(sunday.length - 2);
  });
});

describe('GET /v2/members', () => {
  const find = async (query: Record<string, string>) => {
    const answer = await as('irene@demo.test', 'GET', '/v2/members', { query });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json.data as MemberSummary[];
  };

  it('finds the network’s members whose name or e-mail contains the query, whatever the case and the accents, by name', async () => {
    expect(await find({ query: 'ros' })).toEqual([
      { id: ADA, name: 'Ada Rossi', avatarUrl: null, role: 'user' },
      { id: ROSA, name: 'Rosa Fontana', avatarUrl: null, role: 'user' },
    ]);
    expect((await find({ query: 'VÉRDI' })).map((member) => member.id)).toEqual([GIULIA]);
    expect((await find({ query: 'bruno@demo' })).map((member) => member.id)).toEqual([BRUNO]);
    expect(await find({ query: 'marco' })).toEqual([{ id: 'mem-marco-harbour', name: 'Marco Bianchi', avatarUrl: '/demo/avatar-marco.svg', role: 'network_manager' }]);
    expect((await find({ query: 'giulia' }))[0]?.role).toBe('trusted_contributor');
    expect(await find({ query: 'nobody at all' })).toEqual([]);
  });

  it('answers everyone by name without a query, at most `limit` (20 when not given)', async () => {
    const everyone = await find({});
    expect(everyone.map((member) => member.name)).toEqual(['Ada Rossi', 'Bruno Gallo', 'Giulia Verdi', 'Irene Sala', 'Mara Conti', 'Marco Bianchi', 'Member', 'Rosa Fontana', 'Ugo Pellegrini', 'Victor Greco']);
    expect((await find({ query: '', limit: '3' })).map((member) => member.name)).toEqual(['Ada Rossi', 'Bruno Gallo', 'Giulia Verdi']);
    expect(await find({ limit: '20' })).toHaveLength(everyone.length);
  });

  it('answers 422 on a limit outside 1–20', async () => {
    for (const limit of ['0', '21', 'ten', '2.5']) {
      const refused = await as('irene@demo.test', 'GET', '/v2/members', { query: { limit } });
      expect(statusOf(refused), limit).toEqual([422, 'ValidationError']);
      expect(refused.json.error?.details).toEqual({ fields: { limit: expect.any(String) } });
    }
  });
});

describe('live events of chat access (api-contract.md Live events)', () => {
  it('an added member gets conversation.created, the others conversation.updated, each with their own unread', async () => {
    const mara = await listen('mara@demo.test');
    const rosa = await listen('rosa@demo.test');
    const ada = await listen('ada@demo.test');
    const irene = await listen('irene@demo.test');
    const added = await as('irene@demo.test', 'POST', membersPath(CREW), { body: { memberId: MARA } });
    expect(added.status).toBe(201);

    expect(published().map(([name, , audience]) => [name, audience])).toEqual([
      ['conversation.created', toMembers(MARA)],
      ['conversation.updated', toMembers(BRUNO, ROSA, ADA)],
    ]);
    // mara has read nothing of it; rosa has bruno's last message unread, ada nothing.
    expect(mara).toEqual([{ type: 'event', id: 1, event: 'conversation.created', data: expect.objectContaining({ id: CREW, memberCount: 4, unread: 4 }) }]);
    expect(rosa).toEqual([{ type: 'event', id: 2, event: 'conversation.updated', data: expect.objectContaining({ id: CREW, memberCount: 4, unread: 1 }) }]);
    expect(ada).toEqual([expect.objectContaining({ event: 'conversation.updated', data: expect.objectContaining({ unread: 0 }) })]);
    // The manager is not in it: the conversation's events are its members'.
    expect(irene).toEqual([]);
  });

  it('replays each member their own unread, as it was when the event was published', async () => {
    await as('irene@demo.test', 'POST', membersPath(CREW), { body: { memberId: MARA } });
    // rosa reads the crew afterwards: what is replayed to her still says what she had unread then.
    await as('rosa@demo.test', 'GET', `${conversationPath(CREW)}/messages`);
    const rosa = await listen('rosa@demo.test', 0);
    const mara = await listen('mara@demo.test', 0);
    expect(rosa.map((frame) => [frame.event, frame.data.unread])).toEqual([['conversation.updated', 1]]);
    expect(mara.map((frame) => [frame.event, frame.data.unread])).toEqual([['conversation.created', 4]]);
  });

  it('a removed member gets conversation.deleted, the ones who stay conversation.updated; leaving is the same', async () => {
    const bruno = await listen('bruno@demo.test');
    const ada = await listen('ada@demo.test');
    expect((await as('bruno@demo.test', 'DELETE', memberPath(CREW, ADA))).status).toBe(204);
    expect((await as('rosa@demo.test', 'DELETE', memberPath(CREW, ROSA))).status).toBe(204);

    expect(published().map(([name, data, audience]) => [name, name === 'conversation.deleted' ? data : null, audience])).toEqual([
      ['conversation.deleted', { id: CREW }, toMembers(ADA)],
      ['conversation.updated', null, toMembers(BRUNO, ROSA)],
      ['conversation.deleted', { id: CREW }, toMembers(ROSA)],
      ['conversation.updated', null, toMembers(BRUNO)],
    ]);
    expect(ada.map((frame) => [frame.event, frame.data])).toEqual([['conversation.deleted', { id: CREW }]]);
    expect(bruno.map((frame) => [frame.event, frame.data.memberCount])).toEqual([
      ['conversation.updated', 2],
      ['conversation.updated', 1],
    ]);
  });

  it('a new title and a change of admins reach every member; a change that changes nothing publishes nothing', async () => {
    await as('bruno@demo.test', 'PATCH', conversationPath(CREW), { body: { title: 'Crew' } });
    await as('bruno@demo.test', 'PATCH', conversationPath(CREW), { body: { title: 'Crew' } });
    await as('bruno@demo.test', 'PATCH', memberPath(CREW, ADA), { body: { isAdmin: true } });
    await as('bruno@demo.test', 'PATCH', memberPath(CREW, ADA), { body: { isAdmin: true } });
    await as('irene@demo.test', 'POST', membersPath(CREW), { body: { memberId: ADA, isAdmin: true } });
    await as('irene@demo.test', 'POST', membersPath(CREW), { body: { memberId: ADA } });

    const crew = toMembers(BRUNO, ROSA, ADA);
    expect(published()).toEqual([
      ['conversation.updated', expect.objectContaining({ id: CREW, title: 'Crew', adminIds: [BRUNO] }), crew],
      ['conversation.updated', expect.objectContaining({ id: CREW, title: 'Crew', adminIds: [BRUNO, ADA] }), crew],
    ]);
  });
});
