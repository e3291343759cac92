import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapBothWidths } from './paymentsSupport';
import { DEMO, DEMO_PASSWORD, notificationsBell, signInThroughApi } from './support';

// The live channel of api-contract.md (Live events), in the http build: two members in two browsers share the one
// fake back end server, whose control routes drop sockets and refuse opens. Each test writes in its own conversation
// of Harbour Runners (every member of the network takes part in its conversations), or on a content of its own. A
// broken or blocked socket is the test's own browser's (`routeWebSocket`): the tests run side by side.

const HARBOUR = DEMO.public;
/**
 * How long a pushed event may take to show here: under the 4 s floor of a poll, so what arrives came over the socket
 * (each test also records that no read was made). How fast it shows is the scale benchmark's measure (message event →
 * bubble), not a timed test's: two cores shared by three browsers made 1 s flaky.
 */
const PUSHED = 3_000;
const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Write a message' });

/** A member in a browser of their own, on a page of Harbour Runners, once its socket is live (the server said `ready`). */
async function memberAt(browser: Browser, apiBaseUrl: string, email: string, path: string, context?: BrowserContext): Promise<Page> {
  const page = await (context ?? (await browser.newContext())).newPage();
  await page.goto(path);
  await signInThroughApi(page, apiBaseUrl, HARBOUR.id, email);
  const ready = page.waitForEvent('websocket').then((socket) => socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"ready"') }));
  await page.goto(path);
  await ready;
  return page;
}

async function memberIn(browser: Browser, apiBaseUrl: string, email: string, conversationId: string, context?: BrowserContext): Promise<Page> {
  const page = await memberAt(browser, apiBaseUrl, email, `/${HARBOUR.slug}/chat/${conversationId}`, context);
  await expect(messages(page)).toBeVisible();
  return page;
}

/** When the page makes a GET whose address matches from now on (a poll, a catch-up). */
function readsOf(page: Page, address: RegExp): number[] {
  const reads: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && address.test(request.url())) reads.push(Date.now());
  });
  return reads;
}

const messageReads = (page: Page) => readsOf(page, /\/conversations\/[^/]+\/messages/);

/**
 * When the browser started each GET whose address matches, by its own clock, once answered: the test's `request`
 * events reach this process late by a varying amount on a busy machine, which made gaps look shorter than they were.
 */
function startsOf(page: Page, address: RegExp): number[] {
  const starts: number[] = [];
  page.on('requestfinished', (request) => {
    if (request.method() === 'GET' && address.test(request.url())) starts.push(request.timing().startTime);
  });
  return starts;
}

async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(messages(page).getByRole('article', { name: 'You' }).filter({ hasText: text })).not.toHaveAttribute('aria-busy', 'true');
}

test('a message reaches the other member’s open conversation pushed, with no poll in between', async ({ browser, apiBaseUrl }, testInfo) => {
  const rosa = await memberIn(browser, apiBaseUrl, 'rosa@demo.test', 'conv-harbour-track');
  const bruno = await memberIn(browser, apiBaseUrl, 'bruno@demo.test', 'conv-harbour-track');
  const reads = messageReads(rosa);

  // Typing is heard as a quiet status line, until the message comes.
  await composer(bruno).pressSequentially('Track is open at six');
  const typing = rosa.getByRole('status').filter({ hasText: 'Bruno Gallo is typing…' });
  await expect(typing).toBeVisible();
  await snapBothWidths(rosa, testInfo, 'live-typing');
  await composer(bruno).press('Enter');
  await expect(messages(rosa).getByText('Track is open at six')).toBeVisible({ timeout: PUSHED });
  await expect(typing).toBeHidden();
  expect(reads).toEqual([]);
});

