import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapBothWidths } from './paymentsSupport';
import { png } from './pictureFiles';
import { DEMO, expectAccessible, signInThroughApi, VIEWPORTS } from './support';

// Post covers from the device (api-contract.md POST /v2/uploads, cover), in the demo build and in the http build
// against the fake back end server: each test publishes a post of its own, with a title no other test uses.

const HARBOUR = DEMO.public;

async function newPost(page: Page, apiBaseUrl: string) {
  await page.goto(`/${HARBOUR.slug}`);
  await signInThroughApi(page, apiBaseUrl || '/api', HARBOUR.id, 'giulia@demo.test');
  await page.goto(`/${HARBOUR.slug}`);
  await page.getByRole('button', { name: 'New post' }).click();
  return page.getByRole('dialog', { name: 'New post' });
}

test('a member publishes a post with a cover chosen from the device, and the feed card shows it', async ({ page, apiBaseUrl }, testInfo) => {
  const editor = await newPost(page, apiBaseUrl);
  const title = `Dawn on the shore ${Date.now()}`;
  await editor.getByRole('textbox', { name: 'Title' }).fill(title);
  await editor.getByRole('textbox', { name: 'Text' }).fill('The tide was out at six.');

  // The upload is held on its way, for the screenshot of the form while it is sent: in the http build only, where
  // the request goes to the network (the demo's is answered by its service worker, which page.route does not see).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const holdsUpload = testInfo.project.name === 'http';
  if (holdsUpload) {
    await page.route(/\/v2\/uploads\?/, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
  }
  await editor.getByLabel('Choose a picture').setInputFiles({ name: 'shore.png', mimeType: 'image/png', buffer: png(640, 320) });
  await expect(editor.getByRole('img', { name: 'The cover picture' })).toBeVisible();
  if (holdsUpload) {
    await expect(editor.getByRole('status')).toContainText('Sending the picture: ');
    await expect(editor.getByRole('progressbar')).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Cancel the upload' })).toBeVisible();
    await snapBothWidths(page, testInfo, 'editor-upload-in-progress');
    release();
  }
  // Sent: the form offers to change or remove it, no longer to cancel.
  await expect(editor.getByRole('button', { name: 'Change the picture' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Remove the picture' })).toBeVisible();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'editor-with-picture');

  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor).toBeHidden();
  const card = page.getByRole('feed', { name: 'Latest contents' }).getByRole('article', { name: title });
  const cover = card.locator('img.card__cover');
  await expect(cover).toHaveAttribute('src', /\/v2\/uploads\/upl-\d+$/);
  // Loaded, not refused (by the CSP or a server that does not serve it): the browser decoded the picture.
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
});

test('a file that is not a picture is refused before anything is sent, on a phone', async ({ page, apiBaseUrl }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  const editor = await newPost(page, apiBaseUrl);
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/v2/uploads')) uploads += 1;
  });
  await editor.getByLabel('Choose a picture').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(editor.getByRole('alert')).toHaveText('This file is not a picture: choose a JPEG, PNG or WebP picture.');
  expect(uploads).toBe(0);
  // Keyboard: the button that opens the picker is reachable with Tab from the text.
  await editor.getByRole('textbox', { name: 'Text' }).focus();
  await page.keyboard.press('Tab');
  await expect(editor.getByRole('button', { name: 'Choose a picture' })).toBeFocused();
});

test('a member sets their picture in Settings → Profile: it shows on their account button and on the comment they write', async ({ page, apiBaseUrl }, testInfo) => {
  await page.goto(`/${HARBOUR.slug}`);
  await signInThroughApi(page, apiBaseUrl || '/api', HARBOUR.id, 'irene@demo.test');
  await page.goto(`/${HARBOUR.slug}/settings`);
  const picture = page.getByRole('region', { name: 'Your picture' });
  await picture.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(900, 600) });
  await expect(page.getByText('Your picture is saved.')).toBeVisible();
  await expect(picture.getByRole('button', { name: 'Remove the picture' })).toBeVisible();
  // Framed as a centred square, made 512 px (a smaller one is not blown up).
  const face = picture.locator('.face img');
  await expect.poll(() => face.evaluate((image: HTMLImageElement) => image.complete && [image.naturalWidth, image.naturalHeight])).toEqual([512, 512]);
  const url = await face.getAttribute('src');
  expect(url).toMatch(/\/v2\/uploads\/upl-\d+$/);
  await expect(page.locator('header button[aria-label="Account menu"] img')).toHaveAttribute('src', url ?? '');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'settings-with-avatar');

  await page.goto(`/${HARBOUR.slug}/contents/cnt-harbour-sunday`);
  const text = `See you at the start ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Write a comment' }).fill(text);
  await page.getByRole('textbox', { name: 'Write a comment' }).press('Control+Enter');
  const comment = page.getByRole('list', { name: 'Comments' }).getByRole('article', { name: 'Irene Sala' }).filter({ hasText: text });
  await expect(comment).not.toHaveAttribute('aria-busy', 'true');
  await expect(comment.locator('.face img')).toHaveAttribute('src', url ?? '');
});
