import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import type { AppEvent } from '../../../src/application/ports/EventBus';
import type { ReportedError } from '../../../src/application/ports/Monitoring';
import { NetworkScope } from '../../../src/application/session/NetworkScope';
import type { NetworkCustomization } from '../../../src/domain/network/NetworkCustomization';
import { createFakeBackend, createHandlers, DEMO_PASSWORD, type FakeBackend } from '../../../src/infrastructure/fake-api';
import { ApiClient, ROTATED_TOKEN_GRACE_MS } from '../../../src/infrastructure/http/ApiClient';
import { HttpAuthGateway } from '../../../src/infrastructure/http/HttpAuthGateway';
import { HttpNetworkGateway } from '../../../src/infrastructure/http/HttpNetworkGateway';
import { InMemoryDeviceIdentity } from '../../../src/infrastructure/memory/InMemoryDeviceIdentity';
import { SynchronousEventBus } from '../../../src/infrastructure/events/SynchronousEventBus';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { InMemoryCrossTabLock } from '../../../src/infrastructure/memory/InMemoryCrossTabLock';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { RecordingMonitoring } from '../../../src/infrastructure/memory/RecordingMonitoring';

export const BASE_URL = 'http://api.test';

/**
 * The embedded fake back end served by msw in Node, and a fresh API client per test talking to it.
 * The client's clock is manual: no test waits for a real timeout or back-off.
 */
export class FakeApi {
  readonly backend: FakeBackend;
  readonly server: SetupServer;
  /** The browser's device id, which sign-in calls carry. */
  readonly device = new InMemoryDeviceIdentity('device-under-test-01');
  scope = new NetworkScope();
  tokens = new InMemoryTokenStore();
  readonly lock = new InMemoryCrossTabLock();
  /** The clients' clock. */
  clock = new ManualClock();
  events: AppEvent[] = [];
  /** What the adapters report (an unreadable list item they left out). */
  monitoring = new RecordingMonitoring();
  /** What the client sends as Accept-Language. */
  language = 'en';
  client: ApiClient;

  /** `now`: the back end's clock (trial ends, renewals); the real time when not given. */
  constructor(options: { now?: () => number } = {}) {
    this.backend = createFakeBackend(options.now ? { now: options.now } : {});
    this.server = setupServer(...createHandlers(this.backend, BASE_URL));
    this.client = this.newClient();
  }

  reset(): void {
    this.backend.reset();
    this.scope = new NetworkScope();
    this.tokens = new InMemoryTokenStore();
    this.clock = new ManualClock();
    this.events = [];
    this.monitoring = new RecordingMonitoring();
    this.client = this.newClient();
  }

  /** A refused refresh is looked at again after a grace (another tab's rotated token may be on its way): lets it pass. */
  async refusedRefreshGraceElapsed(): Promise<void> {
    await vi.waitFor(() => expect(this.clock.pendingDelays()).toEqual([ROTATED_TOKEN_GRACE_MS]));
    this.clock.advance(ROTATED_TOKEN_GRACE_MS);
  }

  /** Opens a network the way the app does: look it up by slug, then scope every call to it. */
  async enter(slug: string): Promise<NetworkCustomization> {
    const network = await new HttpNetworkGateway(this.client).bySlug(slug);
    this.scope.enter(network.id);
    return network;
  }

  async signIn(slug: string, email: string, password = DEMO_PASSWORD): Promise<NetworkCustomization> {
    const network = await this.enter(slug);
    const outcome = await new HttpAuthGateway(this.client, this.device).login(email, password);
    if (outcome.kind !== 'tokens') throw new Error(`${email} could not sign in to ${slug}: ${outcome.kind}`);
    this.tokens.save(network.id, outcome.tokens);
    return network;
  }

  /** A client of its own; `fetch`: what it sends with (the analytics client's `keepaliveFetch`). */
  newClient(fetch?: typeof globalThis.fetch): ApiClient {
    const bus = new SynchronousEventBus();
    bus.subscribe('sessionExpired', (event) => this.events.push(event));
    bus.subscribe('forbiddenAccess', (event) => this.events.push(event));
    return new ApiClient({ baseUrl: BASE_URL, timeoutMs: 10_000, language: () => this.language, fetch }, this.scope, this.tokens, this.clock, bus, this.lock);
  }
}

/** What monitoring hears of an item of `list` left out because its `field` could not be read (wire.ts listReaderOf). */
export function leftOutReport(list: string, field: string, id: string): ReportedError {
  return { message: `An item of ${list} was left out: ${field} could not be read (id ${id}).` };
}

/** Registers the server's life cycle in the calling test file; each test starts from the seed. */
export function serveFakeApi(options: { now?: () => number } = {}): FakeApi {
  const api = new FakeApi(options);
  beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => api.reset());
  afterEach(() => {
    api.server.resetHandlers();
    api.server.events.removeAllListeners();
  });
  afterAll(() => api.server.close());
  return api;
}

/** The URLs the client requested, for tests about what went over the wire. */
export function recordRequests(api: FakeApi): URL[] {
  const urls: URL[] = [];
  api.server.events.on('request:start', ({ request }) => {
    urls.push(new URL(request.url));
  });
  return urls;
}
