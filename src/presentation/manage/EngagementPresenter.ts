import { computed, makeAutoObservable, runInAction, type IComputedValue } from 'mobx';
import { ApiError } from '../../application/errors/ApiError';
import type { Clock } from '../../application/ports/Clock';
import type { EngagementGateway } from '../../application/ports/EngagementGateway';
import type { KeyValueStore } from '../../application/ports/KeyValueStore';
import type { Navigator } from '../../application/ports/Navigator';
import type { Session } from '../../application/session/Session';
import { RANKING_METRICS, TIME_SERIES_METRICS, type DateRange, type RankingEntry, type RankingMetric, type TimeSeries, type TimeSeriesMetric } from '../../domain/manage/Engagement';
import { engagementCsv, rankingCsv } from '../../domain/manage/EngagementCsv';
import {
  DEFAULT_PERIOD,
  PERIOD_PRESETS,
  PERIOD_SHORTCUTS,
  percentChange,
  periodFromQuery,
  periodQuery,
  periodRange,
  previousPeriod,
  rangeProblem,
  type Period,
  type PeriodPreset,
} from '../../domain/manage/EngagementPeriod';
import { manageSectionPath } from '../../domain/navigation/ManageSections';
import { errorMessageOf } from '../kit/errorMessage';
import { Lifetime } from '../kit/Lifetime';
import type { I18n } from '../i18n/I18n';
import { dateTimeFormat, numberFormat } from '../i18n/intlFormats';
import { manageStoreKey } from './ManageAreaPresenter';

/** Where each network's last period is remembered (the dashboard opens on it when the URL names none). */
export const ENGAGEMENT_PERIOD_KEY = 'engagement-period';

/** The time series drawn as bars (counts of separate events); the others are lines. */
const BAR_METRICS: readonly TimeSeriesMetric[] = ['survey', 'sponsored', 'creativity'];

type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

/** A KPI tile with its chart. */
export interface SeriesTile {
  metric: TimeSeriesMetric;
  label: string;
  status: 'loading' | 'ready' | 'failed';
  failure: string;
  total: string;
  /** "▲ 12.5 %", "▼ 3 %", "= 0 %", or "new" when the previous period had nothing. */
  change: string;
  trend: 'up' | 'down' | 'flat' | 'none';
  /** Read by screen readers: "12.5 % more than the previous 28 days". */
  changeLabel: string;
  chart: 'line' | 'bar';
  points: { date: string; label: string; value: number; formatted: string }[];
}

export interface RankingTable {
  metric: RankingMetric;
  label: string;
  status: 'loading' | 'ready' | 'failed';
  failure: string;
  rows: { id: string; label: string; value: number; formatted: string; share: number }[];
}

export interface PresetOption {
  preset: PeriodPreset | 'custom';
  label: string;
  shortcut: string;
}

/** A file for the view to hand to the browser. */
export interface CsvFile {
  name: string;
  text: string;
}

/**
 * `/:slug/manage/engagement`: the network's fifteen metrics (spec §7) over a period chosen as on
 * Plausible, kept in the URL and remembered per network. One request per metric and period, all in parallel;
 * changing the period cancels those still running; answers are cached per range, so going back is instant. Each
 * metric loads and fails on its own. The previous period of equal length gives each tile its change.
 */
export class EngagementPresenter {
  period: Period | null = null;
  customOpen = false;
  customFrom = '';
  customTo = '';
  customError = '';
  private readonly results = new Map<string, Load<TimeSeries | RankingEntry[]>>();
  private readonly cache = new Map<string, Promise<TimeSeries | RankingEntry[]>>();
  private readonly lifetime = new Lifetime();
  private loadController: AbortController | null = null;
  // One computed per metric: an answer changes its own tile's object only, so the other charts, memoized by the
  // view, do not render again (25 answers arrive one by one; each re-rendering every chart blocked the page).
  private readonly tileOf = new Map<TimeSeriesMetric, IComputedValue<SeriesTile>>(TIME_SERIES_METRICS.map((metric) => [metric, computed(() => this.tileFor(metric))]));
  private readonly tableOf = new Map<RankingMetric, IComputedValue<RankingTable>>(RANKING_METRICS.map((metric) => [metric, computed(() => this.tableFor(metric))]));

