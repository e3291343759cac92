import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapBothWidths } from './paymentsSupport';
import { accountMenuButton, authDialog, DEMO, expectAccessible, signInThroughApi, snap } from './support';

// The dark theme (light, dark, or the device's, the default), in both builds: the first paint is already in the
// right scheme (index.html's theme script, before any module), a choice is shown at once and kept in the theme cookie.

const HARBOUR = DEMO.public;
const HOME = `/${HARBOUR.slug}`;
const DARK_BACKGROUND = 'rgb(18, 19, 24)';
const LIGHT_BACKGROUND = 'rgb(245, 246, 250)';
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The page as it first paints: the HTML, its inline scripts and CSS, none of the app's modules. */
async function firstFrameOf(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.route(/\/(assets|src)\/.*\.(js|tsx?)$/, (route) => route.abort());
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return page;
}

test('a dark device gets a dark first frame, before any of the app’s code, and the app stays dark', async ({ browser, baseURL }, testInfo) => {
  const context = await browser.newContext({ baseURL, colorScheme: 'dark' });
  const first = await firstFrameOf(context, HOME);
  await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background(first)).toBe(DARK_BACKGROUND);
  await snap(first, testInfo, 'theme-dark-first-frame');

  const page = await context.newPage();
  await page.goto(HOME);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  expect(await background(page)).toBe(DARK_BACKGROUND);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'feed-dark');
  // A lazy MUI screen in the same scheme: the sign-in dialog.
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect(authDialog(page)).toBeVisible();
  await expect(authDialog(page)).toHaveCSS('background-color', 'rgb(28, 29, 36)');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'sign-in-dark');
  await context.close();
});

test('a member chooses dark in the account menu on a light device: shown at once, kept after a reload from the first frame, and light again from the settings', async ({ browser, baseURL, apiBaseUrl }, testInfo) => {
  const context = await browser.newContext({ baseURL, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(HOME);
  await signInThroughApi(page, apiBaseUrl || '/api', HARBOUR.id, 'rosa@demo.test');
  await page.goto(HOME);
  expect(await background(page)).toBe(LIGHT_BACKGROUND);

  await accountMenuButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: 'Same as the device' })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
  // The open menu changes with the page (MUI's paper in the dark palette).
  await expect(menu.locator('xpath=..')).toHaveCSS('background-color', 'rgb(28, 29, 36)');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'account-menu-dark');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'theme');
  expect(cookie?.value).toBe('dark');
  // Spec §9: a year.
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  const reloaded = await firstFrameOf(context, HOME);
  expect(await background(reloaded)).toBe(DARK_BACKGROUND);
  await reloaded.close();

  await page.keyboard.press('Escape');
  await page.goto(`${HOME}/settings`);
  const radios = page.getByRole('radiogroup', { name: 'Theme' });
  await expect(radios.getByRole('radio', { name: 'Dark' })).toBeChecked({ timeout: 20_000 });
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'settings-dark');
  await radios.getByRole('radio', { name: 'Light' }).check();
  await expect.poll(() => background(page)).toBe(LIGHT_BACKGROUND);
  await context.close();
});

test('the screens of the spec’s last items are AA in dark too: coupons, the manager’s coupons, e-mail preferences, a conversation’s members', async ({ browser, baseURL, apiBaseUrl }, testInfo) => {
  // Four screens with a check and two screenshots each: more than the default 30 s on a busy machine.
  test.slow();
  const context = await browser.newContext({ baseURL, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(HOME);
  await signInThroughApi(page, apiBaseUrl || '/api', HARBOUR.id, 'irene@demo.test');
  for (const [path, ready, name] of [
    [`${HOME}/coupons`, page.getByRole('heading', { level: 1, name: 'Coupons' }), 'coupons-dark'],
    [`${HOME}/manage/coupons`, page.getByRole('button', { name: 'Create coupon' }), 'manage-coupons-dark'],
    [`${HOME}/notification-preferences`, page.getByRole('switch', { name: 'Chat' }), 'email-preferences-dark'],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible({ timeout: 20_000 });
    expect(await background(page)).toBe(DARK_BACKGROUND);
    await expectAccessible(page);
    await snapBothWidths(page, testInfo, name);
  }
  await page.goto(`${HOME}/chat/conv-harbour-race-crew`);
  await page.getByRole('button', { name: 'Members (3)' }).click();
  await expect(page.getByRole('dialog', { name: 'Members of “Race crew”' }).getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'chat-members-dark');
  await context.close();
});
