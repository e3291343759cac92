import { http, HttpResponse, type RequestHandler } from 'msw';
import type { FakeBackend } from './FakeBackend';
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
 * The MSW handlers of the whole fake back end, for `setupWorker` (demo mode), `setupServer` (tests)
 * and the standalone Node server. `baseUrl` is the app's API base URL: absolute ('http://api.test')
 * anywhere, or a path ('/api') in the browser, where MSW resolves it against the page.
 */
export function createHandlers(backend: FakeBackend, baseUrl: string): RequestHandler[] {
  const base = baseUrl.replace(/\/+$/, '');
  return ALL_ROUTES.map((route) =>
    MSW_METHOD[route.method](`${base}${route.path.replace(/\{(\w+)\}/g, ':$1')}`, async ({ request, params }) => {
      const reply = await runRoute(backend, route, request, stringParams(params));
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
