import type { DateRange, RankingEntry, RankingMetric, TimeSeries, TimeSeriesMetric } from '../../domain/engagement/Engagement';

export interface EngagementGateway {
  timeSeries(metric: TimeSeriesMetric, range: DateRange): Promise<TimeSeries>;
  ranking(metric: RankingMetric, range: DateRange): Promise<RankingEntry[]>;
}
export const ENGAGEMENT_GATEWAY = Symbol.for('EngagementGateway');
