// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NETWORK_IDS, setupFakeApi } from '../fakeApiHarness';

const api = setupFakeApi();

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
