import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapBothWidths } from './paymentsSupport';
import { DEMO, expectAccessible, signInThroughApi } from './support';

// The manager area of issue 12, in the demo build and in the http build against the fake back end server.
// marco@demo.test manages every demo network; rosa@demo.test is a member of Harbour Runners. These tests only
// read, so they share the http project's back end safely.

const HARBOUR = DEMO.public;
const MANAGE = `/${HARBOUR.slug}/manage`;

async function signInAs(page: Page, apiBaseUrl: string, email: string, path: string) {
  await page.goto(path);
  await signInThroughApi(page, apiBaseUrl || '/api', HARBOUR.id, email);
  await page.goto(path);
}

test('a manager opens the manager area and finds its navigation', async ({ page, apiBaseUrl }, testInfo) => {
  await signInAs(page, apiBaseUrl, 'marco@demo.test', MANAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage' })).toBeVisible();
  await expect(page).toHaveTitle('Manage · Harbour Runners');
  const nav = page.getByRole('navigation', { name: 'Manager area' });
  await expect(nav.getByRole('link', { name: 'Manage' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'manage-home');
});

test('a member opening the manager area is told it is for managers only', async ({ page, apiBaseUrl }, testInfo) => {
  await signInAs(page, apiBaseUrl, 'rosa@demo.test', MANAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Managers only' })).toBeVisible();
  await expect(page.getByText('Only the managers of Harbour Runners can open this area.')).toBeVisible();
  await expect(page).toHaveTitle('Managers only · Harbour Runners');
  await expect(page.getByRole('navigation', { name: 'Manager area' })).toHaveCount(0);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'manage-refused');
});

test('a guest opening the manager area is refused too, and offered to sign in', async ({ page }) => {
  await page.goto(MANAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Managers only' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
});
