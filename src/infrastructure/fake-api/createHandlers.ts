import { http, HttpResponse, type RequestHandler, type WebSocketHandler } from 'msw';
import type { FakeBackend } from './FakeBackend';
import { createLiveHandler } from './live/createLiveHandler';
import { runRoute } from './routeRunner';
import { ALL_ROUTES } from './routes/allRoutes';
import { RouteTable } from './RouteTable';

/**
 * The MSW handlers of the whole fake back end, the live socket included, for `setupWorker` (demo mode) and
 * `setupServer` (tests). `baseUrl` is the app's API base URL: absolute ('http://api.test') anywhere, or a path
 * ('/api') in the browser, where MSW resolves it against the page.
 */
export function createHandlers(backend: FakeBackend, baseUrl: string): (RequestHandler | WebSocketHandler)[] {
  return [...createHttpHandlers(backend, baseUrl), createLiveHandler(backend.live, baseUrl.replace(/\/+$/, ''))];
}

/** The HTTP calls alone, for the standalone Node server, which serves the live socket with the `ws` package. */
export function createHttpHandlers(backend: FakeBackend, baseUrl: string): RequestHandler[] {
  const base = baseUrl.replace(/\/+$/, '');
  const basePath = new URL(base, 'http://base.invalid').pathname.replace(/\/+$/, '');
  const table = new RouteTable(ALL_ROUTES);
  // One handler for the whole API: MSW runs each handler's matching for every request (see RouteTable).
  return [
    http.all(`${base}/*`, async ({ request }) => {
      const path = new URL(request.url).pathname;
      const match = path.startsWith(basePath) ? table.find(request.method, path.slice(basePath.length)) : undefined;
      // No call of the contract: the request goes on to the network, as with no handler at all.
      if (!match) return undefined;
      const reply = await runRoute(backend, match.route, request, match.params);
      if (reply.file) return new HttpResponse(reply.file, { status: reply.status, headers: { 'content-type': reply.file.type, 'cache-control': 'public, max-age=31536000, immutable' } });
      if (reply.status === 204 || reply.body === undefined) return new HttpResponse(null, { status: reply.status });
      return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status });
    }),
  ];
}
