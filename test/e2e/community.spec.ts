import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapBothWidths } from './paymentsSupport';
import { accountMenuButton, authDialog, DEMO, DEMO_PASSWORD, expectAccessible, notificationsBell, signInThroughModal, VIEWPORTS, openSignedIn } from './support';

// The community of issue 10, in the demo build and in the http build against the fake back end server. The http
// project's tests share that server: each test writes to its own content or comment.

const HARBOUR = DEMO.public;
const TEN_K = `/${HARBOUR.slug}/contents/cnt-harbour-10k`;
const DRILLS = `/${HARBOUR.slug}/contents/cnt-harbour-drills`;

const comments = (page: Page) => page.getByRole('list', { name: 'Comments' });
const comment = (page: Page, author: string, text: string | RegExp) => comments(page).getByRole('article', { name: author }).filter({ hasText: text });

test('a guest opens a content from the feed, reads it, and signs in to comment on the same content', async ({ page, baseURL }, testInfo) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  // A returning visitor: the modal opens in sign-in mode (the authed-before cookie, spec §4).
  await page.context().addCookies([{ name: 'authed-before', value: '1', url: baseURL ?? '' }]);
  await page.goto(`/${HARBOUR.slug}`);
  await page.getByRole('link', { name: 'Harbour 10K: registration open' }).click();

  await expect(page).toHaveURL(TEN_K);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour 10K: registration open' })).toBeVisible();
  await expect(page.getByText('By Marco Bianchi')).toBeVisible();
  await expect(page).toHaveTitle('Harbour 10K: registration open · Harbour Runners');
  await expect(comment(page, 'Ada Rossi', 'Count me in for the water station!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Write a comment' })).toHaveCount(0);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'content-guest');

  await page.getByRole('button', { name: 'Sign in to comment' }).click();
  const dialog = authDialog(page);
  await dialog.getByRole('button', { name: 'use phone or e-mail' }).click();
  await dialog.getByRole('tab', { name: 'E-mail' }).click();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('giulia@demo.test');
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  await expect(page).toHaveURL(TEN_K);
  await expect(page.getByRole('textbox', { name: 'Write a comment' })).toBeVisible();
});

test('a member comments, edits and deletes their own comment, and has no edit control on another’s', async ({ page, apiBaseUrl }, testInfo) => {
  await openSignedIn(page, apiBaseUrl, 'ada@demo.test', TEN_K);
  await expect(comment(page, 'Giulia Verdi', 'Kilometre 5')).toBeVisible();
  await expect(comment(page, 'Giulia Verdi', 'Kilometre 5').getByRole('button', { name: /^(Edit|Delete)$/ })).toHaveCount(0);

  const field = page.getByRole('textbox', { name: 'Write a comment' });
  await field.fill('I can bring oranges\nfor the finish line.');
  await field.press('Control+Enter');
  const mine = comment(page, 'Ada Rossi', 'I can bring oranges');
  await expect(mine).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(mine).not.toHaveAttribute('aria-busy', 'true');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'content-comments-member');

  await mine.getByRole('button', { name: 'Edit' }).click();
  const edit = mine.getByRole('textbox', { name: 'Your comment' });
  await edit.fill('I can bring oranges and water.');
  await mine.getByRole('button', { name: 'Save' }).click();
  const edited = comment(page, 'Ada Rossi', 'I can bring oranges and water.');
  await expect(edited).toContainText('edited');

  await edited.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this comment?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(comment(page, 'Ada Rossi', 'oranges')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: /^Comments/ })).toBeFocused();

  // The server agrees: after a reload the comment is still gone.
  await page.reload();
  await expect(comment(page, 'Ada Rossi', 'Count me in')).toBeVisible();
  await expect(comment(page, 'Ada Rossi', 'oranges')).toHaveCount(0);
});

test('a comment being written survives a reload', async ({ page, apiBaseUrl }) => {
  await openSignedIn(page, apiBaseUrl, 'ada@demo.test', `/${HARBOUR.slug}/contents/cnt-harbour-lighthouse`);
  await page.getByRole('textbox', { name: 'Write a comment' }).fill('Half a thought about the climb');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('Half a thought about the climb');
});

