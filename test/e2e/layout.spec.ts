import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountMenuButton, chooseInAccountMenu, DEMO, signInThroughApi, snap, VIEWPORTS } from './support';

// Demo build only: the embedded fake back end answers at /api in the page's own origin.

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`a restored member signs out: toast placement and layout (${label})`, async ({ page }, testInfo) => {
      await page.goto(`/${DEMO.public.slug}`);
      await expect(page.getByRole('feed', { name: 'Latest contents' })).toBeVisible();
      await signInThroughApi(page, '/api', DEMO.public.id, 'ada@demo.test');
      await page.reload();
      await expect(accountMenuButton(page)).toBeVisible();
      await snap(page, testInfo, `network-home-member-${label}`);

      // Nothing overflows sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await chooseInAccountMenu(page, 'Log out');
      const toast = page.getByRole('alert').filter({ hasText: 'You have signed out.' });
      await expect(toast).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await snap(page, testInfo, `signed-out-toast-${label}`);

      const box = await toast.boundingBox();
      expect(box).not.toBeNull();
      if (!box) return;
      expect(box.y).toBeLessThan(120);
      const centre = box.x + box.width / 2;
      if (viewport.width <= 768) {
        // Top-center at 768 px or less.
        expect(Math.abs(centre - viewport.width / 2)).toBeLessThan(40);
      } else {
        // Top-right on desktop.
        expect(box.x + box.width).toBeGreaterThan(viewport.width - 80);
        expect(box.x).toBeGreaterThan(viewport.width / 2);
      }
    });

    test(`landing, subscribe and not-found pages fit (${label})`, async ({ page }, testInfo) => {
      for (const [path, name] of [['/', 'landing'], [`/${DEMO.subscribable.slug}`, 'subscribe'], ['/nowhere', 'not-found']] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        await snap(page, testInfo, `${name}-${label}`);
      }
    });
  });
}

test('a member whose subscription was canceled is sent to /subscribe with the reason', async ({ page }) => {
  await page.goto(`/${DEMO.subscribable.slug}`);
  await expect(page).toHaveURL(/\/subscribe$/);
  await signInThroughApi(page, '/api', DEMO.subscribable.id, 'elena@demo.test');
  await page.goto(`/${DEMO.subscribable.slug}`);
  await expect(page).toHaveURL(`/${DEMO.subscribable.slug}/subscribe?deny_reason=canceled`);
  await expect(page.getByTestId('access-reason')).toHaveText('Your subscription has ended, so the contents are no longer available.');
});

test('a subscriber reads the subscribable network', async ({ page }) => {
  await page.goto(`/${DEMO.subscribable.slug}`);
  await signInThroughApi(page, '/api', DEMO.subscribable.id, 'chiara@demo.test');
  await page.goto(`/${DEMO.subscribable.slug}`);
  await expect(page.getByRole('feed', { name: 'Latest contents' }).getByRole('article').first()).toBeVisible();
  await expect(page).toHaveURL(`/${DEMO.subscribable.slug}`);
});

test('under test automation (navigator.webdriver true) the cookie popup stays hidden (spec §4)', async ({ page }) => {
  await page.goto(`/${DEMO.public.slug}`);
  await expect(page.getByRole('feed', { name: 'Latest contents' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Cookies on this network' })).toHaveCount(0);
});

test('every dialog is full width at 375 px: forgot password, country picker, conflict popup', async ({ page }, testInfo) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  const expectFullWidth = async (dialog: ReturnType<Page['getByRole']>) => {
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(VIEWPORTS.mobile.width - 1);
  };

  await page.goto(`/${DEMO.public.slug}/forgot-password`);
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(forgot).toBeVisible();
  await expectFullWidth(forgot);
  await snap(page, testInfo, 'forgot-password-mobile');

  await page.goto(`/${DEMO.public.slug}/login`);
  const auth = page.getByRole('dialog').filter({ has: page.locator('#auth-dialog-title') });
  await auth.getByRole('button', { name: 'use phone or e-mail' }).click();
  await auth.getByRole('button', { name: /Country/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a country' });
  await expect(picker).toBeVisible();
  await expectFullWidth(picker);
  await snap(page, testInfo, 'country-picker-mobile');
  await page.keyboard.press('Escape');

  await auth.getByRole('button', { name: 'New here? Sign up' }).click();
  await auth.getByLabel('Birthday').fill('1990-01-01');
  await auth.getByRole('button', { name: 'Continue' }).click();
  await auth.getByRole('tab', { name: 'E-mail' }).click();
  await auth.getByRole('textbox', { name: 'E-mail' }).fill('ada@demo.test');
  const conflict = page.getByRole('dialog', { name: 'You are already a member' });
  await expect(conflict).toBeVisible();
  await expectFullWidth(conflict);
  await snap(page, testInfo, 'conflict-popup-mobile');
});

test('with reduced motion asked for, the sign-in dialog appears without a transition', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/${DEMO.public.slug}`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  // MUI's fade and grow are CSS transitions it sets inline: none may run in the frames after the dialog appears
  // (looked at from the page itself: a round trip from the test can take longer than the transition).
  const transitions = await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    [...document.querySelectorAll('header button')].find((button) => button.textContent === 'Sign in')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    while (!document.querySelector('[role="dialog"]')) await nextFrame();
    await nextFrame();
    return document.getAnimations().filter((animation) => animation instanceof CSSTransition).length;
  });
  expect(transitions).toBe(0);
  await expect(page.getByRole('dialog')).toBeVisible();
});
