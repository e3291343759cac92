import fetchBuilder from 'fetch-retry';
import { ApiError } from '../../application/errors/ApiError';
import type { Clock } from '../../application/ports/Clock';
import type { EventBus } from '../../application/ports/EventBus';
import type { CrossTabLock } from '../../application/ports/CrossTabLock';
import type { RefreshOutcome, TokenRefresher } from '../../application/ports/TokenRefresher';
import type { TokenStore } from '../../application/ports/TokenStore';
import type { NetworkScope } from '../../application/session/NetworkScope';
import { isThrottled, retryAfterMs } from './retryAfter';
import { parseTokens } from './wire';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface ApiClientConfig {
  /** '' or '/api' for same origin, or an absolute URL. */
  baseUrl: string;
  /** A request that has not answered after this long is aborted. */
  timeoutMs: number;
  /** The app's current language, sent as `Accept-Language` on every call (api-contract.md). */
  language: () => string;
  fetch?: typeof fetch;
}

export interface ApiRequest {
  method: HttpMethod;
  path: string;
  query?: QueryParams;
  body?: unknown;
  /** Every call except the network lookup carries `networkId` (api-contract.md). */
  withNetwork?: boolean;
  /** The network of the call when it is not the one visited (a logout sent again after the visitor moved on). */
  networkId?: string;
  signal?: AbortSignal;
  /** Headers of this call only (e.g. `Idempotency-Key`); the client's own headers win over a same-named one. */
  headers?: Readonly<Record<string, string>>;
  /**
   * A call whose failure is its caller's alone (fire and forget: analytics): a 403 `AccessDenied` answer to it
   * publishes no `forbiddenAccess`, so it never moves the member to /subscribe or /paywall.
   */
  silent?: boolean;
  /** The request outlives the page (`fetch`'s keepalive): a logout sent as the member closes the tab still arrives. */
  keepalive?: boolean;
}

/** The success envelope of api-contract.md, with the HTTP status it came with. */
export interface Envelope {
  httpStatus: number;
  data: unknown;
  metadata: Record<string, unknown>;
  message: string | null;
  status: string | null;
}

/** Retries of a query after a 401; the wait before retry `attempt` (0-based) is (attempt+1) s. */
export const MAX_UNAUTHORIZED_RETRIES = 3;
export const unauthorizedRetryDelayMs = (attempt: number) => (attempt + 1) * 1000;

/**
 * A query (or a payment, which its Idempotency-Key keeps from running twice) answered 429 or 503 with a
 * `Retry-After` is sent again after that wait, at most this many tries in all. A longer wait than the limit is
 * left to the caller (the error carries it: a poll backs off for as long).
 */
export const MAX_THROTTLED_TRIES = 3;
export const RETRY_AFTER_WAIT_LIMIT_MS = 10_000;

/** How long a refused refresh waits for another tab's rotated token to reach this tab (see rotatedElsewhere). */
export const ROTATED_TOKEN_GRACE_MS = 500;

const TIMED_OUT = Symbol('timed out');

/**
 * The one HTTP client of the app. It adds the base URL, `networkId` and the Bearer token, turns
 * every answer into an Envelope or an ApiError, refreshes the token on a query's 401 (one refresh
 * shared by all concurrent calls) and retries the query, aborts requests that hang, and reports
 * expired sessions and forbidden access on the event bus.
 */
export class ApiClient implements TokenRefresher {
  /** One refresh per network at a time; the network is the one the refresh started in. */
  private readonly refreshesInFlight = new Map<string, Promise<RefreshOutcome>>();

  constructor(
    private readonly config: ApiClientConfig,
    private readonly scope: NetworkScope,
    private readonly tokens: TokenStore,
    private readonly clock: Clock,
    private readonly events: EventBus,
    private readonly lock: CrossTabLock,
  ) {}

  get(path: string, query?: QueryParams, signal?: AbortSignal): Promise<Envelope> {
    return this.send({ method: 'GET', path, query, signal });
  }

  post(path: string, body?: unknown, signal?: AbortSignal): Promise<Envelope> {
    return this.send({ method: 'POST', path, body: body ?? {}, signal });
  }

  patch(path: string, body: unknown): Promise<Envelope> {
    return this.send({ method: 'PATCH', path, body });
  }

  delete(path: string): Promise<Envelope> {
    return this.send({ method: 'DELETE', path });
  }

