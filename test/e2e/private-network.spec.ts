import { expect, test } from './fixtures';
import { authDialog, DEMO, DEMO_PASSWORD } from './support';

// The fixed login dialog of a private network without an intro page (spec §2, §4), in the http build: the demo's only
// private network has its intro page on, so the test turns it off in the network's answer.

test('a guest of a private network gets the login dialog fixed in the app, not on its policy pages (leaving for one closes it, forced); signing in probes the access', async ({ page, apiBaseUrl }) => {
  await page.route(`${apiBaseUrl}/v2/networks/by-slug/${DEMO.private.slug}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { isIntroLandingActive: boolean } };
    body.data.isIntroLandingActive = false;
    await route.fulfill({ response, json: body });
  });
  const dialog = authDialog(page);

  // A policy page opened from a link does not force the dialog.
  await page.goto(`/${DEMO.private.slug}/terms/privacy-policy`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The network's home does, fixed: Escape does not close it.
  await page.getByRole('link', { name: `${DEMO.private.name} home` }).click();
  await expect(page).toHaveURL(`/${DEMO.private.slug}`);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // Back on the policy page, the app closes it itself; forward in the app, it is there again.
  await page.goBack();
  await expect(page).toHaveURL(`/${DEMO.private.slug}/terms/privacy-policy`);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goForward();
  await expect(dialog).toBeVisible();

  // Signed in, the member's access is probed with a list of one content (spec §7), and the dialog is gone.
  const probe = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname.endsWith('/v2/contents') && url.searchParams.get('limit') === '1';
  });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('nina@demo.test');
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  expect(new URL((await probe).url()).searchParams.get('offset')).toBe('0');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('feed', { name: 'Latest contents' })).toBeVisible();
});
