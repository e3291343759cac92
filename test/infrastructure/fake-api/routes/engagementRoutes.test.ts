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

describe('engagement of a living network', () => {
  const series = async (metric: string, from: string, to: string) => {
    const manager = await api.signIn('marco@demo.test');
    const answer = await api.call('GET', `/analytics/engagement/${metric}`, { token: manager.accessToken, query: { from, to } });
    return (answer.json.data as { series: { date: string; value: number }[] }).series;
  };
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

  it('is busier midweek than on Saturdays, over a season', async () => {
    const days = await series('sessions', '2026-01-05', '2026-06-28');
    const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
    const wednesdays = days.filter((point) => weekday(point.date) === 3).map((point) => point.value);
    const saturdays = days.filter((point) => weekday(point.date) === 6).map((point) => point.value);
    expect(mean(wednesdays)).toBeGreaterThan(mean(saturdays) * 1.3);
  });

  it('grows: a year later the same weeks are busier', async () => {
    const before = await series('users', '2025-03-02', '2025-04-26');
    const after = await series('users', '2026-03-01', '2026-04-25');
    expect(mean(after.map((point) => point.value))).toBeGreaterThan(mean(before.map((point) => point.value)) * 1.15);
  });

  it('spikes on announcement days, the day the network published one included', async () => {
    const days = await series('content-comments', '2026-01-01', '2026-03-31');
    const values = days.map((point) => point.value).sort((a, b) => a - b);
    const median = values[Math.floor(values.length / 2)] ?? 0;
    expect(days.filter((point) => point.value > median * 1.8).length).toBeGreaterThanOrEqual(3);
  });

  it('ranks at most ten entries, highest first (the contract)', async () => {
    const manager = await api.signIn('marco@demo.test');
    const answer = await api.call('GET', '/analytics/engagement/most-viewed-contents', { token: manager.accessToken, query: { from: '2026-01-01', to: '2026-03-31' } });
    const entries = answer.json.data as { value: number }[];
    expect(entries.length).toBeGreaterThan(5);
    expect(entries.length).toBeLessThanOrEqual(10);
    expect(entries.map((entry) => entry.value)).toEqual([...entries.map((entry) => entry.value)].sort((a, b) => b - a));
  });
});
