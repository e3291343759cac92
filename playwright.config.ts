import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/e2e/chromium';
import type { E2eOptions } from './test/e2e/fixtures';

/**
 * End to end in a real Chromium (Debian's, or CHROMIUM_PATH): the demo build with the embedded fake
 * back end, and the http-mode build against the fake back end running as a server on loopback.
 */
const DEMO_PORT = 4173;
const HTTP_PORT = 4174;
export const FAKE_API_PORT = 4010;
/** The http build's VITE_API_BASE_URL (.env.http). */
export const FAKE_API_URL = `http://127.0.0.1:${FAKE_API_PORT}`;

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig<E2eOptions>({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // A test waits on its page more than it computes: three workers finish sooner than two on the two-core CI
  // machine (auth and community specs: 111 s against 125 s; four were faster still but leave less headroom).
  workers: 3,
  retries: 0,
  // A safety net, not a speed target: three workers share two cores, and a long flow must not fail for the load.
  timeout: 60_000,
  // Two workers, two builds' servers and the fake back end share a two-core CI machine: a page that takes 2 s
  // when the machine is idle (the demo build starts its in-page back end first) has taken more than 7 s there.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions,
    // Motion is a matter of taste, not of behaviour: without transitions (the app honours the setting, baseCss.ts)
    // a step does not wait for a dialog to grow, and the accessibility check for colours to settle.
    reducedMotion: 'reduce',
    // A trace records screenshots all along (a fifth of the run's time); CI shows only the run's text, so it records
    // none there. Locally a failing test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'demo', testIgnore: ['**/session.spec.ts', '**/prefetch.spec.ts', '**/live.spec.ts', '**/private-network.spec.ts', '**/auth-offline.spec.ts'], use: { baseURL: `http://127.0.0.1:${DEMO_PORT}` } },
    { name: 'http', testMatch: /(smoke|session|csp|first-paint|prefetch|tenancy|analytics-tag|live|search|theme|pictures|reactions|email-preferences|coupons|chat-access|video-event-posts|private-network|auth-offline)\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${HTTP_PORT}`, apiBaseUrl: FAKE_API_URL } },
  ],
  webServer: [
    { command: `npx vite preview --host 127.0.0.1 --port ${DEMO_PORT} --strictPort`, url: `http://127.0.0.1:${DEMO_PORT}`, reuseExistingServer: !process.env.CI },
    // --mode http: the preview reads .env.http, so its Content-Security-Policy lets the page reach the API.
    { command: `npx vite preview --mode http --outDir dist-http --host 127.0.0.1 --port ${HTTP_PORT} --strictPort`, url: `http://127.0.0.1:${HTTP_PORT}`, reuseExistingServer: !process.env.CI },
    { command: 'npx tsx scripts/fake-api-server.ts', url: `${FAKE_API_URL}/__demo/scenarios`, env: { FAKE_API_PORT: String(FAKE_API_PORT) }, reuseExistingServer: !process.env.CI },
  ],
});
