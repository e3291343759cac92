import type { TelemetryTransport } from '../monitoring/TelemetryTransport';
import type { TelemetryEvent } from '../monitoring/telemetryWire';

/** A telemetry transport for tests: it keeps every call it was given, in order. */
export class RecordingTelemetryTransport implements TelemetryTransport {
  readonly calls: (readonly TelemetryEvent[])[] = [];

  send(events: readonly TelemetryEvent[]): void {
    this.calls.push(events);
  }

  /** Every event sent, in order, whatever call carried it. */
  get events(): TelemetryEvent[] {
    return this.calls.flat();
  }
}
