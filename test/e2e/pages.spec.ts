import { expect, test } from './fixtures';
import { DEMO, expectAccessible, signInThroughApi, snap, VIEWPORTS } from './support';

// Demo build only: the policy pages, the intro landing, account deletion and e-mail preferences.

const POLICIES = [
  ['/terms', 'Terms and policies'],
  ['/terms/privacy-policy', 'Privacy policy'],
  ['/terms/code-of-conduct', 'Code of conduct'],
  ['/terms/cookie-policy', 'Cookie policy'],
  ['/privacy-policy', 'Privacy policy'],
  ['/code-of-conduct', 'Code of conduct'],
  ['/cookie-policy', 'Cookie policy'],
] as const;

test('every policy page is readable, even on a subscribable network where guests are otherwise redirected', async ({ page }, testInfo) => {
  for (const [path, title] of POLICIES) {
    await page.goto(`/${DEMO.subscribable.slug}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(`/${DEMO.subscribable.slug}${path}`);
  }
  await expect(page.getByRole('table')).toContainText('authed-before');
  await expectAccessible(page);
  await snap(page, testInfo, 'cookie-policy-desktop');
  await page.setViewportSize(VIEWPORTS.mobile);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await snap(page, testInfo, 'cookie-policy-mobile');
});

test('the intro landing of a private network offers sign in and join', async ({ page }, testInfo) => {
  await page.goto(`/${DEMO.private.slug}`);
  await expect(page).toHaveURL(`/${DEMO.private.slug}/intro`);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${DEMO.private.name}` })).toBeVisible();
  await expectAccessible(page);
  await snap(page, testInfo, 'intro-desktop');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('delete my account: confirmation, deletion, signed out', async ({ page }, testInfo) => {
  await page.goto(`/${DEMO.public.slug}`);
  await signInThroughApi(page, '/api', DEMO.public.id, 'giulia@demo.test');
  await page.goto(`/${DEMO.public.slug}/delete-my-account`);
  await expect(page.getByRole('heading', { name: 'Delete your account' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Delete my account' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('I understand that my account will be deleted and that this cannot be undone.').check();
  await expectAccessible(page);
  await snap(page, testInfo, 'delete-account-desktop');
  await submit.click();
  await expect(page.getByText('Your account has been deleted.').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('notification preferences: a bad link is explained', async ({ page }) => {
  await page.goto(`/${DEMO.public.slug}/notification-preferences?token=unsub-nobody`);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await page.goto(`/${DEMO.public.slug}/notification-preferences?token=`);
  await expect(page.getByText('This address has no unsubscribe code.', { exact: false })).toBeVisible();
});
