import { expect, test } from './fixtures';
import { DEMO } from './support';

// Demo build (issue 22 §6): what the app sends to POST /v2/telemetry with the browser's beacon reaches the embedded
// fake back end (its service worker sees beacons too) and the demo panel lists it.

test('a telemetry beacon reaches the embedded back end, and the demo panel lists it', async ({ page }) => {
  await page.goto(`/${DEMO.public.slug}`);
  await expect(page.getByRole('banner').getByText(DEMO.public.name)).toBeVisible({ timeout: 20_000 });
  const took = await page.evaluate(
    (networkId) =>
      navigator.sendBeacon(
        `/api/v2/telemetry?networkId=${networkId}`,
        JSON.stringify({ events: [{ kind: 'error', message: 'A probe of the telemetry beacon', path: '/harbour-runners', at: new Date().toISOString() }] }),
      ),
    DEMO.public.id,
  );
  expect(took).toBe(true);
  await page.getByRole('button', { name: /^Demo tools/ }).click();
  await expect(page.getByText('A probe of the telemetry beacon')).toBeVisible();
});
