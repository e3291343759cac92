import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AS_A_PERSON, CHROMIUM_PATH } from './chromium';
import { DEMO } from './support';

// Http build only (issue 22 §1): a network's analytics tag never runs on another network's page. The fake back ends'
// networks have no tag, so Harbour's lookup is given one on its way to the page; the demo build's back end runs in
// the page, out of reach of routing.

const HARBOUR = DEMO.public;
const GREEN = DEMO.subscribable;

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: AS_A_PERSON } });

const tagRan = (page: Page) => page.evaluate(() => (window as { gtagRan?: boolean }).gtagRan === true);

test("after a network's tag ran, moving to another network is a fresh page load, without the tag", async ({ page, apiBaseUrl }) => {
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.gtagRan = true;' }));
  await page.route(`${apiBaseUrl}/v2/networks/by-slug/${HARBOUR.slug}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { gtag: string | null } };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, gtag: 'G-HARBOUR1' } } });
  });
  await page.goto(`/${HARBOUR.slug}`);
  await page.getByRole('dialog', { name: 'Cookies on this network' }).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => tagRan(page)).toBe(true);

  // A move inside the app, as a link would make it.
  await page.evaluate((to) => {
    // The router's own form of an entry (its index in `idx`), so its listener takes the move as a link's.
    history.pushState({ usr: null, key: 'e2e', idx: ((history.state as { idx?: number } | null)?.idx ?? 0) + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/${GREEN.slug}`);
  await expect(page.getByRole('banner').getByText(GREEN.name)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => tagRan(page)).toBe(false);
  expect(await page.locator('script[data-gtag]').count()).toBe(0);
});
