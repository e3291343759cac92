// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setupFakeApi } from '../fakeApiHarness';

const api = setupFakeApi();

describe('engagement', () => {
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
