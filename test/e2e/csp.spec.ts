import { readdirSync, readFileSync } from 'node:fs';
import { FAKE_API_URL } from '../../playwright.config';
import { securityHeaders } from '../../scripts/securityHeaders';
import { expect, test } from './fixtures';
import { DEMO } from './support';

// Runs against the demo build and the http build. Every spec fails on a CSP violation (fixtures.ts);
// this one checks that the headers are really sent, and that the recorder really catches a violation.

/** As Playwright reports response headers: by lower-case name. Every server of the suite is plain http on loopback. */
function expectedHeaders(apiBaseUrl: string): Record<string, string> {
  return Object.fromEntries(Object.entries(securityHeaders(apiBaseUrl, { https: false })).map(([name, value]) => [name.toLowerCase(), value]));
}

/** The reporting the headers set up: violations go to the build's API, at POST /v2/telemetry. */
function expectReportingTo(headers: Record<string, string> | undefined, apiBaseUrl: string, where: string) {
  const endpoint = `${apiBaseUrl.replace(/\/+$/, '')}/v2/telemetry`;
  expect(headers?.['reporting-endpoints'], where).toBe(`csp="${endpoint}"`);
  expect(headers?.['content-security-policy'], where).toContain(`; report-uri ${endpoint}; report-to csp`);
  // Over plain http a browser ignores Strict-Transport-Security: it is for the https site only.
  expect(headers?.['strict-transport-security'], where).toBeUndefined();
}

test('the landing page and a deep link are served with the security headers for the build’s API', async ({ page, apiBaseUrl }) => {
  // A Permissions-Policy feature Chromium does not know is ignored, with a console message.
  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Permissions-Policy')) policyErrors.push(message.text());
  });
  for (const path of ['/', `/${DEMO.public.slug}/login`]) {
    const response = await page.goto(path);
    expect(response?.headers(), path).toMatchObject(expectedHeaders(apiBaseUrl));
    expectReportingTo(response?.headers(), apiBaseUrl, path);
  }
  // Located by the element, not the role: the sign-in modal /login opens hides the page from the accessibility tree.
  await expect(page.locator('header').getByText(DEMO.public.name)).toBeVisible();
  expect(policyErrors).toEqual([]);
});

test('the fake back end server answers with the same headers, for its own origin', async ({ request }) => {
  const response = await request.get(`${FAKE_API_URL}/__demo/scenarios`);
  expect(response.status()).toBe(200);
  expect(response.headers()).toMatchObject(expectedHeaders(FAKE_API_URL));
  expectReportingTo(response.headers(), FAKE_API_URL, FAKE_API_URL);
});

test('the recorder catches inline scripts, added by a page or sent in a popup’s HTML, and none of them runs', async ({ page, context, cspViolations }) => {
  const planted = 'window.plantedScriptRan = true';
  // A page whose HTML holds an inline script, as index.html must never: the app's own HTML with one more line.
  await context.route(
    (url) => url.searchParams.has('planted-inline-script'),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('</head>', `<script>${planted}</script></head>`) });
    },
  );
  await page.goto(`/${DEMO.public.slug}`);
  // Located by the element, not the role: the sign-in modal /login opens hides the page from the accessibility tree.
  await expect(page.locator('header').getByText(DEMO.public.name)).toBeVisible();
  expect(cspViolations.recorded).toEqual({ violations: [], console: [] });

  await page.evaluate((code) => {
    const script = document.createElement('script');
    script.textContent = code;
    document.head.append(script);
  }, planted);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open('/?planted-inline-script'))]);
  await popup.waitForLoadState();

  const pageUrl = new URL(`/${DEMO.public.slug}`, page.url()).href;
  const popupUrl = new URL('/?planted-inline-script', page.url()).href;
  await expect.poll(() => cspViolations.recorded.console.length).toBe(2);
  const ran = (target: typeof page) => target.evaluate(() => 'plantedScriptRan' in window);
  expect(await ran(page)).toBe(false);
  expect(await ran(popup)).toBe(false);
  // Taken, so that this test, which planted them, passes.
  const { violations, console: consoleReports } = cspViolations.take();
  expect(violations).toContainEqual(expect.objectContaining({ url: pageUrl, directive: 'script-src-elem', blocked: 'inline', sample: planted }));
  const blockedInline = (url: string) => expect.stringContaining(`${url}: Executing inline script violates the following Content Security Policy directive`);
  expect(consoleReports).toEqual([blockedInline(pageUrl), blockedInline(popupUrl)]);
});

test('every spec takes `test` from fixtures.ts, so none escapes the recorder', () => {
  const dir = new URL('.', import.meta.url);
  const escaping = readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .filter((name) => /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/.test(readFileSync(new URL(name, dir), 'utf8')));
  expect(escaping).toEqual([]);
});
