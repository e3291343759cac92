// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Comment, Content } from '../../../../src/domain/content/Content';
import { NETWORK_IDS, setupFakeApi, T0 } from '../fakeApiHarness';

const api = setupFakeApi();

const POST = { type: 'post', title: 'Track session moved', body: 'Tuesday intervals move to the Carlini track.' };

/** The drills thread of Harbour Runners, oldest first: 14 comments, more than a page of 10. */
const DRILLS_THREAD = [3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17].map((n) => `cmt-harbour-${n}`);

async function tokenOf(email: string): Promise<string> {
  return (await api.signIn(email)).accessToken;
}

/** A post ada wrote back when she was a trusted contributor: a plain user who owns a content. */
function givenAdaWrotePost(): string {
  api.backend.state.contents.push({
    id: 'cnt-ada-intervals', networkId: NETWORK_IDS.harbour, type: 'post', title: 'My first intervals', body: '6 x 400 m, 90 s rest.',
    authorId: 'mem-ada-harbour', createdAt: new Date(T0 - 86_400_000 * 20).toISOString(), updatedAt: null, cover: null, mediaUrl: null, startsAt: null,
  });
  return 'cnt-ada-intervals';
}

describe('contents list', () => {
  it('lists newest first with paging metadata, names and comment counts', async () => {
    const page = await api.call('GET', '/v2/contents', { query: { limit: '2', offset: '1' } });
    expect(page.status).toBe(200);
    // Five recent contents and fourteen older weekly reports.
    expect(page.json.metadata).toEqual({ total: 19 });
    const items = page.json.data as Content[];
    expect(items.map((item) => item.id)).toEqual(['cnt-harbour-10k', 'cnt-harbour-drills']);
    expect(items[0]).toMatchObject({ authorName: 'Marco Bianchi', commentsCount: 2, cover: '/demo/cover-harbour-10k.svg', updatedAt: null });
    expect(items[1]).toMatchObject({ authorName: 'Giulia Verdi', commentsCount: 14, mediaUrl: null, startsAt: null });
    expect((await api.call('GET', '/v2/contents', { query: { limit: '0' } })).status).toBe(422);
  });

  it('filters by type, counting the filtered list', async () => {
    const posts = await api.call('GET', '/v2/contents', { query: { type: 'post', limit: '1' } });
    expect(posts.json.metadata).toEqual({ total: 16 });
    expect((posts.json.data as Content[]).map((item) => item.id)).toEqual(['cnt-harbour-drills']);

    const videos = (await api.call('GET', '/v2/contents', { query: { type: 'video' } })).json.data as Content[];
    expect(videos).toEqual([expect.objectContaining({ id: 'cnt-harbour-warmup', mediaUrl: expect.stringMatching(/^https:\/\//), startsAt: null })]);

    const events = (await api.call('GET', '/v2/contents', { query: { type: 'event' } })).json.data as Content[];
    expect(events.map((item) => item.id)).toEqual(['cnt-harbour-10k']);
    expect(Date.parse(events[0]?.startsAt ?? '')).toBeGreaterThan(T0);

    const other = await api.call('GET', '/v2/contents', { query: { type: 'poll' } });
    expect([other.status, other.json.error?.code]).toEqual([422, 'ValidationError']);
    expect(other.json.error?.details).toEqual({ fields: { type: 'The type must be post, announcement, video or event.' } });
  });

  it('searches the words of the title or body, whatever their case and accents, within the type filter, newest first', async () => {
    api.backend.state.contents.push({
      id: 'cnt-harbour-caffe', networkId: NETWORK_IDS.harbour, type: 'post', title: 'Caffè after the long run', body: 'At the kiosk by the marina.',
      authorId: 'mem-marco-harbour', createdAt: new Date(T0 - 86_400_000 * 100).toISOString(), updatedAt: null, cover: null, mediaUrl: null, startsAt: null,
    });
    const ids = async (query: Record<string, string>) => ((await api.call('GET', '/v2/contents', { query })).json.data as Content[]).map((item) => item.id);

    // In a title (the route of the week), in bodies (the fog report, how the groups split), and as the start of a word.
    expect(await ids({ query: 'LIGHTHOUSE' })).toEqual(['cnt-harbour-lighthouse', 'cnt-harbour-report-7', 'cnt-harbour-report-13']);
    expect(await ids({ query: 'lighth' })).toEqual(await ids({ query: 'lighthouse' }));
    expect(await ids({ query: 'caffe MARINA' })).toEqual(['cnt-harbour-caffe']);
    expect(await ids({ query: 'càffé' })).toEqual(['cnt-harbour-caffe']);
    expect(await ids({ query: 'lighthouse loop' })).toEqual(['cnt-harbour-lighthouse']);
    expect(await ids({ query: 'lighthouse', type: 'announcement' })).toEqual([]);
    const paged = await api.call('GET', '/v2/contents', { query: { query: 'lighthouse', limit: '1', offset: '1' } });
    expect([(paged.json.data as Content[]).map((item) => item.id), paged.json.metadata]).toEqual([['cnt-harbour-report-7'], { total: 3 }]);
    // Only this network's contents: Atelier Ceramica's kiln schedule is not Harbour Runners'.
    expect(await ids({ query: 'kiln' })).toEqual([]);
  });

  it('refuses a search to who may not read the network, as it refuses the list', async () => {
    const search = await api.call('GET', '/v2/contents', { networkId: NETWORK_IDS.atelier, query: { query: 'kiln' } });
    expect([search.status, search.json.error?.code, search.json.error?.details]).toEqual([403, 'AccessDenied', { reason: 'private' }]);
  });

  it('gives every seeded event a start ahead of now, and every seeded video its media', async () => {
    const { contents } = api.backend.state;
    const events = contents.filter((content) => content.type === 'event');
    expect(events.length).toBeGreaterThanOrEqual(6);
    for (const event of events) expect(Date.parse(event.startsAt ?? '')).toBeGreaterThan(T0);
    for (const video of contents.filter((content) => content.type === 'video')) expect(video.mediaUrl).toMatch(/^https:\/\//);
  });

  it('refuses who may not read the network with 403 AccessDenied and the reason', async () => {
    const list = await api.call('GET', '/v2/contents', { networkId: NETWORK_IDS.blueNote });
    expect([list.status, list.json.error?.code, list.json.error?.details]).toEqual([403, 'AccessDenied', { reason: 'not_purchased' }]);
    const one = await api.call('GET', '/v2/contents/cnt-bluenote-qa', { networkId: NETWORK_IDS.blueNote });
    expect([one.status, one.json.error?.code]).toEqual([403, 'AccessDenied']);
    const comments = await api.call('GET', '/v2/contents/cnt-bluenote-qa/comments', { networkId: NETWORK_IDS.blueNote });
    expect(comments.status).toBe(403);
  });
});

describe('content by id', () => {
  it('answers the content with its author, event start and comment count', async () => {
    const answer = await api.call('GET', '/v2/contents/cnt-harbour-10k');
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({
      id: 'cnt-harbour-10k',
      type: 'event',
      title: 'Harbour 10K: registration open',
      body: expect.stringContaining('Two laps of the port'),
      authorId: 'mem-marco-harbour',
      authorName: 'Marco Bianchi',
      authorAvatarUrl: '/demo/avatar-marco.svg',
      createdAt: expect.any(String),
      updatedAt: null,
      cover: '/demo/cover-harbour-10k.svg',
      mediaUrl: null,
      startsAt: expect.any(String),
      commentsCount: 2,
      // A guest's: `mine` is never theirs.
      reactions: [
        { emoji: '❤️', count: 1, mine: false },
        { emoji: '🎉', count: 2, mine: false },
      ],
    });
  });

  it('answers 404 NotFound for an unknown id and for a content of another network', async () => {
    for (const id of ['cnt-nothing', 'cnt-atelier-raku']) {
      const answer = await api.call('GET', `/v2/contents/${id}`);
      expect([answer.status, answer.json.error?.code]).toEqual([404, 'NotFound']);
    }
    const marco = await tokenOf('marco@demo.test');
    const elsewhere = await api.call('PATCH', '/v2/contents/cnt-atelier-raku', { token: marco, body: { title: 'Moved' } });
    expect([elsewhere.status, elsewhere.json.error?.code]).toEqual([404, 'NotFound']);
    expect((await api.call('DELETE', '/v2/comments/cmt-nothing', { token: marco })).json.error?.code).toBe('NotFound');
  });
});

describe('names', () => {
  it('names the author as "First Last", a departed one as a former member and a nameless one as a member', async () => {
    const thread = await api.call('GET', '/v2/contents/cnt-harbour-drills/comments', { query: { limit: '20' } });
    const names = Object.fromEntries((thread.json.data as Comment[]).map((comment) => [comment.id, comment.creatorName]));
    expect(names).toMatchObject({
      'cmt-harbour-3': 'Ada Rossi',
      'cmt-harbour-5': 'Giulia Verdi',
      'cmt-harbour-6': 'Marco Bianchi',
      'cmt-harbour-7': 'Victor Greco',
      'cmt-harbour-11': 'Former member',
    });

    const nora = await tokenOf('nora@demo.test');
    const written = await api.call('POST', '/v2/contents/cnt-harbour-10k/comments', { token: nora, body: { body: 'First time here!' } });
    expect(written.json.data).toMatchObject({ creatorId: 'mem-nora-harbour', creatorName: 'Member' });

    const giulia = await tokenOf('giulia@demo.test');
    expect((await api.call('DELETE', '/v2/memberships/me', { token: giulia })).status).toBe(204);
    expect((await api.call('GET', '/v2/contents/cnt-harbour-drills')).json.data).toMatchObject({ authorId: 'mem-giulia-harbour', authorName: 'Former member' });
  });
});

describe('writing contents', () => {
  it('creates with updatedAt null and sets updatedAt on every edit, keeping createdAt', async () => {
    const giulia = await tokenOf('giulia@demo.test');
    const created = await api.call('POST', '/v2/contents', { token: giulia, body: POST });
    expect(created.status).toBe(201);
    const content = created.json.data as Content;
    expect(content).toMatchObject({ ...POST, authorId: 'mem-giulia-harbour', authorName: 'Giulia Verdi', updatedAt: null, cover: null, mediaUrl: null, startsAt: null, commentsCount: 0 });
    expect(content.createdAt).toBe(new Date(T0).toISOString());

    api.clock.advance(60_000);
    const edited = await api.call('PATCH', `/v2/contents/${content.id}`, { token: giulia, body: { title: 'Track session moved again' } });
    expect(edited.json.data).toMatchObject({ title: 'Track session moved again', body: POST.body, createdAt: content.createdAt, updatedAt: new Date(T0 + 60_000).toISOString() });
    expect((await api.call('GET', `/v2/contents/${content.id}`)).json.data).toMatchObject({ updatedAt: new Date(T0 + 60_000).toISOString() });
  });

  it('takes an optional https cover, and null clears it', async () => {
    const marco = await tokenOf('marco@demo.test');
    const cover = 'https://images.example.com/harbour/start-line.jpg';
    const created = await api.call('POST', '/v2/contents', { token: marco, body: { ...POST, cover } });
    const content = created.json.data as Content;
    expect(content.cover).toBe(cover);

    expect((await api.call('PATCH', `/v2/contents/${content.id}`, { token: marco, body: { title: 'Kept cover' } })).json.data).toMatchObject({ cover });
    const cleared = await api.call('PATCH', `/v2/contents/${content.id}`, { token: marco, body: { cover: null } });
    expect(cleared.json.data).toMatchObject({ cover: null, title: 'Kept cover' });
    expect((await api.call('POST', '/v2/contents', { token: marco, body: { ...POST, cover: null } })).json.data).toMatchObject({ cover: null });
  });

  it.each([
    ['plain http', 'http://images.example.com/a.jpg'],
    ['a script', 'javascript:alert(1)'],
    ['a data URL', 'data:image/svg+xml,<svg/>'],
    ['a relative path', '/demo/cover-harbour-10k.svg'],
    ['credentials in the address', 'https://user:secret@images.example.com/a.jpg'],
    ['not a string', 42],
    ['an empty string', ''],
  ])('refuses %s as a cover with 422 on the cover field', async (_, cover) => {
    const marco = await tokenOf('marco@demo.test');
    const created = await api.call('POST', '/v2/contents', { token: marco, body: { ...POST, cover } });
    expect([created.status, created.json.error?.code]).toEqual([422, 'ValidationError']);
    expect(created.json.error?.details).toEqual({ fields: { cover: 'The cover must be an https:// address of a picture.' } });
    const patched = await api.call('PATCH', '/v2/contents/cnt-harbour-sunday', { token: marco, body: { cover } });
    expect(patched.status).toBe(422);
  });

  it('refuses a draft without type, title or body', async () => {
    const marco = await tokenOf('marco@demo.test');
    const answer = await api.call('POST', '/v2/contents', { token: marco, body: { type: 'poem', title: ' ', body: '' } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json.error?.details?.fields as object)).toEqual(['type', 'title', 'body']);
  });
});

describe('product-spec §6 on contents', () => {
  it.each([
    ['ada@demo.test', 'post', 403],
    ['ada@demo.test', 'event', 403],
    ['giulia@demo.test', 'post', 201],
    ['giulia@demo.test', 'video', 201],
    ['giulia@demo.test', 'event', 201],
    ['giulia@demo.test', 'announcement', 403],
    ['marco@demo.test', 'announcement', 201],
    ['marco@demo.test', 'video', 201],
  ])('%s publishing a %s: %i', async (email, type, status) => {
    // A video carries its address and an event its start (api-contract.md).
    const typeFields = type === 'video' ? { mediaUrl: 'https://videos.example.com/intervals.mp4' } : type === 'event' ? { startsAt: '2026-12-08T18:30:00.000Z' } : {};
    const answer = await api.call('POST', '/v2/contents', { token: await tokenOf(email), body: { ...POST, type, ...typeFields } });
    expect(answer.status).toBe(status);
    if (status === 403) expect(answer.json.error?.code).toBe('Forbidden');
  });

  it('asks a guest to sign in before publishing, editing or deleting', async () => {
    for (const [method, path] of [['POST', '/v2/contents'], ['PATCH', '/v2/contents/cnt-harbour-drills'], ['DELETE', '/v2/contents/cnt-harbour-drills']] as const) {
      const answer = await api.call(method, path, { body: method === 'DELETE' ? undefined : POST });
      expect([answer.status, answer.json.error?.code]).toEqual([401, 'AuthenticationRequired']);
    }
  });

  it.each([
    ['a user', 'ada@demo.test', 'own', 'cnt-ada-intervals', 200],
    ['a user', 'ada@demo.test', "someone else's", 'cnt-harbour-drills', 403],
    ['a trusted contributor', 'giulia@demo.test', 'own', 'cnt-harbour-drills', 200],
    ['a trusted contributor', 'giulia@demo.test', "someone else's", 'cnt-harbour-sunday', 403],
    ['a manager', 'marco@demo.test', 'own', 'cnt-harbour-sunday', 200],
    ['a manager', 'marco@demo.test', "someone else's", 'cnt-harbour-drills', 200],
  ])('%s editing and deleting %s content', async (_, email, __, id, status) => {
    givenAdaWrotePost();
    const token = await tokenOf(email);
    const edited = await api.call('PATCH', `/v2/contents/${id}`, { token, body: { title: 'Edited' } });
    expect(edited.status).toBe(status);
    if (status === 403) expect(edited.json.error).toMatchObject({ code: 'Forbidden', message: 'You can only edit your own content.' });
    const deleted = await api.call('DELETE', `/v2/contents/${id}`, { token });
    expect(deleted.status).toBe(status === 200 ? 204 : 403);
    expect((await api.call('GET', `/v2/contents/${id}`)).status).toBe(status === 200 ? 404 : 200);
  });

  it('lets a type change only to a type the member may publish', async () => {
    const ada = await tokenOf('ada@demo.test');
    const own = givenAdaWrotePost();
    expect((await api.call('PATCH', `/v2/contents/${own}`, { token: ada, body: { type: 'event' } })).json.error?.code).toBe('Forbidden');
    expect((await api.call('PATCH', `/v2/contents/${own}`, { token: ada, body: { type: 'post', body: 'Same type.' } })).status).toBe(200);

    const giulia = await tokenOf('giulia@demo.test');
    expect((await api.call('PATCH', '/v2/contents/cnt-harbour-drills', { token: giulia, body: { type: 'announcement' } })).status).toBe(403);
    const video = await api.call('PATCH', '/v2/contents/cnt-harbour-drills', { token: giulia, body: { type: 'video', mediaUrl: 'https://videos.example.com/drills.mp4' } });
    expect(video.json.data).toMatchObject({ type: 'video', mediaUrl: 'https://videos.example.com/drills.mp4', startsAt: null });
  });

  it('asks a video for its https address and an event for its start, kept from before or given now (422 field by field)', async () => {
    const giulia = await tokenOf('giulia@demo.test');
    const publish = (body: Record<string, unknown>) => api.call('POST', '/v2/contents', { token: giulia, body: { ...POST, ...body } });
    expect((await publish({ type: 'video' })).json.error?.details).toEqual({ fields: { mediaUrl: 'A video needs its https:// address.' } });
    expect((await publish({ type: 'video', mediaUrl: 'http://videos.example.com/a.mp4' })).json.error?.details).toEqual({ fields: { mediaUrl: 'The video must be an https:// address.' } });
    expect((await publish({ type: 'event', startsAt: 'Sunday' })).json.error?.details).toEqual({ fields: { startsAt: 'The start must be a date and time (ISO-8601).' } });
    const event = await publish({ type: 'event', startsAt: '2026-12-08T19:30:00+01:00' });
    expect([event.status, (event.json.data as Content).startsAt]).toEqual([201, '2026-12-08T18:30:00.000Z']);
    // An edit of its title keeps its start; a post turned into an event needs one.
    expect((await api.call('PATCH', `/v2/contents/${(event.json.data as Content).id}`, { token: giulia, body: { title: 'Moved' } })).status).toBe(200);
    const turned = await api.call('PATCH', '/v2/contents/cnt-harbour-drills', { token: giulia, body: { type: 'event' } });
    expect([turned.status, turned.json.error?.details]).toEqual([422, { fields: { startsAt: 'An event needs the date and time it starts.' } }]);
  });

  it('removes the comments of a deleted content', async () => {
    const marco = await tokenOf('marco@demo.test');
    expect((await api.call('DELETE', '/v2/contents/cnt-harbour-drills', { token: marco })).status).toBe(204);
    expect((await api.call('GET', '/v2/contents/cnt-harbour-drills/comments')).status).toBe(404);
    expect(api.backend.state.comments.some((comment) => comment.contentId === 'cnt-harbour-drills')).toBe(false);
    expect((await api.call('GET', '/v2/contents')).json.metadata).toEqual({ total: 18 });
  });

  it('refuses a member who lost access to the network with 403 AccessDenied, even for their own comment', async () => {
    const elena = (await api.signIn('elena@demo.test', NETWORK_IDS.greenTable)).accessToken;
    const edited = await api.call('PATCH', '/v2/comments/cmt-green-2', { token: elena, networkId: NETWORK_IDS.greenTable, body: { body: 'Edited' } });
    expect([edited.status, edited.json.error?.details]).toEqual([403, { reason: 'canceled' }]);
  });
});

describe('comments', () => {
  it('pages the comments oldest first, offset counted from the oldest, with names and the total', async () => {
    const first = await api.call('GET', '/v2/contents/cnt-harbour-drills/comments', { query: { limit: '10', offset: '0' } });
    expect(first.json.metadata).toEqual({ total: 14 });
    const firstPage = first.json.data as Comment[];
    expect(firstPage.map((comment) => comment.id)).toEqual(DRILLS_THREAD.slice(0, 10));
    expect(firstPage[0]).toEqual({
      id: 'cmt-harbour-3',
      contentId: 'cnt-harbour-drills',
      body: 'Tried them yesterday. My calves are not speaking to me today.',
      creatorId: 'mem-ada-harbour',
      creatorName: 'Ada Rossi',
      creatorAvatarUrl: null,
      createdAt: expect.any(String),
      updatedAt: null,
      reactions: [],
    });
    // Seeded as edited after it was written.
    expect(firstPage.find((comment) => comment.id === 'cmt-harbour-10')?.updatedAt).toEqual(expect.any(String));

    const second = await api.call('GET', '/v2/contents/cnt-harbour-drills/comments', { query: { limit: '10', offset: '10' } });
    expect(second.json.metadata).toEqual({ total: 14 });
    expect((second.json.data as Comment[]).map((comment) => comment.id)).toEqual(DRILLS_THREAD.slice(10));

    const outOfRange: Record<string, string>[] = [{ limit: '0' }, { limit: '101' }, { offset: '-1' }, { limit: 'ten' }];
    for (const query of outOfRange) {
      expect((await api.call('GET', '/v2/contents/cnt-harbour-drills/comments', { query })).status).toBe(422);
    }
  });

  it('lets members write, sets updatedAt on an edit, and answers a guest 401', async () => {
    const listed = await api.call('GET', '/v2/contents/cnt-harbour-10k/comments');
    expect((listed.json.data as Comment[]).map((comment) => [comment.id, comment.creatorName])).toEqual([
      ['cmt-harbour-1', 'Ada Rossi'],
      ['cmt-harbour-2', 'Giulia Verdi'],
    ]);
    expect((await api.call('POST', '/v2/contents/cnt-harbour-10k/comments', { body: { body: 'Hi' } })).status).toBe(401);
    expect((await api.call('PATCH', '/v2/comments/cmt-harbour-1', { body: { body: 'Hi' } })).status).toBe(401);
    expect((await api.call('DELETE', '/v2/comments/cmt-harbour-1')).status).toBe(401);

    const ada = await tokenOf('ada@demo.test');
    const written = await api.call('POST', '/v2/contents/cnt-harbour-10k/comments', { token: ada, body: { body: '  See you at the start!  ' } });
    expect(written.status).toBe(201);
    const comment = written.json.data as Comment;
    expect(comment).toMatchObject({ body: 'See you at the start!', creatorId: 'mem-ada-harbour', creatorName: 'Ada Rossi', contentId: 'cnt-harbour-10k', updatedAt: null });
    expect((await api.call('POST', '/v2/contents/cnt-harbour-10k/comments', { token: ada, body: { body: ' ' } })).status).toBe(422);

    api.clock.advance(30_000);
    const edited = await api.call('PATCH', `/v2/comments/${comment.id}`, { token: ada, body: { body: 'See you at 7:30!' } });
    expect(edited.json.data).toMatchObject({ body: 'See you at 7:30!', createdAt: comment.createdAt, updatedAt: new Date(T0 + 30_000).toISOString() });
    expect((await api.call('GET', '/v2/contents/cnt-harbour-10k')).json.data).toMatchObject({ commentsCount: 3 });
  });

  it.each([
    ['a user', 'ada@demo.test', 'own', 'cmt-harbour-1', true],
    ['a user', 'ada@demo.test', "someone else's", 'cmt-harbour-2', false],
    ['a trusted contributor', 'giulia@demo.test', 'own', 'cmt-harbour-2', true],
    ['a trusted contributor', 'giulia@demo.test', "someone else's", 'cmt-harbour-1', false],
    ['a manager', 'marco@demo.test', 'own', 'cmt-harbour-6', true],
    ['a manager', 'marco@demo.test', "someone else's", 'cmt-harbour-1', true],
  ])('%s editing and deleting %s comment', async (_, email, __, id, allowed) => {
    const token = await tokenOf(email);
    const edited = await api.call('PATCH', `/v2/comments/${id}`, { token, body: { body: 'Edited' } });
    expect(edited.status).toBe(allowed ? 200 : 403);
    if (!allowed) expect(edited.json.error).toMatchObject({ code: 'Forbidden', message: 'You can only edit your own comments.' });
    const deleted = await api.call('DELETE', `/v2/comments/${id}`, { token });
    expect(deleted.status).toBe(allowed ? 204 : 403);
  });

  it('keeps comments and contents inside their network', async () => {
    expect((await api.call('GET', '/v2/contents/cnt-atelier-raku/comments')).json.error?.code).toBe('NotFound');
    const ada = await tokenOf('ada@demo.test');
    expect((await api.call('PATCH', '/v2/comments/cmt-atelier-1', { token: ada, body: { body: 'Mine?' } })).json.error?.code).toBe('NotFound');
    const nina = await api.signIn('nina@demo.test', NETWORK_IDS.atelier);
    const listed = await api.call('GET', '/v2/contents/cnt-atelier-celadon/comments', { token: nina.accessToken, networkId: NETWORK_IDS.atelier });
    expect(listed.json.data).toHaveLength(1);
  });
});

describe('live events of the contents and comments calls (api-contract.md Live events)', () => {
  const published = () => (api.backend.liveEvents.after(NETWORK_IDS.harbour, 0) ?? []).map((event) => [event.name, event.data, event.audience]);
  const READERS = { kind: 'network' };

  it('publishes content.created, content.updated and content.deleted to the network’s readers, in the answers’ shapes', async () => {
    const marco = await tokenOf('marco@demo.test');
    const created = await api.call('POST', '/v2/contents', { token: marco, body: POST });
    const id = (created.json.data as Content).id;
    const updated = await api.call('PATCH', `/v2/contents/${id}`, { token: marco, body: { title: 'Track session moved again' } });
    await api.call('DELETE', `/v2/contents/${id}`, { token: marco });
    expect(published()).toEqual([
      ['content.created', created.json.data, READERS],
      ['content.updated', updated.json.data, READERS],
      ['content.deleted', { id }, READERS],
    ]);
  });

  it('publishes comment.created, comment.updated and comment.deleted with the content they belong to', async () => {
    const ada = await tokenOf('ada@demo.test');
    const created = await api.call('POST', '/v2/contents/cnt-harbour-10k/comments', { token: ada, body: { body: 'See you there' } });
    const id = (created.json.data as Comment).id;
    const updated = await api.call('PATCH', `/v2/comments/${id}`, { token: ada, body: { body: 'See you at the start' } });
    await api.call('DELETE', `/v2/comments/${id}`, { token: ada });
    expect(published()).toEqual([
      ['comment.created', created.json.data, READERS],
      ['comment.updated', updated.json.data, READERS],
      ['comment.deleted', { id, contentId: 'cnt-harbour-10k' }, READERS],
    ]);
  });

  it('publishes nothing for a refused write', async () => {
    const ada = await tokenOf('ada@demo.test');
    expect((await api.call('POST', '/v2/contents', { token: ada, body: POST })).status).toBe(403);
    expect((await api.call('DELETE', '/v2/comments/cmt-harbour-2', { token: ada })).status).toBe(403);
    expect(published()).toEqual([]);
  });
});
