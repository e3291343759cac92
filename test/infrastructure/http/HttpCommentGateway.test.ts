// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { HttpCommentGateway } from '../../../src/infrastructure/http/HttpCommentGateway';
import { sampleComment } from '../../../src/infrastructure/memory/samples';
import { AVATAR_URL_CASES } from './avatarUrlCases';
import { BASE_URL, leftOutReport, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const comments = () => new HttpCommentGateway(api.client, api.monitoring);

describe('HttpCommentGateway', () => {
  it('lists the comments of a content, oldest first, a page at a time', async () => {
    await api.enter('harbour-runners');

    const first = await comments().list('cnt-harbour-10k', { limit: 2, offset: 0 });

    expect(first.items.map((comment) => comment.creatorId)).toEqual(['mem-ada-harbour', 'mem-giulia-harbour']);
    expect(first.items[0]).toEqual({
      id: 'cmt-harbour-1',
      contentId: 'cnt-harbour-10k',
      body: 'Count me in for the water station! Which kilometre?',
      creatorId: 'mem-ada-harbour',
      creatorName: 'Ada Rossi',
      creatorAvatarUrl: null,
      createdAt: expect.any(String),
      updatedAt: null,
      reactions: [],
    });
    const all = await comments().list('cnt-harbour-10k', { limit: 100, offset: 0 });
    expect(all.total).toBe(all.items.length);
    const second = await comments().list('cnt-harbour-10k', { limit: 2, offset: 2 });
    expect(second.items.map((comment) => comment.id)).toEqual(all.items.slice(2, 4).map((comment) => comment.id));
  });

  it('adds, edits and removes my own comment', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');

    const before = (await comments().list('cnt-harbour-lighthouse', { limit: 100, offset: 0 })).total;
    const comment = await comments().add('cnt-harbour-lighthouse', 'Running it on Sunday!');
    expect(comment).toMatchObject({ contentId: 'cnt-harbour-lighthouse', body: 'Running it on Sunday!', creatorId: 'mem-ada-harbour', creatorName: 'Ada Rossi', updatedAt: null });
    const edited = await comments().edit(comment.id, 'Running it on Saturday!');
    expect(edited).toMatchObject({ id: comment.id, body: 'Running it on Saturday!' });
    expect(edited.updatedAt).not.toBeNull();
    await expect(comments().remove(comment.id)).resolves.toBeUndefined();

    await expect(comments().list('cnt-harbour-lighthouse', { limit: 100, offset: 0 })).resolves.toMatchObject({ total: before });
  });

  it("refuses to edit or remove someone else's comment", async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');

    await expect(comments().edit('cmt-harbour-2', 'Edited')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    await expect(comments().remove('cmt-harbour-2')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
  });

  it("lets a manager delete anybody's comment", async () => {
    await api.signIn('harbour-runners', 'marco@demo.test');
    await expect(comments().remove('cmt-harbour-1')).resolves.toBeUndefined();
  });

  it('refuses a guest who comments with 401', async () => {
    await api.enter('harbour-runners');
    await expect(comments().add('cnt-harbour-10k', 'Hi')).rejects.toMatchObject({ status: 401, code: 'AuthenticationRequired' });
  });

  it('leaves out a comment without a creator, lists the others, and reports it once', async () => {
    await api.enter('harbour-runners');
    const comment = { id: 'c2', contentId: 'x', body: 'b', creatorId: 'mem-a', creatorName: 'A', creatorAvatarUrl: null, createdAt: '2024-01-01T00:00:00Z', updatedAt: null, reactions: [] };
    api.server.use(http.get(`${BASE_URL}/v2/contents/:id/comments`, () => HttpResponse.json({ data: [{ ...comment, id: 'c1', creatorId: undefined }, comment], metadata: { total: 2 } })));
    const gateway = comments();

    await expect(gateway.list('x', { limit: 10, offset: 0 })).resolves.toEqual({ items: [comment], total: 2 });
    await gateway.list('x', { limit: 10, offset: 0 });
    expect(api.monitoring.errors).toEqual([leftOutReport('comments', 'creatorId', 'c1')]);
  });

  it.each(AVATAR_URL_CASES)('reads the writer’s picture, none where it is not safe: $what', async ({ wire, read }) => {
    await api.enter('harbour-runners');
    api.server.use(http.get(`${BASE_URL}/v2/contents/:id/comments`, () => HttpResponse.json({ data: [{ ...sampleComment(), creatorAvatarUrl: wire }], metadata: { total: 1 } })));
    await expect(comments().list('content-1', { limit: 10, offset: 0 })).resolves.toEqual({ items: [sampleComment({ creatorAvatarUrl: read })], total: 1 });
  });

  it("reads each comment's reactions with the member's own, and leaves out a comment without them", async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');
    const { items } = await comments().list('cnt-harbour-10k', { limit: 2, offset: 0 });
    expect(items.map((comment) => comment.reactions)).toEqual([[], [{ emoji: '👍', count: 1, mine: true }]]);
    const [first, second] = items;
    api.server.use(http.get(`${BASE_URL}/v2/contents/:id/comments`, () => HttpResponse.json({ data: [first, { ...second, reactions: undefined }], metadata: { total: 2 } })));

    await expect(comments().list('cnt-harbour-10k', { limit: 2, offset: 0 })).resolves.toEqual({ items: [first], total: 2 });
    expect(api.monitoring.errors).toEqual([leftOutReport('comments', 'reactions', second?.id ?? '')]);
  });

  it('still turns comments that are no list into MalformedResponse', async () => {
    await api.enter('harbour-runners');
    api.server.use(http.get(`${BASE_URL}/v2/contents/:id/comments`, () => HttpResponse.json({ data: 'none', metadata: { total: 0 } })));

    await expect(comments().list('x', { limit: 10, offset: 0 })).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data' } });
  });
});
