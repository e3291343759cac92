import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapBothWidths } from './paymentsSupport';
import { png } from './pictureFiles';
import { authDialog, DEMO, expectAccessible, signInThroughApi, signInThroughModal } from './support';

// The coupons of spec §1, in both builds. Bruno takes the shoes' code and the massage's last one; Mara, a guest first,
// the coffee's: each coupon is taken by one test only, since the http project's tests share one fake back end.

const HARBOUR = DEMO.public;
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

  // Spec §6 and the contract: a member who is not a manager has no coupons to manage.
  await page.goto(`/${HARBOUR.slug}/manage/coupons`);
  await expect(page.getByRole('heading', { level: 1, name: 'Managers only' })).toBeVisible();
});

test('a manager creates a coupon with a picture, a last day and a number of codes, members see it, and the manager deletes it', async ({ page, apiBaseUrl }, testInfo) => {
  await page.goto(`/${HARBOUR.slug}`);
  await signInThroughApi(page, apiBaseUrl || '/api', HARBOUR.id, 'irene@demo.test');
  await page.goto(`/${HARBOUR.slug}/manage`);
  await page.getByRole('navigation', { name: 'Manager area' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New coupon' });
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(form.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await expect(form.getByText('Give the coupon a title.')).toBeVisible();

  const title = `Track night ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Description' }).fill('Free entry to the Thursday track night.');
  await form.getByLabel('Choose a picture').setInputFiles({ name: 'track.png', mimeType: 'image/png', buffer: png(480, 360) });
  await form.getByLabel('Last day it is valid').fill('2027-01-31');
  await form.getByRole('textbox', { name: 'Number of codes' }).fill('20');
  await expect(form.getByRole('button', { name: 'Change the picture' })).toBeVisible();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'manage-coupons');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText(`Coupon “${title}” created.`)).toBeVisible();
  const row = page.getByRole('list', { name: 'Coupons' }).getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Valid until January 31, 2027 · 20 left');
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');

  await page.goto(`/${HARBOUR.slug}/coupons`);
  const created = card(page, title);
  await expect(created).toContainText('Valid until January 31, 2027 · 20 left');
  await expect(created.getByRole('img', { name: `Picture of ${title}` })).toBeVisible();

  await page.goBack();
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this coupon?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Coupon “${title}” deleted.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeFocused();
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
