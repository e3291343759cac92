// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NETWORK_IDS, setupFakeApi } from './fakeApiHarness';

const api = setupFakeApi();

describe('networks', () => {
  it('finds a network by slug without networkId, and 404s an unknown slug', async () => {
    const found = await api.call('GET', '/v2/networks/by-slug/atelier-ceramica', { networkId: null });
    expect(found.json.data).toMatchObject({
      id: NETWORK_IDS.atelier,
      accessType: 'private',
      private: true,
      minAge: 18,
      invitationCodeLabel: 'Invitation code',
      logo: '/demo/logo-atelier-ceramica.svg',
      auth: { authType: 'private' },
    });
    const missing = await api.call('GET', '/v2/networks/by-slug/nowhere', { networkId: null });
    expect([missing.status, missing.json.error?.code]).toEqual([404, 'NetworkNotFound']);
  });

  it('requires networkId on every other call and knows the visitor country', async () => {
    const missing = await api.call('GET', '/v2/ip-lookup', { networkId: null });
    expect([missing.status, missing.json.error?.code]).toEqual([400, 'MissingNetworkId']);
    expect((await api.call('GET', '/v2/ip-lookup', { networkId: 'net-unknown' })).status).toBe(404);
    expect((await api.call('GET', '/v2/ip-lookup')).json).toEqual({ data: { countryCode: 'IT' } });
  });
});

describe('contents', () => {
  it('lists newest first with paging metadata and comment counts', async () => {
    const page = await api.call('GET', '/v2/contents', { query: { limit: '2', offset: '1' } });
    expect(page.status).toBe(200);
    expect(page.json.metadata).toEqual({ total: 5 });
    const items = page.json.data as { id: string; commentsCount: number; cover: string | null }[];
    expect(items.map((item) => item.id)).toEqual(['cnt-harbour-10k', 'cnt-harbour-drills']);
    expect(items[0]).toMatchObject({ commentsCount: 2, cover: '/demo/cover-harbour-10k.svg' });
    expect((await api.call('GET', '/v2/contents', { query: { limit: '0' } })).status).toBe(422);
  });

  it('follows the roles of product-spec §6 when publishing', async () => {
    const post = { type: 'post', title: 'Track session moved', body: 'Tuesday intervals move to the Carlini track.' };
    const announcement = { ...post, type: 'announcement' };
    const guest = await api.call('POST', '/v2/contents', { body: post });
    expect(guest.status).toBe(401);

    const user = await api.signIn('ada@demo.test');
    const byUser = await api.call('POST', '/v2/contents', { token: user.accessToken, body: post });
    expect([byUser.status, byUser.json.error?.code]).toEqual([403, 'Forbidden']);

    const contributor = await api.signIn('giulia@demo.test');
    expect((await api.call('POST', '/v2/contents', { token: contributor.accessToken, body: announcement })).status).toBe(403);
    const created = await api.call('POST', '/v2/contents', { token: contributor.accessToken, body: post });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ ...post, authorId: 'mem-giulia-harbour', commentsCount: 0, cover: null });

    const manager = await api.signIn('marco@demo.test');
    expect((await api.call('POST', '/v2/contents', { token: manager.accessToken, body: announcement })).status).toBe(201);
    expect((await api.call('POST', '/v2/contents', { token: manager.accessToken, body: { type: 'poem', title: '', body: '' } })).status).toBe(422);
  });

  it('lets owners and managers edit and delete, nobody else', async () => {
    const contributor = await api.signIn('giulia@demo.test');
    const ada = await api.signIn('ada@demo.test');
    const manager = await api.signIn('marco@demo.test');
    const own = await api.call('PATCH', '/v2/contents/cnt-harbour-drills', { token: contributor.accessToken, body: { title: 'Six drills for a stronger finish' } });
    expect(own.json.data).toMatchObject({ title: 'Six drills for a stronger finish', type: 'post' });
    expect((await api.call('PATCH', '/v2/contents/cnt-harbour-drills', { token: ada.accessToken, body: { title: 'Mine now' } })).status).toBe(403);
    expect((await api.call('DELETE', '/v2/contents/cnt-harbour-sunday', { token: contributor.accessToken })).status).toBe(403);
    expect((await api.call('DELETE', '/v2/contents/cnt-harbour-drills', { token: manager.accessToken })).status).toBe(204);
    expect((await api.call('GET', '/v2/contents/cnt-harbour-drills/comments')).status).toBe(404);
    expect((await api.call('GET', '/v2/contents')).json.metadata).toEqual({ total: 4 });
  });

  it('handles comments: members write, owners edit, managers moderate', async () => {
    const listed = await api.call('GET', '/v2/contents/cnt-harbour-10k/comments');
    expect((listed.json.data as { id: string }[]).map((comment) => comment.id)).toEqual(['cmt-harbour-1', 'cmt-harbour-2']);
    expect((await api.call('POST', '/v2/contents/cnt-harbour-10k/comments', { body: { body: 'Hi' } })).status).toBe(401);

    const ada = await api.signIn('ada@demo.test');
    const written = await api.call('POST', '/v2/contents/cnt-harbour-10k/comments', { token: ada.accessToken, body: { body: '  See you at the start!  ' } });
    const comment = written.json.data as { id: string; body: string; creatorId: string; contentId: string };
    expect(comment).toMatchObject({ body: 'See you at the start!', creatorId: 'mem-ada-harbour', contentId: 'cnt-harbour-10k' });
    expect((await api.call('POST', '/v2/contents/cnt-harbour-10k/comments', { token: ada.accessToken, body: { body: ' ' } })).status).toBe(422);

    const edited = await api.call('PATCH', `/v2/comments/${comment.id}`, { token: ada.accessToken, body: { body: 'See you at 7:30!' } });
    expect(edited.json.data).toMatchObject({ body: 'See you at 7:30!' });
    expect((await api.call('PATCH', '/v2/comments/cmt-harbour-2', { token: ada.accessToken, body: { body: 'Not mine' } })).status).toBe(403);
    const manager = await api.signIn('marco@demo.test');
    expect((await api.call('DELETE', `/v2/comments/${comment.id}`, { token: manager.accessToken })).status).toBe(204);
    expect((await api.call('GET', '/v2/contents/cnt-harbour-10k/comments')).json.data).toHaveLength(2);
  });

  it('keeps comments and contents inside their network', async () => {
    expect((await api.call('GET', '/v2/contents/cnt-atelier-raku/comments')).status).toBe(404);
    const nina = await api.signIn('nina@demo.test', NETWORK_IDS.atelier);
    const listed = await api.call('GET', '/v2/contents/cnt-atelier-celadon/comments', { token: nina.accessToken, networkId: NETWORK_IDS.atelier });
    expect(listed.json.data).toHaveLength(1);
  });
});

