// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { HttpContentFeed } from '../../../src/infrastructure/http/HttpContentFeed';
import { HttpContentGateway } from '../../../src/infrastructure/http/HttpContentGateway';
import { BASE_URL, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const contents = () => new HttpContentGateway(api.client);

describe('HttpContentGateway', () => {
  describe('create, update, delete with the roles of spec §6', () => {
    it('refuses a plain user who creates content with 403 Forbidden', async () => {
      await api.signIn('harbour-runners', 'ada@demo.test');
      await expect(contents().create({ type: 'post', title: 'Hello', body: 'First post' })).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    });

    it('lets a trusted contributor create and edit a post, but not an announcement', async () => {
      await api.signIn('harbour-runners', 'giulia@demo.test');

      await expect(contents().create({ type: 'announcement', title: 'News', body: 'Big news' })).rejects.toMatchObject({
        status: 403,
        message: 'Only network managers can publish announcements.',
      });
      const post = await contents().create({ type: 'post', title: 'Intervals', body: '6 x 800 m' });
      expect(post).toMatchObject({ type: 'post', title: 'Intervals', body: '6 x 800 m', authorId: 'mem-giulia-harbour', commentsCount: 0, cover: null });
      await expect(contents().update(post.id, { title: 'Intervals on Tuesday' })).resolves.toMatchObject({ id: post.id, title: 'Intervals on Tuesday' });
    });

    it("refuses a member who edits or deletes someone else's content", async () => {
      await api.signIn('harbour-runners', 'giulia@demo.test');

      await expect(contents().update('cnt-harbour-sunday', { title: 'Mine now' })).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
      await expect(contents().remove('cnt-harbour-sunday')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    });

    it("lets a manager delete anybody's content", async () => {
      await api.signIn('harbour-runners', 'marco@demo.test');

      await expect(contents().remove('cnt-harbour-drills')).resolves.toBeUndefined();

      await expect(new HttpContentFeed(api.client).list({ limit: 10, offset: 0 })).resolves.toMatchObject({ total: 4 });
      await expect(contents().remove('cnt-harbour-drills')).rejects.toMatchObject({ status: 404, code: 'ContentNotFound' });
    });

    it('refuses an empty title with 422 ValidationError', async () => {
      await api.signIn('harbour-runners', 'marco@demo.test');
      await expect(contents().create({ type: 'post', title: ' ', body: 'x' })).rejects.toMatchObject({ status: 422, code: 'ValidationError' });
    });
  });

  describe('comments', () => {
    it('lists the comments of a content, oldest first', async () => {
      await api.enter('harbour-runners');

      const comments = await contents().comments('cnt-harbour-10k');

      expect(comments.map((comment) => comment.creatorId)).toEqual(['mem-ada-harbour', 'mem-giulia-harbour']);
      expect(comments[0]).toEqual({
        id: 'cmt-harbour-1',
        contentId: 'cnt-harbour-10k',
        body: 'Count me in for the water station! Which kilometre?',
        creatorId: 'mem-ada-harbour',
        createdAt: expect.any(String),
      });
    });

    it('adds, edits and removes my own comment', async () => {
      await api.signIn('harbour-runners', 'ada@demo.test');

      const comment = await contents().addComment('cnt-harbour-lighthouse', 'Running it on Sunday!');
      expect(comment).toMatchObject({ contentId: 'cnt-harbour-lighthouse', body: 'Running it on Sunday!', creatorId: 'mem-ada-harbour' });
      await expect(contents().editComment(comment.id, 'Running it on Saturday!')).resolves.toMatchObject({ id: comment.id, body: 'Running it on Saturday!' });
      await expect(contents().removeComment(comment.id)).resolves.toBeUndefined();

      await expect(contents().comments('cnt-harbour-lighthouse')).resolves.toHaveLength(1);
    });

    it("refuses to edit or remove someone else's comment", async () => {
      await api.signIn('harbour-runners', 'ada@demo.test');

      await expect(contents().editComment('cmt-harbour-2', 'Edited')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
      await expect(contents().removeComment('cmt-harbour-2')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    });

    it('refuses a guest who comments with 401', async () => {
      await api.enter('harbour-runners');
      await expect(contents().addComment('cnt-harbour-10k', 'Hi')).rejects.toMatchObject({ status: 401, code: 'AuthenticationRequired' });
    });

    it('turns a comment without a creator into MalformedResponse', async () => {
      await api.enter('harbour-runners');
      api.server.use(
        http.get(`${BASE_URL}/v2/contents/:id/comments`, () =>
          HttpResponse.json({ data: [{ id: 'c', contentId: 'x', body: 'b', createdAt: '2024-01-01T00:00:00Z' }] }),
        ),
      );

      await expect(contents().comments('x')).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data[0].creatorId' } });
    });
  });
});
