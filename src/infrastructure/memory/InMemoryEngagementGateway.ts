import { ApiError } from '../../application/errors/ApiError';
import type { EngagementGateway } from '../../application/ports/EngagementGateway';
import type { DateRange, RankingEntry, RankingMetric, TimeSeries, TimeSeriesMetric } from '../../domain/manage/Engagement';
import { ScriptedGateway } from './ScriptedGateway';

/**
 * Answers what tests set per metric (a fixed answer, or one per range); a metric nobody set has no data yet.
 * `failing` fails a metric on every call until removed; `hold()` keeps every answer waiting until `release()`,
 * and a call whose signal aborts meanwhile is rejected as the HTTP adapter's would be.
 */
export class InMemoryEngagementGateway extends ScriptedGateway<keyof EngagementGateway> implements EngagementGateway {
  readonly series = new Map<TimeSeriesMetric, TimeSeries | ((range: DateRange) => TimeSeries)>();
  readonly rankings = new Map<RankingMetric, RankingEntry[]>();
  readonly failing = new Map<TimeSeriesMetric | RankingMetric, Error>();
  /** Calls whose signal was aborted before they were answered. */
  readonly aborted: { metric: string; range: DateRange }[] = [];
  private gate: Promise<void> | null = null;
  private open: () => void = () => {};

  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.gate = null;
    this.open();
  }

  async timeSeries(metric: TimeSeriesMetric, range: DateRange, signal?: AbortSignal): Promise<TimeSeries> {
    this.enter('timeSeries', metric, range);
    await this.answerWhenReleased(metric, range, signal);
    const answer = this.series.get(metric) ?? { total: 0, series: [] };
    return structuredClone(typeof answer === 'function' ? answer(range) : answer);
  }

  async ranking(metric: RankingMetric, range: DateRange, signal?: AbortSignal): Promise<RankingEntry[]> {
    this.enter('ranking', metric, range);
    await this.answerWhenReleased(metric, range, signal);
    return structuredClone(this.rankings.get(metric) ?? []);
  }

  private async answerWhenReleased(metric: TimeSeriesMetric | RankingMetric, range: DateRange, signal?: AbortSignal): Promise<void> {
    if (this.gate) {
      const aborted = new Promise<never>((_, reject) => {
        const abort = () => {
          this.aborted.push({ metric, range });
          reject(new ApiError(0, ApiError.ABORTED, 'The request was cancelled.'));
        };
        if (signal?.aborted) abort();
        signal?.addEventListener('abort', abort, { once: true });
      });
      await Promise.race([this.gate, aborted]);
    }
    const failure = this.failing.get(metric);
    if (failure) throw failure;
  }
}
