import type { EngagementGateway } from '../../application/ports/EngagementGateway';
import type { DateRange, RankingEntry, RankingMetric, TimeSeries, TimeSeriesMetric } from '../../domain/engagement/Engagement';
import { ScriptedGateway } from './ScriptedGateway';

/** Answers what tests set per metric; a metric nobody set has no data yet. */
export class InMemoryEngagementGateway extends ScriptedGateway<keyof EngagementGateway> implements EngagementGateway {
  readonly series = new Map<TimeSeriesMetric, TimeSeries>();
  readonly rankings = new Map<RankingMetric, RankingEntry[]>();

  async timeSeries(metric: TimeSeriesMetric, range: DateRange): Promise<TimeSeries> {
    this.enter('timeSeries', metric, range);
    return structuredClone(this.series.get(metric) ?? { total: 0, series: [] });
  }

  async ranking(metric: RankingMetric, range: DateRange): Promise<RankingEntry[]> {
    this.enter('ranking', metric, range);
    return structuredClone(this.rankings.get(metric) ?? []);
  }
}
