import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './support';

// The live channel of api-contract.md (Live events), in the http build: two members in two browsers share the one
// fake back end server, whose control routes drop sockets and refuse opens. Each test writes in its own conversation
// of Harbour Runners (every member of the network takes part in its conversations).

// One after another: dropping the server's sockets would break the other tests' sockets mid-way.
test.describe.configure({ mode: 'serial' });

const HARBOUR = DEMO.public;
const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Write a message' });

/** A member in a browser of their own, in the conversation, once its socket is live (the server said `ready`). */
async function memberIn(browser: Browser, apiBaseUrl: string, email: string, conversationId: string, context?: BrowserContext): Promise<Page> {
  const page = await (context ?? (await browser.newContext())).newPage();
  const path = `/${HARBOUR.slug}/chat/${conversationId}`;
  await page.goto(path);
  await signInThroughApi(page, apiBaseUrl, HARBOUR.id, email);
  const ready = page.waitForEvent('websocket').then((socket) => socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"ready"') }));
  await page.goto(path);
  await expect(messages(page)).toBeVisible();
  await ready;
  return page;
}

/** When the page reads a conversation's messages over REST from now on (a poll, a catch-up). */
function messageReads(page: Page): number[] {
  const reads: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/conversations\/[^/]+\/messages/.test(request.url())) reads.push(Date.now());
  });
  return reads;
}

async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(messages(page).getByRole('article', { name: 'You' }).filter({ hasText: text })).not.toHaveAttribute('aria-busy', 'true');
}

test('a message reaches the other member’s open conversation within a second, with no poll in between', async ({ browser, apiBaseUrl }) => {
  const rosa = await memberIn(browser, apiBaseUrl, 'rosa@demo.test', 'conv-harbour-track');
  const bruno = await memberIn(browser, apiBaseUrl, 'bruno@demo.test', 'conv-harbour-track');
  const reads = messageReads(rosa);

  // Typing is heard as a quiet status line, until the message comes.
  await composer(bruno).pressSequentially('Track is open at six');
  const typing = rosa.getByRole('status').filter({ hasText: 'Bruno Gallo is typing…' });
  await expect(typing).toBeVisible();
  const sent = Date.now();
  await composer(bruno).press('Enter');
  await expect(messages(rosa).getByText('Track is open at six')).toBeVisible({ timeout: 1_000 });
  expect(Date.now() - sent).toBeLessThan(1_000);
  await expect(typing).toBeHidden();
  expect(reads).toEqual([]);
});

test('when the socket breaks, “Reconnecting…” shows, then the missed messages arrive in order, none twice', async ({ browser, apiBaseUrl }) => {
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
  const reads = messageReads(rosa);
  const bruno = await memberIn(browser, apiBaseUrl, 'bruno@demo.test', 'conv-harbour-sunday');

  await send(bruno, 'Anyone polling?');
  await expect(messages(rosa).getByText('Anyone polling?')).toBeVisible({ timeout: 15_000 });
  // Polls keep the back-off rule's floor: never more often than every 4 s.
  await expect.poll(() => reads.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  const gaps = reads.slice(1).map((at, index) => at - (reads[index] ?? at));
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(3_900);
  await expect(rosa.getByRole('alert')).toHaveCount(0);
});
