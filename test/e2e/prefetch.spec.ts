import { expect, test } from './fixtures';
import { DEMO } from './support';

// The http build only (playwright.config.ts): the demo build's back end starts with the app, so its page
// has nothing to ask for earlier and carries no inline script.
test('the http build asks for the network, its home contents and their lead cover from the page itself, before the app runs', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const initiators: [url: string, by: string][] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (request.method === 'OPTIONS') return;
    initiators.push([request.url, initiator.stack?.callFrames[0]?.url ?? initiator.url ?? initiator.type]);
  });

  // Borgo Market: a network no other test of the http project writes to, so its first screen is the seed's.
  await page.goto(`/${DEMO.otpFirst.slug}`);
  await expect(page.getByRole('feed', { name: 'Latest contents' }).getByRole('article').first()).toBeVisible();

  const pageUrl = page.url();
  const askedBy = (part: string) => initiators.filter(([url]) => url.includes(part)).map(([, by]) => by);
  // Each asked for once, by index.html's inline script (the page's own address), not by the app's modules.
  expect(askedBy('/v2/networks/by-slug/')).toEqual([pageUrl]);
  expect(askedBy('/v2/contents?')).toEqual([pageUrl]);
  const cover = await page.locator('img.card__cover[fetchpriority="high"]').getAttribute('src');
  expect(cover).toBeTruthy();
  expect(askedBy(cover ?? '')).toEqual([pageUrl]);
});
