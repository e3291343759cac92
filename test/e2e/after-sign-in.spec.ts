import { expect, test } from './fixtures';
import { DEMO, expectAccessible, latestDemoCode, signInThroughApi, snap, VIEWPORTS } from './support';

// Demo build only: what happens to a member between signing in and using the network.

for (const [stored, staysSignedIn] of [['3.0.0', false], ['4.3.0', true]] as const) {
  test(`a stored app version ${stored} ${staysSignedIn ? 'keeps the member signed in' : 'logs the member out'}`, async ({ page }) => {
    await page.goto(`/${DEMO.public.slug}`);
    await signInThroughApi(page, '/api', DEMO.public.id, 'ada@demo.test');
    await page.evaluate((version) => localStorage.setItem('app-version', JSON.stringify(version)), stored);
    await page.reload();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: staysSignedIn ? 'Account menu' : 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('app-version'))).toBe('"4.4.1"');
  });
}

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test(`an unverified member is sent to /verify/email and confirms with the inbox code (${label})`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto(`/${DEMO.public.slug}`);
    await signInThroughApi(page, '/api', DEMO.public.id, 'victor@demo.test');
    await page.reload();
    await expect(page).toHaveURL(`/${DEMO.public.slug}/verify/email`);
    await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Send the code again in \d+ s/ })).toBeDisabled();
    await expectAccessible(page, { onlyAt: VIEWPORTS.mobile });
    await snap(page, testInfo, `verify-email-${label}`);
    await page.getByLabel('Code').fill(await latestDemoCode(page));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
    await expect(page).toHaveURL(`/${DEMO.public.slug}`);
    await page.reload();
    await expect(page.getByRole('feed', { name: 'Latest contents' })).toBeVisible();
    await expect(page).toHaveURL(`/${DEMO.public.slug}`);
  });
}

test('the link variant /verify with a broken link says so', async ({ page }) => {
  await page.goto(`/${DEMO.public.slug}/verify?code=ABC123`);
  await expect(page.getByText('This confirmation link is incomplete.', { exact: false })).toBeVisible();
  // The code does not stay in the address bar (issue 22 §4).
  await expect(page).toHaveURL(`/${DEMO.public.slug}/verify`);
});
