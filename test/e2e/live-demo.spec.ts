import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './support';

// The live channel in the demo build: the embedded back end serves the socket in the page (MSW), and its demo
// control makes other members of the network active, as a newcomer sees after `npm start`.

const HARBOUR = DEMO.public;

test('with simulated activity on, another member’s message appears in the open conversation without polling', async ({ page, apiBaseUrl }) => {
  const path = `/${HARBOUR.slug}/chat/conv-harbour-gear`;
  await page.goto(path);
  await signInThroughApi(page, apiBaseUrl || '/api', HARBOUR.id, 'rosa@demo.test');
  await page.goto(path);
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toBeVisible();
  // The socket is served inside the page, where the browser sees none: the back end says when it has one.
  const sockets = () => page.evaluate(async () => ((await (await fetch('/api/__demo/live')).json()) as { data: { sockets: number } }).data.sockets);
  await expect.poll(sockets).toBe(1);
  const polls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/conversations\/[^/]+\/messages/.test(request.url())) polls.push(request.url());
  });
  const before = await log.getByRole('article').count();

  const switched = await page.evaluate(async () => (await fetch('/api/__demo/live/activity', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ on: true }) })).status);
  expect(switched).toBe(200);
  await expect.poll(() => log.getByRole('article').count(), { timeout: 20_000 }).toBeGreaterThan(before);
  expect(polls).toEqual([]);
});
