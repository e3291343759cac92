import { http, HttpResponse, type RequestHandler, type WebSocketHandler } from 'msw';
import type { FakeBackend } from './FakeBackend';
import { createLiveHandler } from './live/createLiveHandler';
import { runRoute } from './routeRunner';
import { ALL_ROUTES } from './routes/allRoutes';
import type { HttpMethod } from './Route';

const MSW_METHOD = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} satisfies Record<HttpMethod, typeof http.get>;

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
  return ALL_ROUTES.map((route) =>
    MSW_METHOD[route.method](`${base}${route.path.replace(/\{(\w+)\}/g, ':$1')}`, async ({ request, params }) => {
      const reply = await runRoute(backend, route, request, stringParams(params));
      if (reply.file) return new HttpResponse(reply.file, { status: reply.status, headers: { 'content-type': reply.file.type, 'cache-control': 'public, max-age=31536000, immutable' } });
      if (reply.status === 204 || reply.body === undefined) return new HttpResponse(null, { status: reply.status });
      return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status });
    }),
  );
}

function stringParams(params: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') result[key] = value; // MSW already decoded it
  }
  return result;
}
