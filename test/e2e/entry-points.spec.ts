import { expect, test } from './fixtures';
import { authDialog, DEMO, expectAccessible, snap } from './support';

// Demo build: the sign-in entry points and the app's own messages in the member's language (issue 7).

for (const [path, mode, heading] of [
  ['login', 'sign-in', `Log in to ${DEMO.public.name}`],
  ['register', 'sign-up', `Sign up to ${DEMO.public.name}`],
] as const) {
  test(`/${path} opens the modal at the network's first step in ${mode} mode: Google, Facebook, the phone option and the policies footer`, async ({ page }, testInfo) => {
    await page.goto(`/${DEMO.public.slug}/${path}`);
    const dialog = authDialog(page);
    await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'use phone or e-mail' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'privacy policy' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'code of conduct' })).toBeVisible();
    await expectAccessible(page);
    await snap(page, testInfo, `entry-${path}-cta-desktop`);
  });
}

test("the header's sign-in button opens the same first step", async ({ page }) => {
  await page.goto(`/${DEMO.public.slug}`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = authDialog(page);
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'privacy policy' })).toBeVisible();
});

test('a wrong password shows the server message as a toast, after exactly one login call', async ({ page }) => {
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/v2/auth/login')) logins.push(request.url());
  });
  await page.goto(`/${DEMO.public.slug}/login`);
  const dialog = authDialog(page);
  await dialog.getByRole('button', { name: 'use phone or e-mail' }).click();
  await dialog.getByRole('tab', { name: 'E-mail' }).click();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('nobody.here@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong!pass1');
  await dialog.getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByText('The e-mail address or the password is not correct.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Wrong e-mail or password' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Log in' })).toBeEnabled();
  expect(logins).toHaveLength(1);
});

test('in Italian, a sign-up exchange that never completes says so in Italian', async ({ page }) => {
  await page.clock.install();
  await page.goto(`/${DEMO.public.slug}`);
  await page.getByRole('button', { name: /^Demo tools/ }).click();
  await page.getByLabel('Sign-up exchange never completes').check();
  await page.getByRole('button', { name: 'Hide demo tools' }).click();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Italiano' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Accedi' })).toBeVisible();

  await page.goto(`/${DEMO.public.slug}/register`);
  const dialog = authDialog(page);
  await dialog.getByRole('button', { name: 'usa telefono o e-mail' }).click();
  await dialog.getByLabel('Data di nascita').fill('1990-02-03');
  await dialog.getByRole('button', { name: 'Continua' }).click();
  await dialog.getByRole('tab', { name: 'E-mail' }).click();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`slow.${Date.now()}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill('Harbour!26');
  await dialog.getByRole('button', { name: 'Iscriviti', exact: true }).click();
  // 1 + 5 polls, 1 s apart (spec §9), on the page's clock.
  for (let poll = 0; poll < 6; poll++) await page.clock.runFor(1_000);

  await expect(page.getByText('Raggiunto il numero massimo di tentativi')).toBeVisible();
  await expect(page.getByText('Maximum polling attempts reached')).toHaveCount(0);
});
