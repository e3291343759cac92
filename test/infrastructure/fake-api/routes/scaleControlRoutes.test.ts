// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setupFakeApi } from '../fakeApiHarness';

const api = setupFakeApi();

interface Seeded {
  networkId: string;
  conversationId: string;
  contentId: string;
}

const seed = async (body: Record<string, unknown>) => {
  const answer = await api.call('POST', '/__demo/scale', { networkId: null, body });
  expect(answer.status).toBe(200);
  return answer.json.data as Seeded;
};

describe('POST /__demo/scale', () => {
  it('seeds Harbour Runners with contents after the seed\'s, a long conversation, a much-commented content and notifications', async () => {
    const before = (await api.call('GET', '/v2/contents', { query: { limit: '1' } })).json.metadata as { total: number };
    const { conversationId, contentId } = await seed({ contents: 120, messages: 150, comments: 40, notifications: 30 });

    const feed = await api.call('GET', '/v2/contents', { query: { limit: '100', offset: String(before.total + 1) } });
    expect((feed.json.metadata as { total: number }).total).toBe(before.total + 121);
    // The newest contents are the commented one and the seed's; the scale's come after them, newest first.
    expect((feed.json.data as { title: string }[]).slice(0, 2).map((content) => content.title)).toEqual(['Archive 1: Saturday report', 'Archive 2: Track Tuesday']);

    const comments = await api.call('GET', `/v2/contents/${contentId}/comments`, { query: { limit: '5', offset: '35' } });
    expect((comments.json.metadata as { total: number }).total).toBe(40);
    expect((comments.json.data as { body: string }[]).at(-1)?.body).toMatch(/^#40 /);

    const { accessToken } = await api.signIn('rosa@demo.test');
    const latest = await api.call('GET', `/v2/chat/conversations/${conversationId}/messages`, { token: accessToken, query: { limit: '100' } });
    expect((latest.json.data as { body: string }[]).at(-1)?.body).toMatch(/^#150 /);
    expect((latest.json.data as unknown[]).length).toBe(100);

    const notifications = await api.call('GET', '/v2/notifications', { token: accessToken, query: { limit: '100' } });
    expect((notifications.json.data as { title: string }[]).filter((notification) => notification.title.startsWith('Notice ')).length).toBe(30);
  });

  it('replaces what it seeded before instead of adding to it', async () => {
    await seed({ contents: 50, messages: 0, comments: 0, notifications: 0 });
    const once = (await api.call('GET', '/v2/contents', { query: { limit: '1' } })).json.metadata as { total: number };
    await seed({ contents: 20, messages: 0, comments: 0, notifications: 0 });
    const again = (await api.call('GET', '/v2/contents', { query: { limit: '1' } })).json.metadata as { total: number };
    expect(again.total).toBe(once.total - 30);
  });

  it('refuses counts that are not whole numbers within its bound, naming each', async () => {
    const answer = await api.call('POST', '/__demo/scale', { networkId: null, body: { contents: -1, messages: 1.5, comments: 'many', notifications: 1_000_000 } });
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.json.error?.details as { fields: object }).fields).sort()).toEqual(['comments', 'contents', 'messages', 'notifications']);
  });
});
