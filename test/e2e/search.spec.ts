import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapBothWidths } from './paymentsSupport';
import { DEMO, expectAccessible, snap, VIEWPORTS } from './support';

// Search (api-contract.md GET /v2/contents?query=), in the demo build and in the http build against the fake back end
// server: a guest reads and nobody writes, so the http project's tests share that server safely.

const HARBOUR = DEMO.public;

const headerSearch = (page: Page) => page.getByRole('banner').getByRole('search');
const pageField = (page: Page) => page.getByRole('main').getByRole('searchbox', { name: 'Search' });
const results = (page: Page) => page.getByRole('feed', { name: 'Search results' });

test('a search finds contents with the words marked, keeps them in the address (reload, back), and / focuses the field', async ({ page }, testInfo) => {
  await page.goto(`/${HARBOUR.slug}`);
  await expect(page.getByRole('feed', { name: 'Latest contents' }).getByRole('article').first()).toBeVisible();
  const field = headerSearch(page).getByRole('searchbox', { name: 'Search' });
  // The keys come with a chunk of their own, after the first screen.
  await expect(async () => {
    await page.keyboard.press('/');
    await expect(field).toBeFocused({ timeout: 500 });
  }).toPass();
  await page.keyboard.type('Lighthouse');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/${HARBOUR.slug}/search?q=Lighthouse`);
  await expect(page).toHaveTitle(`Search · ${HARBOUR.name}`);
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('3 contents found for “Lighthouse”');
  await expect(results(page).getByRole('article')).toHaveCount(3);
  // Each result has its reactions, as under the feed's cards.
  await expect(results(page).getByRole('group', { name: 'Reactions' })).toHaveCount(3);
  const firstMark = results(page).locator('mark').first();
  await expect(firstMark).toBeVisible();
  await expect(firstMark).toHaveText('lighthouse');
  await expect(pageField(page)).toHaveValue('Lighthouse');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'search-results');

  // Typing narrows the search in place: the address follows without a history entry per key.
  await pageField(page).fill('lighthouse loop');
  await expect(page).toHaveURL(`/${HARBOUR.slug}/search?q=lighthouse+loop`);
  await expect(results(page).getByRole('article')).toHaveCount(1);
  await expect(results(page).getByRole('link', { name: 'Route of the week: the lighthouse loop' })).toBeVisible();

  await page.reload();
  await expect(pageField(page)).toHaveValue('lighthouse loop');
  await expect(results(page).getByRole('article')).toHaveCount(1);
  // On the search page, / goes to its own field.
  await page.getByRole('heading', { level: 1, name: 'Search' }).click();
  await expect(async () => {
    await page.keyboard.press('/');
    await expect(pageField(page)).toBeFocused({ timeout: 500 });
  }).toPass();

  await results(page).getByRole('link', { name: 'Route of the week: the lighthouse loop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Route of the week: the lighthouse loop' })).toBeVisible();
  await page.goBack();
  await expect(pageField(page)).toHaveValue('lighthouse loop');
  await page.goBack();
  await expect(page).toHaveURL(`/${HARBOUR.slug}`);
});

test('a search that finds nothing says what was searched, and the feed’s type filter narrows a search', async ({ page }) => {
  await page.goto(`/${HARBOUR.slug}/search?q=sunset+swim`);
  await expect(page.getByRole('status').filter({ hasText: 'Nothing' })).toHaveText('Nothing found for “sunset swim”');
  await expect(page.getByText('Check the spelling, use fewer words, or look in every type.')).toBeVisible();
  await expect(results(page)).toHaveCount(0);

  // 18 seeded contents hold “the” (more in the http project, whose tests share one back end and post): a page of 10,
  // then the rest.
  await pageField(page).fill('the');
  await expect(page).toHaveURL(`/${HARBOUR.slug}/search?q=the`);
  await expect(results(page).getByRole('article')).toHaveCount(10);
  const status = page.getByRole('status').filter({ hasText: 'found for “the”' });
  await expect(status).toHaveText(/^\d+ contents found for “the”$/);
  const found = Number(/^(\d+) contents found/.exec((await status.textContent()) ?? '')?.[1]);
  expect(found).toBeGreaterThanOrEqual(18);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(results(page).getByRole('article')).toHaveCount(Math.min(found, 20));
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(found > 20 ? 1 : 0);

  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Announcement' }).click();
  await expect(page).toHaveURL(`/${HARBOUR.slug}/search?q=the&type=announcement`);
  await expect(results(page).getByRole('article')).toHaveCount(1);
  await expect(results(page).getByRole('link', { name: 'Sunday long run moves to 7:30' })).toBeVisible();
  // The type chosen is a step of its own: back is the search of every type.
  await page.goBack();
  await expect(page).toHaveURL(`/${HARBOUR.slug}/search?q=the`);
  await expect(results(page).getByRole('article')).toHaveCount(10);
});

test('a guest of a private or a paid network is sent where its feed sends them, the search kept to come back to', async ({ page }) => {
  await page.goto(`/${DEMO.private.slug}/search?q=kiln`);
  await expect(page).toHaveURL(`/${DEMO.private.slug}/intro`);

  await page.goto(`/${DEMO.subscribable.slug}/search?q=risotto`);
  await expect(page).toHaveURL(`/${DEMO.subscribable.slug}/subscribe?from=${encodeURIComponent('/search?q=risotto')}`);
  await expect(page.getByRole('heading', { name: `Subscribe to ${DEMO.subscribable.name}` })).toBeVisible();
});

test('on a phone, the header’s search button opens a full-width field, and Escape closes it', async ({ page }, testInfo) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(`/${HARBOUR.slug}`);
  const search = headerSearch(page);
  const opener = search.getByRole('button', { name: 'Search' });
  const field = search.getByRole('searchbox', { name: 'Search' });
  await expect(opener).toBeVisible();
  await expect(field).toBeHidden();
  await snap(page, testInfo, 'search-phone-button-mobile');

  await opener.click();
  // The field takes the button's place, with the focus.
  await expect(field).toBeFocused();
  const box = await field.boundingBox();
  expect(box?.width).toBeGreaterThan(VIEWPORTS.mobile.width - 40);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'search-phone-field');

  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await field.fill('drills');
  await field.press('Enter');
  await expect(page).toHaveURL(`/${HARBOUR.slug}/search?q=drills`);
  await expect(results(page).getByRole('link', { name: 'Five drills for a stronger finish' })).toBeVisible();
  await expect(opener).toBeHidden();
});
