import { expect, test } from './fixtures';
import { snapBothWidths } from './paymentsSupport';
import { DEMO, expectAccessible, signInThroughApi, VIEWPORTS } from './support';

// /notification-preferences of spec §2, in both builds. Bruno's and Mara's e-mail preferences are read and changed here
// only, one member per test: the http project's fake back end server is shared by its tests, which run side by side
// (the live specs use Bruno for the chat alone, the settings spec Mara for her names).

const HARBOUR = DEMO.public;
const PAGE = `/${HARBOUR.slug}/notification-preferences`;

test('a member chooses what they are e-mailed about from the settings: each choice saved with a toast, and kept', async ({ page, apiBaseUrl }, testInfo) => {
  await page.goto(`/${HARBOUR.slug}`);
  await signInThroughApi(page, apiBaseUrl || '/api', HARBOUR.id, 'bruno@demo.test');
  await page.goto(`/${HARBOUR.slug}/settings`);
  const link = page.getByRole('region', { name: 'Your account' }).getByRole('link', { name: 'Notification preferences' });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(PAGE);
  // A new page opens at its top, wherever the link was.
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail preferences' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const topics = page.getByRole('region', { name: 'E-mail me about' });
  const chat = topics.getByRole('switch', { name: 'Chat' });
  await expect(chat).toBeChecked();
  const digest = page.getByRole('radiogroup', { name: 'Summary e-mail' });
  await expect(digest.getByRole('radio', { name: 'Every week' })).toBeChecked();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'email-preferences');

  // Spec §9: the toast shows top-right on a desktop and closes after 5 s (the page's clock, moved by hand).
  // Paused, so that only runFor moves it: the time the checks take on a busy machine is not the toast's.
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await chat.click();
  const toast = page.getByText('E-mail preferences saved.');
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1280 - 120);
  await page.clock.runFor(4_500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_500);
  // Its way out is an animation of its own (a fraction of a second): time flows again for it, not for a longer wait.
  await page.clock.resume();
  await expect(toast).toBeHidden({ timeout: 1_500 });
  await digest.getByRole('radio', { name: 'Every day' }).check();
  await expect(chat).not.toHaveAttribute('aria-busy', 'true');
  await expect(digest).not.toHaveAttribute('aria-busy', 'true');

  await page.reload();
  await expect(topics.getByRole('switch', { name: 'Chat' })).not.toBeChecked();
  await expect(topics.getByRole('switch', { name: 'Announcements' })).toBeChecked();
  await expect(digest.getByRole('radio', { name: 'Every day' })).toBeChecked();
  await page.getByRole('link', { name: 'Back to settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('a guest is asked to sign in; the e-mail link turns everything off without a session, and the member then sees it', async ({ page, apiBaseUrl }, testInfo) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(PAGE);
  const main = page.getByRole('main');
  await expect(main.getByText('Sign in to choose which e-mails Harbour Runners sends you.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'email-preferences-guest');

  await page.goto(`${PAGE}?token=unsub-mem-mara-harbour`);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail preferences updated' })).toBeVisible();
  await expect(page).toHaveURL(PAGE);

  await signInThroughApi(page, apiBaseUrl || '/api', HARBOUR.id, 'mara@demo.test');
  await page.goto(PAGE);
  const topics = page.getByRole('region', { name: 'E-mail me about' });
  await expect(topics.getByRole('switch')).toHaveCount(4);
  for (const control of await topics.getByRole('switch').all()) await expect(control).not.toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Summary e-mail' }).getByRole('radio', { name: 'Never' })).toBeChecked();
});
