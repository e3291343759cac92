import type { TelemetryEvent } from '../monitoring/telemetryWire';

/** A Content-Security-Policy violation the browser reported itself (`report-uri` or `report-to`). */
export interface CspViolation {
  kind: 'csp';
  /** The directive that blocked it (`script-src-elem`). */
  directive: string;
  /** What was blocked: a URL, or `inline` / `eval`. */
  blocked: string;
  /** The page's path, without query or fragment. */
  path: string;
  /** The first characters of a blocked inline script ('report-sample'). */
  sample: string | null;
}

/** One event `POST /v2/telemetry` received: the app's (`error`, `vital`) or the browser's (`csp`). */
export type TelemetryRecord = (TelemetryEvent | CspViolation) & {
  id: string;
  receivedAt: string;
  /** The call's `networkId`; null for the browser's CSP reports, which carry none. */
  networkId: string | null;
};

/** How many the fake back end keeps (`RecentRecords`): enough to see what a few visits reported. */
export const TELEMETRY_CAPACITY = 200;
