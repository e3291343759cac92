import { describe, expect, it } from 'vitest';
import {
  TELEMETRY_MAX_BYTES,
  TELEMETRY_MAX_EVENTS,
  telemetryBody,
  telemetryCalls,
  telemetryEndpoint,
  type TelemetryEvent,
} from '../../../src/infrastructure/monitoring/telemetryWire';

const vital = (value: number): TelemetryEvent => ({ kind: 'vital', name: 'INP', value, rating: 'good', path: '/green-table', at: '2026-03-10T09:00:00.000Z' });
const error = (stackChars: number): TelemetryEvent => ({ kind: 'error', message: 'failed', stack: 'ü'.repeat(stackChars), path: '/green-table', at: '2026-03-10T09:00:00.000Z' });

describe('telemetryCalls', () => {
  it('puts at most 20 events in a call, in order', () => {
    const events = Array.from({ length: 45 }, (_, index) => vital(index));

    const calls = telemetryCalls(events);

    expect(calls.map((call) => call.length)).toEqual([TELEMETRY_MAX_EVENTS, TELEMETRY_MAX_EVENTS, 5]);
    expect(calls.flat()).toEqual(events);
  });

  it('starts a new call before one would pass 64 KB, counted in UTF-8 bytes', () => {
    // 10,000 two-byte characters: about 20 KB each, so three fit in a call and a fourth does not.
    const events = Array.from({ length: 5 }, () => error(10_000));

    const calls = telemetryCalls(events);

    expect(calls.map((call) => call.length)).toEqual([3, 2]);
    for (const call of calls) expect(telemetryBody(call).bytes).toBeLessThanOrEqual(TELEMETRY_MAX_BYTES);
  });

  it('drops an event that alone would pass 64 KB (the server would refuse its whole call)', () => {
    expect(telemetryCalls([vital(1), error(40_000), vital(2)])).toEqual([[vital(1), vital(2)]]);
  });
});

describe('telemetryEndpoint', () => {
  it("is the API base's /v2/telemetry, absolute or on this site", () => {
    expect(telemetryEndpoint('https://api.example.com/')).toBe('https://api.example.com/v2/telemetry');
    expect(telemetryEndpoint('/api')).toBe('/api/v2/telemetry');
    expect(telemetryEndpoint('')).toBe('/v2/telemetry');
  });
});