  constructor(
    private readonly gateway: EngagementGateway,
    private readonly store: Pick<KeyValueStore, 'get' | 'set'>,
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly session: Pick<Session, 'networkId'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<EngagementPresenter, 'gateway' | 'store' | 'navigator' | 'session' | 'clock' | 'i18n' | 'lifetime' | 'cache' | 'loadController' | 'tileOf' | 'tableOf'>(
      this,
      { gateway: false, store: false, navigator: false, session: false, clock: false, i18n: false, lifetime: false, cache: false, loadController: false, tileOf: false, tableOf: false },
      { autoBind: true },
    );
  }

  /** The manager's calendar day, `YYYY-MM-DD`. */
  get today(): string {
    const now = new Date(this.clock.now());
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  }

  get range(): DateRange | null {
    return this.period ? periodRange(this.period, this.today) : null;
  }

  get presets(): PresetOption[] {
    return [...PERIOD_PRESETS, 'custom' as const].map((preset) => ({
      preset,
      label: this.i18n.t(`manage.period.${preset}`),
      shortcut: PERIOD_SHORTCUTS[preset].toUpperCase(),
    }));
  }

  get periodLabel(): string {
    return this.period ? this.i18n.t(`manage.period.${this.period.preset}`) : '';
  }

  /** "28 Oct 2026 – 24 Nov 2026" in the language of the page. */
  get rangeLabel(): string {
    const range = this.range;
    if (!range) return '';
    return range.from === range.to ? this.formatDay(range.from, true) : `${this.formatDay(range.from, true)} – ${this.formatDay(range.to, true)}`;
  }

  get tiles(): SeriesTile[] {
    if (!this.range) return [];
    return TIME_SERIES_METRICS.map((metric) => this.tileOf.get(metric)!.get());
  }

  get rankings(): RankingTable[] {
    if (!this.range) return [];
    return RANKING_METRICS.map((metric) => this.tableOf.get(metric)!.get());
  }

  private tileFor(metric: TimeSeriesMetric): SeriesTile {
    const range = this.range;
    const label = this.i18n.t(`manage.metric.${metric}`);
    const chart = BAR_METRICS.includes(metric) ? 'bar' : 'line';
    const tile: SeriesTile = { metric, label, status: 'loading', failure: '', total: '', change: '', trend: 'none', changeLabel: '', chart, points: [] };
    if (!range) return tile;
    const current = this.results.get(key(metric, range)) as Load<TimeSeries> | undefined;
    const before = this.results.get(key(metric, previousPeriod(range))) as Load<TimeSeries> | undefined;
    if (!current || current.status === 'loading') return tile;
    if (current.status === 'failed') return { ...tile, status: 'failed', failure: current.message };
    const series = current.data;
    const points = series.series.map((point) => ({ date: point.date, label: this.formatDay(point.date, false), value: point.value, formatted: this.formatNumber(point.value) }));
    return { ...tile, status: 'ready', total: this.formatNumber(series.total), points, ...this.changeOf(series.total, before?.status === 'ready' ? before.data.total : null) };
  }

  private tableFor(metric: RankingMetric): RankingTable {
    const range = this.range;
    const table: RankingTable = { metric, label: this.i18n.t(`manage.metric.${metric}`), status: 'loading', failure: '', rows: [] };
    const result = range ? (this.results.get(key(metric, range)) as Load<RankingEntry[]> | undefined) : undefined;
    if (!result || result.status === 'loading') return table;
    if (result.status === 'failed') return { ...table, status: 'failed', failure: result.message };
    const top = Math.max(1, ...result.data.map((entry) => entry.value));
    return { ...table, status: 'ready', rows: result.data.map((entry) => ({ ...entry, formatted: this.formatNumber(entry.value), share: entry.value / top })) };
  }

