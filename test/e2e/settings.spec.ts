import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapBothWidths } from './paymentsSupport';
import { accountMenuButton, authDialog, DEMO, DEMO_PASSWORD, expectAccessible, signInThroughApi, VIEWPORTS } from './support';

// The settings page of issue 10, in the demo build and in the http build against the fake back end server, which
// the http project's tests share: Mara's names are changed here and read by no other spec; Giulia's are only
// edited without saving; the password is changed by Leo, whom no other spec signs in as.

const HARBOUR = DEMO.public;
const BLUE_NOTE = { ...DEMO.purchasable, id: 'net-blue-note' };
const NEW_PASSWORD = 'Trumpet!2027';

async function openSettingsAs(page: Page, apiBaseUrl: string, network: { slug: string; id: string }, email: string) {
  await page.goto(`/${network.slug}`);
  await signInThroughApi(page, apiBaseUrl || '/api', network.id, email);
  await page.goto(`/${network.slug}/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('a guest is asked to sign in', async ({ page }) => {
  await page.goto(`/${HARBOUR.slug}/settings`);
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sign in to change your profile, your password and your consents on Harbour Runners.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeVisible();
});

test('a member changes their first and last name and the header shows them', async ({ page, apiBaseUrl }, testInfo) => {
  await openSettingsAs(page, apiBaseUrl, { slug: HARBOUR.slug, id: HARBOUR.id }, 'mara@demo.test');
  await expect(page).toHaveTitle('Settings · Harbour Runners');
  const profile = section(page, 'Profile');
  const firstName = profile.getByRole('textbox', { name: 'First name' });
  await expect(firstName).toHaveValue('Mara');
  await expect(profile.getByLabel('Birthday')).toHaveValue('1990-06-14');
  await expect(section(page, 'Consents').getByRole('switch', { name: 'News and offers' })).toBeChecked();
  await expect(section(page, 'Credits')).toContainText('You have 5 credits.');
  await expect(section(page, 'Your account').getByRole('link', { name: 'Subscription' })).toHaveCount(0);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'settings-member');

  await firstName.fill('Marella');
  await profile.getByRole('textbox', { name: 'Last name' }).fill('Contini');
  await expect(profile.getByText('Unsaved changes')).toBeVisible();
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await expect(profile.getByText('Unsaved changes')).toHaveCount(0);
  await expect(accountMenuButton(page)).toHaveAttribute('title', 'Marella Contini');

  // The server has them: after a reload too.
  await page.reload();
  await expect(section(page, 'Profile').getByRole('textbox', { name: 'First name' })).toHaveValue('Marella');
  await expect(accountMenuButton(page)).toHaveAttribute('title', 'Marella Contini');
});

test('names are checked before saving, and leaving with unsaved changes asks first', async ({ page, apiBaseUrl }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await openSettingsAs(page, apiBaseUrl, { slug: HARBOUR.slug, id: HARBOUR.id }, 'giulia@demo.test');
  const profile = section(page, 'Profile');
  const lastName = profile.getByRole('textbox', { name: 'Last name' });
  await lastName.fill(' Ve ');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('At least 3 characters.')).toBeVisible();
  await expect(lastName).toBeFocused();

  await section(page, 'Your account').getByRole('link', { name: 'Notification preferences' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expect(leave.getByRole('button', { name: 'Stay' })).toBeFocused();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(`/${HARBOUR.slug}/settings`);
  await expect(lastName).toHaveValue(' Ve ');

  await section(page, 'Your account').getByRole('link', { name: 'Notification preferences' }).click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(`/${HARBOUR.slug}/notification-preferences`);

  // Back to the settings: the profile is the saved one, and leaving asks nothing.
  await page.goBack();
  await expect(section(page, 'Profile').getByRole('textbox', { name: 'Last name' })).toHaveValue('Verdi');
  await section(page, 'Your account').getByRole('link', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(`/${HARBOUR.slug}/delete-my-account`);
});

test('a member changes their password, a wrong current one says so, and the new one signs in', async ({ page, apiBaseUrl }, testInfo) => {
  await openSettingsAs(page, apiBaseUrl, BLUE_NOTE, 'leo@demo.test');
  await expect(page).toHaveTitle('Settings · Blue Note Masterclass');
  await expect(section(page, 'Your account').getByRole('link', { name: 'Subscription' })).toBeVisible();
  await expect(section(page, 'Consents').getByRole('switch')).toHaveCount(1);
  const password = section(page, 'Password');
  await password.getByLabel('Current password', { exact: true }).fill('Wrong!2026');
  await password.getByLabel('New password', { exact: true }).fill('trumpet');
  await expect(password.getByRole('listitem').filter({ hasText: '8 to 20 characters' })).not.toContainText('✓');
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await expect(password.getByRole('listitem').filter({ hasText: '8 to 20 characters' })).toContainText('✓');
  await expect(password.getByRole('listitem').filter({ hasText: 'at least 1 special character' })).toContainText('✓');
  await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('The current password is not correct.')).toBeVisible();
  await expect(password.getByLabel('Current password', { exact: true })).toBeFocused();
  await expectAccessible(page);
  // The focus scrolled the page: from the top, the sticky header stays where it belongs in a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapBothWidths(page, testInfo, 'settings-password-wrong-current');

  await password.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(password.getByLabel('Current password', { exact: true })).toHaveValue('');
  await expect(password.getByLabel('New password', { exact: true })).toHaveValue('');

  // Signed out (the tokens gone), Leo signs in with the new password; the old one no longer works.
  await page.evaluate((networkId) => {
    localStorage.removeItem(`refresh-token:${networkId}`);
    localStorage.removeItem(`membership:${networkId}`);
  }, BLUE_NOTE.id);
  const oldPasswordStatus = await page.evaluate(async ({ apiBase, networkId, password }) => {
    const response = await fetch(`${apiBase}/v2/auth/login?networkId=${networkId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'leo@demo.test', password }) });
    return response.status;
  }, { apiBase: apiBaseUrl || '/api', networkId: BLUE_NOTE.id, password: DEMO_PASSWORD });
  expect(oldPasswordStatus).toBe(401);
  await page.goto(`/${BLUE_NOTE.slug}/login`);
  const dialog = authDialog(page);
  await dialog.getByRole('button', { name: 'use e-mail' }).click();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('leo@demo.test');
  await dialog.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(accountMenuButton(page)).toHaveAttribute('title', 'Leo Marino');
});
