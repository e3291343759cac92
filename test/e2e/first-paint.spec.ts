import { expect, test } from './fixtures';
import { DEMO, snap, VIEWPORTS } from './support';

// The first paint of a network page (issue 8): the frame before any JavaScript, then the real page
// in the same place, each piece of data asked for once.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the network home paints its header and the contents skeleton from the HTML alone', async ({ page }, testInfo) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(`/${DEMO.public.slug}`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('.skeleton--card')).toHaveCount(3);
    await expect(page.getByRole('status')).toHaveText('Loading…');
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height).toBe(60);
    await snap(page, testInfo, 'first-paint-no-js-mobile');
  });
});

test('the real page replaces the frame in place: same header height, no layout shift, no request twice', async ({ page }, testInfo) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') requests.push(`${request.method()} ${request.url()}`);
  });
  // Layout shifts from the start of the page on, as web-vitals counts them (not after user input).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto(`/${DEMO.public.slug}`);
  await expect(page.getByRole('banner').getByText(DEMO.public.name)).toBeVisible();
  await expect(page.getByRole('feed', { name: 'Latest contents' }).getByRole('article').first()).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height).toBe(68);
  await snap(page, testInfo, 'first-paint-loaded-desktop');

  const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
  expect(shifted).toBeLessThanOrEqual(0.01);

  const apiCalls = requests.filter((request) => !request.includes('/assets/'));
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.filter((request, index) => apiCalls.indexOf(request) !== index)).toEqual([]);
});
