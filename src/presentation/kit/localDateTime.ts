/**
 * A date-time picker's value (`<input type="datetime-local">`, `yyyy-mm-ddThh:mm`, where the member is) and the
 * instant it names, ISO-8601 in UTC as the wire carries it. The browser's time zone is the member's.
 */
export function instantOfLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  // Without an offset, a date and time is read in the local time zone.
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The picker's value for an instant (its minutes, where the member is); '' for none or an unreadable one. */
export function localInputOf(instant: string | null | undefined): string {
  const at = instant ? new Date(instant) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}
