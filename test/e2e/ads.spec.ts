import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapBothWidths } from './paymentsSupport';
import { authDialog, chooseInAccountMenu, DEMO, DEMO_PASSWORD, expectAccessible, signInThroughModal, VIEWPORTS } from './support';

// The ads of issue 11, in the demo build and in the http build against the fake back end server. The http project's
// tests share that server: the banner's tests are guests (analytics only count), the welcome's test signs in as
// ugo, the one account no other spec uses.
//
// Harbour Runners collects data strongly, so by the rule of the README an analytics event leaves only once the
// analytics cookies are accepted. Test automation never sees the cookie popup (spec §4), so each test starts
// with the choice a person would have left in the browser.

const HARBOUR = DEMO.public;
const BANNER_ID = 'cre-harbour-shoes';
const BANNER_TITLE = 'Partner offer: 15% off trail shoes';

/** The choice is the network's own (each network asks for itself). */
async function withCookieChoice(page: Page, categories: string[], networkId: string = HARBOUR.id) {
  await page.addInitScript(({ chosen, key }) => {
    const choice = { consentId: 'e2e-ads', givenAt: '2026-11-01T10:00:00.000Z', categories: chosen, revision: '2026-11' };
    localStorage.setItem(key, JSON.stringify(choice));
  }, { chosen: categories, key: `cookie-consent:${networkId}` });
}

const analyticsCall = (action: string, type: string, id: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.endsWith(`/v2/analytics/${action}/${type}/${id}`);

const bannerOf = (page: Page) => page.getByRole('feed', { name: 'Latest contents' }).getByRole('article', { name: `Sponsored: ${BANNER_TITLE}` });

test('the banner sits in the feed after the third content; its view (half on screen for 1 s) and its click are reported', async ({ page }, testInfo) => {
  await withCookieChoice(page, ['necessary', 'analytics']);
  await page.clock.install();
  await page.goto(`/${HARBOUR.slug}`);
  const banner = bannerOf(page);
  await expect(banner).toBeVisible();
  // After the third content, as an article of the feed's own.
  const place = await page.getByRole('feed', { name: 'Latest contents' }).evaluate((feed, title) => {
    const articles = [...feed.querySelectorAll('article')];
    return articles.findIndex((article) => article.getAttribute('aria-label') === `Sponsored: ${title}`);
  }, BANNER_TITLE);
  expect(place).toBe(3);
  // The picture's room is kept before it arrives: 728 × 180.
  const image = banner.locator('img');
  await expect(image).toHaveAttribute('width', '728');
  await expect(image).toHaveAttribute('height', '180');
  const box = await image.boundingBox();
  expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 10) / 10).toBeCloseTo(728 / 180, 1);

  const viewed = page.waitForRequest(analyticsCall('view', 'creativity', BANNER_ID));
  await banner.scrollIntoViewIfNeeded();
  await page.clock.runFor(1_100);
  expect((await viewed).method()).toBe('POST');

  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'ads-banner');

  const link = banner.getByRole('link', { name: `${BANNER_TITLE} (opens in a new tab)` });
  await expect(link).toHaveAttribute('href', 'https://www.example.com/offers/trail-shoes');
  await expect(link).toHaveAttribute('target', '_blank');
  const clicked = page.waitForRequest(analyticsCall('click', 'creativity', BANNER_ID));
  const opened = page.context().waitForEvent('page');
  await link.click();
  await clicked;
  await (await opened).close();

  // Spec §7: a share of the banner (its link copied here: no share sheet on this desktop) and a click on an
  // announcement of the feed are reported too; the dashboard's click-through counts them.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const shared = page.waitForRequest(analyticsCall('share', 'creativity', BANNER_ID));
  await banner.getByRole('button', { name: `Share ${BANNER_TITLE}` }).click();
  await shared;
  await expect(page.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://www.example.com/offers/trail-shoes');
  const announcementClicked = page.waitForRequest(analyticsCall('click', 'content', 'cnt-harbour-sunday'));
  await page.getByRole('feed', { name: 'Latest contents' }).getByRole('link', { name: 'Sunday long run moves to 7:30' }).click();
  await announcementClicked;
  await expect(page.getByRole('heading', { level: 1, name: 'Sunday long run moves to 7:30' })).toBeVisible();
});

