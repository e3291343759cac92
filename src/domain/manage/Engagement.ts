export const TIME_SERIES_METRICS = [
  'content-comments', 'click-through', 'users', 'active-participants', 'messages',
  'coupons-download', 'sessions', 'sponsored', 'survey', 'creativity',
] as const;
export const RANKING_METRICS = [
  'most-viewed-contents', 'most-clicked-through', 'most-shared-contents',
  'most-active-participants', 'most-messages',
] as const;

export type TimeSeriesMetric = (typeof TIME_SERIES_METRICS)[number];
export type RankingMetric = (typeof RANKING_METRICS)[number];

export interface DateRange {
  from: string;
  to: string;
}

export interface TimeSeries {
  total: number;
  series: { date: string; value: number }[];
}

export interface RankingEntry {
  id: string;
  label: string;
  value: number;
}
