import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapBothWidths } from './paymentsSupport';
import { authDialog, DEMO, expectAccessible, signInThroughApi, signInThroughModal } from './support';

// The coupons of spec §1, in both builds. Bruno takes the shoes' code and the massage's last one; Mara, a guest first,
// the coffee's: each coupon is taken by one test only, since the http project's tests share one fake back end.

const HARBOUR = DEMO.public;
const coupons = (page: Page) => page.getByRole('list', { name: 'Coupons' });
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a member finds the coupons from the footer, gets a code shown large, copies it, and finds it again', async ({ page, context, apiBaseUrl }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/${HARBOUR.slug}`);
  await signInThroughApi(page, apiBaseUrl || '/api', HARBOUR.id, 'bruno@demo.test');
  await page.goto(`/${HARBOUR.slug}`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Coupons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();

  const shoes = card(page, '15% off trail shoes');
  await expect(shoes).toContainText('98 left');
  await expect(coupons(page).getByRole('article')).toHaveCount(3);
  const expired = page.getByRole('region', { name: 'Expired' });
  await expect(expired.getByRole('article', { name: 'Energy gels: two for one' })).toContainText('Expired on');
  await expect(expired.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'coupons');

  await shoes.getByRole('button', { name: 'Get the code' }).click();
  const code = shoes.getByLabel('Your code');
  await expect(code).toHaveText(/^HR-[A-Z0-9]{6}$/);
  await expect(shoes).toContainText('97 left');
  await shoes.getByRole('button', { name: 'Copy the code of 15% off trail shoes' }).click();
  await expect(page.getByText('Code copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());

  const massage = card(page, 'A free sports massage');
  await expect(massage).toContainText('1 left');
  await massage.getByRole('button', { name: 'Get the code' }).click();
  await expect(massage.getByLabel('Your code')).toHaveText(/^HR-/);
  await expect(massage).toContainText('None left');
  await snapBothWidths(page, testInfo, 'coupons-code');

  const shown = await code.textContent();
  await page.reload();
  await expect(card(page, '15% off trail shoes').getByLabel('Your code')).toHaveText(shown ?? '');
});

test('a guest who asks for a code signs in and gets it; the account menu leads to the coupons too', async ({ page, baseURL }, testInfo) => {
  // A returning visitor: the modal opens in sign-in mode (the authed-before cookie, spec §4).
  await page.context().addCookies([{ name: 'authed-before', value: '1', url: baseURL ?? '' }]);
  await page.goto(`/${HARBOUR.slug}/coupons`);
  const coffee = card(page, 'A coffee at the club café after the long run');
  await expect(coffee).toContainText('Unlimited');
  await expect(coffee).toContainText('Sign in to get the code.');
  await expect(card(page, '15% off trail shoes').getByLabel('Your code')).toHaveCount(0);
  await snapBothWidths(page, testInfo, 'coupons-guest');

  await coffee.getByRole('button', { name: 'Get the code' }).click();
  await expect(authDialog(page)).toBeVisible();
  await signInThroughModal(page, 'mara@demo.test');
  await expect(coffee.getByLabel('Your code')).toHaveText(/^HR-[A-Z0-9]{6}$/);

  await page.goto(`/${HARBOUR.slug}`);
  await page.locator('header button[aria-label="Account menu"]').click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Coupons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expect(card(page, 'A coffee at the club café after the long run').getByLabel('Your code')).toHaveText(/^HR-/);
});
