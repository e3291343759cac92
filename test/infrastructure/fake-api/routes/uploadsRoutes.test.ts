// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../src/domain/chat/Conversation';
import type { Comment, Content } from '../../../../src/domain/content/Content';
import { DEPARTED_HARBOUR_MEMBER } from '../../../../src/infrastructure/fake-api/seed/seedContents';
import { BASE, NETWORK_IDS, setupFakeApi } from '../fakeApiHarness';
import { pngHeader } from '../pictureHeaders';

const api = setupFakeApi();

async function upload(file: Blob, token?: string, headers: Record<string, string> = {}): Promise<{ status: number; json: { data?: Record<string, unknown>; error?: { code: string } } }> {
  const form = new FormData();
  form.append('file', file, 'picture');
  const response = await fetch(`${BASE}/v2/uploads?networkId=${NETWORK_IDS.harbour}`, {
    method: 'POST',
    body: form,
    headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.status, json: (await response.json()) as never };
}

/** Marco may write contents in Harbour Runners. */
const member = async () => (await api.signIn('marco@demo.test')).accessToken;

describe('POST /v2/uploads', () => {
  it('keeps a picture and answers its Upload, whose url serves it back to anyone', async () => {
    const picture = new Blob([pngHeader(800, 600), new Uint8Array(100)], { type: 'image/png' });
    const answer = await upload(picture, await member());
    expect(answer.status).toBe(201);
    expect(answer.json.data).toEqual({ url: expect.stringMatching(/^http:\/\/api\.test\/v2\/uploads\/upl-\d+$/), contentType: 'image/png', size: 133, width: 800, height: 600 });

    const served = await fetch(answer.json.data?.url as string);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(await picture.arrayBuffer()));
  });

  it('answers the address the Node server was reached at (loopback), which a content takes as its cover', async () => {
    const token = await member();
    const answer = await upload(new Blob([pngHeader(800, 600)], { type: 'image/png' }), token, { host: '127.0.0.1:4010' });
    const url = answer.json.data?.url as string;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4010\/v2\/uploads\/upl-\d+$/);
    const created = await api.call('POST', '/v2/contents', { token, body: { type: 'post', title: 'Harbour at dawn', body: 'Seen from the pier.', cover: url } });
    expect([created.status, (created.json.data as { cover: string }).cover]).toEqual([201, url]);
  });

  it('answers 401 to a guest', async () => {
    expect((await upload(new Blob([pngHeader(10, 10)], { type: 'image/png' }))).status).toBe(401);
  });

  it('refuses what is not JPEG, PNG or WebP with 415', async () => {
    const answer = await upload(new Blob(['GIF89a'], { type: 'image/gif' }), await member());
    expect([answer.status, answer.json.error?.code]).toEqual([415, 'UnsupportedMediaType']);
  });

  it('refuses more than 5 MB with 413, and takes exactly 5 MB', async () => {
    const token = await member();
    const header = pngHeader(100, 100);
    const over = await upload(new Blob([header, new Uint8Array(5 * 1024 * 1024 + 1 - header.length)], { type: 'image/png' }), token);
    expect([over.status, over.json.error?.code]).toEqual([413, 'PayloadTooLarge']);
    const at = await upload(new Blob([header, new Uint8Array(5 * 1024 * 1024 - header.length)], { type: 'image/png' }), token);
    expect(at.status).toBe(201);
  });

  it('refuses a picture over 4096 px on a side, or one whose header cannot be read, with 422', async () => {
    const token = await member();
    const wide = await upload(new Blob([pngHeader(4097, 10)], { type: 'image/png' }), token);
    expect([wide.status, wide.json.error?.code]).toEqual([422, 'ValidationError']);
    const square = await upload(new Blob([pngHeader(4096, 4096)], { type: 'image/png' }), token);
    expect(square.status).toBe(201);
    const unreadable = await upload(new Blob(['not a picture at all'], { type: 'image/jpeg' }), token);
    expect([unreadable.status, unreadable.json.error?.code]).toEqual([422, 'ValidationError']);
  });
});