  async send(request: ApiRequest): Promise<Envelope> {
    const isQuery = request.method === 'GET';
    // The network of the call is fixed when it leaves: its token, its retries and its refresh stay with it.
    const networkId = request.withNetwork === false ? null : (request.networkId ?? this.scope.id);
    let tokenOfLastAttempt: string | null = null;
    let refreshFailure: RefreshOutcome | null = null;
    let throttledTries = 0;
    // A mutation that may have run is never sent again, unless its Idempotency-Key makes a second one harmless.
    const repeatable = isQuery || new Headers(request.headers).has('Idempotency-Key');
    // Each attempt reads the token afresh, so a retry carries the refreshed one.
    const attempt = (input: string, init: RequestInit) => {
      tokenOfLastAttempt = networkId === null ? null : this.tokens.accessToken(networkId);
      return this.timedFetch(input, init, tokenOfLastAttempt);
    };
    const fetchWithRetry = fetchBuilder(attempt, {
      retries: 0,
      retryDelay: 0,
      retryOn: async (attemptIndex, _error, answer) => {
        if (answer && isThrottled(answer.status)) {
          const waitMs = retryAfterMs(answer.headers.get('Retry-After'), this.clock.now());
          if (!repeatable || waitMs === null || waitMs > RETRY_AFTER_WAIT_LIMIT_MS || ++throttledTries >= MAX_THROTTLED_TRIES) return false;
          await this.clock.sleep(waitMs, request.signal);
          return true;
        }
        if (!isQuery || networkId === null || answer?.status !== 401 || attemptIndex >= MAX_UNAUTHORIZED_RETRIES) return false;
        const outcome = await this.refreshAfter401(networkId, tokenOfLastAttempt);
        if (outcome !== 'refreshed') {
          refreshFailure = outcome;
          return false;
        }
        await this.clock.sleep(unauthorizedRetryDelayMs(attemptIndex), request.signal);
        return true;
      },
    });
    let response: Response;
    try {
      response = await fetchWithRetry(this.urlOf(request, networkId), {
        method: request.method,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        headers: request.headers,
        signal: request.signal,
        keepalive: request.keepalive,
      });
    } catch (error) {
      throw toTransportError(error, request.signal);
    }
    // The session is not over because a refresh could not reach the server: the query failed for now.
    if (refreshFailure === 'unavailable') throw ApiError.unreachable();
    const envelope = await readEnvelope(response);
    if (envelope instanceof ApiError) {
      if (envelope.isAccessDenied && !request.silent) this.events.publish({ type: 'forbiddenAccess', reason: envelope.accessDenyReason, networkId });
      throw withRetryAfter(envelope, response, this.clock.now());
    }
    return envelope;
  }

  /**
   * The address and headers of a call sent by other means than fetch (an upload through XMLHttpRequest, whose upload
   * reports its progress and fetch's does not): the base URL, `networkId`, language and Bearer token of every call.
   * Its answer is read by `readEnvelope`, as the client's own.
   */
  requestFor(path: string): { url: string; headers: Record<string, string> } {
    const networkId = this.scope.id;
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': this.config.language() };
    const token = networkId === null ? null : this.tokens.accessToken(networkId);
    if (token) headers.Authorization = `Bearer ${token}`;
    return { url: this.urlOf({ method: 'POST', path }, networkId), headers };
  }

  /**
   * Single flight per network: every caller that arrives while a refresh of that network is running
   * shares its outcome. Across tabs, a lock lets one tab refresh at a time, and the refresh token is
   * read inside it: a tab that waited uses the token the other tab's refresh stored, not the one the
   * server just rotated away.
   */
  refresh(networkId: string): Promise<RefreshOutcome> {
    let inFlight = this.refreshesInFlight.get(networkId);
    if (!inFlight) {
      inFlight = this.lock.run(`refresh-token:${networkId}`, () => this.runRefresh(networkId)).finally(() => this.refreshesInFlight.delete(networkId));
      this.refreshesInFlight.set(networkId, inFlight);
    }
    return inFlight;
  }

  private async refreshAfter401(networkId: string, tokenOfFailedAttempt: string | null): Promise<RefreshOutcome> {
    // Another call already refreshed since this request left: just retry with the new token.
    const current = this.tokens.accessToken(networkId);
    if (current && current !== tokenOfFailedAttempt) return 'refreshed';
    return this.refresh(networkId);
  }

  private async runRefresh(networkId: string, afterRotationElsewhere = false): Promise<RefreshOutcome> {
    const refreshToken = this.tokens.refreshToken(networkId);
    // Nothing to renew the session with (another tab logged out, or its refusal removed the token): the
    // session is over all the same, or this tab would stay "signed in" with every query failing.
    if (!refreshToken) return this.sessionExpired(networkId);
    let response: Response;
    try {
      response = await this.timedFetch(
        this.urlOf({ method: 'POST', path: '/v2/auth/refresh' }, networkId),
        { method: 'POST', body: JSON.stringify({ refreshToken }) },
        null,
      );
    } catch {
      return 'unavailable';
    }
    const envelope = await readEnvelope(response);
    if (envelope instanceof ApiError) {
      if (!isRefusedRefresh(envelope)) return 'unavailable';
      // Another tab rotated the token before this one's turn: its refresh token is the good one now. Only
      // the token that was refused goes, and this tab refreshes once with the other's.
      if (await this.rotatedElsewhere(networkId, refreshToken)) return afterRotationElsewhere ? 'unavailable' : this.runRefresh(networkId, true);
      this.tokens.clear(networkId, refreshToken);
      return this.sessionExpired(networkId);
    }
    try {
      this.tokens.save(networkId, parseTokens(envelope.data));
      return 'refreshed';
    } catch {
      return 'unavailable';
    }
  }

  private sessionExpired(networkId: string): RefreshOutcome {
    this.events.publish({ type: 'sessionExpired', networkId });
    return 'refused';
  }

