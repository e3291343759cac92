import type { EngagementGateway } from '../../application/ports/EngagementGateway';
import type { Monitoring } from '../../application/ports/Monitoring';
import type { DateRange, RankingEntry, RankingMetric, TimeSeries, TimeSeriesMetric } from '../../domain/manage/Engagement';
import type { ApiClient } from './ApiClient';
import { dataOf } from './readers';
import { readRankingEntry, readTimeSeries } from './engagementReaders';
import { listReaderOf, type ListReader } from './wire';

export class HttpEngagementGateway implements EngagementGateway {
  private readonly readList: ListReader;

  constructor(
    private readonly api: ApiClient,
    monitoring: Pick<Monitoring, 'reportError'>,
  ) {
    this.readList = listReaderOf(monitoring);
  }

  async timeSeries(metric: TimeSeriesMetric, range: DateRange, signal?: AbortSignal): Promise<TimeSeries> {
    return dataOf(await this.api.get(`/analytics/engagement/${metric}`, { from: range.from, to: range.to }, signal), readTimeSeries);
  }

  async ranking(metric: RankingMetric, range: DateRange, signal?: AbortSignal): Promise<RankingEntry[]> {
    return dataOf(await this.api.get(`/analytics/engagement/${metric}`, { from: range.from, to: range.to }, signal), this.readList(`ranking ${metric}`, readRankingEntry));
  }
}
