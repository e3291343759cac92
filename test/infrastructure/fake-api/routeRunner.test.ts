// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFakeBackend, NETWORK_IDS } from '../../../src/infrastructure/fake-api/index';
import { data, type Route } from '../../../src/infrastructure/fake-api/Route';
import { runRoute } from '../../../src/infrastructure/fake-api/routeRunner';

const T0 = Date.parse('2026-03-10T09:00:00Z');

/** A route that counts the times its handler ran. */
function probe(flags: Pick<Route, 'readAccess'>): Route & { runs: number } {
  const route: Route & { runs: number } = {
    method: 'GET',
    path: '/probe',
    ...flags,
    runs: 0,
    handle: () => {
      route.runs += 1;
      return data('read');
    },
  };
  return route;
}

function guestCall(route: Route, networkId: string) {
  return runRoute(createFakeBackend({ now: () => T0 }), route, new Request(`http://api.test/probe?networkId=${networkId}`), {});
}

describe('runRoute', () => {
  it('answers a readAccess route with 403 AccessDenied and the reason, without running it, to who may not read the network', async () => {
    const route = probe({ readAccess: true });

    const reply = await guestCall(route, NETWORK_IDS.atelier);

    expect(reply).toEqual({ status: 403, body: { error: { code: 'AccessDenied', message: expect.any(String), details: { reason: 'private' } } } });
    expect(route.runs).toBe(0);
  });

  it('runs a readAccess route for who may read the network, and a route without the flag for anyone', async () => {
    const readable = probe({ readAccess: true });
    const unflagged = probe({});

    expect(await guestCall(readable, NETWORK_IDS.harbour)).toEqual({ status: 200, body: { data: 'read' } });
    expect(await guestCall(unflagged, NETWORK_IDS.atelier)).toEqual({ status: 200, body: { data: 'read' } });
    expect([readable.runs, unflagged.runs]).toEqual([1, 1]);
  });
});
