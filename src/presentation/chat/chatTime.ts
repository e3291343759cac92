import type { I18n } from '../i18n/I18n';

/** The local calendar day of a moment, as a comparable key. */
export function dayKeyOf(time: number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** "14:05" in the member's time zone (24-hour clock in both languages; no Intl formatter to load). */
export function formatClock(iso: string): string {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** A day separator: "Today", "Yesterday", or the long date. */
export function formatDay(iso: string, now: number, i18n: I18n): string {
  const day = dayKeyOf(Date.parse(iso));
  if (day === dayKeyOf(now)) return i18n.t('chat.day.today');
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  if (day === dayKeyOf(yesterday.getTime())) return i18n.t('chat.day.yesterday');
  return i18n.formatDate(iso);
}

/** The list's "when": the time today, otherwise the day. */
export function formatChatTime(iso: string, now: number, i18n: I18n): string {
  return dayKeyOf(Date.parse(iso)) === dayKeyOf(now) ? formatClock(iso) : formatDay(iso, now, i18n);
}