describe('ads and surveys', () => {
  it('serves the banner and welcome creativities, null where a network has none', async () => {
    expect((await api.call('GET', '/v2/creativity/banner')).json.data).toMatchObject({ id: 'cre-harbour-shoes', imageUrl: '/demo/banner-harbour-shoes.svg' });
    expect((await api.call('GET', '/v1/creativity/welcome')).json.data).toMatchObject({ id: 'cre-harbour-welcome' });
    expect((await api.call('GET', '/v2/creativity/banner', { networkId: NETWORK_IDS.northwind })).json).toEqual({ data: null });
  });

  it('takes one valid answer per survey and member', async () => {
    const path = `/community/${NETWORK_IDS.harbour}/surveys`;
    const surveys = await api.call('GET', path);
    expect(surveys.json.data).toEqual([
      expect.objectContaining({ id: 'srv-harbour-next-race', questions: expect.arrayContaining([expect.objectContaining({ id: 'q-distance', options: ['5K', '10K', 'Half marathon'] })]) }),
    ]);
    const ada = await api.signIn('ada@demo.test');
    const answer = (answers: object[]) => api.call('POST', '/unity-answer', { token: ada.accessToken, body: { surveyId: 'srv-harbour-next-race', answers } });
    expect((await answer([{ questionId: 'q-distance', answer: 'Marathon' }])).status).toBe(422);
    const ok = await answer([{ questionId: 'q-distance', answer: '10K' }, { questionId: 'q-day', answer: 'Sunday morning' }]);
    expect(ok.json).toEqual({ message: expect.any(String) });
    expect((await answer([{ questionId: 'q-distance', answer: '10K' }, { questionId: 'q-day', answer: 'Sunday morning' }])).status).toBe(409);
    expect((await api.call('GET', path, { token: ada.accessToken })).json.data).toEqual([]);
  });
});

describe('analytics and engagement', () => {
  it('counts fire-and-forget events with 204 and shows them in the rankings', async () => {
    const manager = await api.signIn('marco@demo.test');
    const range = { from: '2026-03-01', to: '2026-03-01' };
    const before = await api.call('GET', '/analytics/engagement/most-viewed-contents', { token: manager.accessToken, query: range });
    const views = (entries: unknown, id: string) => (entries as { id: string; value: number }[]).find((entry) => entry.id === id)?.value ?? 0;

    for (let index = 0; index < 50; index += 1) {
      expect((await api.call('POST', '/v2/analytics/view/content/cnt-harbour-sunday')).status).toBe(204);
    }
    expect((await api.call('POST', '/v2/analytics/share/content/cnt-harbour-10k')).status).toBe(204);
    expect((await api.call('POST', '/v2/analytics/click/creativity/cre-harbour-shoes')).status).toBe(204);
    expect((await api.call('POST', '/v2/analytics/promotion/cre-harbour-shoes/redeem-it-click')).status).toBe(204);
    expect((await api.call('POST', '/v2/analytics/view/banner/x')).status).toBe(400);

    const after = await api.call('GET', '/analytics/engagement/most-viewed-contents', { token: manager.accessToken, query: range });
    expect(views(after.json.data, 'cnt-harbour-sunday')).toBe(views(before.json.data, 'cnt-harbour-sunday') + 50);
    expect(after.json.data).toHaveLength(5);
  });

  it('answers deterministic daily series, one point per day, to managers only', async () => {
    const query = { from: '2026-02-25', to: '2026-03-03' };
    const manager = await api.signIn('marco@demo.test');
    const first = await api.call('GET', '/analytics/engagement/sessions', { token: manager.accessToken, query });
    const series = first.json.data as { total: number; series: { date: string; value: number }[] };
    expect(series.series.map((point) => point.date)).toEqual(['2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03']);
    expect(series.total).toBe(series.series.reduce((sum, point) => sum + point.value, 0));
    expect((await api.call('GET', '/analytics/engagement/sessions', { token: manager.accessToken, query })).json).toEqual(first.json);

    expect((await api.call('GET', '/analytics/engagement/bananas', { token: manager.accessToken, query })).status).toBe(404);
    expect((await api.call('GET', '/analytics/engagement/sessions', { token: manager.accessToken, query: { from: '2026-03-03', to: '2026-03-01' } })).status).toBe(422);
    const ada = await api.signIn('ada@demo.test');
    expect((await api.call('GET', '/analytics/engagement/sessions', { token: ada.accessToken, query })).json.error?.code).toBe('Forbidden');
    expect((await api.call('GET', '/analytics/engagement/sessions', { query })).status).toBe(401);
  });
});
