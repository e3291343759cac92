import type { DateRange, RankingEntry, TimeSeries, TimeSeriesMetric } from './Engagement';
import { daysOf } from './EngagementPeriod';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. A text that a
 * spreadsheet would run as a formula (a member's title starting with =, +, -, @ or a control character) starts
 * with an apostrophe instead, as OWASP advises against CSV injection; numbers are written as they are.
 */
export function csvField(value: string | number): string {
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csv(rows: (string | number)[][]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * The range's export: a header `date,<metric>,…`, then one row per day of the range; a metric without an answer
 * (it failed, or has no point that day) leaves its cell empty.
 */
export function engagementCsv(range: DateRange, metrics: readonly TimeSeriesMetric[], series: ReadonlyMap<TimeSeriesMetric, TimeSeries>): string {
  const byDay = new Map(metrics.map((metric) => [metric, new Map((series.get(metric)?.series ?? []).map((point) => [point.date, point.value]))]));
  return csv([['date', ...metrics], ...daysOf(range).map((day) => [day, ...metrics.map((metric) => byDay.get(metric)?.get(day) ?? '')])]);
}

/** A ranked table's export: `rank,id,label,value`, highest first as the back end answered. */
export function rankingCsv(entries: readonly RankingEntry[]): string {
  return csv([['rank', 'id', 'label', 'value'], ...entries.map((entry, index) => [index + 1, entry.id, entry.label, entry.value])]);
}
