// @vitest-environment jsdom
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOCK } from '../../src/application/ports';
import { MONITORING, type Monitoring } from '../../src/application/ports/Monitoring';
import { NETWORK_SCOPE, type NetworkScope } from '../../src/application/session/NetworkScope';
import { readConfig } from '../../src/composition/config';
import { createContainer } from '../../src/composition/createContainer';
import { createFakeBackend, createHandlers, NETWORK_IDS } from '../../src/infrastructure/fake-api';
import { ManualClock } from '../../src/infrastructure/memory/ManualClock';
import { TELEMETRY_FLUSH_MS } from '../../src/infrastructure/monitoring/TelemetryMonitoring';
import { PRESENTATION } from '../../src/presentation/tokens';

const BASE_URL = 'http://api.test';
const backend = createFakeBackend();
const server = setupServer(...createHandlers(backend, BASE_URL));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the monitoring of an http build', () => {
  it("reports to the API's POST /v2/telemetry while it runs, loading its code on the first start", async () => {
    const clock = new ManualClock(Date.parse('2026-03-10T09:00:00Z'));
    const container = createContainer(readConfig({ VITE_API_BASE_URL: BASE_URL }, 'localhost'), { [CLOCK]: clock });
    container.get<NetworkScope>(NETWORK_SCOPE).enter(NETWORK_IDS.harbour);
    await container.get<() => Promise<void>>(PRESENTATION.LoadCookieModule)();
    const monitoring = container.get<Monitoring>(MONITORING);

    monitoring.reportError({ message: 'before the performance cookies' });
    monitoring.start();
    monitoring.reportError({ message: 'an item of contents was left out' });
    await vi.waitFor(() => expect(clock.pendingDelays()).toContain(TELEMETRY_FLUSH_MS));
    clock.advance(TELEMETRY_FLUSH_MS);
    await vi.waitFor(() => expect(backend.telemetry.list()).toHaveLength(1));
    monitoring.stop();
    monitoring.reportError({ message: 'after the performance cookies' });
    clock.advance(TELEMETRY_FLUSH_MS);

    expect(backend.telemetry.list()).toEqual([
      expect.objectContaining({ kind: 'error', message: 'an item of contents was left out', path: window.location.pathname, networkId: NETWORK_IDS.harbour }),
    ]);
  });
});
