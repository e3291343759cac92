import { dateTimeFormat } from '../i18n/intlFormats';

/** '2026-11' → 'November 2026' in the reader's language. */
export function revisionDate(revision: string, locale: string): string {
  const [year, month] = revision.split('-').map(Number);
  if (!year || !month) return revision;
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}