test('a visitor who declined the analytics cookies sends no analytics call', async ({ page }) => {
  await withCookieChoice(page, ['necessary']);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/v2/analytics/')) sent.push(request.url());
  });
  await page.clock.install();
  await page.goto(`/${HARBOUR.slug}`);
  const banner = bannerOf(page);
  await expect(banner).toBeVisible();
  // The pinned announcement is on screen from the start; the banner is brought there too, for well over 1 s.
  await banner.scrollIntoViewIfNeeded();
  await page.clock.runFor(3_000);
  // Once on the clean-clone CI machine the click opened no tab (60 s waited): clicked again when none comes within 5 s.
  // Nothing is reported either way, which is what this test is about; the click's report is the test above.
  await expect(async () => {
    const opened = page.context().waitForEvent('page', { timeout: 5_000 });
    await banner.getByRole('link', { name: `${BANNER_TITLE} (opens in a new tab)` }).click();
    await (await opened).close();
  }).toPass({ timeout: 30_000 });
  await page.clock.runFor(3_000);
  // The ad is shown either way; nothing is reported.
  await expect(banner).toBeVisible();
  expect(sent).toEqual([]);
});

test('the welcome shows once, after the consent dialog, and not again after a reload or the next sign-in', async ({ page, baseURL }, testInfo) => {
  test.slow();
  await page.setViewportSize(VIEWPORTS.mobile);
  // A returning visitor: the modal opens in sign-in mode (the authed-before cookie, spec §4).
  await page.context().addCookies([{ name: 'authed-before', value: '1', url: baseURL ?? '' }]);
  await page.goto(`/${HARBOUR.slug}`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page, 'ugo@demo.test');

  // The profiling consent first (ugo has not answered it); the welcome waits behind it.
  const consent = page.getByRole('dialog').filter({ has: page.locator('#consent-title') });
  const welcome = page.getByRole('dialog', { name: 'Welcome to Harbour Runners' });
  await expect(consent).toBeVisible();
  await expect(welcome).toHaveCount(0);
  await consent.getByRole('button', { name: 'Accept' }).click();
  await expect(consent).toBeHidden();

  await expect(welcome).toBeVisible();
  const picture = welcome.locator('img');
  await expect(picture).toHaveAttribute('width', '600');
  await expect(picture).toHaveAttribute('height', '400');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'ads-welcome');
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();
  const shown = await page.evaluate(() => localStorage.getItem('welcome-shown:net-harbour-runners:mem-ugo-harbour'));
  expect(shown).toBe('true');

  await page.reload();
  await expect(page.getByRole('feed', { name: 'Latest contents' })).toBeVisible();
  await expect(bannerOf(page)).toBeVisible();
  await expect(welcome).toHaveCount(0);

  // Signing out keeps it: the next sign-in has no welcome.
  await chooseInAccountMenu(page, 'Log out');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The "signed out" toast sits below the header, never over its sign-in button.
  const toast = page.getByRole('alert').filter({ hasText: 'You have signed out.' });
  await expect(toast).toBeVisible();
  const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
  // Polled: the toast slides in from above, so its box moves down while it appears.
  await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);
  expect(await page.evaluate(() => localStorage.getItem('welcome-shown:net-harbour-runners:mem-ugo-harbour'))).toBe('true');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page, 'ugo@demo.test');
  await expect(authDialog(page)).toBeHidden();
  await expect(bannerOf(page)).toBeVisible();
  await expect(welcome).toHaveCount(0);
});

test('a welcome with an https link is the network’s promotion: “Redeem it” opens the offer and reports the redeem-it click', async ({ page, baseURL }, testInfo) => {
  await withCookieChoice(page, ['necessary', 'analytics'], DEMO.private.id);
  await page.context().addCookies([{ name: 'authed-before', value: '1', url: baseURL ?? '' }]);
  await page.goto(`/${DEMO.private.slug}`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  // A private network's modal asks for the e-mail and password at once.
  const dialog = authDialog(page);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('nina@demo.test');
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  // The studio's intro page first; the welcome waits for the feed.
  await page.getByRole('button', { name: 'Enter Atelier Ceramica' }).or(page.getByRole('link', { name: 'Enter Atelier Ceramica' })).click();

  const welcome = page.getByRole('dialog', { name: 'Welcome to the studio: your first wheel class is free' });
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'ads-promotion');
  const redeem = welcome.getByRole('link', { name: 'Redeem it (opens in a new tab)' });
  await expect(redeem).toHaveAttribute('href', 'https://www.example.com/atelier-ceramica/first-wheel-class');
  const reported = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/v2/analytics/promotion/cre-atelier-welcome/redeem-it-click'));
  const opened = page.context().waitForEvent('page');
  await redeem.click();
  await reported;
  await (await opened).close();
  await expect(welcome).toBeHidden();
});
