import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { ChatMessage } from '../../../src/domain/chat/Conversation';
import { CHAT_POLL_INTERVAL_MS, CHAT_POLL_LIMIT, PollingMessageStream } from '../../../src/infrastructure/chat/PollingMessageStream';
import { InMemoryConversationGateway } from '../../../src/infrastructure/memory/InMemoryConversationGateway';
import { InMemoryPageVisibility } from '../../../src/infrastructure/memory/InMemoryPageVisibility';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { SequenceRandomSource } from '../../../src/infrastructure/memory/SequenceRandomSource';

const CONVERSATION = { id: 'c1', title: 'Sunday', adminIds: [], memberCount: 3, lastMessage: null, unread: 0 };

function stream(fractions: number[] = []) {
  const gateway = new InMemoryConversationGateway({ conversations: [CONVERSATION] });
  const first = gateway.arrive({ conversationId: 'c1', body: 'Hello', senderId: 'mem-giulia', senderName: 'Giulia Verdi' });
  const clock = new ManualClock(0);
  const visibility = new InMemoryPageVisibility();
  const received: ChatMessage[] = [];
  let latest = first.id;
  let gone = 0;
  const refusals: Array<() => void> = [];
  const listener = {
    latestId: () => latest,
    received: (messages: ChatMessage[]) => {
      received.push(...messages);
      latest = messages.at(-1)?.id ?? latest;
    },
    removed: () => undefined,
    gone: () => void (gone += 1),
    refused: (resume: () => void) => void refusals.push(resume),
  };
  const polling = new PollingMessageStream(gateway, clock, new SequenceRandomSource([], fractions), visibility);
  return { gateway, clock, visibility, received, listener, polling, refusals, gone: () => gone, subscribe: () => polling.subscribe('c1', listener) };
}

const from = (gateway: InMemoryConversationGateway, body: string) => gateway.arrive({ conversationId: 'c1', body, senderId: 'mem-giulia', senderName: 'Giulia Verdi' });