  /**
   * Whether the stored refresh token is no longer the refused one. What another tab stored can reach this
   * tab a moment after that tab released the lock (Chrome hands localStorage writes to the other tabs
   * asynchronously), so a refusal of the token still seen here is looked at again after a short grace.
   */
  private async rotatedElsewhere(networkId: string, refused: string): Promise<boolean> {
    if (this.tokens.refreshToken(networkId) !== refused) return true;
    await this.clock.sleep(ROTATED_TOKEN_GRACE_MS);
    return this.tokens.refreshToken(networkId) !== refused;
  }

  private async timedFetch(url: string, init: RequestInit, accessToken: string | null): Promise<Response> {
    const doFetch = this.config.fetch ?? globalThis.fetch.bind(globalThis);
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', this.config.language());
    if (init.body !== undefined) headers.set('Content-Type', 'application/json');
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    const controller = new AbortController();
    const outer = init.signal;
    const abortFromOuter = () => controller.abort(outer?.reason);
    if (outer?.aborted) abortFromOuter();
    outer?.addEventListener('abort', abortFromOuter, { once: true });
    const cancelTimeout = this.clock.schedule(this.config.timeoutMs, () => controller.abort(TIMED_OUT));
    try {
      const response = await doFetch(url, { method: init.method, body: init.body, headers, signal: controller.signal, keepalive: init.keepalive });
      // The body is read inside the timeout too: a server that sends headers and then stalls is cut off.
      const body = await response.text();
      return new Response(response.status === 204 || response.status === 304 ? null : body, {
        status: unauthorizedInBody(body) ? 401 : response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      if (controller.signal.reason === TIMED_OUT) throw new ApiError(0, ApiError.TIMEOUT, 'The server took too long to answer.');
      throw error;
    } finally {
      cancelTimeout();
      outer?.removeEventListener('abort', abortFromOuter);
    }
  }

  private urlOf(request: Pick<ApiRequest, 'path' | 'query' | 'method'>, networkId: string | null): string {
    const params = new URLSearchParams();
    if (networkId) params.set('networkId', networkId);
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const search = params.toString();
    const base = this.config.baseUrl.replace(/\/+$/, '');
    return `${base}${request.path}${search ? `?${search}` : ''}`;
  }
}

/** api-contract.md: only 401 InvalidRefreshToken ends the session; anything else is a temporary failure. */
function isRefusedRefresh(error: ApiError): boolean {
  return error.status === 401 && error.code === 'InvalidRefreshToken';
}

/**
 * Spec §8 "a 401 code in metadata is retried": an envelope whose `metadata.code` (or `error.code`) is
 * 401 means what an HTTP 401 means, whatever the HTTP status it came with.
 */
function unauthorizedInBody(text: string): boolean {
  if (!text.includes('401')) return false;
  try {
    const body: unknown = JSON.parse(text);
    if (!isRecord(body)) return false;
    const code = (isRecord(body.metadata) ? body.metadata.code : undefined) ?? (isRecord(body.error) ? body.error.code : undefined);
    return code === 401 || code === '401';
  } catch {
    return false;
  }
}

/** A throttled answer's error says when the server wants to be asked again (`Retry-After`), for the caller's back-off. */
function withRetryAfter(error: ApiError, response: Response, now: number): ApiError {
  const waitMs = isThrottled(response.status) ? retryAfterMs(response.headers.get('Retry-After'), now) : null;
  return waitMs === null ? error : new ApiError(error.status, error.code, error.message, error.details, waitMs);
}

function toTransportError(error: unknown, signal: AbortSignal | undefined): ApiError {
  if (error instanceof ApiError) return error;
  if (signal?.aborted) return new ApiError(0, ApiError.ABORTED, 'The request was cancelled.');
  return ApiError.unreachable();
}

/** An answer as an Envelope, or the typed ApiError its status and error envelope say. */
export async function readEnvelope(response: Response): Promise<Envelope | ApiError> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return new ApiError(response.status, ApiError.NETWORK, 'The answer of the server was interrupted.');
  }
  let body: unknown = undefined;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
      if (response.ok) return malformed(response.status);
    }
  }
  if (!response.ok) return failureOf(response.status, body);
  if (response.status === 204 || body === undefined) {
    return { httpStatus: response.status, data: undefined, metadata: {}, message: null, status: null };
  }
  if (!isRecord(body)) return malformed(response.status);
  return {
    httpStatus: response.status,
    data: body.data,
    metadata: isRecord(body.metadata) ? body.metadata : {},
    message: typeof body.message === 'string' ? body.message : null,
    status: typeof body.status === 'string' ? body.status : null,
  };
}

function failureOf(status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    return new ApiError(status, error.code, error.message, isRecord(error.details) ? error.details : {});
  }
  return new ApiError(status, `Http${status}`, status >= 500
    ? 'The server had a problem. Please try again in a moment.'
    : `The request failed (HTTP ${status}).`);
}

function malformed(status: number): ApiError {
  return new ApiError(status, ApiError.MALFORMED, 'The server sent an answer the app could not read.');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
