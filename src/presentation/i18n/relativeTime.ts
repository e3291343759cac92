import type { Locale } from './I18n';

const UNITS: readonly [unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** One formatter per language: making one is the costly part (the language's data is loaded then). */
const formatters: Partial<Record<Locale, Intl.RelativeTimeFormat>> = {};

/** "5 minutes ago", "yesterday", "2 weeks ago" (or "5 minuti fa", "ieri"): the age of `iso` at `now`, in `locale`. */
export function relativeTime(iso: string, now: number, locale: Locale): string {
  const seconds = (Date.parse(iso) - now) / 1000;
  if (Number.isNaN(seconds)) return '';
  const format = formatters[locale] ??= new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}