describe('PollingMessageStream', () => {
  it('asks for the messages after the newest one every few seconds while subscribed', async () => {
    const h = stream();
    h.subscribe();
    from(h.gateway, 'Anyone?');

    await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS - 1);
    expect(h.gateway.callsOf('messages')).toEqual([]);
    await h.clock.advanceAsync(1);
    expect(h.received.map((message) => message.body)).toEqual(['Anyone?']);
    await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
    expect(h.gateway.callsOf('messages')).toEqual([
      ['c1', { after: 'message-1', limit: CHAT_POLL_LIMIT }],
      ['c1', { after: 'message-2', limit: CHAT_POLL_LIMIT }],
    ]);
  });

  it('stops while the page is hidden and catches up at once when it is shown again', async () => {
    const h = stream();
    h.subscribe();
    h.visibility.set(false);
    await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS * 5);
    expect(h.gateway.callsOf('messages')).toEqual([]);
    expect(h.clock.pendingDelays()).toEqual([]);

    from(h.gateway, 'While you were away');
    h.visibility.set(true);
    await h.clock.advanceAsync(0);
    expect(h.received.map((message) => message.body)).toEqual(['While you were away']);
    expect(h.clock.pendingDelays()).toEqual([CHAT_POLL_INTERVAL_MS]);
  });

  it('stops for good when the conversation is closed', async () => {
    const h = stream();
    const stop = h.subscribe();
    await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
    stop();
    from(h.gateway, 'Too late');
    h.visibility.set(false);
    h.visibility.set(true);
    await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS * 3);
    expect(h.gateway.callsOf('messages')).toHaveLength(1);
    expect(h.received).toEqual([]);
    expect(h.visibility.listenerCount).toBe(0);
    expect(h.clock.pendingDelays()).toEqual([]);
  });

  it.each([
    ['offline', new ApiError(0, ApiError.NETWORK, 'offline')],
    ['a server error', new ApiError(500, 'ServerError', 'Try again later.')],
    ['an error that is not the server’s', new TypeError('Failed to fetch')],
  ])('keeps polling after a poll that failed with %s', async (_, error) => {
    const h = stream();
    h.subscribe();
    h.gateway.failNext('messages', error);
    await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
    from(h.gateway, 'Back online');
    await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
    expect(h.received.map((message) => message.body)).toEqual(['Back online']);
    expect(h.gone()).toBe(0);
  });

  it('stops for good and tells the listener once the conversation is gone (404), asking no more', async () => {
    const h = stream();
    const stop = h.subscribe();
    h.gateway.actor = { id: 'mem-irene', name: 'Irene Sala', role: 'network_manager' };
    await h.gateway.remove('c1');
    await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
    expect(h.gone()).toBe(1);
    expect(h.clock.pendingDelays()).toEqual([]);
    expect(h.visibility.listenerCount).toBe(0);

    h.visibility.set(false);
    h.visibility.set(true);
    await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS * 5);
    expect(h.gateway.callsOf('messages')).toHaveLength(1);
    stop();
    expect(h.gone()).toBe(1);
  });

  it('tells nobody of a 404 that arrives after the conversation was closed', async () => {
    const h = stream();
    let refuse: (error: unknown) => void = () => undefined;
    h.gateway.messages = () => new Promise((_, reject) => (refuse = reject));
    const stop = h.subscribe();
    await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
    stop();
    refuse(new ApiError(404, 'NotFound', 'This conversation does not exist.'));
    await h.clock.advanceAsync(0);
    expect(h.gone()).toBe(0);
    expect(h.clock.pendingDelays()).toEqual([]);
  });

  it('asks again at once after a full page of new messages, and waits the interval after a full page of known ones', async () => {
    const h = stream();
    h.subscribe();
    for (let count = 0; count < CHAT_POLL_LIMIT + 10; count++) from(h.gateway, `Message ${count}`);
    await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
    expect(h.gateway.callsOf('messages')).toHaveLength(2);
    expect(h.received).toHaveLength(CHAT_POLL_LIMIT + 10);
    expect(h.clock.pendingDelays()).toEqual([CHAT_POLL_INTERVAL_MS]);

    // A server that ignores `after` answers the same full page again and again: no storm (it was 860 polls a second).
    const known = await h.gateway.messages('c1', { limit: CHAT_POLL_LIMIT });
    let polls = 0;
    h.gateway.messages = async () => (++polls <= 20 ? known : []);
    await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
    expect(polls).toBe(1);
    expect(h.clock.pendingDelays()).toEqual([CHAT_POLL_INTERVAL_MS]);
  });

  it('backs off after failures in a row, 4 s doubling to 60 s, and is back to the interval after an answer', async () => {
    const h = stream();
    h.subscribe();
    const pollTimes: number[] = [];
    const answer = h.gateway.messages.bind(h.gateway);
    let failing = true;
    h.gateway.messages = async (...args) => {
      pollTimes.push(h.clock.now());
      if (failing) throw new ApiError(500, 'ServerError', 'Try again later.');
      return answer(...args);
    };
    await h.clock.advanceAsync(200_000);
    expect(pollTimes).toEqual([4_000, 8_000, 16_000, 32_000, 64_000, 124_000, 184_000]);

    failing = false;
    await h.clock.advanceAsync(60_000);
    expect(h.clock.pendingDelays()).toEqual([CHAT_POLL_INTERVAL_MS]);
    expect(h.gone()).toBe(0);
  });

  it('spreads each back-off by its jitter', async () => {
    const h = stream([0.99, 0.99]);
    h.subscribe();
    h.gateway.messages = async () => {
      throw new ApiError(503, 'Unavailable', 'Try again later.');
    };
    await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
    expect(h.clock.pendingDelays()).toEqual([4_784]);
    await h.clock.advanceAsync(4_784);
    expect(h.clock.pendingDelays()).toEqual([9_568]);
  });

  it.each([
    ['in seconds', 30_000, 30_000],
    ['shorter than the 4 s floor', 1_000, 4_000],
  ])("waits as long as a 429's Retry-After says (%s)", async (_, retryAfterMs, waited) => {
    const h = stream();
    h.subscribe();
    h.gateway.failNext('messages', new ApiError(429, 'TooManyRequests', 'Slow down.', {}, retryAfterMs));
    await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
    expect(h.clock.pendingDelays()).toEqual([waited]);
    from(h.gateway, 'Later');
    await h.clock.advanceAsync(waited);
    expect(h.received.map((message) => message.body)).toEqual(['Later']);
  });

  it.each([
    ['401 after the token refresh', new ApiError(401, 'Unauthorized', 'Sign in again.')],
    ['403', new ApiError(403, 'Forbidden', 'Not a member of this conversation.')],
  ])('stops on a %s and tells the listener, who may resume it', async (_, error) => {
    const h = stream();
    h.subscribe();
    h.gateway.failNext('messages', error);
    await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
    expect(h.refusals).toHaveLength(1);
    expect(h.clock.pendingDelays()).toEqual([]);
    h.visibility.set(false);
    h.visibility.set(true);
    await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS * 10);
    expect(h.gateway.callsOf('messages')).toHaveLength(1);

    from(h.gateway, 'Welcome back');
    h.refusals[0]?.();
    await h.clock.advanceAsync(0);
    expect(h.received.map((message) => message.body)).toEqual(['Welcome back']);
    expect(h.clock.pendingDelays()).toEqual([CHAT_POLL_INTERVAL_MS]);
  });

  it('never polls more often than every 4 s: a tab shown again soon after a poll waits for the rest', async () => {
    const h = stream();
    h.subscribe();
    await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
    await h.clock.advanceAsync(1_000);
    h.visibility.set(false);
    h.visibility.set(true);
    await h.clock.advanceAsync(0);
    expect(h.gateway.callsOf('messages')).toHaveLength(1);
    expect(h.clock.pendingDelays()).toEqual([3_000]);

    const eager = new PollingMessageStream(h.gateway, h.clock, new SequenceRandomSource(), h.visibility, 1_000);
    eager.subscribe('c1', h.listener);
    expect(h.clock.pendingDelays()).toEqual([3_000, 4_000]);
  });
});
