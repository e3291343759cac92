import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AS_A_PERSON, CHROMIUM_PATH } from './chromium';
import { DEMO } from './support';

// Both builds (issue 22 §1): each network is its own controller of its visitors' data, so each asks for its own
// cookie consent. As a person: the popup is hidden from test automation (spec §4).

const HARBOUR = DEMO.public;
const GREEN = DEMO.subscribable;

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: AS_A_PERSON } });

const popupOf = (page: Page) => page.getByRole('dialog', { name: 'Cookies on this network' });

test("a choice made on one network is not taken as another's consent", async ({ page }) => {
  await page.goto(`/${HARBOUR.slug}`);
  await popupOf(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(popupOf(page)).toBeHidden();

  // A move inside the app, as a link would make it.
  await page.evaluate((to) => {
    // The router's own form of an entry (its index in `idx`), so its listener takes the move as a link's.
    history.pushState({ usr: null, key: 'e2e', idx: ((history.state as { idx?: number } | null)?.idx ?? 0) + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/${GREEN.slug}`);
  await expect(page.getByRole('banner').getByText(GREEN.name)).toBeVisible({ timeout: 20_000 });
  await expect(popupOf(page)).toBeVisible();
  await popupOf(page).getByRole('button', { name: 'Close and reject optional cookies' }).click();

  const recorded = await page.evaluate((ids) => ids.map((id) => (JSON.parse(localStorage.getItem(`cookie-consent:${id}`) ?? 'null') as { categories: string[] }).categories), [HARBOUR.id, GREEN.id]);
  expect(recorded).toEqual([['necessary', 'performance', 'payment', 'analytics', 'preferences'], ['necessary']]);
  await page.reload();
  await expect(page.getByRole('banner').getByText(GREEN.name)).toBeVisible({ timeout: 20_000 });
  await expect(popupOf(page)).toBeHidden();
});
