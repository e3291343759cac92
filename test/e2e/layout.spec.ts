import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Locator } from '@playwright/test';
import { accountMenuButton, authDialog, chooseInAccountMenu, DEMO, signInThroughApi, snap, VIEWPORTS, SCREENSHOT_VIEWPORTS } from './support';

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

    test(`the demo tools bar covers nothing of the app: feed, sign-in dialog, footer, chat; the type chips show there are more (${label})`, async ({ page }, testInfo) => {
      await page.goto(`/${DEMO.public.slug}`);
      await expect(page.getByRole('feed', { name: 'Latest contents' })).toBeVisible();
      const bar = page.getByRole('complementary', { name: 'Demo back end' });
      await expect(bar.getByRole('button', { name: 'Demo tools' })).toBeVisible();
      const barBottom = await bottomOf(bar);
      expect(await appElementsUnder(page, barBottom)).toEqual([]);
      expect(await topOf(page.locator('.site-header'))).toBe(barBottom);
      await snap(page, testInfo, `demo-bar-feed-${label}`);

      // The type chips: on a phone they scroll sideways, a faded edge saying there are more; Tab brings the last in.
      const chips = page.getByRole('group', { name: 'Show' });
      const hidden = () => chips.evaluate((row) => ({ before: row.hasAttribute('data-more-before'), after: row.hasAttribute('data-more-after') }));
      if (viewport.width <= 768) {
        expect(await hidden()).toEqual({ before: false, after: true });
        expect(await chips.evaluate((row) => getComputedStyle(row).maskImage)).toContain('linear-gradient');
        await chips.getByRole('button').last().focus();
        // Scrolled to its end: the last chip in full, a fade now at the start only.
        await expect.poll(hidden).toEqual({ before: true, after: false });
        await expect(chips.getByRole('button').last()).toBeInViewport();
      } else {
        expect(await hidden()).toEqual({ before: false, after: false });
      }

      // A dialog and its backdrop start below the bar, where a one-time code is read while it is open.
      await page.locator('.site-header').getByRole('button', { name: 'Sign in' }).click();
      await expect(authDialog(page)).toBeVisible();
      expect(await topOf(page.locator('.modal'))).toBe(barBottom);
      expect(await topOf(authDialog(page))).toBeGreaterThanOrEqual(barBottom);
      await page.keyboard.press('Escape');
      await expect(authDialog(page)).toBeHidden();

      // Down at the footer the header stays right below the bar, and the footer's first link (which the floating
      // demo button used to cover) is in sight.
      const footerLinks = page.getByRole('navigation', { name: `More of ${DEMO.public.name}` }).getByRole('link');
      await footerLinks.first().scrollIntoViewIfNeeded();
      await expect(footerLinks.first()).toBeInViewport({ ratio: 1 });
      expect(await topOf(page.locator('.site-header'))).toBe(barBottom);
      expect(await topOf(footerLinks.first())).toBeGreaterThan(barBottom);

      // The chat fills the window below the bar: its composer is in sight without scrolling.
      await signInThroughApi(page, '/api', DEMO.public.id, 'rosa@demo.test');
      await page.goto(`/${DEMO.public.slug}/chat`);
      await page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Sunday long run/ }).click();
      const composer = page.getByRole('textbox', { name: 'Write a message' });
      await expect(composer).toBeInViewport({ ratio: 1 });
      expect(await appElementsUnder(page, barBottom)).toEqual([]);
      await snap(page, testInfo, `demo-bar-chat-${label}`);
    });

    test(`landing, subscribe and not-found pages fit (${label})`, async ({ page }, testInfo) => {
      for (const [path, name] of [['/', 'landing'], [`/${DEMO.subscribable.slug}`, 'subscribe'], ['/nowhere', 'not-found']] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        await snap(page, testInfo, `${name}-${label}`);
        if (name === 'landing') {
          // Every network's name in full on its card: a long one wraps.
          const headings = page.getByRole('list').getByRole('heading', { level: 2 });
          await expect(headings).toHaveCount(6);
          expect(await headings.evaluateAll((all) => all.filter((heading) => heading.scrollWidth > heading.clientWidth).map((heading) => heading.textContent))).toEqual([]);
        }
      }

      // The header shows the longest name in full (on two or three lines), its full text in a tooltip besides.
      await page.goto(`/${DEMO.subscribable.slug}/subscribe`);
      const name = page.locator('.site-header__name');
      await expect(name).toHaveText(DEMO.subscribable.name);
      await expect(name).toHaveAttribute('title', DEMO.subscribable.name);
      expect(await name.evaluate((element) => element.scrollHeight <= element.clientHeight && element.scrollWidth <= element.clientWidth)).toBe(true);
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
  // The phone layout’s widest: 768 px is still "768 px or less" (spec §2).
  const tablet = SCREENSHOT_VIEWPORTS.tablet;
  await page.setViewportSize(tablet);
  expect((await forgot.boundingBox())?.width).toBeGreaterThanOrEqual(tablet.width - 1);
  await page.setViewportSize(VIEWPORTS.mobile);

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

async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return Math.round(box.y);
}

async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return Math.round(box.y + box.height);
}

/**
 * The app's visible elements whose box, as far as the boxes that clip it let it show (a scrolled list's rows), reaches
 * into the band above `barBottom`.
 */
function appElementsUnder(page: Page, barBottom: number): Promise<string[]> {
  return page.evaluate((bottom) => {
    const bar = document.querySelector('aside[aria-label="Demo back end"]');
    const shownTop = (element: Element): number => {
      let { top, height } = element.getBoundingClientRect();
      if (height === 0) return Infinity;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        if (clip.bottom <= top || clip.top >= top + height) return Infinity;
        height = Math.min(top + height, clip.bottom) - Math.max(top, clip.top);
        top = Math.max(top, clip.top);
      }
      return top;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => !bar?.contains(element) && element.checkVisibility() && element.getBoundingClientRect().width > 0)
      .filter((element) => shownTop(element) < bottom - 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  }, barBottom);
}
