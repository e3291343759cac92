/**
 * `POST /v2/telemetry` of api-contract.md, written once for both ends: the app's telemetry adapter sends it,
 * the fake back ends read it, and the CSP (scripts/securityHeaders.ts) points the browser's own violation
 * reports at the same address.
 */
export const TELEMETRY_PATH = '/v2/telemetry';
/** The contract's limits of one call; a larger one is answered 413. */
export const TELEMETRY_MAX_EVENTS = 20;
export const TELEMETRY_MAX_BYTES = 64 * 1024;

export const TELEMETRY_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const TELEMETRY_RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/** `path`: the page's path, without query or fragment (they may carry tokens); `at`: ISO time. */
export type TelemetryEvent =
  | { kind: 'error'; message: string; stack?: string; path: string; at: string }
  | {
      kind: 'vital';
      name: (typeof TELEMETRY_VITAL_NAMES)[number];
      value: number;
      rating: (typeof TELEMETRY_RATINGS)[number];
      path: string;
      at: string;
    };

/** Where telemetry goes for an app whose back end is at `apiBaseUrl` ('' or a path: the same origin). */
export function telemetryEndpoint(apiBaseUrl: string): string {
  return `${apiBaseUrl.trim().replace(/\/+$/, '')}${TELEMETRY_PATH}`;
}

/** A call's body, and what it weighs on the wire (UTF-8): the limit is in bytes, not characters. */
export function telemetryBody(events: readonly TelemetryEvent[]): { text: string; bytes: number } {
  const text = JSON.stringify({ events });
  return { text, bytes: new TextEncoder().encode(text).length };
}

/**
 * The events as calls within the contract's limits, in order: at most 20 events and 64 KB a call. An event
 * that alone weighs more than a call may is dropped (the server would refuse its call); the adapter cuts long
 * texts, so none does.
 */
export function telemetryCalls(events: readonly TelemetryEvent[]): TelemetryEvent[][] {
  const calls: TelemetryEvent[][] = [];
  let current: TelemetryEvent[] = [];
  for (const event of events) {
    if (telemetryBody([event]).bytes > TELEMETRY_MAX_BYTES) continue;
    const next = [...current, event];
    if (next.length > TELEMETRY_MAX_EVENTS || telemetryBody(next).bytes > TELEMETRY_MAX_BYTES) {
      calls.push(current);
      current = [event];
    } else {
      current = next;
    }
  }
  if (current.length > 0) calls.push(current);
  return calls;
}