  /** The range's export is ready once every time series has answered or failed. */
  get canExportRange(): boolean {
    return this.tiles.length > 0 && this.tiles.every((tile) => tile.status !== 'loading');
  }

  mount(): () => void {
    this.lifetime.begin();
    return () => {
      this.loadController?.abort(new Error('Component unmounted'));
      this.lifetime.end(new Error('Component unmounted'));
    };
  }

  /**
   * The URL's query changed (or the page opened): show the period it names; without one, the period last
   * seen on this network (or the default), written into the URL in place so it can be shared and reloaded.
   */
  locationChanged(search: string): void {
    const period = periodFromQuery(new URLSearchParams(search));
    if (!period) {
      this.navigateTo(this.store.get<Period>(this.storeKey) ?? DEFAULT_PERIOD, true);
      return;
    }
    this.period = period;
    this.store.set(this.storeKey, period);
    this.load();
  }

  presetChosen(preset: PeriodPreset | 'custom'): void {
    if (preset === 'custom') {
      this.customOpened();
      return;
    }
    this.navigateTo({ preset });
  }

  /** Plausible's shortcuts (D, E, W, F, N, M, P, Y, L, C); true when the key chose something. */
  shortcutPressed(key: string): boolean {
    const entry = Object.entries(PERIOD_SHORTCUTS).find(([, shortcut]) => shortcut === key.toLowerCase());
    if (!entry) return false;
    this.presetChosen(entry[0] as PeriodPreset | 'custom');
    return true;
  }

  customOpened(): void {
    const range = this.range;
    this.customFrom = range?.from ?? this.today;
    this.customTo = range?.to ?? this.today;
    this.customError = '';
    this.customOpen = true;
  }

  customFromChanged(date: string): void {
    this.customFrom = date;
    this.customError = '';
  }

  customToChanged(date: string): void {
    this.customTo = date;
    this.customError = '';
  }

  customClosed(): void {
    this.customOpen = false;
  }

  customApplied(): void {
    const range = { from: this.customFrom, to: this.customTo };
    const problem = rangeProblem(range);
    if (problem) {
      this.customError = this.i18n.t(`manage.custom.${problem}`);
      return;
    }
    this.customOpen = false;
    this.navigateTo({ preset: 'custom', range });
  }

  retryClicked(metric: TimeSeriesMetric | RankingMetric): void {
    const range = this.range;
    if (!range) return;
    const ranges = (TIME_SERIES_METRICS as readonly string[]).includes(metric) ? [range, previousPeriod(range)] : [range];
    const signal = this.loadController?.signal ?? this.lifetime.signal;
    for (const each of ranges) if (this.results.get(key(metric, each))?.status !== 'ready') this.fetch(metric, each, signal);
  }

  /** Every time series, one row per day of the range (a failed metric's cells empty). */
  get rangeCsv(): CsvFile {
    const range = this.range ?? { from: this.today, to: this.today };
    const series = new Map<TimeSeriesMetric, TimeSeries>();
    for (const metric of TIME_SERIES_METRICS) {
      const result = this.results.get(key(metric, range));
      if (result?.status === 'ready') series.set(metric, result.data as TimeSeries);
    }
    return { name: `engagement-${range.from}-${range.to}.csv`, text: engagementCsv(range, TIME_SERIES_METRICS, series) };
  }

  rankingCsvOf(metric: RankingMetric): CsvFile {
    const range = this.range ?? { from: this.today, to: this.today };
    const result = this.results.get(key(metric, range));
    return { name: `${metric}-${range.from}-${range.to}.csv`, text: rankingCsv(result?.status === 'ready' ? (result.data as RankingEntry[]) : []) };
  }

