import { data, noContent, type Route } from '../Route';
import { parseScenarioPatch } from '../Scenarios';

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
    method: 'POST',
    path: '/__demo/reset',
    control: true,
    handle: (context) => {
      context.backend.reset();
      return noContent();
    },
  },
];
