// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engagementOnDay, isAnnouncementDay } from '../../../../src/infrastructure/fake-api/rules/engagementSeries';

const NETWORK = 'net-harbour-runners';
const DAY_MS = 86_400_000;
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A day in March 2026 that is not one of the network's regular news days, nor is the day before it. */
function quietDay(): string {
  for (let day = 1; day <= 31; day += 1) {
    const date = `2026-03-${String(day).padStart(2, '0')}`;
    if (![date, shift(date, -1), shift(date, 1)].some((each) => isAnnouncementDay(NETWORK, each, new Set()))) return date;
  }
  throw new Error('No quiet day in March 2026.');
}

describe('engagementOnDay (the fake back end)', () => {
  it('is the same figure for the same network, metric and day', () => {
    expect(engagementOnDay(NETWORK, 'sessions', '2026-03-10', new Set())).toBe(engagementOnDay(NETWORK, 'sessions', '2026-03-10', new Set()));
    expect(engagementOnDay('net-green-table', 'sessions', '2026-03-10', new Set())).not.toBe(engagementOnDay(NETWORK, 'sessions', '2026-03-10', new Set()));
  });

  it('spikes on the day of an announcement (×2.2), less the day after (×1.4), and not the day before', () => {
    const day = quietDay();
    const announced = new Set([day]);
    const ratio = (date: string) => engagementOnDay(NETWORK, 'content-comments', date, announced) / engagementOnDay(NETWORK, 'content-comments', date, new Set());
    expect(ratio(day)).toBeCloseTo(2.2, 1);
    expect(ratio(shift(day, 1))).toBeCloseTo(1.4, 1);
    expect(ratio(shift(day, -1))).toBe(1);
  });
});
