import type { DateRange } from './Engagement';

/**
 * The periods of the engagement dashboard, as Plausible has them: presets relative to today, or a
 * custom range; each compared with the previous period of equal length. Dates are calendar days `YYYY-MM-DD`
 * (the contract's `from`/`to`, both inclusive), computed in UTC so no time zone shifts a day.
 */
export const PERIOD_PRESETS = ['today', 'yesterday', '7d', '28d', '91d', 'month', 'lastMonth', 'year', '12mo'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** What the dashboard shows: a preset (its range follows today) or a custom range. */
export type Period = { preset: PeriodPreset } | { preset: 'custom'; range: DateRange };

/** Plausible's default view. */
export const DEFAULT_PERIOD: Period = { preset: '28d' };

/** Plausible's keyboard shortcuts for its periods (C opens the custom range). */
export const PERIOD_SHORTCUTS: Record<PeriodPreset | 'custom', string> = {
  today: 'd',
  yesterday: 'e',
  '7d': 'w',
  '28d': 'f',
  '91d': 'n',
  month: 'm',
  lastMonth: 'p',
  year: 'y',
  '12mo': 'l',
  custom: 'c',
};

/** The longest range the back end answers (one year, leap years included). */
export const MAX_PERIOD_DAYS = 366;

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toTime(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function toDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** A real calendar day written `YYYY-MM-DD` (2025-02-29 is not one). */
export function isCalendarDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(toTime(value)) && toDate(toTime(value)) === value;
}

export function addDays(date: string, days: number): string {
  return toDate(toTime(date) + days * DAY_MS);
}

/** The number of days of a range, both ends included. */
export function lengthInDays(range: DateRange): number {
  return Math.round((toTime(range.to) - toTime(range.from)) / DAY_MS) + 1;
}

/** Every day of a range, in order. */
export function daysOf(range: DateRange): string[] {
  return Array.from({ length: lengthInDays(range) }, (_, index) => addDays(range.from, index));
}

/** The period of equal length that ends the day before `range` starts. */
export function previousPeriod(range: DateRange): DateRange {
  const to = addDays(range.from, -1);
  return { from: addDays(to, 1 - lengthInDays(range)), to };
}

/**
 * The change against the previous period, in per cent (rounded to one decimal): null when there is nothing to
 * compare with (a previous total of zero, which no percentage describes), 0 when both are zero.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

function firstOfMonth(date: string, monthsBack = 0): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return toDate(Date.UTC(year, month - 1 - monthsBack, 1));
}

/** The days a preset covers on `today` (a `YYYY-MM-DD`); the rolling ones end today, as Plausible's do. */
export function presetRange(preset: PeriodPreset, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '28d':
      return { from: addDays(today, -27), to: today };
    case '91d':
      return { from: addDays(today, -90), to: today };
    case 'month':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const from = firstOfMonth(today, 1);
      return { from, to: addDays(firstOfMonth(today), -1) };
    }
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case '12mo':
      return { from: firstOfMonth(today, 11), to: today };
  }
}

export function periodRange(period: Period, today: string): DateRange {
  return period.preset === 'custom' ? period.range : presetRange(period.preset, today);
}

/** Why a custom range cannot be shown, or null when it can. */
export type RangeProblem = 'invalidDate' | 'endBeforeStart' | 'tooLong' | null;

export function rangeProblem(range: DateRange): RangeProblem {
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) return 'invalidDate';
  if (range.to < range.from) return 'endBeforeStart';
  if (lengthInDays(range) > MAX_PERIOD_DAYS) return 'tooLong';
  return null;
}

/** The period a URL's query names (`period=7d`, or `period=custom&from=…&to=…`), or null when it names none that works. */
export function periodFromQuery(query: URLSearchParams): Period | null {
  const preset = query.get('period');
  if (preset === 'custom') {
    const range = { from: query.get('from') ?? '', to: query.get('to') ?? '' };
    return rangeProblem(range) === null ? { preset: 'custom', range } : null;
  }
  return (PERIOD_PRESETS as readonly string[]).includes(preset ?? '') ? { preset: preset as PeriodPreset } : null;
}

/** The query that names a period, for a URL that can be shared and reloaded. */
export function periodQuery(period: Period): string {
  return period.preset === 'custom' ? `period=custom&from=${period.range.from}&to=${period.range.to}` : `period=${period.preset}`;
}
