import type { Route } from './Route';

/** The route a request's method and path name, with the path's `{name}` parts decoded. */
export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  names: string[];
}

/**
 * Finds the call of a request among the fake back end's routes, first written first served, with patterns made once.
 * MSW's own matching ran every route's handler on every request (its URL cleaned, its path compiled, the page's
 * cookies read again): a third of a demo page's start went there, 75 handlers deep.
 */
export class RouteTable {
  private readonly compiled: CompiledRoute[];

  constructor(routes: readonly Route[]) {
    this.compiled = routes.map((route) => {
      const names: string[] = [];
      const source = route.path
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
          names.push(name);
          return '([^/]+)';
        })
        .join('');
      return { route, names, pattern: new RegExp(`^${source}/?$`) };
    });
  }

  /** `path`: the request's path under the API's base, without its query (`/v2/contents/c-1`). */
  find(method: string, path: string): RouteMatch | undefined {
    for (const { route, pattern, names } of this.compiled) {
      if (route.method !== method) continue;
      const found = pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      names.forEach((name, index) => {
        params[name] = safeDecode(found[index + 1] ?? '');
      });
      return { route, params };
    }
    return undefined;
  }
}

/** A malformed escape stays as it was sent: the route then answers 404 for the id it does not know. */
function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
