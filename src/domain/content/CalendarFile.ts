import type { Content } from './Content';

/** The longest description an "Add to calendar" file carries: calendars show a few lines, the page has the rest. */
const DESCRIPTION_MAX = 1_000;
/** RFC 5545 §3.1: content lines are folded at 75 octets. */
const LINE_OCTETS = 75;

/**
 * An event's "Add to calendar" file (RFC 5545 iCalendar, `.ics`): its title, start (in UTC, so every calendar shows
 * it in its own time zone), text and the link to its page. The spec gives events no end, so none is invented: the
 * event is at its start. Null for a content that is not an event with a start.
 */
export function eventCalendarFile(event: Pick<Content, 'id' | 'type' | 'title' | 'body' | 'startsAt' | 'createdAt' | 'updatedAt'>, link: string): string | null {
  if (event.type !== 'event' || !event.startsAt) return null;
  const start = Date.parse(event.startsAt);
  if (Number.isNaN(start)) return null;
  const body = event.body.length > DESCRIPTION_MAX ? `${event.body.slice(0, DESCRIPTION_MAX - 1)}…` : event.body;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Community//Events//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.id)}@community-events`,
    // The last revision of the event: the file says the same each time it is made from the same content.
    `DTSTAMP:${utcStamp(Date.parse(event.updatedAt ?? event.createdAt))}`,
    `DTSTART:${utcStamp(start)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(`${body}\n\n${link}`)}`,
    `URL:${link}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A file name for it: the title's letters and digits, else "event". */
export function calendarFileName(title: string): string {
  const stem = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `${stem || 'event'}.ics`;
}

function utcStamp(time: number): string {
  const at = Number.isNaN(time) ? 0 : time;
  return new Date(at).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11: backslashes, semicolons and commas escaped, line ends as `\n`. */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a line at 75 octets of UTF-8, never inside a character; each continuation starts with a space. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const room = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