  private get storeKey(): string {
    return manageStoreKey(this.session.networkId ?? '', ENGAGEMENT_PERIOD_KEY);
  }

  /** Remembered at once (not only once the URL has changed), so a reload straight after a choice keeps it. */
  private navigateTo(period: Period, replace = false): void {
    if (!replace) this.store.set(this.storeKey, period);
    this.navigator.goTo(`${manageSectionPath('engagement')}?${periodQuery(period)}`, { replace });
  }

  /** One request per metric (and per time series for the previous period), in parallel; the last range's still running are cancelled. */
  private load(): void {
    const range = this.range;
    if (!range) return;
    this.loadController?.abort(new Error('The range changed'));
    // What the last range was still waiting for is cancelled: asked again if this range needs it too.
    for (const id of [...this.cache.keys()]) if (this.results.get(id)?.status !== 'ready') this.cache.delete(id);
    const controller = new AbortController();
    this.loadController = controller;
    const signal = AbortSignal.any([controller.signal, this.lifetime.signal]);
    const previous = previousPeriod(range);
    for (const metric of TIME_SERIES_METRICS) {
      this.fetch(metric, range, signal);
      this.fetch(metric, previous, signal);
    }
    for (const metric of RANKING_METRICS) this.fetch(metric, range, signal);
  }

  private fetch(metric: TimeSeriesMetric | RankingMetric, range: DateRange, signal: AbortSignal): void {
    const id = key(metric, range);
    if (this.results.get(id)?.status === 'ready' || this.cache.has(id)) return;
    const isSeries = (TIME_SERIES_METRICS as readonly string[]).includes(metric);
    const request = isSeries ? this.gateway.timeSeries(metric as TimeSeriesMetric, range, signal) : this.gateway.ranking(metric as RankingMetric, range, signal);
    this.cache.set(id, request);
    this.results.set(id, { status: 'loading' });
    // Only the request still current for its metric and range speaks: a cancelled one has been replaced.
    request.then(
      (data) => {
        if (this.cache.get(id) === request) runInAction(() => this.results.set(id, { status: 'ready', data }));
      },
      (error: unknown) => {
        if (this.cache.get(id) !== request) return;
        // A failed or cancelled request is asked again next time, not served from the cache.
        this.cache.delete(id);
        runInAction(() => {
          if (ApiError.is(error) && error.code === ApiError.ABORTED) this.results.delete(id);
          else this.results.set(id, { status: 'failed', message: errorMessageOf(error, this.i18n) });
        });
      },
    );
  }

  private changeOf(total: number, previousTotal: number | null): Pick<SeriesTile, 'change' | 'trend' | 'changeLabel'> {
    if (previousTotal === null) return { change: '', trend: 'none', changeLabel: '' };
    const change = percentChange(total, previousTotal);
    if (change === null) return { change: this.i18n.t('manage.change.new'), trend: 'up', changeLabel: this.i18n.t('manage.change.newLabel') };
    const percent = numberFormat(this.i18n.locale, { style: 'percent', maximumFractionDigits: 1 }).format(Math.abs(change) / 100);
    if (change === 0) return { change: `= ${percent}`, trend: 'flat', changeLabel: this.i18n.t('manage.change.same') };
    const up = change > 0;
    return {
      change: `${up ? '▲' : '▼'} ${percent}`,
      trend: up ? 'up' : 'down',
      changeLabel: this.i18n.t(up ? 'manage.change.upLabel' : 'manage.change.downLabel', { percent }),
    };
  }

  /** A count in the reader's language (the totals, the tables, the charts' axis). */
  formatNumber(value: number): string {
    return numberFormat(this.i18n.locale).format(value);
  }

  private formatDay(date: string, withYear: boolean): string {
    return dateTimeFormat(this.i18n.locale, { day: 'numeric', month: 'short', year: withYear ? 'numeric' : undefined, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  }
}

function key(metric: string, range: DateRange): string {
  return `${metric}|${range.from}|${range.to}`;
}