describe('an upload as the member’s picture (PATCH /v2/memberships/{id} avatarUrl)', () => {
  it('sets one of the member’s own uploads, refuses any other address, and removes it with null', async () => {
    const token = await member();
    const { url } = (await upload(new Blob([pngHeader(512, 512)], { type: 'image/png' }), token)).json.data as { url: string };
    const set = await api.call('PATCH', '/v2/memberships/me', { token, body: { avatarUrl: url } });
    expect([set.status, (set.json.data as { avatarUrl: string }).avatarUrl]).toEqual([200, url]);
    expect(((await api.call('GET', '/v2/memberships/me', { token })).json.data as { avatarUrl: string }).avatarUrl).toBe(url);

    const someoneElse = (await api.signIn('victor@demo.test')).accessToken;
    const taken = await api.call('PATCH', '/v2/memberships/me', { token: someoneElse, body: { avatarUrl: url } });
    expect([taken.status, taken.json.error?.details]).toEqual([422, { fields: { avatarUrl: 'The picture must be one you uploaded.' } }]);
    const elsewhere = await api.call('PATCH', '/v2/memberships/me', { token, body: { avatarUrl: 'https://images.example.com/me.png' } });
    expect(elsewhere.status).toBe(422);

    const removed = await api.call('PATCH', '/v2/memberships/me', { token, body: { avatarUrl: null } });
    expect((removed.json.data as { avatarUrl: string | null }).avatarUrl).toBeNull();
  });

  it('shows it beside what the member writes, in the answers and their live events, as it is now; members without one and former members have none', async () => {
    const token = await member();
    const { url } = (await upload(new Blob([pngHeader(512, 512)], { type: 'image/png' }), token)).json.data as { url: string };
    await api.call('PATCH', '/v2/memberships/me', { token, body: { avatarUrl: url } });

    const content = (await api.call('POST', '/v2/contents', { token, body: { type: 'post', title: 'New shoes', body: 'Try them on Sunday.' } })).json.data as Content;
    const comment = (await api.call('POST', '/v2/contents/cnt-harbour-10k/comments', { token, body: { body: 'Kilometre 5 it is.' } })).json.data as Comment;
    const message = (await api.call('POST', '/v2/chat/conversations/conv-harbour-sunday/messages', { token, body: { body: 'See you at 7:30.', clientId: 'marco-1' } })).json.data as ChatMessage;
    expect([content.authorAvatarUrl, comment.creatorAvatarUrl, message.senderAvatarUrl]).toEqual([url, url, url]);
    const published = (api.backend.liveEvents.after(NETWORK_IDS.harbour, 0) ?? []).map((event) => [event.name, event.data]);
    expect(published).toEqual([['content.created', content], ['comment.created', comment], ['message.created', message]]);

    const comments = (await api.call('GET', '/v2/contents/cnt-harbour-10k/comments', { token })).json.data as Comment[];
    expect(comments.map((each) => [each.creatorId, each.creatorAvatarUrl])).toEqual([['mem-ada-harbour', null], ['mem-giulia-harbour', '/demo/avatar-giulia.svg'], ['mem-marco-harbour', url]]);
    const drills = (await api.call('GET', '/v2/contents/cnt-harbour-drills/comments', { token, query: { limit: '100' } })).json.data as Comment[];
    expect(drills.find((each) => each.creatorId === DEPARTED_HARBOUR_MEMBER)?.creatorAvatarUrl).toBeNull();
    const messages = (await api.call('GET', '/v2/chat/conversations/conv-harbour-sunday/messages', { token })).json.data as ChatMessage[];
    expect(new Set(messages.filter((each) => each.senderId === 'mem-ada-harbour').map((each) => each.senderAvatarUrl))).toEqual(new Set([null]));

    await api.call('PATCH', '/v2/memberships/me', { token, body: { avatarUrl: null } });
    const earlier = (await api.call('GET', '/v2/contents/cnt-harbour-10k', { token })).json.data as Content;
    expect([earlier.authorId, earlier.authorAvatarUrl]).toEqual(['mem-marco-harbour', null]);
  });
});

describe('GET /v2/uploads/{id}', () => {
  it('answers 404 for a picture it does not have', async () => {
    expect((await fetch(`${BASE}/v2/uploads/upl-none`)).status).toBe(404);
  });
});