test('a long thread shows its latest comments first and the earlier ones on request; a manager deletes another member’s comment', async ({ page, apiBaseUrl }) => {
  await openSignedIn(page, apiBaseUrl, 'marco@demo.test', DRILLS);
  await expect(comments(page).getByRole('article')).toHaveCount(10);
  await page.getByRole('button', { name: 'Show earlier comments' }).click();
  await expect(comments(page).getByRole('article')).toHaveCount(14);
  await expect(page.getByRole('button', { name: 'Show earlier comments' })).toHaveCount(0);

  const victors = comments(page).getByRole('article', { name: 'Victor Greco' });
  const count = await victors.count();
  await victors.first().getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this comment?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(victors).toHaveCount(count - 1);
});

test('an unknown content is a not-found page', async ({ page }, testInfo) => {
  await page.goto(`/${HARBOUR.slug}/contents/cnt-nothing-here`);
  // The first page of a fresh browser: in the demo build the back end starts in it first, slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'This page does not exist.' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle('Page not found · Harbour Runners');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'content-not-found');
});

test('a guest on the notifications page signs in there and sees their notifications at once', async ({ page, baseURL }, testInfo) => {
  await page.context().addCookies([{ name: 'authed-before', value: '1', url: baseURL ?? '' }]);
  await page.goto(`/${HARBOUR.slug}/notifications`);
  await expect(page.getByText('Sign in to see your notifications.')).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'notifications-guest');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page, 'giulia@demo.test');
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first()).toBeVisible();
  await expect(page).toHaveURL(`/${HARBOUR.slug}/notifications`);
});

test('the account menu shows the credits and the unread count, leads to the notifications, and logs out', async ({ page, apiBaseUrl }, testInfo) => {
  await openSignedIn(page, apiBaseUrl, 'giulia@demo.test', `/${HARBOUR.slug}`);
  // The bell says it before the menu opens.
  await expect(notificationsBell(page)).toHaveAccessibleDescription('3 unread notifications');
  await expect(notificationsBell(page).getByTestId('unread-badge')).toBeVisible();
  await accountMenuButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Signed in as Giulia Verdi');
  await expect(menu).toContainText(/Credits: \d+/);
  const notificationsEntry = menu.getByRole('menuitem', { name: /^Notifications \(3 unread\)$/ });
  await expect(notificationsEntry).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Surveys' })).toHaveAttribute('href', `/${HARBOUR.slug}/surveys`);
  await expect(menu.getByRole('menuitem', { name: 'Chat' })).toHaveAttribute('href', `/${HARBOUR.slug}/chat`);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'account-menu');
  // MUI moves an open menu 166 ms after a resize: reopened, it is where the click lands.
  await page.keyboard.press('Escape');
  await accountMenuButton(page).click();

  await notificationsEntry.click();
  await expect(page).toHaveURL(`/${HARBOUR.slug}/notifications`);
  await expect(page).toHaveTitle('Notifications · Harbour Runners');
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'notifications');

  // Opening an unread one with a link to a content marks it read and goes to the content.
  const unreadWithLink = list.getByRole('listitem').filter({ hasText: 'Unread' }).filter({ hasText: /drills/i });
  await unreadWithLink.getByRole('button').click();
  await expect(page).toHaveURL(`/${HARBOUR.slug}/contents/cnt-harbour-drills`);
  await expect(notificationsBell(page)).toHaveAccessibleDescription('2 unread notifications');
  await accountMenuButton(page).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: /^Notifications \(2 unread\)$/ })).toBeVisible();

  await page.getByRole('menu').getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the header bell shows the unread count and opens the latest, with Mark all as read and See all, on a phone and a desktop', async ({ page, apiBaseUrl }, testInfo) => {
  await openSignedIn(page, apiBaseUrl, 'giulia@demo.test', `/${HARBOUR.slug}`);
  const bell = notificationsBell(page);
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(bell).toHaveAccessibleDescription('3 unread notifications');
  await expect(bell.getByTestId('unread-badge')).toHaveText(/^3/);

  // Desktop: the panel opens under the bell; Escape closes it and gives the focus back, its ring round like the bell.
  await bell.click();
  await expect(panel.getByRole('list', { name: 'Your latest notifications' }).getByRole('listitem')).toHaveCount(5);
  await expect(panel.getByRole('listitem').filter({ hasText: 'Unread' })).toHaveCount(3);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'notifications-bell');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  expect(await bell.evaluate((button) => getComputedStyle(button).borderRadius)).toBe('50%');
  // So does the account button's, after its menu.
  await accountMenuButton(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(accountMenuButton(page)).toBeFocused();
  expect(await accountMenuButton(page).evaluate((button) => [getComputedStyle(button).borderRadius, button.clientWidth === button.clientHeight])).toEqual(['50%', true]);

  // A phone: the bell is in the header beside the account button, the panel fits the screen.
  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(bell).toBeInViewport({ ratio: 1 });
  await bell.click();
  await expect(panel).toBeInViewport({ ratio: 1 });
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Unread' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expect(bell.getByTestId('unread-badge')).toBeHidden();
  await panel.getByRole('link', { name: 'See all notifications' }).click();
  await expect(page).toHaveURL(`/${HARBOUR.slug}/notifications`);
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: 'Unread' })).toHaveCount(0);
});

