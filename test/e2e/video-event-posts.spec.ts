import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { snapBothWidths } from './paymentsSupport';
import { DEMO, expectAccessible, openSignedIn } from './support';

// Video and event posts (spec §3 `contents.video`, issue 26), in the demo build and in the http build against the fake
// back end server. The http project's tests share that server: each run publishes contents of its own.

const HARBOUR = DEMO.public;

test.describe('videos and events', () => {
  // The member's time zone is not the server's: the start is picked in Rome and sent as the instant it names.
  test.use({ timezoneId: 'Europe/Rome' });

  test('a trusted contributor publishes a YouTube video and an event, which the feed shows with its player and "Add to calendar"', async ({ page, apiBaseUrl }, testInfo) => {
    // The player's page is YouTube's: a stand-in here, so the test needs no internet.
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' }));
    await openSignedIn(page, apiBaseUrl, 'giulia@demo.test', `/${HARBOUR.slug}`);
    const feed = page.getByRole('feed', { name: 'Latest contents' });

    await page.getByRole('button', { name: 'New post' }).click();
    const editor = page.getByRole('dialog', { name: 'New post' });
    await editor.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Video' }).click();
    const video = `Warm-up drills ${Date.now()}`;
    await editor.getByRole('textbox', { name: 'Title' }).fill(video);
    await editor.getByRole('textbox', { name: 'Text' }).fill('Ten minutes before every session.');
    const address = editor.getByRole('textbox', { name: 'Video address' });
    await address.fill('http://videos.example.com/drills.mp4');
    await editor.getByRole('button', { name: 'Publish' }).click();
    await expect(editor.getByText('The video’s address must start with https://.')).toBeVisible();
    await address.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await editor.getByRole('tab', { name: 'Preview' }).click();
    await expect(editor.locator('iframe[title="The video"]')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await editor.getByRole('tab', { name: 'Write' }).click();
    await expectAccessible(page);
    await snapBothWidths(page, testInfo, 'new-video');
    await editor.getByRole('button', { name: 'Publish' }).click();
    await expect(editor).toBeHidden();
    await expect(feed.getByRole('article', { name: video }).locator(`iframe[title="${video}"]`)).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

    await page.getByRole('button', { name: 'New post' }).click();
    await editor.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Event' }).click();
    const event = `Track night ${Date.now()}`;
    await editor.getByRole('textbox', { name: 'Title' }).fill(event);
    await editor.getByRole('textbox', { name: 'Text' }).fill('Floodlights at 19:00, north gate.');
    await editor.getByRole('button', { name: 'Publish' }).click();
    await expect(editor.getByText('Give the day and time it starts.')).toBeVisible();
    await expect(editor.getByText('Date and time where you are (Europe/Rome).')).toHaveCount(0);
    await editor.getByLabel('Starts at').fill('2026-12-08T19:30');
    await expect(editor.getByText('Date and time where you are (Europe/Rome).')).toBeVisible();
    await snapBothWidths(page, testInfo, 'new-event');
    await editor.getByRole('button', { name: 'Publish' }).click();
    await expect(editor).toBeHidden();

    const card = feed.getByRole('article', { name: event });
    await expect(card.locator('time').nth(1)).toHaveAttribute('dateTime', '2026-12-08T18:30:00.000Z');
    const calendar = card.getByRole('button', { name: `Add “${event}” to your calendar` });
    await expect(calendar).toHaveText('Add to calendar');
    const download = page.waitForEvent('download');
    await calendar.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${event.toLowerCase().replace(/ /g, '-')}.ics`);
    const text = readFileSync(await file.path(), 'utf8');
    expect(text).toContain('DTSTART:20261208T183000Z');
    expect(text.replace(/\r\n /g, '')).toContain(`SUMMARY:${event}`);
    await expectAccessible(page);
    await snapBothWidths(page, testInfo, 'event-card');
  });
});