test('when the socket breaks, “Reconnecting…” shows, then the missed messages arrive in order, none twice', async ({ browser, apiBaseUrl }, testInfo) => {
  // Rosa's sockets pass through the test, which breaks them and refuses new ones while `away` (her browser only).
  const context = await browser.newContext();
  let away = false;
  const open: { close: () => Promise<void> }[] = [];
  await context.routeWebSocket(/\/v2\/live/, (socket) => {
    if (away) return void socket.close();
    socket.connectToServer();
    open.push(socket);
  });
  const rosa = await memberIn(browser, apiBaseUrl, 'rosa@demo.test', 'conv-harbour-10k', context);
  const bruno = await memberIn(browser, apiBaseUrl, 'bruno@demo.test', 'conv-harbour-10k');

  away = true;
  for (const socket of open.splice(0)) await socket.close();
  await send(bruno, 'Missed one');
  await send(bruno, 'Missed two');
  // Tries at 1 s and 3 s fail; the line shows at 5 s; the third try, at 7 s, gets through.
  await expect(rosa.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible({ timeout: 10_000 });
  await snapBothWidths(rosa, testInfo, 'live-reconnecting');
  away = false;
  await expect(rosa.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeHidden({ timeout: 10_000 });

  const missed = messages(rosa).getByRole('article').filter({ hasText: /Missed (one|two)/ });
  await expect(missed).toHaveCount(2);
  await expect(missed.nth(0)).toContainText('Missed one');
  await expect(missed.nth(1)).toContainText('Missed two');
});

test('with WebSockets blocked the conversation polls at the back-off rate and raises no alarm', async ({ browser, apiBaseUrl }) => {
  const context = await browser.newContext();
  await context.routeWebSocket(/\/v2\/live/, (socket) => socket.close());
  const rosa = await context.newPage();
  const path = `/${HARBOUR.slug}/chat/conv-harbour-sunday`;
  await rosa.goto(path);
  await signInThroughApi(rosa, apiBaseUrl, HARBOUR.id, 'rosa@demo.test');
  await rosa.goto(path);
  await expect(messages(rosa)).toBeVisible();
  // The polls only (`?after=`): a read of earlier messages (`?before=`, the member near the oldest) is not a poll.
  const polls = startsOf(rosa, /\/conversations\/[^/]+\/messages\?(.*&)?after=/);
  const bruno = await memberIn(browser, apiBaseUrl, 'bruno@demo.test', 'conv-harbour-sunday');

  await send(bruno, 'Anyone polling?');
  await expect(messages(rosa).getByText('Anyone polling?')).toBeVisible({ timeout: 15_000 });
  // Polls keep the back-off rule's floor: never more often than every 4 s.
  await expect.poll(() => polls.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  const gaps = polls.slice(1).map((at, index) => at - (polls[index] ?? at));
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(3_900);
  await expect(rosa.getByRole('alert')).toHaveCount(0);
});

test('a comment reaches the other member’s open content pushed, with their unsent comment untouched and no read in between', async ({ browser, apiBaseUrl }) => {
  const path = `/${HARBOUR.slug}/contents/cnt-harbour-lighthouse`;
  const field = (page: Page) => page.getByRole('textbox', { name: 'Write a comment' });
  const rosa = await memberAt(browser, apiBaseUrl, 'rosa@demo.test', path);
  await field(rosa).fill('Half a thought about the lighthouse');
  const reads = readsOf(rosa, /\/contents\/[^/]+\/comments/);
  const bruno = await memberAt(browser, apiBaseUrl, 'bruno@demo.test', path);

  await field(bruno).fill('The lighthouse loop is flooded, take the pier');
  await field(bruno).press('Control+Enter');
  const arrived = rosa.getByRole('list', { name: 'Comments' }).getByRole('article', { name: 'Bruno Gallo' }).filter({ hasText: 'The lighthouse loop is flooded' });
  await expect(arrived).toBeVisible({ timeout: PUSHED });
  await expect(field(rosa)).toHaveValue('Half a thought about the lighthouse');
  expect(reads).toEqual([]);
});

test('a notification a manager sends reaches a member’s unread count pushed, with no read in between', async ({ browser, apiBaseUrl }) => {
  const rosa = await memberAt(browser, apiBaseUrl, 'rosa@demo.test', `/${HARBOUR.slug}`);
  const unread = async () => Number(/^(\d+) unread/.exec((await notificationsBell(rosa).getAttribute('aria-describedby').then((id) => rosa.locator(`[id="${id}"]`).textContent())) ?? '')?.[1] ?? 0);
  // Rosa has unread notifications from the seed: the dot says they are counted.
  await expect(notificationsBell(rosa).getByTestId('unread-badge')).toBeVisible();
  const before = await unread();
  const reads = readsOf(rosa, /\/v2\/notifications(\?|$)/);

  const marco = await (await browser.newContext()).newPage();
  await marco.goto(`/${HARBOUR.slug}`);
  const status = await marco.evaluate(
    async ({ apiBaseUrl, networkId, password }) => {
      const login = await fetch(`${apiBaseUrl}/v2/auth/login?networkId=${networkId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'marco@demo.test', password }) });
      const { data } = (await login.json()) as { data: { accessToken: string } };
      const sent = await fetch(`${apiBaseUrl}/v2/notifications?networkId=${networkId}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.accessToken}` },
        body: JSON.stringify({ title: 'Track closed tonight', body: 'The track is closed for repairs until Friday.' }),
      });
      return sent.status;
    },
    { apiBaseUrl, networkId: HARBOUR.id, password: DEMO_PASSWORD },
  );
  expect(status).toBe(201);
  await expect(notificationsBell(rosa)).toHaveAccessibleDescription(`${before + 1} unread notifications`, { timeout: PUSHED });
  await expect(rosa.getByText('Track closed tonight')).toHaveCount(0);
  expect(reads).toEqual([]);
});