test('a trusted contributor publishes a post from the feed and is not offered announcements', async ({ page, apiBaseUrl }, testInfo) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await openSignedIn(page, apiBaseUrl, 'giulia@demo.test', `/${HARBOUR.slug}`);
  await page.getByRole('button', { name: 'New post' }).click();
  const editor = page.getByRole('dialog', { name: 'New post' });
  await editor.getByRole('combobox', { name: 'Type' }).click();
  await expect(page.getByRole('option')).toHaveText(['Post', 'Video', 'Event']);
  await page.getByRole('option', { name: 'Post' }).click();

  // Nothing is sent while a required field is empty; the form says which.
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByText('Give it a title.')).toBeVisible();
  const title = `Intervals on the pier ${Date.now()}`;
  await editor.getByRole('textbox', { name: 'Title' }).fill(title);
  await editor.getByRole('textbox', { name: 'Text' }).fill('6 x 800 m at 10K pace, 90 s jog between.');
  await editor.getByRole('tab', { name: 'Preview' }).click();
  await expect(editor.getByRole('article', { name: 'Preview' })).toContainText(title);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'new-post-preview');
  await editor.getByRole('button', { name: 'Publish' }).click();

  await expect(editor).toBeHidden();
  const post = page.getByRole('feed', { name: 'Latest contents' }).getByRole('article', { name: title });
  await expect(post).toContainText('Giulia Verdi');
  await post.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit content' });
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'edit-content');
  await edit.getByRole('textbox', { name: 'Title' }).fill(`${title}, edited`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${title}, edited` })).toBeVisible();
  // The feed lists it as saved.
  await page.getByRole('link', { name: /Back to the feed/ }).click();
  await expect(page.getByRole('feed', { name: 'Latest contents' }).getByRole('article', { name: `${title}, edited` })).toBeVisible();
});

test('a member who may not write sees no "New post"; a manager publishes an announcement, pinned on top, then deletes it', async ({ page, apiBaseUrl }, testInfo) => {
  await openSignedIn(page, apiBaseUrl, 'ada@demo.test', `/${HARBOUR.slug}`);
  await expect(page.getByRole('feed', { name: 'Latest contents' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New post' })).toHaveCount(0);
  await accountMenuButton(page).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Manage' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.context().clearCookies();
  await openSignedIn(page, apiBaseUrl, 'marco@demo.test', `/${HARBOUR.slug}`);
  // A network manager reaches the manager area from the account menu.
  await accountMenuButton(page).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Manage' })).toHaveAttribute('href', `/${HARBOUR.slug}/manage`);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'New post' }).click();
  const editor = page.getByRole('dialog', { name: 'New post' });
  // Spec §2: a modal is 420 to 814 px wide on a desktop.
  const width = (await editor.boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThanOrEqual(420);
  expect(width).toBeLessThanOrEqual(814);
  await editor.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Announcement' }).click();
  const title = `Track closed on Tuesday ${Date.now()}`;
  await editor.getByRole('textbox', { name: 'Title' }).fill(title);
  await editor.getByRole('textbox', { name: 'Text' }).fill('The council resurfaces the track: intervals move to the pier.');
  await editor.getByRole('button', { name: 'Publish' }).click();
  const feed = page.getByRole('feed', { name: 'Latest contents' });
  await expect(feed.getByRole('article').first()).toHaveAccessibleName(title);
  await expect(feed.getByRole('article', { name: title }).getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'feed-manager');

  // Deleted from its page: the feed met again no longer lists it.
  await feed.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this content?' });
  await expect(confirm).toContainText(title);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'delete-content');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(`/${HARBOUR.slug}`);
  await expect(feed.getByRole('article').first()).toBeVisible();
  await expect(feed.getByRole('article', { name: title })).toHaveCount(0);
});

test('the feed filters by type', async ({ page }) => {
  await page.goto(`/${HARBOUR.slug}`);
  const feed = page.getByRole('feed', { name: 'Latest contents' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Event' }).click();
  await expect(page.getByRole('button', { name: 'Event' })).toHaveAttribute('aria-pressed', 'true');
  await expect(feed.getByRole('article')).not.toHaveCount(0);
  for (const chip of await feed.getByRole('article').all()) await expect(chip).toContainText('Event');
});

/** Publishes a post on Harbour Runners as its manager, straight on the wire (someone else, elsewhere). */
async function publishAsManager(page: Page, apiBaseUrl: string, title: string): Promise<void> {
  const published = await page.evaluate(
    async ({ apiBase, networkId, title, password }) => {
      const login = await fetch(`${apiBase}/v2/auth/login?networkId=${networkId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'marco@demo.test', password }) });
      const { data } = (await login.json()) as { data: { accessToken: string } };
      const created = await fetch(`${apiBase}/v2/contents?networkId=${networkId}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.accessToken}` },
        body: JSON.stringify({ type: 'post', title, body: 'Meet at the steps, 7:00 sharp.' }),
      });
      return created.ok;
    },
    { apiBase: apiBaseUrl || '/api', networkId: HARBOUR.id, title, password: DEMO_PASSWORD },
  );
  expect(published).toBe(true);
}

