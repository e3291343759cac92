import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { RANKING_METRICS, TIME_SERIES_METRICS, type DateRange } from '../../../src/domain/manage/Engagement';
import { daysOf } from '../../../src/domain/manage/EngagementPeriod';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryEngagementGateway } from '../../../src/infrastructure/memory/InMemoryEngagementGateway';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { InMemoryNavigator } from '../../../src/infrastructure/memory/InMemoryNavigator';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { EngagementPresenter } from '../../../src/presentation/manage/EngagementPresenter';
import { registerManageMessages } from '../../../src/presentation/manage/manageMessages';

// Noon, so the manager's calendar day is 24 November 2026 in any time zone the tests run in.
const NOW = Date.parse('2026-11-24T12:00:00Z');
const LAST_7 = { from: '2026-11-18', to: '2026-11-24' };
const PREVIOUS_7 = { from: '2026-11-11', to: '2026-11-17' };

/** Ten a day in the range asked, for any metric. */
const tenADay = (range: DateRange) => ({ total: 10 * daysOf(range).length, series: daysOf(range).map((date) => ({ date, value: 10 })) });

function dashboard() {
  const gateway = new InMemoryEngagementGateway();
  for (const metric of TIME_SERIES_METRICS) gateway.series.set(metric, tenADay);
  const store = new InMemoryKeyValueStore();
  const navigator = new InMemoryNavigator();
  const i18n = new I18n(new InMemoryCookieJar());
  registerManageMessages(i18n);
  const page = new EngagementPresenter(gateway, store, navigator, { networkId: 'net-1' }, new ManualClock(NOW), i18n);
  page.mount();
  return { page, gateway, store, navigator, i18n };
}

const ranges = (calls: unknown[][]) => calls.map(([, range]) => range);
const settled = (page: EngagementPresenter) => expect.poll(() => [...page.tiles, ...page.rankings].every((item) => item.status !== 'loading')).toBe(true);

