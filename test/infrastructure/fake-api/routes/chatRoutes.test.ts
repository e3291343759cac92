// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '../../../../src/domain/chat/Conversation';
import { CHAT_REPLY_DELAY_MS } from '../../../../src/infrastructure/fake-api/routes/chatRoutes';
import { NETWORK_IDS, setupFakeApi } from '../fakeApiHarness';

const api = setupFakeApi();

const CONVERSATIONS = '/v2/chat/conversations';
const messagesPath = (id: string) => `${CONVERSATIONS}/${id}/messages`;

async function tokenOf(email: string, networkId: string = NETWORK_IDS.harbour): Promise<string> {
  return (await api.signIn(email, networkId)).accessToken;
}

async function conversationsOf(token: string): Promise<Conversation[]> {
  const answer = await api.call('GET', CONVERSATIONS, { token });
  expect(answer.status).toBe(200);
  return answer.json.data as Conversation[];
}

async function messagesOf(token: string, id: string, query: Record<string, string> = {}): Promise<ChatMessage[]> {
  const answer = await api.call('GET', messagesPath(id), { token, query });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data as ChatMessage[];
}

describe('conversations', () => {
  it('lists the member’s conversations newest activity first, with the last message and the member’s own unread count', async () => {
    const ada = await tokenOf('ada@demo.test');
    const list = await conversationsOf(ada);
    expect(list.map((conversation) => [conversation.id, conversation.unread])).toEqual([
      ['conv-harbour-sunday', 2],
      ['conv-harbour-gear', 1],
      ['conv-harbour-10k', 0],
      ['conv-harbour-track', 0],
      ['conv-harbour-race-crew', 0],
    ]);
    expect(list[0]).toEqual({
      id: 'conv-harbour-sunday',
      title: 'Sunday long run',
      adminIds: ['mem-marco-harbour'],
      memberCount: expect.any(Number),
      lastMessage: { id: 'msg-harbour-sunday-10', conversationId: 'conv-harbour-sunday', body: 'Pace groups: 5:30 with me, 6:00 with Marco.', senderId: 'mem-giulia-harbour', senderName: 'Giulia Verdi', senderAvatarUrl: '/demo/avatar-giulia.svg', createdAt: expect.any(String), clientId: null },
      unread: 2,
    });
    const giulia = await conversationsOf(await tokenOf('giulia@demo.test'));
    expect(giulia.find((conversation) => conversation.id === 'conv-harbour-sunday')?.unread).toBe(0);
  });

  it('lists only the conversations the member is in; a network manager sees every one of the network (they administer chat access)', async () => {
    const open = ['conv-harbour-sunday', 'conv-harbour-gear', 'conv-harbour-10k', 'conv-harbour-track'];
    // mara and giulia are not in the race crew, rosa is (with one unread); irene manages the network without being in it.
    expect((await conversationsOf(await tokenOf('mara@demo.test'))).map((conversation) => conversation.id)).toEqual(open);
    expect((await conversationsOf(await tokenOf('giulia@demo.test'))).map((conversation) => conversation.id)).toEqual(open);
    const rosa = await conversationsOf(await tokenOf('rosa@demo.test'));
    expect(rosa.find((conversation) => conversation.id === 'conv-harbour-race-crew')).toMatchObject({ title: 'Race crew', adminIds: ['mem-bruno-harbour'], memberCount: 3, unread: 1 });
    expect((await conversationsOf(await tokenOf('irene@demo.test'))).map((conversation) => conversation.id)).toEqual([...open, 'conv-harbour-race-crew']);
  });

  it('asks a guest to sign in, and answers 404 on a network without chat', async () => {
    expect((await api.call('GET', CONVERSATIONS)).status).toBe(401);
    const nina = await tokenOf('nina@demo.test', NETWORK_IDS.atelier);
    const answer = await api.call('GET', CONVERSATIONS, { token: nina, networkId: NETWORK_IDS.atelier });
    expect([answer.status, answer.json.error?.code]).toEqual([404, 'NotFound']);
  });

  it('lets only managers create one (403 Forbidden for others, spec §6), and validates the title', async () => {
    for (const email of ['ada@demo.test', 'giulia@demo.test']) {
      const answer = await api.call('POST', CONVERSATIONS, { token: await tokenOf(email), body: { title: 'Mine' } });
      expect([answer.status, answer.json.error?.code]).toEqual([403, 'Forbidden']);
    }
    const marco = await tokenOf('marco@demo.test');
    expect((await api.call('POST', CONVERSATIONS, { token: marco, body: { title: '  ' } })).status).toBe(422);
    const created = await api.call('POST', CONVERSATIONS, { token: marco, body: { title: ' Trail weekend ' } });
    expect(created.status).toBe(201);
    // Its creator alone is in it, until a manager adds members.
    expect(created.json.data).toMatchObject({ title: 'Trail weekend', adminIds: ['mem-marco-harbour'], memberCount: 1, lastMessage: null, unread: 0 });
    expect((await conversationsOf(marco)).map((conversation) => conversation.title)).toContain('Trail weekend');
    expect((await conversationsOf(await tokenOf('ada@demo.test'))).map((conversation) => conversation.title)).not.toContain('Trail weekend');
  });

  it('lets its admins and managers delete one; anyone else gets 403 Forbidden', async () => {
    const ada = await tokenOf('ada@demo.test');
    const refused = await api.call('DELETE', `${CONVERSATIONS}/conv-harbour-10k`, { token: ada });
    expect([refused.status, refused.json.error?.code]).toEqual([403, 'Forbidden']);
    // giulia is a trusted contributor, admin of the 10K conversation only.
    const giulia = await tokenOf('giulia@demo.test');
    expect((await api.call('DELETE', `${CONVERSATIONS}/conv-harbour-track`, { token: giulia })).status).toBe(403);
    expect((await api.call('DELETE', `${CONVERSATIONS}/conv-harbour-10k`, { token: giulia })).status).toBe(204);
    expect((await api.call('DELETE', `${CONVERSATIONS}/conv-harbour-track`, { token: await tokenOf('marco@demo.test') })).status).toBe(204);
    expect((await conversationsOf(ada)).map((conversation) => conversation.id)).toEqual(['conv-harbour-sunday', 'conv-harbour-gear', 'conv-harbour-race-crew']);
    expect((await api.call('GET', messagesPath('conv-harbour-10k'), { token: ada })).status).toBe(404);
  });
});

