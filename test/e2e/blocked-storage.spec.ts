import { expect, test } from './fixtures';
import { authDialog, DEMO } from './support';

// A browser that blocks site data throws a SecurityError as soon as a page touches `localStorage` or
// `sessionStorage`. Demo mode must still start: the fake back end and the app then keep their state in memory.
// (Run it on the demo build: `npm run build:demo`, then `npx playwright test test/e2e/blocked-storage.spec.ts --project demo`.)

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
        },
      });
    }
  });
});

test('with site storage blocked, a network page still shows its name and a way to sign in', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`/${DEMO.public.slug}`);

  await expect(page.getByRole('banner').getByText(DEMO.public.name)).toBeVisible();
  const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await signIn.click();
  await expect(authDialog(page)).toBeVisible();
  // The storage really is blocked in this page (demo mode stands in for localStorage only, in memory).
  expect(await page.evaluate(() => {
    try {
      return typeof window.sessionStorage;
    } catch (error) {
      return (error as DOMException).name;
    }
  })).toBe('SecurityError');
  expect(errors).toEqual([]);
});
