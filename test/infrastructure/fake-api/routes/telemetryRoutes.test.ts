// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TELEMETRY_CAPACITY } from '../../../../src/infrastructure/fake-api/TelemetryRecord';
import { BASE, NETWORK_IDS, setupFakeApi } from '../fakeApiHarness';

const api = setupFakeApi();

const error = { kind: 'error', message: 'TypeError: x is undefined', stack: 'TypeError: x is undefined\n    at feed.js:1:2', path: '/harbour-runners', at: '2026-03-10T08:59:58.000Z' };
const vital = { kind: 'vital', name: 'LCP', value: 1830.5, rating: 'good', path: '/harbour-runners/login', at: '2026-03-10T08:59:59.000Z' };

/** A POST as the browser sends it: any body, any Content-Type, no Authorization. */
async function post(body: string, contentType: string, networkId: string | null = null) {
  const query = networkId === null ? '' : `?networkId=${networkId}`;
  const response = await fetch(`${BASE}/v2/telemetry${query}`, { method: 'POST', headers: { 'content-type': contentType }, body });
  return { status: response.status, text: await response.text() };
}

/** What the back end kept, oldest first, without the ids and times it gave them. */
function kept() {
  return [...api.backend.telemetry.list()].reverse().map(({ id, receivedAt, ...event }) => {
    expect(id).toMatch(/^tel-\d+$/);
    expect(receivedAt).toBe('2026-03-10T09:00:00.000Z');
    return event;
  });
}

describe('POST /v2/telemetry', () => {
  it("accepts the app's events, sent as a beacon's text/plain, with 202 and no body, and keeps them with the network", async () => {
    const answer = await post(JSON.stringify({ events: [error, vital] }), 'text/plain;charset=UTF-8', NETWORK_IDS.harbour);

    expect(answer).toEqual({ status: 202, text: '' });
    expect(kept()).toEqual([
      { ...error, networkId: NETWORK_IDS.harbour },
      { ...vital, networkId: NETWORK_IDS.harbour },
    ]);
  });

  it('ignores a Bearer token (beacons carry none) and takes a call outside any network', async () => {
    const answer = await api.call('POST', '/v2/telemetry', { body: { events: [vital] }, token: 'not-a-token', networkId: null });

    expect(answer.status).toBe(202);
    expect(kept()).toEqual([{ ...vital, networkId: null }]);
  });

  it('refuses more than 20 events or 64 KB with 413, and keeps nothing of it', async () => {
    const tooMany = await api.call('POST', '/v2/telemetry', { body: { events: Array(21).fill(vital) } });
    const tooHeavy = await post(JSON.stringify({ events: [{ ...error, stack: 'x'.repeat(64 * 1024) }] }), 'text/plain');

    expect(tooMany.status).toBe(413);
    expect(tooMany.json.error?.code).toBe('PayloadTooLarge');
    expect(tooHeavy.status).toBe(413);
    expect(api.backend.telemetry.list()).toEqual([]);
  });

  it('refuses events that are not the contract’s with 422, naming each field: a path with a query among them', async () => {
    const answer = await api.call('POST', '/v2/telemetry', {
      body: { events: [vital, { ...error, path: '/harbour-runners/unsubscribe?token=secret' }, { ...vital, name: 'FID', value: -1 }, { kind: 'log' }] },
    });

    expect(answer.status).toBe(422);
    expect(answer.json.error?.details?.fields).toEqual({
      'events[1].path': 'path must be a path, without query or fragment.',
      'events[2].name': 'name must be one of LCP, INP, CLS, FCP, TTFB.',
      'events[2].value': 'value must be a number, 0 or more.',
      'events[3].path': 'path must be a path, without query or fragment.',
      'events[3].at': 'at must be an ISO date and time.',
      'events[3].kind': "kind must be 'error' or 'vital'.",
    });
    expect(api.backend.telemetry.list()).toEqual([]);
  });

  it("keeps a browser's report-uri report (application/csp-report) as a csp event, with the page's path only", async () => {
    const report = {
      'csp-report': {
        'document-uri': 'http://127.0.0.1:4173/harbour-runners/unsubscribe?token=secret',
        referrer: '',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'original-policy': "default-src 'self'; report-uri http://127.0.0.1:4010/v2/telemetry",
        disposition: 'enforce',
        'blocked-uri': 'inline',
        'script-sample': 'window.plantedScriptRan = true',
        'status-code': 200,
      },
    };

    expect((await post(JSON.stringify(report), 'application/csp-report')).status).toBe(202);
    expect(kept()).toEqual([{ kind: 'csp', directive: 'script-src-elem', blocked: 'inline', path: '/harbour-runners/unsubscribe', sample: 'window.plantedScriptRan = true', networkId: null }]);
  });

  it("keeps the csp-violation reports of a Reporting API batch (application/reports+json), and only those", async () => {
    const reports = [
      {
        type: 'csp-violation',
        age: 12,
        url: 'http://127.0.0.1:4173/green-table#top',
        user_agent: 'Chromium',
        body: { documentURL: 'http://127.0.0.1:4173/green-table#top', blockedURL: 'https://evil.example/x.js', effectiveDirective: 'script-src-elem', disposition: 'enforce', statusCode: 200 },
      },
      { type: 'deprecation', age: 3, url: 'http://127.0.0.1:4173/', body: { id: 'x', message: 'old API' } },
    ];

    expect((await post(JSON.stringify(reports), 'application/reports+json')).status).toBe(202);
    expect(kept()).toEqual([{ kind: 'csp', directive: 'script-src-elem', blocked: 'https://evil.example/x.js', path: '/green-table', sample: null, networkId: null }]);
  });

  it('keeps the last 200 events, across calls', async () => {
    for (let call = 0; call < 11; call++) {
      const events = Array.from({ length: 20 }, (_, index) => ({ ...vital, value: call * 20 + index }));
      expect((await api.call('POST', '/v2/telemetry', { body: { events } })).status).toBe(202);
    }

    const values = api.backend.telemetry.list().map((event) => (event.kind === 'vital' ? event.value : null));
    expect(values).toHaveLength(TELEMETRY_CAPACITY);
    expect(values[0]).toBe(219);
    expect(values.at(-1)).toBe(20);
  });

  it('answers a body that is not JSON with 400', async () => {
    expect((await post('{events:', 'text/plain')).status).toBe(400);
  });
});
