import type { Locale } from '../i18n/I18n';
import { dateTimeFormat } from '../i18n/intlFormats';

/** "Sunday 14 June 2026 at 09:00": an event's start, in the reader's language and time zone. */
export function formatEventTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date);
}
