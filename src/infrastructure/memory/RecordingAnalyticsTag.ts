import type { AnalyticsTag } from '../../application/ports/AnalyticsTag';

export class RecordingAnalyticsTag implements AnalyticsTag {
  readonly loaded: string[] = [];

  load(measurementId: string): void {
    this.loaded.push(measurementId);
  }

  running(): boolean {
    return this.loaded.length > 0;
  }
}
