// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Comment, Content } from '../../../../src/domain/content/Content';
import { NETWORK_IDS, setupFakeApi } from '../fakeApiHarness';

const api = setupFakeApi();

async function tokenOf(email: string, networkId: string = NETWORK_IDS.harbour): Promise<string> {
  return (await api.signIn(email, networkId)).accessToken;
}

const reactionsOfContent = async (id: string, token?: string) => ((await api.call('GET', `/v2/contents/${id}`, { token })).json.data as Content).reactions;
const published = () => api.backend.liveEvents.after(NETWORK_IDS.harbour, 0)?.filter((event) => event.name === 'reactions.changed') ?? [];

describe('PUT /v2/reactions/{targetType}/{targetId}', () => {
  it("gives the member's emoji once and answers the target's reactions as they see them; a repeated PUT changes nothing", async () => {
    const victor = await tokenOf('victor@demo.test');
    const given = await api.call('PUT', '/v2/reactions/content/cnt-harbour-drills', { token: victor, body: { emoji: '👍' } });
    expect([given.status, given.json.data]).toEqual([
      200,
      [
        { emoji: '👍', count: 3, mine: true },
        { emoji: '😂', count: 1, mine: true },
      ],
    ]);
    const again = await api.call('PUT', '/v2/reactions/content/cnt-harbour-drills', { token: victor, body: { emoji: '👍' } });
    expect(again.json.data).toEqual(given.json.data);
    expect(published()).toHaveLength(1);

    // Every answer carries the caller's own `mine`; a guest's is never theirs.
    expect(await reactionsOfContent('cnt-harbour-drills', victor)).toEqual(given.json.data);
    expect(await reactionsOfContent('cnt-harbour-drills', await tokenOf('giulia@demo.test'))).toEqual([
      { emoji: '👍', count: 3, mine: false },
      { emoji: '😂', count: 1, mine: false },
    ]);
    expect(await reactionsOfContent('cnt-harbour-drills')).toEqual([
      { emoji: '👍', count: 3, mine: false },
      { emoji: '😂', count: 1, mine: false },
    ]);
  });

  it('reacts to a comment, which every list of comments then shows', async () => {
    const ada = await tokenOf('ada@demo.test');
    const given = await api.call('PUT', '/v2/reactions/comment/cmt-harbour-4', { token: ada, body: { emoji: '🎉' } });
    expect(given.json.data).toEqual([{ emoji: '🎉', count: 1, mine: true }]);
    const listed = (await api.call('GET', '/v2/contents/cnt-harbour-lighthouse/comments', { token: ada })).json.data as Comment[];
    expect(listed.find((comment) => comment.id === 'cmt-harbour-4')?.reactions).toEqual([{ emoji: '🎉', count: 1, mine: true }]);
    expect(published().map((event) => event.data)).toEqual([{ targetType: 'comment', targetId: 'cmt-harbour-4', reactions: [{ emoji: '🎉', count: 1, mine: true }] }]);
  });

  it('answers a guest 401, a member without read access 403 AccessDenied, an unknown target 404 and another emoji 422', async () => {
    const guest = await api.call('PUT', '/v2/reactions/content/cnt-harbour-drills', { body: { emoji: '👍' } });
    expect(guest.status).toBe(401);

    const elena = await tokenOf('elena@demo.test', NETWORK_IDS.greenTable);
    const refused = await api.call('PUT', '/v2/reactions/content/cnt-green-risotto', { token: elena, networkId: NETWORK_IDS.greenTable, body: { emoji: '👍' } });
    expect([refused.status, refused.json.error?.code, refused.json.error?.details]).toEqual([403, 'AccessDenied', { reason: 'canceled' }]);

    const ada = await tokenOf('ada@demo.test');
    for (const path of ['/v2/reactions/content/cnt-nothing', '/v2/reactions/comment/cmt-green-2', '/v2/reactions/survey/cnt-harbour-drills']) {
      const unknown = await api.call('PUT', path, { token: ada, body: { emoji: '👍' } });
      expect([path, unknown.status, unknown.json.error?.code]).toEqual([path, 404, 'NotFound']);
    }
    const other = await api.call('PUT', '/v2/reactions/content/cnt-harbour-drills', { token: ada, body: { emoji: '💩' } });
    expect([other.status, other.json.error?.code, other.json.error?.details]).toEqual([422, 'ValidationError', { fields: { emoji: 'The emoji must be one of 👍 ❤️ 😂 😮 😢 🎉.' } }]);
    expect(published()).toEqual([]);
  });
});

describe('DELETE /v2/reactions/{targetType}/{targetId}?emoji=', () => {
  it('takes the emoji back, and an emoji nobody gives any more leaves the list; taking back one not given changes nothing', async () => {
    const ada = await tokenOf('ada@demo.test');
    const taken = await api.call('DELETE', '/v2/reactions/content/cnt-harbour-lighthouse', { token: ada, query: { emoji: '😮' } });
    expect([taken.status, taken.json.data]).toEqual([200, [{ emoji: '❤️', count: 3, mine: true }]]);
    const notGiven = await api.call('DELETE', '/v2/reactions/content/cnt-harbour-lighthouse', { token: ada, query: { emoji: '😢' } });
    expect(notGiven.json.data).toEqual(taken.json.data);
    expect(published().map((event) => event.data)).toEqual([{ targetType: 'content', targetId: 'cnt-harbour-lighthouse', reactions: [{ emoji: '❤️', count: 3, mine: true }] }]);

    const missing = await api.call('DELETE', '/v2/reactions/content/cnt-harbour-lighthouse', { token: ada });
    expect([missing.status, missing.json.error?.code]).toEqual([422, 'ValidationError']);
    expect((await api.call('DELETE', '/v2/reactions/content/cnt-harbour-lighthouse', { query: { emoji: '❤️' } })).status).toBe(401);
  });

  it('forgets the reactions of a deleted content and of its comments', async () => {
    const marco = await tokenOf('marco@demo.test');
    expect((await api.call('DELETE', '/v2/contents/cnt-harbour-drills', { token: marco })).status).toBe(204);
    const left = api.backend.state.reactions.filter((reaction) => ['cnt-harbour-drills', 'cmt-harbour-5', 'cmt-harbour-10', 'cmt-harbour-17'].includes(reaction.targetId));
    expect(left).toEqual([]);
    expect(api.backend.state.reactions.some((reaction) => reaction.targetId === 'cmt-harbour-2')).toBe(true);
  });
});
