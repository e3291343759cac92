import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { REPEAT_FLOOR_MS } from '../../../src/domain/timing/RepeatPolicy';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { sampleContent, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { SequenceRandomSource } from '../../../src/infrastructure/memory/SequenceRandomSource';
import { InMemoryWindowSignals } from '../../../src/infrastructure/memory/InMemoryWindowSignals';
import { NewerContentsCheck } from '../../../src/presentation/content/NewerContentsCheck';
import { PRESENTERS } from '../../../src/presentation/tokens';
import { memoryApp } from '../memoryApp';

/** The feed loaded, and its focus check on a manual clock; `checks()` counts the newest page read again. */
async function feedWithCheck() {
  const app = memoryApp({ networks: [sampleNetwork()], contents: [sampleContent({ id: 'old', createdAt: '2026-11-24T08:00:00.000Z' })] });
  const feed = app.presenter(PRESENTERS.Contents);
  feed.mount();
  await expect.poll(() => feed.status).toBe('ready');
  const clock = new ManualClock(0);
  const focus = new InMemoryWindowSignals();
  const check = new NewerContentsCheck(feed, clock, new SequenceRandomSource(), focus);
  const publish = async (title: string) => {
    app.contents.actor = { id: 'boss', role: 'network_manager' };
    app.contents.now = () => '2026-11-24T12:30:00.000Z';
    await app.contents.create({ type: 'post', title, body: 'Just in' });
  };
  return { app, feed, clock, focus, check, publish, checks: () => app.contents.callsOf('list').length - 1 };
}

describe('NewerContentsCheck (the feed’s "N new" on focus)', () => {
  it('checks at once on a focus, and a focus within 4 s of the last answer once the 4 s are over', async () => {
    const h = await feedWithCheck();
    await h.publish('Fresh');
    h.check.windowFocused();
    await h.clock.advanceAsync(0);
    expect(h.feed.newer.map((content) => content.title)).toEqual(['Fresh']);

    await h.clock.advanceAsync(1_000);
    h.check.windowFocused();
    h.check.windowFocused();
    await h.clock.advanceAsync(REPEAT_FLOOR_MS - 1_001);
    expect(h.checks()).toBe(1);
    await h.clock.advanceAsync(1);
    expect(h.checks()).toBe(2);
  });

  it('backs off after a failure: a focus during the back-off is checked when it ends', async () => {
    const h = await feedWithCheck();
    h.app.contents.failNext('list', new ApiError(503, 'Unavailable', 'Try again later.'));
    h.app.contents.failNext('list', new ApiError(503, 'Unavailable', 'Try again later.'));
    h.check.windowFocused();
    await h.clock.advanceAsync(REPEAT_FLOOR_MS);
    h.check.windowFocused();
    await h.clock.advanceAsync(0);
    expect(h.checks()).toBe(2);
    h.check.windowFocused();
    await h.clock.advanceAsync(7_999);
    expect(h.checks()).toBe(2);
    await h.clock.advanceAsync(1);
    expect(h.checks()).toBe(3);
    expect(h.check.refused).toBe(false);
  });

  it('stops checking once the server refuses, says so, and checks again when the member retries', async () => {
    const h = await feedWithCheck();
    h.app.contents.failNext('list', new ApiError(401, 'Unauthorized', 'Sign in again.'));
    h.check.windowFocused();
    await h.clock.advanceAsync(0);
    expect(h.check.refused).toBe(true);
    h.check.windowFocused();
    await h.clock.advanceAsync(60_000);
    expect(h.checks()).toBe(1);

    await h.publish('Fresh');
    h.check.retryClicked();
    await h.clock.advanceAsync(0);
    expect(h.check.refused).toBe(false);
    expect(h.feed.newer.map((content) => content.title)).toEqual(['Fresh']);
  });

  it('asks nothing while the feed is away, and again on a focus once it is back', async () => {
    const h = await feedWithCheck();
    h.check.windowFocused();
    await h.clock.advanceAsync(1_000);
    h.check.windowFocused();
    h.check.pause();
    await h.clock.advanceAsync(60_000);
    expect(h.checks()).toBe(1);
    h.check.windowFocused();
    await h.clock.advanceAsync(0);
    expect(h.checks()).toBe(2);
  });

  it('hears the window come back to the front through the WindowSignals port while shown, and no more once gone', async () => {
    const h = await feedWithCheck();
    const unmount = h.check.mount();
    h.focus.focus();
    await h.clock.advanceAsync(0);
    expect(h.checks()).toBe(1);

    unmount();
    expect(h.focus.listenerCount).toBe(0);
    await h.clock.advanceAsync(60_000);
    h.focus.focus();
    await h.clock.advanceAsync(0);
    expect(h.checks()).toBe(1);
  });
});
