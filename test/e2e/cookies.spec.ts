import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AS_A_PERSON, CHROMIUM_PATH } from './chromium';
import { DEMO, expectAccessible, snap, VIEWPORTS } from './support';

// Demo build only. Spec §4: the cookie popup is hidden from test automation, so these tests launch
// Chromium with navigator.webdriver false, as a person's browser.

const popupOf = (page: Page) => page.getByRole('dialog', { name: 'Cookies on this network' });

async function storedConsent(page: Page): Promise<{ categories: string[]; consentId: string; givenAt: string; revision: string } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent:net-harbour-runners') ?? 'null'));
}

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: AS_A_PERSON } });

test.describe('as a person (navigator.webdriver false)', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    test(`first visit: the popup, its details, accept all (${label})`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      // Spec §9: the popup comes in over 500 ms, for a person who has not asked for less motion (the desktop run).
      const motion = viewport.width > 768 ? 'no-preference' : 'reduce';
      await page.emulateMedia({ reducedMotion: motion });
      await page.goto(`/${DEMO.public.slug}`);
      const popup = popupOf(page);
      await expect(popup).toBeVisible();
      const animation = await popup.evaluate((element) => ({ name: getComputedStyle(element).animationName, duration: getComputedStyle(element).animationDuration }));
      expect(animation).toEqual(motion === 'reduce' ? { name: 'none', duration: expect.any(String) } : { name: 'cookie-in', duration: '0.5s' });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const box = await popup.boundingBox();
      if (viewport.width > 768) expect(Math.round(box?.width ?? 0)).toBe(620);
      else expect(Math.round(box?.width ?? 0)).toBe(viewport.width);
      // Reject is as easy and as prominent as accept.
      const reject = popup.getByRole('button', { name: 'Reject optional', exact: true });
      const acceptAll = popup.getByRole('button', { name: 'Accept all' });
      expect(await reject.getAttribute('class')).toBe(await acceptAll.getAttribute('class'));
      await expectAccessible(page, { onlyAt: VIEWPORTS.mobile });
      await snap(page, testInfo, `cookie-popup-${label}`);

      await popup.getByRole('button', { name: 'Details' }).click();
      await expect(popup.getByRole('tab', { name: 'Used cookies' })).toHaveAttribute('aria-selected', 'true');
      await expect(popup.getByRole('switch', { name: 'Necessary' }).or(popup.getByRole('checkbox', { name: 'Necessary' }))).toBeDisabled();
      // Nothing optional is pre-ticked.
      await expect(popup.getByRole('switch', { name: 'Analytics' }).or(popup.getByRole('checkbox', { name: 'Analytics' }))).not.toBeChecked();
      await snap(page, testInfo, `cookie-details-${label}`);
      await popup.getByRole('tab', { name: 'How cookies work' }).click();
      await expect(popup.getByRole('tabpanel')).toBeVisible();
      await expectAccessible(page, { onlyAt: VIEWPORTS.mobile });

      await acceptAll.click();
      await expect(popup).toBeHidden();
      const consent = await storedConsent(page);
      expect(consent?.categories).toEqual(expect.arrayContaining(['necessary', 'performance', 'analytics']));
      expect(consent?.consentId).toBeTruthy();
      await page.reload();
      await expect(page.getByRole('feed', { name: 'Latest contents' })).toBeVisible();
      await expect(popupOf(page)).toHaveCount(0);
    });
  }

  test('reject optional declines every optional category; the choice can be changed later from the footer', async ({ page }) => {
    await page.goto(`/${DEMO.public.slug}`);
    const popup = popupOf(page);
    await popup.getByRole('button', { name: 'Reject optional', exact: true }).click();
    await expect(popup).toBeHidden();
    expect((await storedConsent(page))?.categories).toEqual(['necessary']);

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Details' }).click();
    await popup.getByRole('switch', { name: 'Analytics' }).or(popup.getByRole('checkbox', { name: 'Analytics' })).check();
    await popup.getByRole('button', { name: 'Accept selected' }).click();
    await expect(popup).toBeHidden();
    expect((await storedConsent(page))?.categories).toEqual(['necessary', 'analytics']);
    const history = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent-history:net-harbour-runners') ?? '[]') as unknown[]);
    expect(history).toHaveLength(2);
  });

  test('closing the popup declines the optional categories', async ({ page }) => {
    await page.goto(`/${DEMO.public.slug}`);
    await popupOf(page).getByRole('button', { name: 'Close and reject optional cookies' }).click();
    await expect(popupOf(page)).toBeHidden();
    expect((await storedConsent(page))?.categories).toEqual(['necessary']);
  });

  test('a consent of an older policy revision asks again', async ({ page }) => {
    await page.goto(`/${DEMO.public.slug}`);
    await popupOf(page).getByRole('button', { name: 'Accept all' }).click();
    await page.evaluate(() => {
      const consent = JSON.parse(localStorage.getItem('cookie-consent:net-harbour-runners') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('cookie-consent:net-harbour-runners', JSON.stringify({ ...consent, revision: '2020-01' }));
    });
    await page.reload();
    await expect(popupOf(page)).toBeVisible();
  });
});
