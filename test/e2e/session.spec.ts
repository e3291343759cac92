import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountMenuButton, chooseInAccountMenu, DEMO, signInThroughApi } from './support';

// Http build against the fake back end server: one server for every tab, rotating refresh tokens (issue 7).

const API = 'http://127.0.0.1:4010';

/**
 * After a reload the session is restored first (lazy chunks, the refresh behind the other tab's lock, the
 * membership): about 1.2 s on an idle machine, and more than the default 7 s once on a busy CI machine.
 */
async function expectMember(page: Page) {
  await expect(accountMenuButton(page)).toBeVisible({ timeout: 20_000 });
}

async function expectGuest(page: Page, options?: { timeout: number }) {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible(options);
}

/** A member on the public network, in a new tab of `context`, signed in as a reload after sign-in leaves it. */
async function memberTab(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/${DEMO.public.slug}`);
  await signInThroughApi(page, API, DEMO.public.id, email);
  await page.reload();
  await expectMember(page);
  return page;
}

const storedRefreshToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), `refresh-token:${DEMO.public.id}`);

test('two tabs reloading at the same moment both stay signed in, though the server rotates refresh tokens', async ({ context }) => {
  test.slow(); // nine page loads, each restoring the session
  const first = await memberTab(context, 'giulia@demo.test');
  const second = await context.newPage();
  await second.goto(`/${DEMO.public.slug}`);
  await expectMember(second);

  for (let round = 0; round < 3; round++) {
    await Promise.all([first.reload(), second.reload()]);
    await expectMember(first);
    await expectMember(second);
  }
  expect(await storedRefreshToken(first)).not.toBeNull();
});

test('a member who reloads while a refresh is in flight stays signed in (the refresh reuse grace)', async ({ context }) => {
  const page = await memberTab(context, 'giulia@demo.test');
  // The next refresh reaches the server, which rotates the refresh token, but its answer never reaches the page:
  // the page reloads before it arrives, and presents the token the server has just rotated away.
  let heldOne = false;
  let rotatedTo: (refreshToken: string) => void = () => undefined;
  const rotation = new Promise<string>((resolve) => (rotatedTo = resolve));
  await page.route((url) => url.pathname === '/v2/auth/refresh', async (route) => {
    if (heldOne) return route.fallback();
    heldOne = true;
    const answer = await route.fetch();
    rotatedTo(((await answer.json()) as { data: { refreshToken: string } }).data.refreshToken);
  });
  const presented = await storedRefreshToken(page);

  await page.reload();
  const rotated = await rotation;
  expect(await storedRefreshToken(page)).toBe(presented);
  await page.reload();

  await expectMember(page);
  // Within the grace the server answered the rotated-away token with the tokens of its rotation.
  await expect.poll(() => storedRefreshToken(page)).toBe(JSON.stringify(rotated));
});

test('logging out in one tab turns the other tab into a guest within 1 s', async ({ context }) => {
  const first = await memberTab(context, 'marco@demo.test');
  const second = await context.newPage();
  await second.goto(`/${DEMO.public.slug}`);
  await expectMember(second);
  const logouts: string[] = [];
  first.on('request', (request) => {
    if (request.url().includes('/v2/auth/logout')) logouts.push(request.method());
  });

  await chooseInAccountMenu(first, 'Log out');

  await expectGuest(first);
  await expectGuest(second, { timeout: 1_000 });
  expect(await storedRefreshToken(second)).toBeNull();
  // The server is told once, without the tabs waiting for it (the sign-in chunk with its gateway may still be on its way).
  await expect.poll(() => logouts).toEqual(['POST']);
});

test('reloading while offline, then going online, leaves the member signed in', async ({ context }) => {
  const page = await memberTab(context, 'nora@demo.test');
  // The app's own files as a service worker or the browser cache would keep them, so the page itself
  // loads offline; the API is passed through while online and unreachable while offline.
  let offline = false;
  const appFiles = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
  await context.route(/^http:\/\/127\.0\.0\.1:(4174|4010)\//, async (route) => {
    const url = route.request().url();
    if (url.startsWith(API)) {
      if (offline) return route.abort('internetdisconnected');
      // A reload while the answer is on its way disposes of it: the request went with the page.
      return route.fetch().then((response) => route.fulfill({ response }), () => route.abort().catch(() => undefined)).catch(() => undefined);
    }
    if (!appFiles.has(url)) {
      try {
        const response = await route.fetch();
        appFiles.set(url, { status: response.status(), headers: response.headers(), body: await response.body() });
      } catch {
        // The page reloaded while this file was on its way (a lazy chunk, such as the live channel's): it went with it.
        return route.abort().catch(() => undefined);
      }
    }
    const cached = appFiles.get(url);
    if (cached) await route.fulfill(cached);
  });
  await page.reload();
  await expectMember(page);

  offline = true;
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('The server could not be reached. Check your connection and try again.')).toBeVisible();
  expect(await storedRefreshToken(page)).not.toBeNull();

  offline = false;
  await context.setOffline(false);
  // No click: the app tries again when the browser is back online.
  await expectMember(page);
});