test('the feed: Page Down moves between contents, more load ahead of the end, the place is kept back from a content, newer ones wait behind "N new"', async ({ page, apiBaseUrl }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(`/${HARBOUR.slug}`);
  const feed = page.getByRole('feed', { name: 'Latest contents' });
  // The contents' articles (the banner, an article of the feed too, comes when the ads' chunk has loaded).
  const articles = feed.locator('article[aria-posinset]');
  await expect(articles).toHaveCount(10);

  // The feed's keys come with the code loaded once the first screen is there.
  await expect(async () => {
    await articles.nth(0).focus();
    await page.keyboard.press('PageDown');
    await expect(articles.nth(1)).toBeFocused({ timeout: 500 });
  }).toPass();
  await page.keyboard.press('PageUp');
  await expect(articles.nth(0)).toBeFocused();

  // Nearing the end loads the next page without a press on "Load more".
  await articles.nth(9).scrollIntoViewIfNeeded();
  await expect(articles).not.toHaveCount(10);
  const reportTitle = 'Saturday report: fog on the pier';
  const report = feed.getByRole('article', { name: reportTitle });
  await report.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  await report.getByRole('link', { name: reportTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: reportTitle })).toBeVisible();
  await page.goBack();
  await expect(report).toBeVisible();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
  // The page's own "Back to the feed" finds the same place.
  await report.getByRole('link', { name: reportTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: reportTitle })).toBeVisible();
  await page.getByRole('link', { name: /Back to the feed/ }).click();
  await expect(report).toBeVisible();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);

  // Someone publishes meanwhile: back on the tab, the list does not move; "N new" brings it to the top.
  const title = `Track at dawn ${Date.now()}`;
  await publishAsManager(page, apiBaseUrl, title);
  const placeOf = () => page.evaluate(() => ({ scrollY: window.scrollY, listTop: document.querySelector('[role="feed"]')?.getBoundingClientRect().top }));
  const before = await placeOf();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const newer = page.getByRole('button', { name: /^\d+ new$/ });
  await expect(newer).toBeVisible();
  await expect(feed.getByRole('article', { name: title })).toHaveCount(0);
  // The button floats over the list: the list keeps its place on the page and on the screen.
  expect(await placeOf()).toEqual(before);
  await newer.click();
  await expect(feed.getByRole('article', { name: title })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

