import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import {
  createFakeBackend,
  createHandlers,
  DEMO_PASSWORD,
  NETWORK_IDS,
  type FakeBackend,
  type FakeBackendOptions,
} from '../../../src/infrastructure/fake-api/index';

export const BASE = 'http://api.test';
export const T0 = Date.parse('2026-03-10T09:00:00Z');
export { DEMO_PASSWORD, NETWORK_IDS };

export interface ApiAnswer {
  status: number;
  // The envelope is checked field by field in the tests.
  json: Record<string, unknown> & { data?: unknown; error?: { code: string; message: string; details?: Record<string, unknown> } };
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** Network id for the `networkId` query parameter; null leaves it out. Default: Harbour Runners. */
  networkId?: string | null;
  query?: Record<string, string>;
  /** Headers of this call (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
}

export interface Harness {
  backend: FakeBackend;
  clock: { now: number; advance(ms: number): void };
  /** Every wait the latency scenario asked for, instead of sleeping. */
  sleeps: number[];
  call(method: string, path: string, options?: CallOptions): Promise<ApiAnswer>;
  /** Logs in, retrying through 202 synchronizing answers; returns the tokens. */
  signIn(email: string, networkId?: string, password?: string): Promise<{ accessToken: string; refreshToken: string }>;
}

/**
 * A fresh fake back end per test behind `setupServer` (unhandled requests fail the test), a clock the
 * test moves by hand, and a `fetch` helper that speaks the contract's envelope.
 */
export function setupFakeApi(options: Omit<FakeBackendOptions, 'now' | 'sleep' | 'timers'> = {}): Harness {
  const server = setupServer();
  const harness = {} as Harness;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    // The live socket's timers run on the same clock, so moving it fires them: nothing waits for real.
    const timers = new ManualClock(T0);
    const clock = {
      get now() {
        return timers.now();
      },
      advance(ms: number) {
        timers.advance(ms);
      },
    };
    const sleeps: number[] = [];
    const backend = createFakeBackend({
      ...options,
      now: () => timers.now(),
      timers,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    server.use(...createHandlers(backend, BASE));
    Object.assign(harness, {
      backend,
      clock,
      sleeps,
      call: (method: string, path: string, callOptions: CallOptions = {}) => call(method, path, callOptions),
      signIn: async (email: string, networkId: string = NETWORK_IDS.harbour, password = DEMO_PASSWORD) => {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const answer = await call('POST', '/v2/auth/login', { body: { email, password }, networkId });
          if (answer.status === 200) return answer.json.data as { accessToken: string; refreshToken: string };
          expect(answer.status, JSON.stringify(answer.json)).toBe(202);
        }
        throw new Error(`Could not sign in ${email}`);
      },
    });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return harness;
}

async function call(method: string, path: string, options: CallOptions): Promise<ApiAnswer> {
  const url = new URL(`${BASE}${path}`);
  const networkId = options.networkId === undefined ? NETWORK_IDS.harbour : options.networkId;
  if (networkId !== null) url.searchParams.set('networkId', networkId);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as ApiAnswer['json']) : {} };
}

/** What a visitor with `token` (or a guest) gets from the contents list of a network: the access probe. */
export function contentsAs(api: Harness, networkId: string, token?: string): Promise<ApiAnswer> {
  return api.call('GET', '/v2/contents', { networkId, token, query: { limit: '1', offset: '0' } });
}

/** Signs `email` in to the network and reads its membership's access fields. */
export async function meAs(api: Harness, email: string, networkId: string) {
  const { accessToken } = await api.signIn(email, networkId);
  const me = await api.call('GET', '/v2/memberships/me', { token: accessToken, networkId });
  return { accessToken, me: me.json.data as { isAccessAuthorized: boolean; accessDenyReason: string | null } };
}
