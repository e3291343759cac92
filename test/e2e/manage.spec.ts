import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapBothWidths } from './paymentsSupport';
import { DEMO, DEMO_PASSWORD, expectAccessible, signInThroughApi, VIEWPORTS, openSignedIn } from './support';

// The manager area of issue 12, in the demo build and in the http build against the fake back end server.
// marco@demo.test manages every demo network; rosa@demo.test is a member of Harbour Runners. The dashboard's tests
// only read; moderation deletes a comment of its own, written for the test (the http project shares its back end).

const HARBOUR = DEMO.public;
const MANAGE = `/${HARBOUR.slug}/manage`;
const ENGAGEMENT = `${MANAGE}/engagement`;
const METRICS = 15;

/** The browser's calendar day, shifted: the dashboard's presets count from it. */
function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The engagement requests the page makes from now on: metric, from, to. */
function recordEngagementRequests(page: Page) {
  const seen: { metric: string; from: string | null; to: string | null }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    const match = /\/analytics\/engagement\/([a-z-]+)$/.exec(url.pathname);
    if (match?.[1]) seen.push({ metric: match[1], from: url.searchParams.get('from'), to: url.searchParams.get('to') });
  });
  return seen;
}

test('a manager opens the manager area and finds its navigation', async ({ page, apiBaseUrl }, testInfo) => {
  await openSignedIn(page, apiBaseUrl, 'marco@demo.test', MANAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage' })).toBeVisible();
  await expect(page).toHaveTitle('Manage · Harbour Runners');
  const nav = page.getByRole('navigation', { name: 'Manager area' });
  await expect(nav.getByRole('link', { name: 'Manage' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'manage-home');
});

test('a member opening the manager area is told it is for managers only', async ({ page, apiBaseUrl }, testInfo) => {
  await openSignedIn(page, apiBaseUrl, 'rosa@demo.test', MANAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Managers only' })).toBeVisible();
  await expect(page.getByText('Only the managers of Harbour Runners can open this area.')).toBeVisible();
  await expect(page).toHaveTitle('Managers only · Harbour Runners');
  await expect(page.getByRole('navigation', { name: 'Manager area' })).toHaveCount(0);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'manage-refused');
});

test('a guest opening the manager area is refused too, and offered to sign in', async ({ page }) => {
  await page.goto(MANAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Managers only' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a manager reads the engagement dashboard, changes the period with a key and reads a chart as a table', async ({ page, apiBaseUrl }, testInfo) => {
  // Fifteen metrics (and ten previous periods) through a fake back end that persists its state on every call: slow on a busy machine.
  test.setTimeout(180_000);
  await openSignedIn(page, apiBaseUrl, 'marco@demo.test', MANAGE);
  await page.getByRole('navigation', { name: 'Manager area' }).getByRole('link', { name: 'Engagement' }).click();
  // The URL names the period at once, so the view can be shared and reloaded.
  await expect(page).toHaveURL(new RegExp(`${ENGAGEMENT}\\?period=28d$`));
  await expect(page).toHaveTitle('Engagement · Harbour Runners');
  const users = page.getByRole('region', { name: 'Users', exact: true }).first();
  // Fifteen metrics and ten previous periods at once: the fake back end in the browser (demo) takes its time on a busy machine.
  await expect(users).toContainText(/\d/, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Most viewed contents' }).getByRole('row')).not.toHaveCount(0, { timeout: 30_000 });

  // Plausible's W: the last 7 days; every metric is asked for the new range (and the time series for the previous one too).
  const requests = recordEngagementRequests(page);
  await page.keyboard.press('w');
  await expect(page).toHaveURL(new RegExp(`${ENGAGEMENT}\\?period=7d$`));
  await expect.poll(() => new Set(requests.filter((request) => request.from === day(-6) && request.to === day(0)).map((request) => request.metric)).size, { timeout: 30_000 }).toBe(METRICS);
  expect(requests.every((request) => (request.from === day(-6) && request.to === day(0)) || (request.from === day(-13) && request.to === day(-7)))).toBe(true);
  await expect(page.getByRole('button', { name: 'Export CSV', exact: true })).toBeEnabled({ timeout: 30_000 });

  // The chart's text alternative: a table of the seven days.
  const chart = page.getByRole('region', { name: 'Sessions', exact: true }).last();
  const toggle = chart.getByRole('button', { name: 'Show as table: Sessions' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // By keyboard: Tab from the toggle reaches the chart, an arrow moves to a day, and the tooltip shows its value.
  await toggle.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText('Sessions');
  await expect(tooltip).toContainText(/\d/);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(8);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'manage-engagement');

  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    // Opened on this screen: the current section is brought into the row's sight as the page is drawn.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Users', exact: true }).first()).toContainText(/\d/, { timeout: 30_000 });
    // The area's sections in one line, which scrolls sideways on a phone (a faded edge says there are more), the
    // current one in sight.
    const sections = page.getByRole('navigation', { name: 'Manager area' }).getByRole('listitem');
    const tops = await sections.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size, `${viewport.width} px`).toBe(1);
    await expect(page.getByRole('navigation', { name: 'Manager area' }).getByRole('link', { name: 'Engagement' })).toBeInViewport({ ratio: 1 });
    const row = page.getByRole('navigation', { name: 'Manager area' }).getByRole('list');
    expect(await row.evaluate((list) => list.hasAttribute('data-more-before') || list.hasAttribute('data-more-after'))).toBe(viewport.width <= 768);
    // Every tile alike: its change under its total, on a line of its own.
    const layouts = await page.locator('section[aria-labelledby^="kpi-"]').evaluateAll((tiles) =>
      tiles.map((tile) => {
        const [total, change] = [...tile.querySelectorAll('p')].map((line) => line.getBoundingClientRect());
        return Boolean(total && change && change.top >= total.bottom - 1);
      }),
    );
    expect(layouts.length).toBeGreaterThan(0);
    expect(layouts.every(Boolean), `${viewport.width} px`).toBe(true);
  }
});

test('a manager exports the range and a ranking as CSV, finds the chosen period again, and picks a custom range', async ({ page, apiBaseUrl }, testInfo) => {
  // Fifteen metrics (and ten previous periods) through a fake back end that persists its state on every call: slow on a busy machine.
  test.setTimeout(180_000);
  await openSignedIn(page, apiBaseUrl, 'marco@demo.test', `${ENGAGEMENT}?period=7d`);
  await expect(page.getByRole('button', { name: 'Export CSV', exact: true })).toBeEnabled({ timeout: 30_000 });

  // The range's CSV: a header of the metrics, one row per day.
  const rangeDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV', exact: true }).click();
  const rangeFile = await rangeDownload;
  expect(rangeFile.suggestedFilename()).toBe(`engagement-${day(-6)}-${day(0)}.csv`);
  const rangeText = await readFile(await rangeFile.path(), 'utf8');
  // A byte order mark first, so spreadsheets read the file as UTF-8.
  expect(rangeText.startsWith('\uFEFF')).toBe(true);
  const rangeCsv = rangeText.slice(1).trim().split('\r\n');
  expect(rangeCsv[0]).toBe('date,content-comments,click-through,users,active-participants,messages,coupons-download,sessions,sponsored,survey,creativity');
  expect(rangeCsv.slice(1).map((row) => row.split(',')[0])).toEqual([-6, -5, -4, -3, -2, -1, 0].map(day));

  // A ranked table's CSV.
  const rankingDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Most viewed contents as CSV' }).click();
  const rankingCsv = await readFile(await (await rankingDownload).path(), 'utf8');
  expect(rankingCsv.split('\r\n')[0]).toBe('\uFEFFrank,id,label,value');

  // The period picker, and the period kept for this network when the dashboard opens again without one.
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: /Last 91 days/ }).click();
  await expect(page).toHaveURL(new RegExp(`${ENGAGEMENT}\\?period=91d$`));
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Last 91 days');
  await page.goto(ENGAGEMENT);
  await expect(page).toHaveURL(new RegExp(`${ENGAGEMENT}\\?period=91d$`), { timeout: 20_000 });

  // A custom range (C): two date pickers, refused while it ends before it starts, then every metric asked for it.
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Last 91 days', { timeout: 30_000 });
  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog', { name: 'Custom range' });
  await expect(dialog).toBeVisible();
  // Each picker is a field of month, day and year sections (en: MM/DD/YYYY) that takes typed digits.
  const typeDate = async (name: string, digits: string) => {
    await dialog.getByRole('group', { name }).getByRole('spinbutton').first().click();
    await page.keyboard.type(digits);
  };
  await typeDate('From', '01312026');
  await typeDate('To', '01012026');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The end comes before the start.');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'manage-custom-range');

  const requests = recordEngagementRequests(page);
  await typeDate('From', '01012026');
  await typeDate('To', '01312026');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${ENGAGEMENT}\\?period=custom&from=2026-01-01&to=2026-01-31$`));
  await expect.poll(() => new Set(requests.filter((request) => request.from === '2026-01-01' && request.to === '2026-01-31').map((request) => request.metric)).size, { timeout: 30_000 }).toBe(METRICS);
});

test('a member opening the engagement dashboard is told it is for managers only, and nothing is asked', async ({ page, apiBaseUrl }) => {
  const requests = recordEngagementRequests(page);
  await openSignedIn(page, apiBaseUrl, 'rosa@demo.test', ENGAGEMENT);
  await expect(page.getByRole('heading', { level: 1, name: 'Managers only' })).toBeVisible();
  expect(requests).toEqual([]);
});

/** A member comments on the newest content of Harbour Runners, straight on the wire; the comment's text is unique. */
async function commentAs(page: Page, apiBaseUrl: string, email: string, body: string): Promise<void> {
  const commented = await page.evaluate(
    async ({ apiBase, networkId, email, body, password }) => {
      const login = await fetch(`${apiBase}/v2/auth/login?networkId=${networkId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
      const { data } = (await login.json()) as { data: { accessToken: string } };
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${data.accessToken}` };
      const newest = (await (await fetch(`${apiBase}/v2/contents?networkId=${networkId}&limit=1&offset=0`, { headers })).json()) as { data: { id: string }[] };
      const created = await fetch(`${apiBase}/v2/contents/${newest.data[0]?.id}/comments?networkId=${networkId}`, { method: 'POST', headers, body: JSON.stringify({ body }) });
      return created.ok;
    },
    { apiBase: apiBaseUrl || '/api', networkId: HARBOUR.id, email, body, password: DEMO_PASSWORD },
  );
  expect(commented).toBe(true);
}

test('a manager deletes a member’s comment in moderation, after confirming', async ({ page, apiBaseUrl }, testInfo) => {
  test.setTimeout(180_000);
  const text = `Cheap watches here ${Date.now()}`;
  await openSignedIn(page, apiBaseUrl, 'marco@demo.test', MANAGE);
  // In the demo build the back end runs in the page: it answers once the page is up.
  await expect(page.getByRole('heading', { level: 1, name: 'Manage' })).toBeVisible({ timeout: 20_000 });
  await commentAs(page, apiBaseUrl, 'bruno@demo.test', text);
  await page.getByRole('navigation', { name: 'Manager area' }).getByRole('link', { name: 'Moderation' }).click();
  await expect(page).toHaveTitle('Moderation · Harbour Runners');
  const comments = page.getByRole('list', { name: 'Latest comments' });
  await expect(comments.getByRole('listitem').filter({ hasText: text })).toContainText('by Bruno Gallo', { timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Latest contents' }).getByRole('button', { name: /^Edit “/ }).first()).toBeVisible();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'manage-moderation');

  await comments.getByRole('button', { name: `Delete the comment by Bruno Gallo: “${text}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this comment?' });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(comments.getByText(text)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeFocused();

  // The server has forgotten it too.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Latest comments' }).getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(text)).toHaveCount(0);
});

test('a manager sends a notification, with a preview, and a member then finds it', async ({ page, apiBaseUrl }, testInfo) => {
  test.setTimeout(120_000);
  const title = `Track closed ${Date.now()}`;
  await openSignedIn(page, apiBaseUrl, 'marco@demo.test', `${MANAGE}/notifications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle('Notifications · Harbour Runners');
  const form = page.getByRole('form', { name: 'New notification' });
  const preview = page.getByRole('region', { name: 'Preview' });

  // Refused before asking: no title, and a link that would leave the site unsafely; focus goes to the first problem.
  await form.getByRole('textbox', { name: 'Link (optional)' }).fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Send to all members' }).click();
  await expect(form.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await expect(form).toContainText('Give the notification a title.');
  await expect(form).toContainText('The link must be a page of this site (starting with /) or an https:// address.');

  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Text' }).fill('The harbour track is closed on Saturday.\nWe meet at the park instead.');
  await form.getByRole('textbox', { name: 'Link (optional)' }).fill(`/${HARBOUR.slug}/surveys`);
  await expect(preview).toContainText(title);
  await expect(preview).toContainText('We meet at the park instead.');
  await expect(preview).toContainText(`Opens /${HARBOUR.slug}/surveys`);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'manage-notifications');

  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/v2/notifications'));
  await form.getByRole('button', { name: 'Send to all members' }).click();
  expect((await sent).postDataJSON()).toEqual({ title, body: 'The harbour track is closed on Saturday.\nWe meet at the park instead.', link: `/${HARBOUR.slug}/surveys` });
  await expect(page.getByRole('alert').filter({ hasText: 'Sent to the members of Harbour Runners.' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Title' })).toBeFocused();
  const sentList = page.getByRole('list', { name: 'Sent notifications' });
  await expect(sentList.getByRole('listitem').first()).toContainText(title);
  // Still listed after a reload.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Sent notifications' }).getByRole('listitem').first()).toContainText(title, { timeout: 20_000 });

  // A member finds it among their notifications, and opening it follows its link.
  await signInThroughApi(page, apiBaseUrl || '/api', HARBOUR.id, 'rosa@demo.test');
  await page.goto(`/${HARBOUR.slug}/notifications`);
  const received = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: title });
  await expect(received).toContainText('We meet at the park instead.', { timeout: 20_000 });
  await expect(received).toContainText('Unread');
  await received.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/${HARBOUR.slug}/surveys$`));
});

test('a manager creates a conversation in the chat administration and deletes it, after confirming', async ({ page, apiBaseUrl }, testInfo) => {
  test.setTimeout(120_000);
  const title = `Trail weekend ${Date.now()}`;
  await openSignedIn(page, apiBaseUrl, 'marco@demo.test', `${MANAGE}/chat`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle('Chat · Harbour Runners');
  await expect(page.getByRole('navigation', { name: 'Manager area' }).getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
  const conversations = page.getByRole('list', { name: 'Chat' });
  await expect(conversations.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'New conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New conversation' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toContainText('Give the conversation a title.');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const row = conversations.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('no messages yet');
  // The manager stays in the area, and the conversation opens in the chat from here.
  await expect(page).toHaveURL(new RegExp(`${MANAGE}/chat$`));
  await expect(row.getByRole('link', { name: `Open “${title}” in the chat` })).toBeVisible();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'manage-chat');

  await row.getByRole('button', { name: `Delete the conversation “${title}”` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this conversation?' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: `Delete the conversation “${title}”` })).toBeFocused();
  await row.getByRole('button', { name: `Delete the conversation “${title}”` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(conversations.getByText(title)).toHaveCount(0);
  // The row that had focus is gone: focus is on the page's heading, not lost.
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Chat' }).getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(title)).toHaveCount(0);
});

test('a section the manager area does not have is not found', async ({ page, apiBaseUrl }) => {
  await openSignedIn(page, apiBaseUrl, 'marco@demo.test', `${MANAGE}/billing`);
  await expect(page.getByRole('heading', { level: 1, name: 'This page does not exist.' })).toBeVisible({ timeout: 20_000 });
});
