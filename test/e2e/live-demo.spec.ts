import { expect, test } from './fixtures';
import { DEMO, notificationsBell, signInThroughApi } from './support';

// The live channel in the demo build: the embedded back end serves the socket in the page (MSW), and its demo
// control makes other members of the network active, as a newcomer sees after `npm start`. It acts every 5 s in the
// page: the tests move the page's clock on instead of waiting.

const HARBOUR = DEMO.public;

test('with simulated activity on, another member’s message appears in the open conversation without polling', async ({ page, apiBaseUrl }) => {
  await page.clock.install();
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
  await expect.poll(async () => (await log.getByRole('article').count()) > before || (await page.clock.fastForward(5_000), false)).toBe(true);
  expect(polls).toEqual([]);
});

test('with simulated activity on, a comment appears on the open content and a notification in the unread count, without a read', async ({ page, apiBaseUrl }) => {
  // A message, then a comment, then a notification, one a round.
  await page.clock.install();
  await page.goto(`/${HARBOUR.slug}`);
  await signInThroughApi(page, apiBaseUrl || '/api', HARBOUR.id, 'rosa@demo.test');
  // The simulated member comments on the network's newest content.
  const newest = await page.evaluate(
    async (networkId) => ((await (await fetch(`/api/v2/contents?networkId=${networkId}&limit=1`)).json()) as { data: { id: string }[] }).data[0]?.id,
    HARBOUR.id,
  );
  await page.goto(`/${HARBOUR.slug}/contents/${newest}`);
  const field = page.getByRole('textbox', { name: 'Write a comment' });
  await field.fill('Still thinking it over');
  await expect(notificationsBell(page).getByTestId('unread-badge')).toBeVisible();
  const sockets = () => page.evaluate(async () => ((await (await fetch('/api/__demo/live')).json()) as { data: { sockets: number } }).data.sockets);
  await expect.poll(sockets).toBe(1);
  const description = await notificationsBell(page).getAttribute('aria-describedby');
  const unread = async () => Number(/^(\d+)/.exec((await page.locator(`[id="${description}"]`).textContent()) ?? '')?.[1] ?? 0);
  const before = await unread();
  const comments = page.getByRole('list', { name: 'Comments' }).getByRole('article');
  const commentsBefore = await comments.count();
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/comments|\/v2\/notifications(\?|$)/.test(request.url())) reads.push(request.url());
  });

  const switched = await page.evaluate(async () => (await fetch('/api/__demo/live/activity', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ on: true }) })).status);
  expect(switched).toBe(200);
  // A round is done in the page after its timer fires: the clock moves on again until both have come.
  const arrived = async () => (await comments.count()) > commentsBefore && (await unread()) > before;
  await expect.poll(async () => (await arrived()) || (await page.clock.fastForward(5_000), false)).toBe(true);
  await expect(field).toHaveValue('Still thinking it over');
  expect(reads).toEqual([]);
});
