import type { EngagementGateway } from '../../application/ports/EngagementGateway';
import type { DateRange, RankingEntry, RankingMetric, TimeSeries, TimeSeriesMetric } from '../../domain/engagement/Engagement';
import type { ApiClient } from './ApiClient';
import { dataOf } from './readers';
import { readRankingEntry, readTimeSeries } from './engagementReaders';
import { readArray } from './wire';

export class HttpEngagementGateway implements EngagementGateway {
  constructor(private readonly api: ApiClient) {}

  async timeSeries(metric: TimeSeriesMetric, range: DateRange, signal?: AbortSignal): Promise<TimeSeries> {
    return dataOf(await this.api.get(`/analytics/engagement/${metric}`, { from: range.from, to: range.to }, signal), readTimeSeries);
  }

  async ranking(metric: RankingMetric, range: DateRange, signal?: AbortSignal): Promise<RankingEntry[]> {
    return dataOf(await this.api.get(`/analytics/engagement/${metric}`, { from: range.from, to: range.to }, signal), readArray(readRankingEntry));
  }
}
