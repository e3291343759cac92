// `npm run bench:scale` (not part of `npm test`): the lists at scale, in Chromium, against the http build served by
// `vite preview` and the fake back end server seeded through `POST /__demo/scale` (10,000 contents, a conversation of
// 10,000 messages, 2,000 comments on one content, 2,000 notifications). Signed in as a member, it scrolls each list to
// its end (loading its pages as a person would, pressing its "more" button when it is on screen) and back, and prints:
// - the most DOM nodes the list held at any time (target: ≤ 1,500);
// - the JS heap after the scroll against the heap after the first screen, both after a garbage collection (target: ≤ 2×);
// - long animation frames during the scroll ('long-animation-frame', over 50 ms; target: none);
// - the 95th percentile of the frame times during the scroll (target: ≤ 16.7 ms);
// - in the 10,000-message conversation, from a message another member sends arriving on the live socket to its bubble
//   on screen (target: ≤ 100 ms; median of BUBBLES sends).
//
// It builds the http build of its own (in the system's temporary folder), for a back end on ports of its own, so an
// end-to-end run on this machine (ports 4010, 4173, 4174) neither serves it nor resets its seed. Options:
// `--no-build` reuses that build; `--dist DIR` measures another http build, made with
// VITE_API_BASE_URL=http://127.0.0.1:4311 (to compare with an earlier version of the app);
// BENCH_STEP (px scrolled per frame, default 600), BENCH_CAP_SECONDS (longest one way of a list, default 240: the table
// says how far a list got), BENCH_LISTS (names, comma-separated: feed,chat,comments,notifications). Needs Chromium
// (CHROMIUM_PATH, else Debian's /usr/bin/chromium) and ports 4311 and 4312 free.
/* global window, document, requestAnimationFrame, MutationObserver -- the functions handed to page.evaluate run in the page */
import { existsSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { run, startBenchServers } from './benchServers.mjs';

const FAKE_API_PORT = 4311;
const PREVIEW_PORT = 4312;
const API = `http://127.0.0.1:${FAKE_API_PORT}`;
/** The build's back end, and what the preview's CSP lets the page reach. */
const BENCH_ENV = { VITE_API_BASE_URL: API };
const APP = `http://127.0.0.1:${PREVIEW_PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STEP = Number(process.env.BENCH_STEP ?? 600);
const CAP_MS = Number(process.env.BENCH_CAP_SECONDS ?? 240) * 1000;
const VIEWPORT = { width: 1280, height: 800 };
const SLUG = 'harbour-runners';
/** A Harbour Runners member with her consents given: no after-login dialog covers the lists. */
const MEMBER = { email: 'rosa@demo.test', password: 'Demo!2026' };
const SCALE = { contents: 10_000, messages: 10_000, comments: 2_000, notifications: 2_000 };
/** Who sends the messages whose way to the screen is timed. */
const SENDER = { email: 'marco@demo.test', password: 'Demo!2026' };
const BUBBLES = 5;

const distArgument = process.argv.indexOf('--dist');
const dist = distArgument > 0 ? process.argv[distArgument + 1] : join(tmpdir(), 'bench-scale-dist');
if (!existsSync(CHROMIUM)) {
  console.error(`bench: no Chromium at ${CHROMIUM}; install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
if (distArgument < 0 && !process.argv.includes('--no-build')) run('npx', ['vite', 'build', '--mode', 'http', '--outDir', dist, '--emptyOutDir'], BENCH_ENV);

/**
 * The lists: where each is, what scrolls it (null: the window), which way its end is, its "more" button, what shows its
 * first screen, and how its seeded items are numbered (the feed's and the notifications' count up from the top, the
 * chat's and the comments' from the oldest). `setUp` brings the list where its scroll starts (the comments are below
 * their content).
 */
const LISTS = [
  { name: 'feed', total: SCALE.contents, path: () => `/${SLUG}`, list: '[role="feed"]', scroller: null, end: 'down', more: 'Load more', first: '[role="feed"] article', numbered: 'Archive (\\d+):' },
  {
    name: 'chat', total: SCALE.messages, path: (seeded) => `/${SLUG}/chat/${seeded.conversationId}`, list: '[role="log"]', scroller: '[role="log"]', end: 'up', more: 'Load earlier messages',
    first: '[role="log"] li', numbered: '#(\\d+) ',
  },
  {
    name: 'comments', total: SCALE.comments, path: (seeded) => `/${SLUG}/contents/${seeded.contentId}`, list: 'section[aria-labelledby="comments-title"] ol', scroller: null, end: 'up', more: 'Show earlier comments',
    first: 'section[aria-labelledby="comments-title"] ol article', numbered: '#(\\d+) ', setUp: 'bottom',
  },
  { name: 'notifications', total: SCALE.notifications, path: () => `/${SLUG}/notifications`, list: 'main ul', scroller: null, end: 'down', more: 'Show older notifications', first: 'main ul li', numbered: 'Notice (\\d+)' },
];
const chosen = process.env.BENCH_LISTS ? LISTS.filter((list) => process.env.BENCH_LISTS.split(',').includes(list.name)) : LISTS;

const servers = await startBenchServers({ fakeApiPort: FAKE_API_PORT, previewPort: PREVIEW_PORT, outDir: dist, env: BENCH_ENV });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-timer-throttling', '--disable-renderer-backgrounding'] });
try {
  const seeded = await post('/__demo/scale', SCALE);
  const context = await browser.newContext({ viewport: VIEWPORT });
  await signIn(context, seeded.networkId);
  const results = [];
  for (const list of chosen) {
    try {
      // A page that stops answering (its renderer busy for minutes) does not hold the others up.
      const measured = await Promise.race([measure(context, list, seeded), new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within the caps and a minute')), 2 * CAP_MS + 120_000))]);
      results.push(measured);
      console.log(`  ${rowOf(measured)}`);
    } catch (error) {
      // One list failing (its page crashed, a locator timed out) still leaves the others to measure.
      console.error(`  ${list.name}: failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    }
  }
  const bubbles = chosen.some((list) => list.name === 'chat') ? await bubbleTimes(context, seeded).catch((error) => `failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`) : null;
  printTable(results, bubbles);
} finally {
  await browser.close();
  servers.stop();
}

async function post(path, body, token) {
  const headers = { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(`${API}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`bench: POST ${path} answered ${response.status}`);
  return (await response.json()).data;
}

/** As the end-to-end tests do: a login on the wire (again while it answers 202, synchronizing), and the refresh token left where the app finds it. */
async function signIn(context, networkId) {
  let tokens = null;
  for (let attempt = 0; attempt < 5 && !tokens; attempt += 1) {
    const response = await fetch(`${API}/v2/auth/login?networkId=${networkId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(MEMBER) });
    if (response.status === 200) tokens = (await response.json()).data;
    else if (response.status !== 202) throw new Error(`bench: the member's login answered ${response.status}`);
  }
  if (!tokens) throw new Error('bench: the member\'s login kept synchronizing');
  const page = await context.newPage();
  await page.goto(`${APP}/${SLUG}`);
  // The app records its version on a first visit; a session found before that record is one of an unknown version, ended.
  await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.includes('app-version')), null, { timeout: 30_000 });
  await page.evaluate(([key, token]) => localStorage.setItem(key, JSON.stringify(token)), [`refresh-token:${networkId}`, tokens.refreshToken]);
  await page.close();
}

async function measure(context, list, seeded) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  await page.goto(`${APP}${list.path(seeded)}`);
  await page.locator(list.first).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  if (list.setUp === 'bottom') await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(1_000);
  const firstHeap = await heap();
  const started = Date.now();
  const drive = { list: list.list, scroller: list.scroller, step: STEP, capMs: CAP_MS };
  const there = await page.evaluate(scrollToEnd, { ...drive, direction: list.end, more: list.more });
  // How far the list went: the number of the seeded item furthest along, which is at its end now.
  const numbers = await page.evaluate(({ list: selector, numbered }) => [...(document.querySelector(selector)?.textContent ?? '').matchAll(new RegExp(numbered, 'g'))].map((match) => Number(match[1])), { list: list.list, numbered: list.numbered });
  const reached = list.end === 'down' ? Math.max(0, ...numbers) : list.total + 1 - Math.min(list.total + 1, ...numbers);
  const back = await page.evaluate(scrollToEnd, { ...drive, direction: list.end === 'down' ? 'up' : 'down', more: null });
  const afterHeap = await heap();
  await page.close();
  const frames = [...there.frames, ...back.frames].sort((a, b) => a - b);
  const longFrames = [...there.longFrames, ...back.longFrames];
  return {
    name: list.name,
    total: list.total,
    reached,
    complete: there.complete && back.complete,
    seconds: (Date.now() - started) / 1000,
    nodes: Math.max(there.nodes, back.nodes),
    firstHeap,
    afterHeap,
    longFrames: longFrames.length,
    worstFrame: Math.max(0, ...longFrames),
    p95: frames[Math.floor(frames.length * 0.95)] ?? Number.NaN,
    frames: frames.length,
  };
}

/**
 * The open 10,000-message conversation, its member at the bottom: another member sends a message on the wire, and the
 * page notes when its event arrives on the live socket (the app's WebSocket, watched from the start) and when its
 * bubble is in the log. Milliseconds from one to the other, the median of BUBBLES sends; a string when the channel
 * never carried one (it was not live).
 */
async function bubbleTimes(context, seeded) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__liveArrivals = new Map();
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', (event) => {
          const marker = /bubble-\d+-\d+/.exec(String(event.data))?.[0];
          if (marker && !window.__liveArrivals.has(marker)) window.__liveArrivals.set(marker, performance.now());
        });
      }
    };
  });
  await page.goto(`${APP}/${SLUG}/chat/${seeded.conversationId}`);
  await page.locator('[role="log"] li').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(3_000);
  const sender = await post(`/v2/auth/login?networkId=${seeded.networkId}`, SENDER);
  const times = [];
  for (let index = 0; index < BUBBLES; index += 1) {
    const marker = `bubble-${Date.now()}-${index}`;
    // Settled either way: the page may close under it when the benchmark stops.
    const shown = page.evaluate((text) => new Promise((resolve) => {
      const log = document.querySelector('[role="log"]');
      const seen = () => [...log.querySelectorAll('li')].some((row) => row.textContent.includes(text));
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(log, { childList: true, subtree: true, characterData: true });
      setTimeout(() => resolve(null), 10_000);
    }), marker).catch(() => null);
    await post(`/v2/chat/conversations/${seeded.conversationId}/messages?networkId=${seeded.networkId}`, { body: `Timed ${marker}`, clientId: marker }, sender.accessToken);
    const onScreen = await shown;
    const arrived = await page.evaluate((text) => window.__liveArrivals.get(text) ?? null, marker);
    if (onScreen !== null && arrived !== null) times.push(onScreen - arrived);
    await page.waitForTimeout(1_000);
  }
  await page.close();
  if (times.length === 0) return 'no live event arrived (the channel was not live): not measured';
  return [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

/**
 * In the page: scrolls `step` px a frame towards `direction` until the list's end (its scroller at the end, no "more"
 * button left, 30 quiet frames), pressing the "more" button whenever it is on screen and enabled, or until `capMs`.
 * Records each frame's time, the long animation frames, and the list's DOM nodes every tenth frame and at the end.
 */
function scrollToEnd({ list, scroller: scrollerSelector, direction, more, step, capMs }) {
  const scroller = scrollerSelector ? document.querySelector(scrollerSelector) : document.scrollingElement;
  const nodesOf = () => (document.querySelector(list)?.getElementsByTagName('*').length ?? 0) + 1;
  const viewport = () => (scrollerSelector ? scroller.getBoundingClientRect() : { top: 0, bottom: window.innerHeight });
  const atEnd = () => (direction === 'down' ? scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2 : scroller.scrollTop <= 0);
  let button = null;
  const moreButton = (frame) => {
    if (!more) return null;
    if (frame % 10 === 0 || (button && !button.isConnected)) button = [...document.querySelectorAll('main button')].find((candidate) => candidate.textContent.trim() === more) ?? null;
    return button;
  };
  const longFrames = [];
  const observer = new PerformanceObserver((entries) => entries.getEntries().forEach((entry) => entry.duration > 50 && longFrames.push(entry.duration)));
  observer.observe({ type: 'long-animation-frame' });
  const frames = [];
  let nodes = nodesOf();
  let quiet = 0;
  let frame = 0;
  const started = performance.now();
  let last = started;
  return new Promise((resolve) => {
    const tick = (now) => {
      frame += 1;
      frames.push(now - last);
      last = now;
      if (frame % 10 === 0) nodes = Math.max(nodes, nodesOf());
      const pending = moreButton(frame);
      if (pending && !pending.disabled) {
        const box = pending.getBoundingClientRect();
        const { top, bottom } = viewport();
        if (box.bottom > top && box.top < bottom) pending.click();
      }
      quiet = atEnd() && !pending ? quiet + 1 : 0;
      const capped = now - started > capMs;
      if (quiet > 30 || capped) {
        observer.disconnect();
        resolve({ complete: !capped, frames: frames.slice(1), longFrames, nodes: Math.max(nodes, nodesOf()) });
        return;
      }
      if (scrollerSelector) scroller.scrollTop += direction === 'down' ? step : -step;
      else window.scrollBy(0, direction === 'down' ? step : -step);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** A list's line of the table (printed as soon as the list is measured, and again in the table). */
function rowOf(row) {
  const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  return (
    `| ${row.name}: ${row.reached} of ${row.total}${row.complete ? '' : `, stopped at the cap`} | ${row.nodes} | ${mb(row.firstHeap)} → ${mb(row.afterHeap)} (${(row.afterHeap / row.firstHeap).toFixed(1)}×) | ` +
    `${row.longFrames}${row.longFrames > 0 ? ` (${Math.round(row.worstFrame)} ms)` : ''} | ${row.p95.toFixed(1)} ms | ${row.frames} | ${Math.round(row.seconds)} s |`
  );
}

function printTable(results, bubbles) {
  const lines = [
    `Lists at scale, Chromium ${browser.version()}, ${VIEWPORT.width} × ${VIEWPORT.height}, ${STEP} px a frame, to the end and back; http build (${dist}), fake back end server.`,
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}.`,
    '',
    '| list: items reached | DOM nodes in the list (most) | JS heap: first screen → after the scroll | long animation frames > 50 ms (worst) | p95 frame | frames | time |',
    '|---|---|---|---|---|---|---|',
    ...results.map(rowOf),
    '',
    ...(bubbles === null ? [] : [`Message event on the live socket → bubble on screen, 10,000-message conversation: ${typeof bubbles === 'number' ? `${Math.round(bubbles)} ms (median of ${BUBBLES})` : bubbles}.`, '']),
    'Targets: ≤ 1,500 nodes at any time; heap ≤ 2×; no long animation frame; p95 frame ≤ 16.7 ms; message event → bubble ≤ 100 ms.',
  ];
  console.log(`\n${lines.join('\n')}`);
}
