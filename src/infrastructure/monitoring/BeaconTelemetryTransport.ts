import { keepaliveFetch } from '../http/keepaliveFetch';
import type { TelemetryTransport } from './TelemetryTransport';
import { telemetryBody, telemetryEndpoint, type TelemetryEvent } from './telemetryWire';

/** `navigator.sendBeacon`: true when the browser took the call (it refuses past its in-flight quota). */
export type Beacon = (url: string, body: string) => boolean;

/**
 * `POST /v2/telemetry` with `navigator.sendBeacon`, which the browser delivers even when the page is going
 * away, and with a `keepalive` fetch where there is no beacon or the browser refuses it. Neither carries
 * `Authorization` (the contract's telemetry is anonymous). The body is JSON sent as a string, so as
 * `text/plain`: a CORS-safelisted type, so no preflight before the call (the API is often on another origin).
 * Nothing waits for the answer, and a failure is not reported: monitoring must not report on itself.
 */
export class BeaconTelemetryTransport implements TelemetryTransport {
  constructor(
    private readonly apiBaseUrl: string,
    private readonly beacon: Beacon | null = browserBeacon(),
    private readonly fetch: typeof globalThis.fetch = keepaliveFetch,
  ) {}

  send(events: readonly TelemetryEvent[], networkId: string | null): void {
    const url = this.url(networkId);
    const { text } = telemetryBody(events);
    if (this.beaconTook(url, text)) return;
    this.fetch(url, { method: 'POST', body: text, keepalive: true }).catch(() => undefined);
  }

  /** Every call but the network lookup carries `networkId` (api-contract.md); a page outside a network has none. */
  private url(networkId: string | null): string {
    const endpoint = telemetryEndpoint(this.apiBaseUrl);
    return networkId === null ? endpoint : `${endpoint}?networkId=${encodeURIComponent(networkId)}`;
  }

  private beaconTook(url: string, text: string): boolean {
    try {
      return this.beacon?.(url, text) ?? false;
    } catch {
      // A beacon the browser cannot even queue (a URL it refuses): the fetch tries the same call.
      return false;
    }
  }
}

function browserBeacon(): Beacon | null {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return null;
  return (url, body) => navigator.sendBeacon(url, body);
}
