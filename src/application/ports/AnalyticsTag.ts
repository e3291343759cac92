/** The network's analytics tag (gtag); loaded only after the visitor accepts analytics cookies (spec §4). */
export interface AnalyticsTag {
  load(measurementId: string): void;
  /** Whether a tag runs in this page: once loaded, it cannot be taken out again. */
  running(): boolean;
}
export const ANALYTICS_TAG = Symbol.for('AnalyticsTag');
