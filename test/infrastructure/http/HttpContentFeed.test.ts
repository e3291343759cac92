// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { HttpContentFeed } from '../../../src/infrastructure/http/HttpContentFeed';
import { BASE_URL, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const contents = () => new HttpContentFeed(api.client, api.monitoring);

describe('HttpContentFeed', () => {
  describe('list', () => {
    it('reads a page of contents, newest first, with the total', async () => {
      await api.enter('harbour-runners');

      const page = await contents().list({ limit: 2, offset: 0 });

      expect(page.total).toBe(19);
      expect(page.items).toHaveLength(2);
      expect(page.items[0]).toMatchObject({ id: 'cnt-harbour-sunday', type: 'announcement', authorId: 'mem-marco-harbour', cover: null, commentsCount: 0 });
      expect(page.items[1]).toMatchObject({ id: 'cnt-harbour-10k', type: 'event', cover: '/demo/cover-harbour-10k.svg', commentsCount: 2 });
      await expect(contents().list({ limit: 2, offset: 18 })).resolves.toMatchObject({ items: [{ id: 'cnt-harbour-report-14' }], total: 19 });
    });

    it('sends the search as `query`, with the type and the paging, and reads the contents found', async () => {
      await api.enter('harbour-runners');

      const page = await contents().list({ limit: 2, offset: 1, type: 'post', query: 'Lighthouse' });

      expect(page.items.map((content) => content.id)).toEqual(['cnt-harbour-report-7', 'cnt-harbour-report-13']);
      expect(page.total).toBe(3);
    });

    it('refuses a guest of a purchasable network with 403 AccessDenied and publishes forbiddenAccess', async () => {
      await api.enter('blue-note-masterclass');

      const error = await contents().list({ limit: 1, offset: 0 }).catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 403, code: 'AccessDenied', accessDenyReason: 'not_purchased' });
      expect(api.events).toEqual([{ type: 'forbiddenAccess', reason: 'not_purchased', networkId: expect.any(String) }]);
    });

    it('lets in the member who bought the course', async () => {
      await api.signIn('blue-note-masterclass', 'leo@demo.test');
      await expect(contents().list({ limit: 1, offset: 0 })).resolves.toMatchObject({ total: 4 });
    });

    it('turns a page without a total into MalformedResponse', async () => {
      await api.enter('harbour-runners');
      api.server.use(http.get(`${BASE_URL}/v2/contents`, () => HttpResponse.json({ data: [] })));

      await expect(contents().list({ limit: 1, offset: 0 })).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'metadata.total' } });
    });

    it.each([
      { cover: 'javascript:alert(1)', read: null },
      { cover: 'data:image/svg+xml,<svg onload=alert(1)>', read: null },
      { cover: 'http://cdn.example/cover.jpg', read: null },
      { cover: '//evil.example/cover.jpg', read: null },
      { cover: 'https://cdn.example/cover.jpg', read: 'https://cdn.example/cover.jpg' },
      { cover: '/demo/cover.svg', read: '/demo/cover.svg' },
      { cover: 'demo/cover.svg', read: '/demo/cover.svg' },
      { cover: 'https:evil.example/cover.jpg', read: 'https://evil.example/cover.jpg' },
    ])('reads the cover $cover as $read: as checked, never as sent (an unsafe one is not rendered at all)', async ({ cover, read }) => {
      await api.enter('harbour-runners');
      const [first] = (await contents().list({ limit: 1, offset: 0 })).items;
      api.server.use(http.get(`${BASE_URL}/v2/contents`, () => HttpResponse.json({ data: [{ ...first, cover }], metadata: { total: 1 } })));

      const [content] = (await contents().list({ limit: 1, offset: 0 })).items;
      expect(content?.cover).toBe(read);
    });

    it('leaves out a content whose author name is null and shows the others, reporting it to monitoring once', async () => {
      await api.enter('harbour-runners');
      const feed = contents();
      const { items } = await feed.list({ limit: 3, offset: 0 });
      const [first, second, third] = items;
      api.server.use(http.get(`${BASE_URL}/v2/contents`, () => HttpResponse.json({ data: [first, { ...second, authorName: null }, third], metadata: { total: 19 } })));

      const page = await feed.list({ limit: 3, offset: 0 });
      await feed.list({ limit: 3, offset: 0 });

      expect(page).toEqual({ items: [first, third], total: 19, skipped: 1 });
      expect(api.monitoring.errors).toEqual([{ message: `An item of contents was left out: authorName could not be read (id ${second?.id}).` }]);
    });

    it("reads each content's reactions with the member's own, and leaves out a content whose reactions cannot be read", async () => {
      await api.signIn('harbour-runners', 'ada@demo.test');
      const feed = contents();
      const { items } = await feed.list({ limit: 2, offset: 0 });
      expect(items[0]?.reactions).toEqual([
        { emoji: '👍', count: 3, mine: true },
        { emoji: '🎉', count: 1, mine: false },
      ]);
      const [first, second] = items;
      api.server.use(http.get(`${BASE_URL}/v2/contents`, () => HttpResponse.json({ data: [first, { ...second, reactions: [{ emoji: '👍', count: '2', mine: false }] }], metadata: { total: 19 } })));

      await expect(feed.list({ limit: 2, offset: 0 })).resolves.toEqual({ items: [first], total: 19, skipped: 1 });
      expect(api.monitoring.errors).toEqual([{ message: `An item of contents was left out: reactions[].count could not be read (id ${second?.id}).` }]);
    });

    it('reports another unreadable field of the feed, but not another content with the same one', async () => {
      await api.enter('harbour-runners');
      const feed = contents();
      const [first, second] = (await feed.list({ limit: 2, offset: 0 })).items;
      api.server.use(http.get(`${BASE_URL}/v2/contents`, () => HttpResponse.json({ data: [{ ...first, type: 'poll' }, { ...second, type: 'quiz' }], metadata: { total: 2 } })));
      await expect(feed.list({ limit: 2, offset: 0 })).resolves.toEqual({ items: [], total: 2, skipped: 2 });
      api.server.use(http.get(`${BASE_URL}/v2/contents`, () => HttpResponse.json({ data: [{ ...first, createdAt: 'yesterday' }, second], metadata: { total: 2 } })));
      await expect(feed.list({ limit: 2, offset: 0 })).resolves.toEqual({ items: [second], total: 2, skipped: 1 });

      expect(api.monitoring.errors.map((error) => error.message)).toEqual([
        `An item of contents was left out: type could not be read (id ${first?.id}).`,
        `An item of contents was left out: createdAt could not be read (id ${first?.id}).`,
      ]);
    });

    it('still turns an answer whose data is no list into MalformedResponse (the feed says so, with a retry)', async () => {
      await api.enter('harbour-runners');
      api.server.use(http.get(`${BASE_URL}/v2/contents`, () => HttpResponse.json({ data: { items: [] }, metadata: { total: 0 } })));

      await expect(contents().list({ limit: 1, offset: 0 })).rejects.toMatchObject({ code: ApiError.MALFORMED, message: 'The server sent an answer the app could not read.', details: { field: 'data' } });
      expect(api.monitoring.errors).toEqual([]);
    });
  });
});
