// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { BeaconTelemetryTransport, type Beacon } from '../../../src/infrastructure/monitoring/BeaconTelemetryTransport';
import type { TelemetryEvent } from '../../../src/infrastructure/monitoring/telemetryWire';
import { BASE_URL, serveFakeApi } from '../http/fakeApi';

const api = serveFakeApi();

const events: TelemetryEvent[] = [
  { kind: 'error', message: 'TypeError: x is undefined', stack: 'at feed.js:1:2', path: '/harbour-runners', at: '2026-03-10T09:00:00.000Z' },
  { kind: 'vital', name: 'LCP', value: 1830, rating: 'good', path: '/harbour-runners', at: '2026-03-10T09:00:01.000Z' },
];

/** What reached the fake back end, as it keeps it. */
function received() {
  return [...api.backend.telemetry.list()].reverse().map(({ id: _id, receivedAt: _receivedAt, ...event }) => event);
}

/** Every request on the wire: its URL, Authorization and Content-Type. */
function watchRequests() {
  const requests: { url: string; authorization: string | null; contentType: string | null; keepalive: boolean }[] = [];
  api.server.events.on('request:start', ({ request }) => {
    requests.push({ url: request.url, authorization: request.headers.get('authorization'), contentType: request.headers.get('content-type'), keepalive: request.keepalive });
  });
  return requests;
}

/** A browser's sendBeacon: it queues a POST of the body, as text, with the page's cookies but no other header. */
function browserBeacon(): Beacon & { urls: string[] } {
  const urls: string[] = [];
  return Object.assign(
    (url: string, body: string) => {
      urls.push(url);
      void fetch(url, { method: 'POST', body, keepalive: true });
      return true;
    },
    { urls },
  );
}

describe('BeaconTelemetryTransport', () => {
  it("sends a call as a beacon to POST /v2/telemetry?networkId=, and the back end keeps its events with the network", async () => {
    const network = await api.enter('harbour-runners');
    await api.signIn('harbour-runners', 'ada@demo.test');
    const requests = watchRequests();
    const beacon = browserBeacon();
    const fetchSpy = vi.fn<typeof fetch>();

    new BeaconTelemetryTransport(BASE_URL, beacon, fetchSpy).send(events, api.scope.id);

    await vi.waitFor(() => expect(received()).toHaveLength(2));
    expect(beacon.urls).toEqual([`${BASE_URL}/v2/telemetry?networkId=${network.id}`]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(received()).toEqual(events.map((event) => ({ ...event, networkId: network.id })));
    // Anonymous, and no preflight: the member's token stays out of it, and the body is text.
    expect(requests).toEqual([expect.objectContaining({ authorization: null, contentType: 'text/plain;charset=UTF-8' })]);
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon (its quota) or has none', async () => {
    const network = await api.enter('green-table');
    const requests = watchRequests();

    new BeaconTelemetryTransport(BASE_URL, () => false).send(events.slice(0, 1), api.scope.id);
    new BeaconTelemetryTransport(BASE_URL, null).send(events.slice(1), api.scope.id);
    new BeaconTelemetryTransport(BASE_URL, () => {
      throw new TypeError('Failed to execute sendBeacon');
    }).send(events.slice(0, 1), api.scope.id);

    await vi.waitFor(() => expect(received()).toHaveLength(3));
    expect(received().map((event) => [event.kind, event.networkId])).toEqual([
      ['error', network.id],
      ['vital', network.id],
      ['error', network.id],
    ]);
    expect(requests.map((request) => [request.keepalive, request.authorization])).toEqual([
      [true, null],
      [true, null],
      [true, null],
    ]);
  });

  it('sends outside any network without networkId, and swallows a failed call: monitoring does not report on itself', async () => {
    const failing = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);

    new BeaconTelemetryTransport(BASE_URL, null).send(events, api.scope.id);
    new BeaconTelemetryTransport(BASE_URL, null, failing).send(events, api.scope.id);

    await vi.waitFor(() => expect(received()).toHaveLength(2));
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', record);
    expect(received().map((event) => event.networkId)).toEqual([null, null]);
    expect(failing).toHaveBeenCalledWith(`${BASE_URL}/v2/telemetry`, expect.objectContaining({ method: 'POST', keepalive: true }));
    expect(unhandled).toEqual([]);
  });
});
