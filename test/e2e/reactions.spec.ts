import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapBothWidths } from './paymentsSupport';
import { DEMO, expectAccessible, signInThroughApi, signInThroughModal, VIEWPORTS } from './support';

// Reactions (issue 25), in the demo build and in the http build against the fake back end server. The http project's
// tests share that server: these react only to the drills post, ada's last comment under it and the warm-up video,
// which no other test of that project counts on, and take back what they gave.

const HARBOUR = DEMO.public;
const DRILLS = 'Five drills for a stronger finish';

/** The reaction calls the page makes from now on, as `METHOD path?query body`. */
function reactionCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.includes('/v2/reactions/')) return;
    url.searchParams.delete('networkId');
    calls.push(`${request.method()} ${url.pathname.replace(/^\/api/, '')}${url.search ? decodeURIComponent(url.search) : ''} ${request.postData() ?? ''}`.trim());
  });
  return calls;
}

const reactionsOf = (page: Page, article: string, text?: string) => {
  const found = page.getByRole('article', { name: article });
  return (text ? found.filter({ hasText: text }) : found).getByRole('group', { name: 'Reactions' });
};

test('a member reacts to a content on the feed and takes it back on its page, then reacts to a comment and takes it back', async ({ page, apiBaseUrl }, testInfo) => {
  await page.goto(`/${HARBOUR.slug}`);
  await signInThroughApi(page, apiBaseUrl || '/api', HARBOUR.id, 'giulia@demo.test');
  // The network's welcome was shown to her before (it would cover the feed: ads.spec shows it).
  await page.evaluate(() => localStorage.setItem('welcome-shown:net-harbour-runners:mem-giulia-harbour', 'true'));
  await page.goto(`/${HARBOUR.slug}`);
  const calls = reactionCalls(page);

  const onCard = reactionsOf(page, DRILLS);
  await expect(onCard.getByRole('button', { name: 'Thumbs up: 2' })).toHaveAttribute('aria-pressed', 'false');
  await expect(onCard.getByRole('button', { name: 'Laughing: 1' })).toHaveAttribute('title', '1 reaction');
  await onCard.getByRole('button', { name: 'React' }).click();
  const menu = page.getByRole('menu', { name: 'Choose a reaction' });
  await expect(menu.getByRole('menuitemcheckbox')).toHaveText(['👍', '❤️', '😂', '😮', '😢', '🎉']);
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Thumbs up' })).toBeFocused();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'reactions-menu');
  await page.keyboard.press('ArrowRight');
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Heart' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(onCard.getByRole('button', { name: 'Heart: 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => calls).toEqual(['PUT /v2/reactions/content/cnt-harbour-drills {"emoji":"❤️"}']);
  await snapBothWidths(page, testInfo, 'reactions-feed');

  await page.getByRole('link', { name: DRILLS }).click();
  await expect(page.getByRole('heading', { level: 1, name: DRILLS })).toBeVisible();
  const onPage = reactionsOf(page, DRILLS);
  await onPage.getByRole('button', { name: 'Heart: 1' }).click();
  await expect(onPage.getByRole('button', { name: /^Heart/ })).toHaveCount(0);
  await expect.poll(() => calls.length).toBe(2);
  expect(calls[1]).toBe('DELETE /v2/reactions/content/cnt-harbour-drills?emoji=❤️');

  const onComment = reactionsOf(page, 'Ada Rossi', 'Week two done');
  await onComment.getByRole('button', { name: 'React' }).click();
  await menu.getByRole('menuitemcheckbox', { name: 'Celebrate' }).click();
  await expect(onComment.getByRole('button', { name: 'Celebrate: 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => calls.length).toBe(3);
  expect(calls[2]).toBe('PUT /v2/reactions/comment/cmt-harbour-15 {"emoji":"🎉"}');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'reactions-content');

  await onComment.getByRole('button', { name: 'Celebrate: 1' }).click();
  await expect(onComment.getByRole('button', { name: /^Celebrate/ })).toHaveCount(0);
  await expect.poll(() => calls.length).toBe(4);
  expect(calls[3]).toBe('DELETE /v2/reactions/comment/cmt-harbour-15?emoji=🎉');
});

test('a guest sees the counts; their reaction opens the sign-in modal and is given once they are signed in', async ({ page, baseURL }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  // A returning visitor: the modal opens in sign-in mode (the authed-before cookie, spec §4).
  await page.context().addCookies([{ name: 'authed-before', value: '1', url: baseURL ?? '' }]);
  await page.goto(`/${HARBOUR.slug}/contents/cnt-harbour-warmup`);
  const calls = reactionCalls(page);
  const bar = reactionsOf(page, 'Warm-up routine in 8 minutes');
  await bar.getByRole('button', { name: 'React' }).click();
  await page.getByRole('menu', { name: 'Choose a reaction' }).getByRole('menuitemcheckbox', { name: 'Celebrate' }).click();

  await signInThroughModal(page, 'rosa@demo.test');
  await expect(bar.getByRole('button', { name: 'Celebrate: 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => calls).toEqual(['PUT /v2/reactions/content/cnt-harbour-warmup {"emoji":"🎉"}']);

  // Taken back, for the next run on the same server.
  await bar.getByRole('button', { name: 'Celebrate: 1' }).click();
  await expect.poll(() => calls.length).toBe(2);
});
