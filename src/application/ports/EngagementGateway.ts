import type { DateRange, RankingEntry, RankingMetric, TimeSeries, TimeSeriesMetric } from '../../domain/manage/Engagement';

/** The network's engagement statistics (spec §7 `/analytics/engagement/*`), for its managers. */
export interface EngagementGateway {
  /** `signal` cancels the request (the dashboard's range changed). */
  timeSeries(metric: TimeSeriesMetric, range: DateRange, signal?: AbortSignal): Promise<TimeSeries>;
  ranking(metric: RankingMetric, range: DateRange, signal?: AbortSignal): Promise<RankingEntry[]>;
}
export const ENGAGEMENT_GATEWAY = Symbol.for('EngagementGateway');
