import { expect, test } from './fixtures';
import { DEMO, expectAccessible, snap } from './support';

// Runs against the demo build (embedded fake back end) and the http build (fake back end server).

test('the landing page lists the demo networks', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Community networks' })).toBeVisible();
  await expect(page).toHaveTitle('Community networks');
  for (const network of Object.values(DEMO)) {
    await expect(page.getByRole('link', { name: `Visit ${network.name}` })).toBeVisible();
  }
  await expectAccessible(page);
  await snap(page, testInfo, 'landing-desktop');
  await page.getByRole('link', { name: `Visit ${DEMO.public.name}` }).click();
  await expect(page).toHaveURL(`/${DEMO.public.slug}`);
});

test('a network page shows its name and contents', async ({ page }, testInfo) => {
  await page.goto(`/${DEMO.public.slug}`);
  await expect(page.getByRole('banner').getByText(DEMO.public.name)).toBeVisible();
  // Every page names the tab: "Page · Network", the network alone on its home.
  await expect(page).toHaveTitle(DEMO.public.name);
  const contents = page.getByRole('feed', { name: 'Latest contents' });
  await expect(contents.getByRole('article').first()).toBeVisible();
  expect(await contents.getByRole('article').count()).toBeGreaterThan(2);
  await expect(page.getByRole('button', { name: 'Sign in' }).or(page.getByRole('link', { name: 'Sign in' }))).toBeVisible();
  // Everyone finds the rest of the network at the foot of the page: its surveys, and its chat where it has one.
  const more = page.getByRole('navigation', { name: `More of ${DEMO.public.name}` });
  await expect(more.getByRole('link', { name: 'Surveys' })).toHaveAttribute('href', `/${DEMO.public.slug}/surveys`);
  await expect(more.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', `/${DEMO.public.slug}/chat`);
  await expectAccessible(page);
  await snap(page, testInfo, 'network-home-desktop');
});

test('an unknown slug shows the not-found page', async ({ page }, testInfo) => {
  await page.goto('/no-such-network');
  await expect(page.getByRole('heading', { name: 'Network not found' })).toBeVisible();
  await expect(page.getByText('There is no network at “no-such-network”')).toBeVisible();
  await expect(page).toHaveTitle('Network not found');
  await expectAccessible(page);
  await snap(page, testInfo, 'not-found-desktop');
  await page.getByRole('link', { name: 'See all networks' }).click();
  await expect(page).toHaveURL('/');
});

test('an unknown page inside a network says so and leads back', async ({ page }) => {
  await page.goto(`/${DEMO.public.slug}/no-such-page`);
  await expect(page.getByRole('heading', { name: 'This page does not exist.' })).toBeVisible();
  await expect(page).toHaveTitle(`Page not found · ${DEMO.public.name}`);
  await page.getByRole('link', { name: 'Back to the network' }).click();
  await expect(page).toHaveURL(`/${DEMO.public.slug}`);
});

test('a guest on a subscribable network lands on /subscribe, which says why', async ({ page }, testInfo) => {
  await page.goto(`/${DEMO.subscribable.slug}`);
  await expect(page).toHaveURL(`/${DEMO.subscribable.slug}/subscribe`);
  await expect(page.getByRole('heading', { name: `Subscribe to ${DEMO.subscribable.name}` })).toBeVisible();
  await expect(page).toHaveTitle(`Subscribe · ${DEMO.subscribable.name}`);
  await expect(page.getByTestId('access-reason')).toHaveText(`${DEMO.subscribable.name} is for subscribers. Choose a plan to read everything and take part.`);
  await expectAccessible(page);
  await snap(page, testInfo, 'subscribe-guest-desktop');
});

test('a guest on a purchasable network lands on /paywall, and on a private one on /intro', async ({ page }) => {
  await page.goto(`/${DEMO.purchasable.slug}`);
  await expect(page).toHaveURL(`/${DEMO.purchasable.slug}/paywall`);
  await expect(page.getByRole('heading', { name: `Unlock ${DEMO.purchasable.name}` })).toBeVisible();
  await page.goto(`/${DEMO.private.slug}`);
  await expect(page).toHaveURL(`/${DEMO.private.slug}/intro`);
  await expect(page.getByRole('heading', { name: `Welcome to ${DEMO.private.name}` })).toBeVisible();
});

test('the language switch turns the page into Italian and remembers it', async ({ page }) => {
  await page.goto(`/${DEMO.public.slug}`);
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page.getByRole('heading', { name: 'Ultimi contenuti' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ultimi contenuti' })).toBeVisible();
  await page.goto(`/${DEMO.public.slug}/login`);
  await expect(page).toHaveTitle(`Accedi · ${DEMO.public.name}`);
});
