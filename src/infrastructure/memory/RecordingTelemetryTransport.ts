import type { TelemetryTransport } from '../monitoring/TelemetryTransport';
import type { TelemetryEvent } from '../monitoring/telemetryWire';

/** A telemetry transport for tests: it keeps every call it was given, in order. */
export class RecordingTelemetryTransport implements TelemetryTransport {
  readonly calls: (readonly TelemetryEvent[])[] = [];
  /** The network of each call, in the same order. */
  readonly networks: (string | null)[] = [];

  send(events: readonly TelemetryEvent[], networkId: string | null): void {
    this.calls.push(events);
    this.networks.push(networkId);
  }

  /** Every event sent, in order, whatever call carried it. */
  get events(): TelemetryEvent[] {
    return this.calls.flat();
  }
}
