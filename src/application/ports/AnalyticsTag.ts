/** The network's analytics tag (gtag); loaded only after the visitor accepts analytics cookies (spec §4). */
export interface AnalyticsTag {
  load(measurementId: string): void;
}
export const ANALYTICS_TAG = Symbol.for('AnalyticsTag');
