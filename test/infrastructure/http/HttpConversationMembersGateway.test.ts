// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { HttpConversationMembersGateway } from '../../../src/infrastructure/http/HttpConversationMembersGateway';
import { AVATAR_URL_CASES } from './avatarUrlCases';
import { BASE_URL, leftOutReport, recordRequests, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const members = () => new HttpConversationMembersGateway(api.client, api.monitoring);

const CREW = 'conv-harbour-race-crew';
const BRUNO = { memberId: 'mem-bruno-harbour', name: 'Bruno Gallo', avatarUrl: null, isAdmin: true };
const ADA = { memberId: 'mem-ada-harbour', name: 'Ada Rossi', avatarUrl: null, isAdmin: false };
const ROSA = { memberId: 'mem-rosa-harbour', name: 'Rosa Fontana', avatarUrl: null, isAdmin: false };

describe('HttpConversationMembersGateway', () => {
  it('lists a conversation’s members, admins first, to its members and the managers; anyone else gets 403 Forbidden', async () => {
    await api.signIn('harbour-runners', 'rosa@demo.test');
    await expect(members().members(CREW)).resolves.toEqual([BRUNO, ADA, ROSA]);

    await api.signIn('harbour-runners', 'irene@demo.test');
    await expect(members().members(CREW)).resolves.toEqual([BRUNO, ADA, ROSA]);

    await api.signIn('harbour-runners', 'mara@demo.test');
    const refused = await members().members(CREW).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, code: 'Forbidden' });
  });

  it('adds a member as a manager, with {memberId, isAdmin?} as the contract writes it; a member gets 403 Forbidden', async () => {
    await api.signIn('harbour-runners', 'bruno@demo.test');
    await expect(members().add(CREW, 'mem-mara-harbour')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });

    await api.signIn('harbour-runners', 'irene@demo.test');
    const bodies: unknown[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') void request.clone().json().then((body: unknown) => bodies.push(body));
    });
    await expect(members().add(CREW, 'mem-mara-harbour')).resolves.toEqual({ memberId: 'mem-mara-harbour', name: 'Mara Conti', avatarUrl: null, isAdmin: false });
    await expect(members().add(CREW, 'mem-giulia-harbour', { isAdmin: true })).resolves.toEqual({ memberId: 'mem-giulia-harbour', name: 'Giulia Verdi', avatarUrl: '/demo/avatar-giulia.svg', isAdmin: true });
    // Already in it: answered as they are now.
    await expect(members().add(CREW, 'mem-ada-harbour')).resolves.toEqual(ADA);
    await expect.poll(() => bodies).toEqual([{ memberId: 'mem-mara-harbour' }, { memberId: 'mem-giulia-harbour', isAdmin: true }, { memberId: 'mem-ada-harbour' }]);
    expect((await members().members(CREW)).map((member) => member.memberId)).toEqual(['mem-bruno-harbour', 'mem-giulia-harbour', 'mem-ada-harbour', 'mem-mara-harbour', 'mem-rosa-harbour']);
  });

  it('turns adding someone who is no member of the network into 422 ValidationError on memberId', async () => {
    await api.signIn('harbour-runners', 'irene@demo.test');
    await expect(members().add(CREW, 'mem-marco-atelier')).rejects.toMatchObject({ status: 422, code: 'ValidationError', details: { fields: { memberId: expect.any(String) } } });
  });

  it('changes an admin with PATCH {isAdmin} as the conversation’s admin; a plain member gets 403 Forbidden', async () => {
    await api.signIn('harbour-runners', 'rosa@demo.test');
    await expect(members().changeAdmin(CREW, 'mem-ada-harbour', true)).rejects.toMatchObject({ status: 403, code: 'Forbidden' });

    await api.signIn('harbour-runners', 'bruno@demo.test');
    const urls = recordRequests(api);
    await expect(members().changeAdmin(CREW, 'mem-ada-harbour', true)).resolves.toEqual({ ...ADA, isAdmin: true });
    await expect(members().changeAdmin(CREW, 'mem-mara-harbour', true)).rejects.toMatchObject({ status: 404, code: 'NotFound' });
    expect(urls.map((url) => url.pathname)).toEqual([`/v2/chat/conversations/${CREW}/members/mem-ada-harbour`, `/v2/chat/conversations/${CREW}/members/mem-mara-harbour`]);
  });

  it('removes a member as the conversation’s admin, lets a member leave, and refuses a plain member removing another', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');
    await expect(members().remove(CREW, 'mem-rosa-harbour')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    await expect(members().remove(CREW, 'mem-ada-harbour')).resolves.toBeUndefined();

    await api.signIn('harbour-runners', 'bruno@demo.test');
    await expect(members().remove(CREW, 'mem-rosa-harbour')).resolves.toBeUndefined();
    await expect(members().members(CREW)).resolves.toEqual([BRUNO]);
  });

  it('encodes the ids it puts in paths', async () => {
    await api.signIn('harbour-runners', 'irene@demo.test');
    const urls = recordRequests(api);
    await expect(members().remove('a/b', 'c d')).rejects.toMatchObject({ status: 404 });
    expect(urls.map((url) => url.pathname)).toEqual(['/v2/chat/conversations/a%2Fb/members/c%20d']);
  });

  it('finds the network’s members by name or e-mail as a manager, with ?query=&limit=; anyone else gets 403 Forbidden', async () => {
    await api.signIn('harbour-runners', 'bruno@demo.test');
    await expect(members().findMembers('ros', 20)).rejects.toMatchObject({ status: 403, code: 'Forbidden' });

    await api.signIn('harbour-runners', 'irene@demo.test');
    const urls = recordRequests(api);
    await expect(members().findMembers('ros', 20)).resolves.toEqual([
      { id: 'mem-ada-harbour', name: 'Ada Rossi', avatarUrl: null, role: 'user' },
      { id: 'mem-rosa-harbour', name: 'Rosa Fontana', avatarUrl: null, role: 'user' },
    ]);
    await expect(members().findMembers('', 2)).resolves.toEqual([
      { id: 'mem-ada-harbour', name: 'Ada Rossi', avatarUrl: null, role: 'user' },
      { id: 'mem-bruno-harbour', name: 'Bruno Gallo', avatarUrl: null, role: 'user' },
    ]);
    await expect(members().findMembers('marco', 20)).resolves.toEqual([{ id: 'mem-marco-harbour', name: 'Marco Bianchi', avatarUrl: '/demo/avatar-marco.svg', role: 'network_manager' }]);
    expect(urls.map((url) => url.search)).toEqual([
      '?networkId=net-harbour-runners&query=ros&limit=20',
      '?networkId=net-harbour-runners&query=&limit=2',
      '?networkId=net-harbour-runners&query=marco&limit=20',
    ]);
    await expect(members().findMembers('ros', 21)).rejects.toMatchObject({ status: 422, code: 'ValidationError', details: { fields: { limit: expect.any(String) } } });
  });

  it('leaves out a member whose role or flag cannot be read, reads the others, and reports each kind once', async () => {
    await api.signIn('harbour-runners', 'irene@demo.test');
    const summary = { id: 'mem-a', name: 'A', avatarUrl: null, role: 'user' };
    api.server.use(
      http.get(`${BASE_URL}/v2/members`, () => HttpResponse.json({ data: [{ ...summary, id: 'mem-x', role: 'guest' }, summary] })),
      http.get(`${BASE_URL}/v2/chat/conversations/:id/members`, () => HttpResponse.json({ data: [{ ...ADA, memberId: 'mem-y', isAdmin: 'no' }, ADA] })),
    );

    await expect(members().findMembers('', 20)).resolves.toEqual([summary]);
    await expect(members().members(CREW)).resolves.toEqual([ADA]);
    expect(api.monitoring.errors).toEqual([leftOutReport('members', 'role', 'mem-x'), leftOutReport('conversation members', 'isAdmin', 'unknown')]);
  });

  it.each(AVATAR_URL_CASES)('reads a member’s picture, none where it is not safe: $what', async ({ wire, read }) => {
    await api.signIn('harbour-runners', 'irene@demo.test');
    api.server.use(
      http.get(`${BASE_URL}/v2/chat/conversations/:id/members`, () => HttpResponse.json({ data: [{ ...ADA, avatarUrl: wire }] })),
      http.get(`${BASE_URL}/v2/members`, () => HttpResponse.json({ data: [{ id: 'mem-a', name: 'A', role: 'user', avatarUrl: wire }] })),
    );
    await expect(members().members(CREW)).resolves.toEqual([{ ...ADA, avatarUrl: read }]);
    await expect(members().findMembers('', 20)).resolves.toEqual([{ id: 'mem-a', name: 'A', role: 'user', avatarUrl: read }]);
  });

  it('still turns a member list that is no list into MalformedResponse', async () => {
    await api.signIn('harbour-runners', 'irene@demo.test');
    api.server.use(http.get(`${BASE_URL}/v2/chat/conversations/:id/members`, () => HttpResponse.json({ data: { members: [] } })));

    await expect(members().members(CREW)).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data' } });
  });
});