describe('messages', () => {
  it('answers the latest `limit` oldest first, earlier ones with ?before=, newer ones with ?after=', async () => {
    const ada = await tokenOf('ada@demo.test');
    const latest = await messagesOf(ada, 'conv-harbour-sunday', { limit: '3' });
    expect(latest.map((message) => message.id)).toEqual(['msg-harbour-sunday-8', 'msg-harbour-sunday-9', 'msg-harbour-sunday-10']);
    const earlier = await messagesOf(ada, 'conv-harbour-sunday', { before: 'msg-harbour-sunday-8', limit: '4' });
    expect(earlier.map((message) => message.id)).toEqual(['msg-harbour-sunday-4', 'msg-harbour-sunday-5', 'msg-harbour-sunday-6', 'msg-harbour-sunday-7']);
    const first = await messagesOf(ada, 'conv-harbour-sunday', { before: 'msg-harbour-sunday-2', limit: '4' });
    expect(first.map((message) => message.id)).toEqual(['msg-harbour-sunday-1']);
    const newer = await messagesOf(ada, 'conv-harbour-sunday', { after: 'msg-harbour-sunday-7', limit: '2' });
    expect(newer.map((message) => message.id)).toEqual(['msg-harbour-sunday-8', 'msg-harbour-sunday-9']);
    expect(await messagesOf(ada, 'conv-harbour-sunday', { after: 'msg-harbour-sunday-10' })).toEqual([]);
    const unknown = await api.call('GET', messagesPath('conv-harbour-sunday'), { token: ada, query: { after: 'msg-harbour-gear-1' } });
    expect([unknown.status, unknown.json.error?.code]).toEqual([422, 'ValidationError']);
  });

  it('are read and written by the conversation’s members and the network’s managers only (403 Forbidden for anyone else)', async () => {
    const crew = messagesPath('conv-harbour-race-crew');
    for (const email of ['mara@demo.test', 'giulia@demo.test']) {
      const token = await tokenOf(email);
      const read = await api.call('GET', crew, { token });
      expect([read.status, read.json.error?.code], email).toEqual([403, 'Forbidden']);
      const sent = await api.call('POST', crew, { token, body: { body: 'Can I come?', clientId: `${email}-1` } });
      expect([sent.status, sent.json.error?.code], email).toEqual([403, 'Forbidden']);
    }
    expect((await messagesOf(await tokenOf('rosa@demo.test'), 'conv-harbour-race-crew')).map((message) => message.senderName)).toEqual(['Bruno Gallo', 'Rosa Fontana', 'Ada Rossi', 'Bruno Gallo']);
    const irene = await tokenOf('irene@demo.test');
    expect(await messagesOf(irene, 'conv-harbour-race-crew')).toHaveLength(4);
    expect((await api.call('POST', crew, { token: irene, body: { body: 'Good luck, crew!', clientId: 'irene-1' } })).status).toBe(201);
    // An unknown conversation is still 404 for anyone.
    expect((await api.call('GET', messagesPath('conv-nowhere'), { token: irene })).status).toBe(404);
  });

  it('marks the conversation read for the member who reads its latest messages', async () => {
    const ada = await tokenOf('ada@demo.test');
    await messagesOf(ada, 'conv-harbour-sunday', { before: 'msg-harbour-sunday-3' });
    expect((await conversationsOf(ada)).find((conversation) => conversation.id === 'conv-harbour-sunday')?.unread).toBe(2);
    await messagesOf(ada, 'conv-harbour-sunday');
    expect((await conversationsOf(ada)).find((conversation) => conversation.id === 'conv-harbour-sunday')?.unread).toBe(0);
  });

  it('posts a message once per clientId: a repeated clientId answers the first message', async () => {
    const ada = await tokenOf('ada@demo.test');
    const first = await api.call('POST', messagesPath('conv-harbour-gear'), { token: ada, body: { body: ' Vest is mine! ', clientId: 'c-1' } });
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({ conversationId: 'conv-harbour-gear', body: 'Vest is mine!', senderId: 'mem-ada-harbour', senderName: 'Ada Rossi', clientId: 'c-1' });
    const again = await api.call('POST', messagesPath('conv-harbour-gear'), { token: ada, body: { body: 'Vest is mine!', clientId: 'c-1' } });
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    const all = await messagesOf(ada, 'conv-harbour-gear');
    expect(all.filter((message) => message.clientId === 'c-1')).toHaveLength(1);
    // Another member's clientId is theirs.
    const giulia = await api.call('POST', messagesPath('conv-harbour-gear'), { token: await tokenOf('giulia@demo.test'), body: { body: 'Mine too', clientId: 'c-1' } });
    expect(giulia.status).toBe(201);
    for (const body of [{ body: '', clientId: 'c-2' }, { body: 'Hi' }]) {
      expect((await api.call('POST', messagesPath('conv-harbour-gear'), { token: ada, body })).status).toBe(422);
    }
  });

  it('has another demo member say the next line of the script a few seconds after a visit, by the back end’s clock', async () => {
    const bruno = await tokenOf('bruno@demo.test');
    const visit = await messagesOf(bruno, 'conv-harbour-track');
    const newest = visit.at(-1)?.id ?? '';
    api.clock.advance(CHAT_REPLY_DELAY_MS - 1);
    expect(await messagesOf(bruno, 'conv-harbour-track', { after: newest })).toEqual([]);
    api.clock.advance(1);
    const arrived = await messagesOf(bruno, 'conv-harbour-track', { after: newest });
    expect(arrived).toEqual([expect.objectContaining({ senderName: 'Giulia Verdi', body: 'Warm-up starts at 18:45 by the long jump pit.' })]);
    // A message of the member is answered too, with the next line.
    await api.call('POST', messagesPath('conv-harbour-track'), { token: bruno, body: { body: 'Coming!', clientId: 'b-1' } });
    api.clock.advance(CHAT_REPLY_DELAY_MS);
    expect((await messagesOf(bruno, 'conv-harbour-track')).at(-1)).toMatchObject({ senderName: 'Victor Greco', body: 'On my way, five minutes late.' });
  });

  it('never has a demo member say a scripted line in a conversation they are no longer in', async () => {
    // giulia, whose line comes first, leaves Track Tuesdays: victor says the next one.
    const giulia = await tokenOf('giulia@demo.test');
    expect((await api.call('DELETE', `${CONVERSATIONS}/conv-harbour-track/members/mem-giulia-harbour`, { token: giulia })).status).toBe(204);
    const bruno = await tokenOf('bruno@demo.test');
    const newest = (await messagesOf(bruno, 'conv-harbour-track')).at(-1)?.id ?? '';
    api.clock.advance(CHAT_REPLY_DELAY_MS);
    expect(await messagesOf(bruno, 'conv-harbour-track', { after: newest })).toEqual([expect.objectContaining({ senderName: 'Victor Greco', body: 'On my way, five minutes late.' })]);
  });
});

