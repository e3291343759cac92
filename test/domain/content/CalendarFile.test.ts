import { describe, expect, it } from 'vitest';
import { calendarFileName, eventCalendarFile } from '../../../src/domain/content/CalendarFile';

const event = {
  id: 'cnt-7',
  type: 'event' as const,
  title: 'Harbour 10K; warm-up, bibs',
  body: 'Meet at the customs house.\nBring water.',
  startsAt: '2026-12-06T07:30:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: null,
};
const link = 'https://app.example.com/harbour-runners/content/cnt-7';

describe('eventCalendarFile', () => {
  it('is an iCalendar event at its start in UTC, with the title, the text and the link escaped', () => {
    const file = eventCalendarFile(event, link) ?? '';
    const lines = file.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261206T073000Z');
    expect(lines).toContain('DTSTAMP:20261120T100000Z');
    expect(lines).toContain('SUMMARY:Harbour 10K\\; warm-up\\, bibs');
    expect(lines).toContain('UID:cnt-7@community-events');
    expect(file.replace(/\r\n /g, '')).toContain(`DESCRIPTION:Meet at the customs house.\\nBring water.\\n\\n${link}`);
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const file = eventCalendarFile({ ...event, title: 'è'.repeat(100) }, link) ?? '';
    for (const line of file.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(file.replace(/\r\n /g, '')).toContain(`SUMMARY:${'è'.repeat(100)}`);
  });

  it('is null for a content that is not an event with a start', () => {
    expect(eventCalendarFile({ ...event, type: 'post' }, link)).toBeNull();
    expect(eventCalendarFile({ ...event, startsAt: null }, link)).toBeNull();
    expect(eventCalendarFile({ ...event, startsAt: 'soon' }, link)).toBeNull();
  });
});

describe('calendarFileName', () => {
  it('is the title in plain letters, or "event"', () => {
    expect(calendarFileName('Cottura raku: è ora!')).toBe('cottura-raku-e-ora.ics');
    expect(calendarFileName('★★★')).toBe('event.ics');
  });
});
