// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { HttpConversationGateway } from '../../../src/infrastructure/http/HttpConversationGateway';
import { AVATAR_URL_CASES } from './avatarUrlCases';
import { BASE_URL, leftOutReport, recordRequests, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const chat = () => new HttpConversationGateway(api.client, api.monitoring);

describe('HttpConversationGateway', () => {
  it('lists the conversations with their last message and unread count', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');

    const conversations = await chat().list();

    expect(conversations[0]).toEqual({
      id: 'conv-harbour-sunday',
      title: 'Sunday long run',
      adminIds: ['mem-marco-harbour'],
      memberCount: expect.any(Number),
      lastMessage: expect.objectContaining({ id: 'msg-harbour-sunday-10', senderName: 'Giulia Verdi', clientId: null }),
      unread: 2,
    });
  });

  it('pages messages with ?before= and ?after= and &limit=, as the contract writes them', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');
    const urls = recordRequests(api);

    const latest = await chat().messages('conv-harbour-sunday', { limit: 2 });
    const earlier = await chat().messages('conv-harbour-sunday', { before: latest[0]?.id, limit: 2 });
    const newer = await chat().messages('conv-harbour-sunday', { after: earlier[0]?.id, limit: 1 });

    expect(latest.map((message) => message.id)).toEqual(['msg-harbour-sunday-9', 'msg-harbour-sunday-10']);
    expect(earlier.map((message) => message.id)).toEqual(['msg-harbour-sunday-7', 'msg-harbour-sunday-8']);
    expect(newer.map((message) => message.id)).toEqual(['msg-harbour-sunday-8']);
    const queries = urls.filter((url) => url.pathname.endsWith('/messages')).map((url) => url.search);
    expect(queries).toEqual([
      '?networkId=net-harbour-runners&limit=2',
      '?networkId=net-harbour-runners&before=msg-harbour-sunday-9&limit=2',
      '?networkId=net-harbour-runners&after=msg-harbour-sunday-7&limit=1',
    ]);
  });

  it('sends {body, clientId}; sending the same clientId again answers the same message', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');

    const sent = await chat().send('conv-harbour-gear', { body: 'I will take the vest', clientId: 'client-1' });
    const again = await chat().send('conv-harbour-gear', { body: 'I will take the vest', clientId: 'client-1' });

    expect(sent).toMatchObject({ conversationId: 'conv-harbour-gear', body: 'I will take the vest', senderName: 'Ada Rossi', clientId: 'client-1' });
    expect(again).toEqual(sent);
    expect((await chat().messages('conv-harbour-gear', { limit: 100 })).filter((message) => message.clientId === 'client-1')).toHaveLength(1);
  });

  it('creates and removes a conversation as a manager; a member gets 403 Forbidden', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');
    await expect(chat().create('Mine')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    await expect(chat().remove('conv-harbour-sunday')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });

    await api.signIn('harbour-runners', 'marco@demo.test');
    const created = await chat().create('Trail weekend');
    expect(created).toEqual({ id: expect.any(String), title: 'Trail weekend', adminIds: ['mem-marco-harbour'], memberCount: expect.any(Number), lastMessage: null, unread: 0 });
    await expect(chat().remove(created.id)).resolves.toBeUndefined();
    expect((await chat().list()).map((conversation) => conversation.id)).not.toContain(created.id);
  });

  it('renames a conversation with PATCH {title} as a manager or its admin; anyone else gets 403 Forbidden, a blank title 422', async () => {
    await api.signIn('harbour-runners', 'rosa@demo.test');
    await expect(chat().rename('conv-harbour-race-crew', 'Mine')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });

    // bruno, a plain member, administers the race crew.
    await api.signIn('harbour-runners', 'bruno@demo.test');
    const urls = recordRequests(api);
    await expect(chat().rename('conv-harbour-race-crew', 'Harbour Half crew')).resolves.toEqual({
      id: 'conv-harbour-race-crew',
      title: 'Harbour Half crew',
      adminIds: ['mem-bruno-harbour'],
      memberCount: 3,
      lastMessage: expect.objectContaining({ id: 'msg-harbour-race-crew-4', senderName: 'Bruno Gallo' }),
      unread: 0,
    });
    expect(urls.map((url) => url.pathname)).toEqual(['/v2/chat/conversations/conv-harbour-race-crew']);
    await expect(chat().rename('conv-harbour-race-crew', '  ')).rejects.toMatchObject({ status: 422, code: 'ValidationError', details: { fields: { title: expect.any(String) } } });

    await api.signIn('harbour-runners', 'irene@demo.test');
    await expect(chat().rename('conv-harbour-race-crew', 'Race crew')).resolves.toMatchObject({ title: 'Race crew' });
  });

  it('leaves out a message without a sender, reads the others, and reports it', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');
    const message = { id: 'm2', conversationId: 'c', body: 'b', senderId: 'mem-a', senderName: 'A', senderAvatarUrl: null, createdAt: '2026-01-01T00:00:00Z', clientId: null };
    api.server.use(http.get(`${BASE_URL}/v2/chat/conversations/:id/messages`, () => HttpResponse.json({ data: [{ ...message, id: 'm1', senderId: undefined }, message] })));

    await expect(chat().messages('c', { limit: 10 })).resolves.toEqual([message]);
    expect(api.monitoring.errors).toEqual([leftOutReport('messages', 'senderId', 'm1')]);
  });

  it.each(AVATAR_URL_CASES)('reads the sender’s picture, none where it is not safe: $what', async ({ wire, read }) => {
    await api.signIn('harbour-runners', 'ada@demo.test');
    const message = { id: 'm1', conversationId: 'c', body: 'b', senderId: 'mem-a', senderName: 'A', createdAt: '2026-01-01T00:00:00Z', clientId: null };
    api.server.use(http.get(`${BASE_URL}/v2/chat/conversations/:id/messages`, () => HttpResponse.json({ data: [{ ...message, senderAvatarUrl: wire }] })));
    await expect(chat().messages('c', { limit: 10 })).resolves.toEqual([{ ...message, senderAvatarUrl: read }]);
  });

  it('leaves out a conversation whose last message cannot be read, and reports it', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');
    const [first, ...others] = await chat().list();
    if (!first?.lastMessage) throw new Error('the seed gives the first conversation a last message');
    api.server.use(http.get(`${BASE_URL}/v2/chat/conversations`, () => HttpResponse.json({ data: [{ ...first, lastMessage: { ...first.lastMessage, senderName: null } }, ...others] })));

    await expect(chat().list()).resolves.toEqual(others);
    expect(api.monitoring.errors).toEqual([leftOutReport('conversations', 'lastMessage.senderName', first.id)]);
  });

  it('still turns a conversation list that is no list into MalformedResponse', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');
    api.server.use(http.get(`${BASE_URL}/v2/chat/conversations`, () => HttpResponse.json({ data: null })));

    await expect(chat().list()).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data' } });
  });
});
