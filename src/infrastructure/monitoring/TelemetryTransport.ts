import type { TelemetryEvent } from './telemetryWire';

/**
 * Carries one call of `POST /v2/telemetry` (within the contract's limits) to the back end, for the network the events
 * happened on (null outside any network); nothing comes back.
 */
export interface TelemetryTransport {
  send(events: readonly TelemetryEvent[], networkId: string | null): void;
}
