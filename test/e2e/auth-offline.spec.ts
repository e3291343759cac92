import { expect, test } from './fixtures';
import { authDialog, DEMO, snap } from './support';

// http build only: in the demo build the app's files come through the demo back end's service worker, which the
// test's routes do not see.

test('forms that cannot be downloaded say so inside the modal, and come on "Try again"', async ({ page }, testInfo) => {
  // The steps with fields are a chunk of their own (with MUI), fetched ahead on the first pointer in the modal and
  // again when needed: both fail while the chunk cannot be reached.
  let reachable = false;
  await page.route(/\/assets\/MuiSteps-[^/]*\.js$/, (route) => (reachable ? route.continue() : route.abort('internetdisconnected')));
  await page.goto(`/${DEMO.public.slug}`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = authDialog(page);
  await dialog.getByRole('button', { name: 'use phone or e-mail' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The server could not be reached.');
  // The page is still there behind the modal, not the whole app's failure panel.
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await snap(page, testInfo, 'auth-forms-unreachable-desktop');
  reachable = true;
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByLabel('Birthday')).toBeVisible();
});
