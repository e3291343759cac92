// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { HttpContentFeed } from '../../../src/infrastructure/http/HttpContentFeed';
import { HttpContentGateway } from '../../../src/infrastructure/http/HttpContentGateway';
import { sampleContent } from '../../../src/infrastructure/memory/samples';
import { AVATAR_URL_CASES } from './avatarUrlCases';
import { BASE_URL, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const contents = () => new HttpContentGateway(api.client);

describe('HttpContentGateway', () => {
  describe('one content', () => {
    it('reads a content whole, with its author and edit date', async () => {
      await api.enter('harbour-runners');

      const content = await contents().get('cnt-harbour-10k');

      expect(content).toMatchObject({
        id: 'cnt-harbour-10k',
        type: 'event',
        title: 'Harbour 10K: registration open',
        authorId: 'mem-marco-harbour',
        authorName: 'Marco Bianchi',
        updatedAt: null,
        cover: '/demo/cover-harbour-10k.svg',
      });
      expect(Date.parse(content.startsAt ?? '')).toBeGreaterThan(0);
    });

    it('answers an unknown id with 404 NotFound', async () => {
      await api.enter('harbour-runners');
      await expect(contents().get('cnt-nothing')).rejects.toMatchObject({ status: 404, code: 'NotFound' });
    });

    it('refuses a guest of a private network with 403 AccessDenied', async () => {
      await api.enter('atelier-ceramica');
      await expect(contents().get('cnt-harbour-10k')).rejects.toMatchObject({ status: 403, code: 'AccessDenied' });
    });

    it('keeps an unsafe cover out of the app', async () => {
      await api.enter('harbour-runners');
      api.server.use(
        http.get(`${BASE_URL}/v2/contents/:id`, () =>
          HttpResponse.json({ data: { ...sampleContent({ id: 'c1' }), cover: 'javascript:alert(1)', mediaUrl: 'http://example.com/v.mp4' } }),
        ),
      );
      await expect(contents().get('c1')).resolves.toMatchObject({ id: 'c1', cover: null, mediaUrl: null });
    });

    it.each(AVATAR_URL_CASES)('reads the author’s picture, none where it is not safe: $what', async ({ wire, read }) => {
      await api.enter('harbour-runners');
      api.server.use(http.get(`${BASE_URL}/v2/contents/:id`, () => HttpResponse.json({ data: { ...sampleContent({ id: 'c1' }), authorAvatarUrl: wire } })));
      await expect(contents().get('c1')).resolves.toMatchObject({ id: 'c1', authorAvatarUrl: read });
    });

    it('turns a content with a date that is no date into MalformedResponse', async () => {
      await api.enter('harbour-runners');
      api.server.use(http.get(`${BASE_URL}/v2/contents/:id`, () => HttpResponse.json({ data: { ...sampleContent(), updatedAt: 'yesterday' } })));
      await expect(contents().get('content-1')).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data.updatedAt' } });
    });
  });

  describe('videos and events (api-contract.md `mediaUrl`, `startsAt`)', () => {
    it('publishes a video with its address and an event with its start, and reads them back', async () => {
      await api.signIn('harbour-runners', 'giulia@demo.test');

      const video = await contents().create({ type: 'video', title: 'Warm-up drills', body: 'Ten minutes.', mediaUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
      const event = await contents().create({ type: 'event', title: 'Track night', body: 'Bring spikes.', startsAt: '2026-12-08T18:30:00.000Z' });

      expect(await contents().get(video.id)).toMatchObject({ type: 'video', mediaUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', startsAt: null });
      expect(await contents().get(event.id)).toMatchObject({ type: 'event', startsAt: '2026-12-08T18:30:00.000Z', mediaUrl: null });
      await expect(contents().update(event.id, { type: 'event', title: 'Track night', body: 'Bring spikes.', startsAt: '2026-12-09T18:30:00.000Z' })).resolves.toMatchObject({ startsAt: '2026-12-09T18:30:00.000Z' });
    });

    it('answers a video without an https address and an event without a start with 422, field by field', async () => {
      await api.signIn('harbour-runners', 'giulia@demo.test');

      await expect(contents().create({ type: 'video', title: 'Drills', body: 'Text' })).rejects.toMatchObject({ status: 422, code: 'ValidationError', details: { fields: { mediaUrl: 'A video needs its https:// address.' } } });
      await expect(contents().create({ type: 'video', title: 'Drills', body: 'Text', mediaUrl: 'http://videos.example.com/a.mp4' })).rejects.toMatchObject({ status: 422, details: { fields: { mediaUrl: 'The video must be an https:// address.' } } });
      await expect(contents().create({ type: 'event', title: 'Race', body: 'Text', startsAt: 'next Sunday' })).rejects.toMatchObject({ status: 422, details: { fields: { startsAt: 'The start must be a date and time (ISO-8601).' } } });
      const post = await contents().create({ type: 'post', title: 'Race', body: 'Text' });
      // Turned into an event, it needs a start.
      await expect(contents().update(post.id, { type: 'event' })).rejects.toMatchObject({ status: 422, details: { fields: { startsAt: 'An event needs the date and time it starts.' } } });
    });
  });

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
      const edited = await contents().update(post.id, { title: 'Intervals on Tuesday' });
      expect(edited).toMatchObject({ id: post.id, title: 'Intervals on Tuesday', authorName: 'Giulia Verdi' });
      expect(edited.updatedAt).not.toBeNull();
    });

    it('sends a cover only when there is one, and the server keeps it', async () => {
      await api.signIn('harbour-runners', 'marco@demo.test');
      const sent: unknown[] = [];
      api.server.events.on('request:start', ({ request }) => {
        if (request.method !== 'GET') void request.clone().json().then((body: unknown) => sent.push(body));
      });

      // As the writing form sends it: no cover given.
      const post = await contents().create({ type: 'post', title: 'Track night', body: 'Tuesday, 7 pm.', cover: null });
      await contents().update(post.id, { cover: 'https://images.example.com/track.jpg' });

      await expect(contents().get(post.id)).resolves.toMatchObject({ cover: 'https://images.example.com/track.jpg' });
      expect(sent).toEqual([{ type: 'post', title: 'Track night', body: 'Tuesday, 7 pm.' }, { cover: 'https://images.example.com/track.jpg' }]);
    });

    it("refuses a member who edits or deletes someone else's content", async () => {
      await api.signIn('harbour-runners', 'giulia@demo.test');

      await expect(contents().update('cnt-harbour-sunday', { title: 'Mine now' })).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
      await expect(contents().remove('cnt-harbour-sunday')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    });

    it("lets a manager delete anybody's content", async () => {
      await api.signIn('harbour-runners', 'marco@demo.test');

      await expect(contents().remove('cnt-harbour-drills')).resolves.toBeUndefined();

      await expect(new HttpContentFeed(api.client, api.monitoring).list({ limit: 10, offset: 0 })).resolves.toMatchObject({ total: 18 });
      await expect(contents().remove('cnt-harbour-drills')).rejects.toMatchObject({ status: 404, code: 'NotFound' });
    });

    it('refuses an empty title with 422 ValidationError', async () => {
      await api.signIn('harbour-runners', 'marco@demo.test');
      await expect(contents().create({ type: 'post', title: ' ', body: 'x' })).rejects.toMatchObject({ status: 422, code: 'ValidationError' });
    });
  });
});
