import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountMenuButton, chooseInAccountMenu, DEMO, signInThroughApi } from './support';

// One browser, several networks (issue 22 §1), in both builds: nothing of one network's member, tokens or tracking
// reaches another network's page, in one tab or across tabs. marco@demo.test manages every demo network; each test
// signs in afresh, so the tests sharing the http build's server never share a session.

const HARBOUR = DEMO.public;
const GREEN = DEMO.subscribable;
const MEMBER = 'marco@demo.test';

/** A move inside the app, as a link would make it (no page load: what the app holds in memory stays). */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // The router's own form of an entry (its index in `idx`), so its listener takes the move as a link's.
    history.pushState({ usr: null, key: 'e2e', idx: ((history.state as { idx?: number } | null)?.idx ?? 0) + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function expectMember(page: Page) {
  await expect(accountMenuButton(page)).toBeVisible({ timeout: 20_000 });
}

async function expectGuest(page: Page) {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  await expect(accountMenuButton(page)).toHaveCount(0);
}

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());

/** Signed in on the network of `network` as a reload after sign-in leaves a member: only the refresh token kept. */
async function memberOn(page: Page, apiBaseUrl: string, network: { slug: string; id: string }) {
  await page.goto(`/${network.slug}`);
  await signInThroughApi(page, apiBaseUrl || '/api', network.id, MEMBER);
}

/**
 * Holds Harbour's `GET /v2/memberships/me` until `release` is called (http build), or slows it by the fake back
 * end's QA scenario (demo build: its back end runs in the page, out of reach of routing).
 */
async function holdHarbourMembership(page: Page, apiBaseUrl: string): Promise<{ release: () => void; asked: Promise<unknown> }> {
  const isHarbourMe = (url: URL) => url.pathname.endsWith('/v2/memberships/me') && url.searchParams.get('networkId') === HARBOUR.id;
  let release: () => void = () => undefined;
  if (apiBaseUrl) {
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => isHarbourMe(url), async (route) => {
      await released;
      await route.fallback();
    });
  } else {
    const status = await page.evaluate(async () => (await fetch('/api/__demo/scenarios', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ latencyMs: 4_000, slowCall: 'GET /v2/memberships/me' }) })).status);
    expect(status).toBe(200);
  }
  return { release: () => release(), asked: page.waitForRequest((request) => isHarbourMe(new URL(request.url()))) };
}

test('an answer about the member of the network left never reaches the network now shown', async ({ page, apiBaseUrl }) => {
  await memberOn(page, apiBaseUrl, HARBOUR);
  const membership = await holdHarbourMembership(page, apiBaseUrl);
  await page.reload();
  // Harbour's session is being restored, its membership not answered yet, when the visitor moves on.
  await membership.asked;
  await goInApp(page, `/${GREEN.slug}`);
  await expect(page.getByRole('banner').getByText(GREEN.name)).toBeVisible({ timeout: 20_000 });
  await expectGuest(page);
  membership.release();
  // Past the moment Harbour's answer arrived (at once in the http build, 4 s after it was asked in the demo's).
  await page.waitForTimeout(apiBaseUrl ? 1_500 : 4_500);
  await expectGuest(page);
});

test("a sign-out in another tab reaches this tab's memory of a network it has left", async ({ context, apiBaseUrl }) => {
  const first = await context.newPage();
  await memberOn(first, apiBaseUrl, HARBOUR);
  await first.reload();
  await expectMember(first);
  const second = await context.newPage();
  await second.goto(`/${HARBOUR.slug}`);
  await expectMember(second);
  // The second tab moves to another network, its access token of Harbour still in memory.
  await goInApp(second, `/${GREEN.slug}`);
  await expect(second.getByRole('banner').getByText(GREEN.name)).toBeVisible();

  await chooseInAccountMenu(first, 'Log out');
  await expectGuest(first);

  await goInApp(second, `/${HARBOUR.slug}`);
  await expect(second.getByRole('banner').getByText(HARBOUR.name)).toBeVisible();
  await expectGuest(second);
});

test("one logout leaves nothing of its network behind and touches nothing of another's", async ({ page, apiBaseUrl }) => {
  await memberOn(page, apiBaseUrl, GREEN);
  await memberOn(page, apiBaseUrl, HARBOUR);
  await page.reload();
  await expectMember(page);
  // Traces of a visit: a draft of a comment on each network, and a sign-in with a provider under way.
  await page.evaluate(({ harbour, green }) => {
    localStorage.setItem(`comment-draft:${harbour}:cnt-1`, JSON.stringify({ text: 'half a comment' }));
    localStorage.setItem(`comment-draft:${green}:cnt-9`, JSON.stringify({ text: 'on the other network' }));
    sessionStorage.setItem('sso-state', JSON.stringify({ state: 's', provider: 'custom_sso', returnPath: null }));
  }, { harbour: HARBOUR.id, green: GREEN.id });

  await chooseInAccountMenu(page, 'Log out');
  await expectGuest(page);

  const keys = await storedKeys(page);
  expect(keys.filter((key) => key.includes(HARBOUR.id) && !key.startsWith('cookie-consent'))).toEqual([]);
  expect(keys).toEqual(expect.arrayContaining([`refresh-token:${GREEN.id}`, `comment-draft:${GREEN.id}:cnt-9`]));
  expect(await page.evaluate(() => sessionStorage.getItem('sso-state'))).toBeNull();
  await goInApp(page, `/${GREEN.slug}`);
  await expectMember(page);
});
