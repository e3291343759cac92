import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AS_A_PERSON, CHROMIUM_PATH } from './chromium';
import { DEMO } from './support';

// Both builds (issue 22 §1): a network's analytics tag never runs on another network's page. The seed's networks have
// no tag: the demo build's back end is given one by its QA scenario (analyticsTag), the http build's lookup of Harbour
// by routing (its server is shared with the other tests). Google is never reached: the tag's script is stubbed.

const HARBOUR = DEMO.public;
const GREEN = DEMO.subscribable;

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: AS_A_PERSON } });

/** Opens Harbour with a tag. */
async function harbourWithATag(page: Page, apiBaseUrl: string): Promise<void> {
  if (apiBaseUrl) {
    await page.route(`${apiBaseUrl}/v2/networks/by-slug/${HARBOUR.slug}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { gtag: string | null } };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, gtag: 'G-HARBOUR1' } } });
    });
    await page.goto(`/${HARBOUR.slug}`);
    return;
  }
  // The scenario is the page's back end's: it answers once the page has started it.
  await page.goto(`/${HARBOUR.slug}`);
  await expect(page.getByRole('banner').getByText(HARBOUR.name)).toBeVisible({ timeout: 20_000 });
  const status = await page.evaluate(async () => (await fetch('/api/__demo/scenarios', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ analyticsTag: 'G-HARBOUR1' }) })).status);
  expect(status).toBe(200);
  await page.reload();
}

test("after a network's tag ran, moving to another network is a fresh page load, without the tag", async ({ page, context, apiBaseUrl }) => {
  await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await harbourWithATag(page, apiBaseUrl);
  await page.getByRole('dialog', { name: 'Cookies on this network' }).getByRole('button', { name: 'Accept all' }).click();
  await expect(page.locator('script[data-gtag="G-HARBOUR1"]')).toHaveCount(1);
  // What this page holds in memory: gone with a fresh page load.
  await page.evaluate(() => ((window as { beforeTheMove?: boolean }).beforeTheMove = true));

  // A move inside the app, as a link would make it (the router's own form of a history entry). The fresh load may
  // come after the next network's page showed (when the app learns it entered it): waited for, not raced.
  const freshLoad = page.waitForEvent('load');
  await page.evaluate((to) => {
    history.pushState({ usr: null, key: 'e2e', idx: ((history.state as { idx?: number } | null)?.idx ?? 0) + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/${GREEN.slug}`);
  await freshLoad;
  await expect(page.getByRole('banner').getByText(GREEN.name)).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as { beforeTheMove?: boolean }).beforeTheMove === true)).toBe(false);
  await expect(page.locator('script[data-gtag]')).toHaveCount(0);
});
