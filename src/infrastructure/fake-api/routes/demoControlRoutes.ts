import { data, noContent, type Route } from '../Route';
import { parseScenarioPatch } from '../Scenarios';
import { FieldProblems, type JsonObject } from '../rules/validation';

/** `{count}` of `PUT /__demo/live/refusals`: how many of the next socket opens to refuse. */
function readRefusals(body: JsonObject): number {
  const problems = new FieldProblems();
  if (!Number.isInteger(body.count) || (body.count as number) < 0) problems.add('count', 'The count must be a whole number, 0 or more.');
  problems.throwIfAny();
  return body.count as number;
}

/** `{on}` of `PUT /__demo/live/activity`. */
function readSwitch(body: JsonObject): boolean {
  const problems = new FieldProblems();
  if (typeof body.on !== 'boolean') problems.add('on', 'Say true or false.');
  problems.throwIfAny();
  return body.on === true;
}

/**
 * Lets Playwright drive the standalone server the way the demo panel drives the browser worker.
 * They skip scenarios and networkId: a QA switch must always be reachable to be switched off.
 */
export const demoControlRoutes: Route[] = [
  {
    method: 'GET',
    path: '/__demo/scenarios',
    control: true,
    handle: (context) => data({ ...context.backend.scenarios.get() }),
  },
  {
    method: 'PUT',
    path: '/__demo/scenarios',
    control: true,
    handle: async (context) => {
      context.backend.scenarios.set(parseScenarioPatch(await context.json()));
      return data({ ...context.backend.scenarios.get() });
    },
  },
  {
    method: 'GET',
    path: '/__demo/inbox',
    control: true,
    handle: (context) => data(context.backend.inbox.list().map((message) => ({ ...message }))),
  },
  {
    // The analytics events counted so far (product-spec §7 `POST /v2/analytics/view/{type}/{id}`), by `networkId|action|type|id`: what e2e tests of the http build read.
    method: 'GET',
    path: '/__demo/analytics',
    control: true,
    handle: (context) => data({ ...context.state.analytics }),
  },
  {
    // The live socket (api-contract.md Live events): open sockets, opens still to refuse, simulated activity.
    method: 'GET',
    path: '/__demo/live',
    control: true,
    handle: (context) => data({ ...context.backend.live.status() }),
  },
  {
    // Every open socket ends at once without a close frame, as when the network goes away: the app reconnects.
    method: 'POST',
    path: '/__demo/live/drop',
    control: true,
    handle: (context) => data({ dropped: context.backend.live.dropAll() }),
  },
  {
    // The next `count` opens fail (the app's fallback to REST after three); 0 stops refusing.
    method: 'PUT',
    path: '/__demo/live/refusals',
    control: true,
    handle: async (context) => {
      context.backend.live.refuseNext(readRefusals(await context.json()));
      return data({ ...context.backend.live.status() });
    },
  },
  {
    // Every signed-in socket gets `{"type":"reset"}`: the app reloads what it shows.
    method: 'POST',
    path: '/__demo/live/reset',
    control: true,
    handle: (context) => data({ reset: context.backend.live.resetAll() }),
  },
  {
    // Other members post a chat message, a comment and a notification in turn, every few seconds, where a member visits.
    method: 'PUT',
    path: '/__demo/live/activity',
    control: true,
    handle: async (context) => {
      context.backend.live.simulateActivity(readSwitch(await context.json()));
      return data({ ...context.backend.live.status() });
    },
  },
  {
    method: 'POST',
    path: '/__demo/reset',
    control: true,
    handle: (context) => {
      context.backend.reset();
      return noContent();
    },
  },
];