describe('live events of the chat calls (api-contract.md Live events)', () => {
  const published = () => (api.backend.liveEvents.after(NETWORK_IDS.harbour, 0) ?? []).map((event) => [event.name, event.data, event.audience]);
  const harbourMembers = () => ({ kind: 'members', memberIds: api.backend.state.memberships.filter((member) => member.networkId === NETWORK_IDS.harbour).map((member) => member.id) });

  it('publishes conversation.created and conversation.deleted to the conversation’s members', async () => {
    const irene = await tokenOf('irene@demo.test');
    const created = await api.call('POST', CONVERSATIONS, { token: irene, body: { title: 'Relay team' } });
    const id = (created.json.data as Conversation).id;
    await api.call('DELETE', `${CONVERSATIONS}/${id}`, { token: irene });
    // A new conversation's only member is its creator.
    const creator = { kind: 'members', memberIds: ['mem-irene-harbour'] };
    expect(published()).toEqual([
      ['conversation.created', created.json.data, creator],
      ['conversation.deleted', { id }, creator],
    ]);
  });

  it('publishes message.created for a message sent, once even when the send is retried, and for a scripted reply', async () => {
    const bruno = await tokenOf('bruno@demo.test');
    const sent = await api.call('POST', messagesPath('conv-harbour-track'), { token: bruno, body: { body: 'Coming!', clientId: 'b-1' } });
    await api.call('POST', messagesPath('conv-harbour-track'), { token: bruno, body: { body: 'Coming!', clientId: 'b-1' } });
    expect(published()).toEqual([['message.created', sent.json.data, harbourMembers()]]);
    api.clock.advance(CHAT_REPLY_DELAY_MS);
    const [reply] = await messagesOf(bruno, 'conv-harbour-track', { after: (sent.json.data as ChatMessage).id });
    expect(published().at(-1)).toEqual(['message.created', reply, harbourMembers()]);
  });

  it('delivers a scripted reply when it is due while the member listens on a live socket, without another call', async () => {
    const bruno = await api.signIn('bruno@demo.test');
    const heard: { event?: string; data?: ChatMessage }[] = [];
    const session = api.backend.live.connect(
      { send: (frame) => heard.push(JSON.parse(frame) as { event?: string; data?: ChatMessage }), close: () => undefined, drop: () => undefined },
      new URL(`ws://api.test/v2/live?networkId=${NETWORK_IDS.harbour}`),
    );
    session.received(JSON.stringify({ type: 'auth', token: bruno.accessToken }));
    await messagesOf(bruno.accessToken, 'conv-harbour-track');
    api.clock.advance(CHAT_REPLY_DELAY_MS);
    expect(heard.filter((frame) => frame.event === 'message.created').map((frame) => frame.data?.body)).toEqual(['Warm-up starts at 18:45 by the long jump pit.']);
    session.closed();
  });
});