describe('EngagementPresenter', () => {
  it('opens on the period last seen on this network, else on the last 28 days, written into the URL in place', () => {
    const { page, store, navigator } = dashboard();
    page.locationChanged('');
    expect(navigator.navigations).toEqual([{ path: '/manage/engagement?period=28d', replace: true }]);

    store.set('manage:net-1:engagement-period', { preset: 'custom', range: { from: '2026-01-01', to: '2026-01-31' } });
    page.locationChanged('?period=nonsense');
    expect(navigator.navigations[1]).toEqual({ path: '/manage/engagement?period=custom&from=2026-01-01&to=2026-01-31', replace: true });
  });

  it('asks every metric once for the range, in parallel, and each time series once more for the previous period', async () => {
    const { page, gateway, store } = dashboard();
    page.locationChanged('?period=7d');

    expect(page.rangeLabel).toBe('Nov 18, 2026 – Nov 24, 2026');
    expect(gateway.callsOf('timeSeries').map(([metric]) => metric)).toEqual(TIME_SERIES_METRICS.flatMap((metric) => [metric, metric]));
    expect(ranges(gateway.callsOf('timeSeries'))).toEqual(TIME_SERIES_METRICS.flatMap(() => [LAST_7, PREVIOUS_7]));
    expect(gateway.callsOf('ranking')).toEqual(RANKING_METRICS.map((metric) => [metric, LAST_7]));
    expect(store.get('manage:net-1:engagement-period')).toEqual({ preset: '7d' });

    await settled(page);
    const users = page.tiles.find((tile) => tile.metric === 'users');
    expect(users).toMatchObject({ label: 'Users', status: 'ready', total: '70', change: '= 0%', trend: 'flat', chart: 'line' });
    expect(users?.points[0]).toEqual({ date: '2026-11-18', label: 'Nov 18', value: 10, formatted: '10' });
    expect(page.tiles.filter((tile) => tile.chart === 'bar').map((tile) => tile.metric)).toEqual(['sponsored', 'survey', 'creativity']);
  });

  it('compares with the previous period: ▲/▼ and a percentage, "new" after a period of nothing', async () => {
    const { page, gateway } = dashboard();
    gateway.series.set('sessions', (range) => (range.from === LAST_7.from ? { total: 1234, series: [] } : { total: 1000, series: [] }));
    gateway.series.set('messages', (range) => (range.from === LAST_7.from ? { total: 50, series: [] } : { total: 200, series: [] }));
    gateway.series.set('survey', (range) => (range.from === LAST_7.from ? { total: 3, series: [] } : { total: 0, series: [] }));
    page.locationChanged('?period=7d');
    await settled(page);

    const tile = (metric: string) => page.tiles.find((each) => each.metric === metric);
    expect(tile('sessions')).toMatchObject({ total: '1,234', change: '▲ 23.4%', trend: 'up', changeLabel: '23.4% more than the previous period' });
    expect(tile('messages')).toMatchObject({ change: '▼ 75%', trend: 'down', changeLabel: '75% less than the previous period' });
    expect(tile('survey')).toMatchObject({ change: 'new', trend: 'up' });
  });

  it('an answer changes its own tile only: the other tiles and tables keep their objects, so their cards do not render again', async () => {
    const { page, gateway } = dashboard();
    gateway.failing.set('messages', new ApiError(500, 'Http500', ''));
    page.locationChanged('?period=7d');
    // As the view does: an observer keeps the tiles computed while the page shows them.
    const stopWatching = autorun(() => [page.tiles, page.rankings]);
    await settled(page);
    const tilesBefore = page.tiles;
    const rankingsBefore = page.rankings;

    gateway.failing.clear();
    page.retryClicked('messages');
    await expect.poll(() => page.tiles.find((tile) => tile.metric === 'messages')?.status).toBe('ready');
    const changed = page.tiles.filter((tile, index) => tile !== tilesBefore[index]).map((tile) => tile.metric);
    expect(changed).toEqual(['messages']);
    expect(page.rankings.every((table, index) => table === rankingsBefore[index])).toBe(true);
    stopWatching();
  });

  it('cancels the requests still running when the range changes, and shows only the new range', async () => {
    const { page, gateway } = dashboard();
    gateway.hold();
    page.locationChanged('?period=7d');
    page.locationChanged('?period=28d');

    await expect.poll(() => gateway.aborted.length).toBe(25);
    expect(new Set(gateway.aborted.map((call) => JSON.stringify(call.range)))).toEqual(new Set([JSON.stringify(LAST_7), JSON.stringify(PREVIOUS_7)]));
    gateway.release();
    await settled(page);
    expect(page.tiles.find((tile) => tile.metric === 'users')?.total).toBe('280');
  });

  it('keeps what it read per range: back to a range seen before, nothing is asked again', async () => {
    const { page, gateway } = dashboard();
    page.locationChanged('?period=7d');
    await settled(page);
    page.locationChanged('?period=28d');
    await settled(page);
    const asked = gateway.calls.length;

    page.locationChanged('?period=7d');
    expect(gateway.calls.length).toBe(asked);
    expect(page.tiles.every((tile) => tile.status === 'ready')).toBe(true);
  });

  it('shows a failing metric as failed, with a retry, and every other metric as usual', async () => {
    const { page, gateway, i18n } = dashboard();
    gateway.failing.set('messages', new ApiError(500, 'Http500', ''));
    gateway.failing.set('most-messages', new ApiError(500, 'Http500', ''));
    page.locationChanged('?period=7d');
    await settled(page);

    expect(page.tiles.filter((tile) => tile.status === 'failed').map((tile) => [tile.metric, tile.failure])).toEqual([['messages', i18n.t('error.generic')]]);
    expect(page.tiles.filter((tile) => tile.status === 'ready')).toHaveLength(TIME_SERIES_METRICS.length - 1);
    expect(page.rankings.filter((table) => table.status === 'failed').map((table) => table.metric)).toEqual(['most-messages']);
    expect(page.canExportRange).toBe(true);
    expect(page.rangeCsv.text.split('\r\n')[1]).toBe('2026-11-18,10,10,10,10,,10,10,10,10,10');

    gateway.failing.clear();
    page.retryClicked('messages');
    page.retryClicked('most-messages');
    await settled(page);
    expect(page.tiles.every((tile) => tile.status === 'ready')).toBe(true);
    expect(page.rankings.every((table) => table.status === 'ready')).toBe(true);
  });

  it('chooses presets by Plausible’s keys, and checks a custom range before showing it', () => {
    const { page, navigator, store } = dashboard();
    page.locationChanged('?period=7d');

    expect(page.shortcutPressed('m')).toBe(true);
    expect(navigator.paths.at(-1)).toBe('/manage/engagement?period=month');
    // Remembered at once, before the URL's change comes back.
    expect(store.get('manage:net-1:engagement-period')).toEqual({ preset: 'month' });
    expect(page.shortcutPressed('x')).toBe(false);
    expect(page.shortcutPressed('C')).toBe(true);
    expect(page.customOpen).toBe(true);
    expect([page.customFrom, page.customTo]).toEqual([LAST_7.from, LAST_7.to]);

    page.customFromChanged('2026-03-01');
    page.customToChanged('2026-02-01');
    page.customApplied();
    expect(page.customError).toBe('The end comes before the start.');
    page.customToChanged('2026-03-31');
    page.customApplied();
    expect(page.customOpen).toBe(false);
    expect(navigator.paths.at(-1)).toBe('/manage/engagement?period=custom&from=2026-03-01&to=2026-03-31');
  });

  it('ranks with bars relative to the first, and exports a ranking', async () => {
    const { page, gateway } = dashboard();
    gateway.rankings.set('most-viewed-contents', [
      { id: 'c1', label: 'Race day, 10K', value: 400 },
      { id: 'c2', label: 'Kit', value: 100 },
    ]);
    page.locationChanged('?period=7d');
    await settled(page);

    expect(page.rankings[0]?.rows.map((row) => [row.label, row.formatted, row.share])).toEqual([
      ['Race day, 10K', '400', 1],
      ['Kit', '100', 0.25],
    ]);
    expect(page.rankingCsvOf('most-viewed-contents')).toEqual({
      name: 'most-viewed-contents-2026-11-18-2026-11-24.csv',
      text: 'rank,id,label,value\r\n1,c1,"Race day, 10K",400\r\n2,c2,Kit,100\r\n',
    });
  });

  it('formats numbers and dates in Italian', async () => {
    const { page, gateway, i18n } = dashboard();
    gateway.series.set('sessions', (range) => (range.from === LAST_7.from ? { total: 12345, series: [{ date: '2026-11-18', value: 12345 }] } : { total: 10000, series: [] }));
    await i18n.localeChosen('it');
    page.locationChanged('?period=7d');
    await settled(page);
    expect(page.rangeLabel).toBe('18 nov 2026 – 24 nov 2026');
    expect(page.tiles.find((tile) => tile.metric === 'sessions')).toMatchObject({ label: 'Sessioni', total: '12.345', change: '▲ 23,5%' });
    expect(page.formatNumber(43210)).toBe('43.210');
  });
});
