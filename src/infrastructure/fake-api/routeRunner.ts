import { FakeApiError, fail, failureReply, tokenExpired } from './FakeApiError';
import type { FakeBackend } from './FakeBackend';
import type { MembershipRecord, NetworkRecord } from './FakeState';
import { RouteContext, type Reply, type Route } from './Route';
import { requireReadAccess } from './rules/access';
import { settleBilling } from './rules/billing';

/** The name of a call as used by the failingCall scenario: `GET /v2/contents/{id}/comments`. */
export function callName(route: Pick<Route, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/**
 * Runs one call the way the real server would: scenarios first (latency, forced 500, 401 storm), then
 * the billing that fell due, the network, the Bearer token and the read access, then the route's own rules. Any
 * FakeApiError becomes the contract's error envelope; the state is saved after every call. `actingMember`: a
 * call the fake makes itself on a member's behalf (the demo's simulated activity), as if with their token.
 */
export async function runRoute(
  backend: FakeBackend,
  route: Route,
  request: Request,
  params: Readonly<Record<string, string>>,
  actingMember?: MembershipRecord,
): Promise<Reply> {
  if (!route.control) {
    const { latencyMs, slowCall } = backend.scenarios.get();
    if (latencyMs > 0 && (slowCall === null || slowCall === callName(route))) await backend.sleep(latencyMs);
  }
  let reply: Reply;
  try {
    reply = await answer(backend, route, request, params, actingMember);
  } catch (error) {
    reply = errorReply(error);
  }
  backend.persist();
  return reply;
}

async function answer(
  backend: FakeBackend,
  route: Route,
  request: Request,
  params: Readonly<Record<string, string>>,
  actingMember: MembershipRecord | undefined,
): Promise<Reply> {
  const bearer = bearerToken(request);
  if (!route.control) {
    const scenarios = backend.scenarios.get();
    if (scenarios.failingCall === callName(route)) {
      fail(500, 'InternalServerError', `The server failed while answering ${callName(route)}. Please try again later.`);
    }
    if (route.method === 'GET' && bearer !== null && scenarios.unauthorizedStorm > 0) {
      backend.scenarios.set({ unauthorizedStorm: scenarios.unauthorizedStorm - 1 });
      tokenExpired();
    }
  }
  const query = new URL(request.url).searchParams;
  // Renewals, trial ends and cancellations that fell due since the last call, by the back end's clock.
  if (!route.control) settleBilling(backend);
  const network = resolveNetwork(backend, route, query);
  const viewer = actingMember ?? resolveViewer(backend, route, bearer, network);
  const context = new RouteContext(backend, request, params, query, network, viewer);
  if (route.readAccess) requireReadAccess(backend.state, context.network, viewer);
  return route.handle(context);
}

function resolveNetwork(backend: FakeBackend, route: Route, query: URLSearchParams): NetworkRecord | null {
  const mode = route.network ?? 'required';
  if (mode === 'none' || route.control) return null;
  const networkId = query.get('networkId');
  if (!networkId) {
    if (mode === 'optional') return null;
    return fail(400, 'MissingNetworkId', 'The networkId query parameter is required.');
  }
  return backend.networkById(networkId) ?? fail(404, 'NetworkNotFound', 'This network does not exist.');
}

function resolveViewer(
  backend: FakeBackend,
  route: Route,
  bearer: string | null,
  network: NetworkRecord | null,
): MembershipRecord | null {
  const mode = route.auth ?? 'optional';
  if (mode === 'ignored' || route.control) return null;
  if (bearer === null) {
    if (mode === 'required') fail(401, 'AuthenticationRequired', 'Please sign in to continue.');
    return null;
  }
  const member = backend.memberForAccessToken(bearer);
  // A token is bound to one membership, so it is no good for another network either.
  if (!member || (network !== null && member.networkId !== network.customization.id)) tokenExpired();
  return member;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match?.[1]?.trim() || null;
}

function errorReply(error: unknown): Reply {
  if (error instanceof FakeApiError) return failureReply(error);
  // A bug in the fake itself: answer like a real server would, and leave a trace for whoever debugs it.
  console.error('[fake-api] unexpected failure', error);
  return {
    status: 500,
    body: { error: { code: 'InternalServerError', message: 'Something went wrong on our side. Please try again.' } },
  };
}
