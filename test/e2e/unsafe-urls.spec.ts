import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountMenuButton, authDialog, DEMO } from './support';

// Demo build only: URLs from the server are followed only when safe, and SSO callbacks leave no
// token in the address bar or the history, whatever the outcome.

const SLUG = DEMO.customSso.slug;
const TOKEN_IN_URL = /access_token|[?&#]code=|state=/;

/** Switches QA scenarios of the embedded fake back end (README "For QA"); they persist across reloads. */
async function setScenarios(page: Page, patch: Record<string, unknown>): Promise<void> {
  const status = await page.evaluate(async (body) => {
    const response = await fetch('/api/__demo/scenarios', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return response.status;
  }, patch);
  expect(status).toBe(200);
}

async function openNetwork(page: Page): Promise<void> {
  await page.goto(`/${SLUG}`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
}

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

test('a javascript: SSO authorize URL is never followed, and the visitor is told why', async ({ page }) => {
  const scripts: string[] = [];
  page.on('dialog', (dialog) => {
    scripts.push(dialog.message());
    void dialog.dismiss();
  });
  await openNetwork(page);
  await setScenarios(page, { hostileUrls: true });
  await page.reload();
  const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  // The hostile logo is not rendered: the header shows the network's initial instead.
  await expect(page.locator('header img')).toHaveCount(0);
  const before = await historyLength(page);

  await signIn.click();
  const dialog = authDialog(page);
  await dialog.getByRole('button', { name: 'continue to log in' }).click();

  await expect(page.getByText("This sign-in provider's address is not safe, so the app will not open it.")).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'continue to log in' })).toBeVisible();
  await expect(page).toHaveURL(`/${SLUG}`);
  expect(await historyLength(page)).toBe(before);
  expect(scripts).toEqual([]);
  // Nothing was kept for a sign-in that never started.
  expect(await page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => /sso/i.test(key)))).toEqual([]);
});

test('after a successful SSO round trip the token is in neither the address bar nor the history', async ({ page }) => {
  // Every answer is slowed down on purpose (below): the round trip takes a while.
  test.setTimeout(60_000);
  await openNetwork(page);
  const atStart = await historyLength(page);
  // Slow answers keep the callback page on its exchange long enough to look at the address bar.
  await setScenarios(page, { latencyMs: 800 });
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await authDialog(page).getByRole('button', { name: 'continue to log in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Northwind ID' })).toBeVisible();
  await page.getByLabel('E-mail').fill('sam@demo.test');
  await page.getByRole('button', { name: 'Continue' }).click();

  // While the token is being exchanged, the address already carries none of it.
  const exchanging = page.getByRole('progressbar', { name: 'Signing you in…' });
  await expect(exchanging).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/auth/custom-sso$`), { timeout: 500 });
  await expect(exchanging).toBeVisible();

  await expect(page).toHaveURL(`/${SLUG}`, { timeout: 15_000 });
  await expect(accountMenuButton(page)).toBeVisible();
  expect(page.url()).not.toMatch(TOKEN_IN_URL);
  // The provider's page and the callback: the app replaced the callback's entry rather than adding one.
  expect(await historyLength(page)).toBe(atStart + 2);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Sign in with Northwind ID' })).toBeVisible();
  // Back lands on the provider's own sign-in page (its authorize request), never on the callback with the token.
  expect(page.url()).toContain('/__demo/idp/custom-sso?');
  expect(page.url()).not.toContain('access_token');
  await page.goForward();
  await expect(page).toHaveURL(`/${SLUG}`);
});

const FORGED_STATE = 'This sign-in link is not valid any more. Please start again.';
for (const [what, callback, refusal] of [
  ['token in the fragment', '#access_token=forged-token&state=not-mine', FORGED_STATE],
  ['token in the query', '?access_token=forged-token&state=not-mine', FORGED_STATE],
  // api-contract.md has no code exchange: an authorization code is refused as such, and sent nowhere.
  ['authorization code in the query', '?code=forged-token&state=not-mine', 'This sign-in service answered with an authorization code, which this app cannot use'],
] as const) {
  test(`after a forged SSO callback (${what}) the token is in neither the address bar nor the history`, async ({ page }) => {
    await openNetwork(page);
    const before = await historyLength(page);
    await page.goto(`/${SLUG}/auth/custom-sso${callback}`);
    await expect(page.getByText(refusal)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/${SLUG}/auth/custom-sso`);
    expect(page.url()).not.toMatch(TOKEN_IN_URL);
    expect(page.url()).not.toContain('forged-token');
    // One entry for the callback, replaced in place: none left with the token in it.
    expect(await historyLength(page)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(`/${SLUG}`);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/${SLUG}/auth/custom-sso$`));
    expect(page.url()).not.toContain('forged-token');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
}
