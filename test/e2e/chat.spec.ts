import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapBothWidths } from './paymentsSupport';
import { DEMO, expectAccessible, signInThroughModal, VIEWPORTS, openSignedIn } from './support';

// The chat of issue 11, in the demo build and in the http build against the fake back end server. The http
// project's tests share that server: each test signs in with its own account (rosa, bruno, irene are the
// chat's) and writes in its own conversation.

const HARBOUR = DEMO.public;
const CHAT = `/${HARBOUR.slug}/chat`;

const conversations = (page: Page) => page.getByRole('list', { name: 'Conversations' });
const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Write a message' });

test('a member reads the list, finds a draft again after a reload, and sends it with Enter', async ({ page, apiBaseUrl }, testInfo) => {
  // Two reloads, two pairs of screenshots and two axe runs: more than the default 30 s on a busy machine.
  test.slow();
  await openSignedIn(page, apiBaseUrl, 'rosa@demo.test', CHAT);
  await expect(page).toHaveTitle('Chat · Harbour Runners');
  await expect(conversations(page).getByRole('link')).toHaveCount(5);
  await expect(conversations(page).getByRole('link', { name: /Sunday long run/ })).toContainText('unread');
  // Only managers create conversations (spec §6).
  await expect(page.getByRole('button', { name: 'New conversation' })).toHaveCount(0);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'chat-list');

  await conversations(page).getByRole('link', { name: /Gear swap/ }).click();
  await expect(page).toHaveURL(`${CHAT}/conv-harbour-gear`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gear swap' })).toBeFocused();
  await expect(messages(page).getByRole('article', { name: 'Ada Rossi' }).first()).toContainText('Size 39 trail shoes');
  await expect(page.getByRole('button', { name: 'Delete conversation' })).toHaveCount(0);

  await composer(page).fill('I would take the vest');
  await composer(page).press('Shift+Enter');
  await composer(page).pressSequentially('if it is still there');
  await page.reload();
  await expect(composer(page)).toHaveValue('I would take the vest\nif it is still there');

  await composer(page).press('Enter');
  const mine = messages(page).getByRole('article', { name: 'You' }).filter({ hasText: 'I would take the vest' });
  await expect(mine).toBeVisible();
  await expect(mine).not.toHaveAttribute('aria-busy', 'true');
  await expect(composer(page)).toHaveValue('');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'chat-conversation');

  // The server has it, once; the draft is gone.
  await page.reload();
  await expect(mine).toHaveCount(1);
  await expect(composer(page)).toHaveValue('');
});

test('a message from another member arrives while the conversation is open', async ({ page, apiBaseUrl }, testInfo) => {
  await page.clock.install();
  await page.setViewportSize(VIEWPORTS.mobile);
  await openSignedIn(page, apiBaseUrl, 'bruno@demo.test', `${CHAT}/conv-harbour-track`);
  await expect(page).toHaveTitle('Track Tuesdays · Harbour Runners');
  await expect(messages(page)).toContainText('Next Tuesday: drills, then 10 × 200 m.');
  // On a phone the conversation has the screen to itself.
  await expect(conversations(page)).toBeHidden();

  // A demo member answers a few seconds after the visit (the fake back end's clock); the open conversation polls.
  const reply = messages(page).getByRole('article', { name: 'Giulia Verdi' }).filter({ hasText: 'Warm-up starts at 18:45' });
  await expect(async () => {
    await page.clock.runFor(4_000);
    await expect(reply).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 25_000 });
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'chat-reply-arrived');

  await page.getByRole('link', { name: 'All conversations' }).click();
  await expect(page).toHaveURL(CHAT);
  await expect(conversations(page).getByRole('link', { name: /Track Tuesdays/ })).toContainText('Warm-up starts at 18:45');
});

test('a manager creates a conversation, and deletes it', async ({ page, apiBaseUrl }, testInfo) => {
  await openSignedIn(page, apiBaseUrl, 'irene@demo.test', CHAT);
  const title = `Trail weekend ${testInfo.project.name}`;
  await page.getByRole('button', { name: 'New conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New conversation' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Give the conversation a title.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'chat-new-conversation');
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${CHAT}/conv-`));
  await expect(conversations(page).getByRole('link', { name: new RegExp(title) })).toContainText('No messages yet');
  await expect(messages(page)).toContainText('No messages yet. Say hello!');

  // Deleting is among the conversation's details, in its "Members" dialog.
  await page.getByRole('button', { name: 'Members (1)' }).click();
  await page.getByRole('dialog', { name: `Members of “${title}”` }).getByRole('button', { name: 'Delete conversation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this conversation?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(CHAT);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeFocused();
  await expect(conversations(page).getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  await page.reload();
  await expect(conversations(page).getByRole('link')).not.toHaveCount(0);
  await expect(conversations(page).getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
});

test('a guest is asked to sign in; a network without chat says it has none', async ({ page }, testInfo) => {
  await page.goto(CHAT);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with the members' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to chat' })).toBeVisible();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'chat-guest');

  await page.goto(`/${DEMO.otpFirst.slug}/chat`);
  await expect(page.getByRole('heading', { level: 1, name: 'No chat here' })).toBeVisible();
  await expect(page.getByText('This network has no chat.')).toBeVisible();
  await expect(page).toHaveTitle(`Chat · ${DEMO.otpFirst.name}`);
});

test('a guest who signs in on the chat sees the conversations without reloading', async ({ page, baseURL }) => {
  // A returning visitor: the modal opens in sign-in mode (the authed-before cookie, spec §4).
  await page.context().addCookies([{ name: 'authed-before', value: '1', url: baseURL ?? '' }]);
  await page.goto(CHAT);
  await page.getByRole('button', { name: 'Sign in to chat' }).click();
  await signInThroughModal(page, 'rosa@demo.test');
  await expect(page).toHaveURL(CHAT);
  // Not a count: in the http project another test may be creating a conversation on the same server.
  await expect(conversations(page).getByRole('link', { name: /Sunday long run/ })).toBeVisible();
  await expect(conversations(page).getByRole('link', { name: /Gear swap/ })).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: VIEWPORTS.mobile });

  test('Enter makes a new line, the Send button sends, and no keyboard advice shows', async ({ page, apiBaseUrl }) => {
    await openSignedIn(page, apiBaseUrl, 'bruno@demo.test', `${CHAT}/conv-harbour-gear`);
    await expect(composer(page)).toBeVisible();
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await expect(page.getByText('Enter sends, Shift+Enter starts a new line.')).toHaveCount(0);
    await composer(page).fill('Size 42');
    await composer(page).press('Enter');
    await composer(page).pressSequentially('barely worn');
    await expect(composer(page)).toHaveValue('Size 42\nbarely worn');
    await page.getByRole('button', { name: 'Send' }).tap();
    await expect(messages(page).getByRole('article', { name: 'You' }).last()).toContainText('barely worn');
    await expect(composer(page)).toHaveValue('');
  });
});
