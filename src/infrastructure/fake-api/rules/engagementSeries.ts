import type { TimeSeriesMetric } from '../../../domain/manage/Engagement';
import { stableHash, stableNumber } from './deterministic';

/**
 * The fake back end's engagement figures (product-spec §7 `/analytics/engagement/*`): a living network, computed from the network and the day
 * alone, so the same range always shows the same figures. A metric's typical day is scaled by the network's
 * size, a slow growth, a weekly rhythm (busy midweek, quiet Saturday), a spike on announcement days that fades
 * the next day, and ±15 % of noise.
 */
const TYPICAL_DAY: Record<TimeSeriesMetric, number> = {
  'content-comments': 14,
  'click-through': 45,
  users: 70,
  'active-participants': 25,
  messages: 110,
  'coupons-download': 6,
  sessions: 160,
  sponsored: 9,
  survey: 4,
  creativity: 80,
};

/** Monday to Sunday. */
const WEEKLY_RHYTHM = [1.0, 1.08, 1.12, 1.05, 0.92, 0.66, 0.78];
const DAY_MS = 86_400_000;
const GROWTH_START = Date.parse('2024-01-01T00:00:00Z');

/** A day on which the network published an announcement, or one of its regular news days (about one in 17). */
export function isAnnouncementDay(networkId: string, date: string, announced: ReadonlySet<string>): boolean {
  return announced.has(date) || stableHash(`${networkId}|announcement|${date}`) % 17 === 0;
}

export function engagementOnDay(networkId: string, metric: TimeSeriesMetric, date: string, announced: ReadonlySet<string>): number {
  const time = Date.parse(`${date}T00:00:00Z`);
  const size = 0.6 + stableNumber(`${networkId}|size`, 0, 80) / 100;
  const growth = Math.max(0.3, 0.6 + (0.6 * (time - GROWTH_START)) / (730 * DAY_MS));
  const weekday = (new Date(time).getUTCDay() + 6) % 7;
  const previousDay = new Date(time - DAY_MS).toISOString().slice(0, 10);
  const spike = isAnnouncementDay(networkId, date, announced) ? 2.2 : isAnnouncementDay(networkId, previousDay, announced) ? 1.4 : 1;
  const noise = 0.85 + stableNumber(`${networkId}|${metric}|${date}`, 0, 30) / 100;
  return Math.round(TYPICAL_DAY[metric] * size * growth * (WEEKLY_RHYTHM[weekday] ?? 1) * spike * noise);
}
