import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapBothWidths } from './paymentsSupport';
import { DEMO, expectAccessible, openSignedIn } from './support';

// Chat access of spec §6 (issue 26), in the demo build and in the http build against the fake back end server. The
// http project's tests share that server: the manager's conversation is new each run; "Race crew" is only read.

const HARBOUR = DEMO.public;
const CHAT = `/${HARBOUR.slug}/chat`;

const conversations = (page: Page) => page.getByRole('list', { name: 'Conversations' });

test('chat access (spec §6): a manager adds members and makes one an admin, who renames it, removes a member and leaves; a plain member only leaves', async ({ page, apiBaseUrl }, testInfo) => {
  // Three members in turn, each signing in: more than the default 30 s on a busy machine.
  test.slow();
  await openSignedIn(page, apiBaseUrl, 'irene@demo.test', CHAT);
  await page.getByRole('button', { name: 'New conversation' }).click();
  const title = `Crew ${Date.now()}`;
  await page.getByRole('dialog', { name: 'New conversation' }).getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('dialog', { name: 'New conversation' }).getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const address = page.url();

  await page.getByRole('button', { name: 'Members (1)' }).click();
  const panel = page.getByRole('dialog', { name: `Members of “${title}”` });
  const roster = panel.getByRole('list', { name: 'Members' });
  await expect(roster.getByRole('listitem')).toHaveText([/Irene Sala \(you\)\s*Admin/]);
  const search = panel.getByRole('searchbox', { name: 'Add members' });
  await search.fill('bruno@demo');
  await panel.getByRole('list', { name: 'Members found' }).getByRole('button', { name: 'Add Bruno Gallo' }).click();
  await expect(page.getByText('Bruno Gallo was added to the conversation.')).toBeVisible();
  await search.fill('ada@demo');
  await panel.getByRole('button', { name: 'Add Ada Rossi' }).click();
  await expect(roster.getByRole('listitem')).toHaveCount(3);
  await panel.getByRole('button', { name: 'Make Bruno Gallo an admin' }).click();
  await expect(panel.getByRole('button', { name: 'Bruno Gallo no longer an admin' })).toBeVisible();
  await search.fill('nobody-at-all');
  await expect(panel.getByText('No member of the network matches “nobody-at-all”, or they are all in the conversation already.')).toBeVisible();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'chat-members-manager');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Members (3)' })).toBeVisible();

  // Bruno, a plain user and now its admin: no "Add members", but rename, admins and removal.
  await page.context().clearCookies();
  await openSignedIn(page, apiBaseUrl, 'bruno@demo.test', address);
  await page.getByRole('button', { name: 'Members (3)' }).click();
  await expect(panel.getByRole('searchbox', { name: 'Add members' })).toHaveCount(0);
  await expect(roster.getByRole('listitem')).toHaveText([/Bruno Gallo \(you\)\s*Admin/, /Irene Sala\s*Admin/, /Ada Rossi/]);
  await panel.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename the conversation' });
  await rename.getByRole('textbox', { name: 'Title' }).fill(`${title} renamed`);
  await rename.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByRole('dialog', { name: `Members of “${title} renamed”` });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: 'Remove Ada Rossi' }).click();
  const removal = page.getByRole('dialog', { name: 'Remove Ada Rossi?' });
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(renamed.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'chat-members-admin');
  await renamed.getByRole('button', { name: 'Leave conversation' }).click();
  await page.getByRole('dialog', { name: `Leave “${title} renamed”?` }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(CHAT);
  await expect(page.getByText(`You left “${title} renamed”.`)).toBeVisible();
  await expect(conversations(page).getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();

  // Rosa, a plain member of "Race crew" who is not its admin: she sees who is in it and may only leave.
  await page.context().clearCookies();
  await openSignedIn(page, apiBaseUrl, 'rosa@demo.test', `${CHAT}/conv-harbour-race-crew`);
  await page.getByRole('button', { name: 'Members (3)' }).click();
  const crew = page.getByRole('dialog', { name: 'Members of “Race crew”' });
  await expect(crew.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveText([/Bruno Gallo\s*Admin/, /Ada Rossi/, /Rosa .* \(you\)/]);
  await expect(crew.getByRole('button', { name: /^(Rename|Remove|Make|Delete conversation)/ })).toHaveCount(0);
  await expect(crew.getByRole('button', { name: 'Leave conversation' })).toBeVisible();
  await snapBothWidths(page, testInfo, 'chat-members-member');
});
