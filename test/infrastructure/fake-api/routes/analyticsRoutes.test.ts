// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NETWORK_IDS, setupFakeApi } from '../fakeApiHarness';

const api = setupFakeApi();

describe('analytics', () => {
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
    expect((await api.call('POST', '/v2/analytics/view/banner/x')).status).toBe(400);

    const after = await api.call('GET', '/analytics/engagement/most-viewed-contents', { token: manager.accessToken, query: range });
    expect(views(after.json.data, 'cnt-harbour-sunday')).toBe(views(before.json.data, 'cnt-harbour-sunday') + 50);
    // At most ten, as the contract has the most-* rankings.
    expect((after.json.data as unknown[]).length).toBeLessThanOrEqual(10);
  });

  it('lets tests read the counted events (the __demo control route)', async () => {
    expect((await api.call('POST', '/v2/analytics/view/creativity/cre-harbour-shoes')).status).toBe(204);
    expect((await api.call('POST', '/v2/analytics/view/creativity/cre-harbour-shoes')).status).toBe(204);
    const counted = await api.call('GET', '/__demo/analytics');
    expect(counted.json.data).toMatchObject({ 'net-harbour-runners|view|creativity|cre-harbour-shoes': 2 });
  });

  it("counts a promotion's redeem-it click: a promotion is the network's welcome with a link, not a banner nor a welcome without one", async () => {
    const greenTable = { networkId: NETWORK_IDS.greenTable };
    expect((await api.call('POST', '/v2/analytics/promotion/cre-green-welcome/redeem-it-click', greenTable)).status).toBe(204);
    expect((await api.call('POST', '/v2/analytics/promotion/cre-green-welcome/redeem-it-click', greenTable)).status).toBe(204);
    expect((await api.call('POST', '/v2/analytics/promotion/cre-green-knives/redeem-it-click', greenTable)).json.error?.code).toBe('PromotionNotFound');
    expect((await api.call('POST', '/v2/analytics/promotion/cre-harbour-welcome/redeem-it-click')).status).toBe(404);
    // Another network's promotion is not this one's.
    expect((await api.call('POST', '/v2/analytics/promotion/cre-green-welcome/redeem-it-click')).status).toBe(404);
    const counted = await api.call('GET', '/__demo/analytics');
    expect(counted.json.data).toEqual({ 'net-green-table|redeem|creativity|cre-green-welcome': 2 });
  });
});
