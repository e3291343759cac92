import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { ChatMessage } from '../../../src/domain/chat/Conversation';
import { CHAT_POLL_INTERVAL_MS, CHAT_POLL_LIMIT, PollingMessageStream } from '../../../src/infrastructure/chat/PollingMessageStream';
import { InMemoryConversationGateway } from '../../../src/infrastructure/memory/InMemoryConversationGateway';
import { InMemoryPageVisibility } from '../../../src/infrastructure/memory/InMemoryPageVisibility';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';

const CONVERSATION = { id: 'c1', title: 'Sunday', adminIds: [], memberCount: 3, lastMessage: null, unread: 0 };

function stream() {
  const gateway = new InMemoryConversationGateway({ conversations: [CONVERSATION] });
  const first = gateway.arrive({ conversationId: 'c1', body: 'Hello', senderId: 'mem-giulia', senderName: 'Giulia Verdi' });
  const clock = new ManualClock(0);
  const visibility = new InMemoryPageVisibility();
  const received: ChatMessage[] = [];
  let latest = first.id;
  let gone = 0;
  const listener = {
    latestId: () => latest,
    received: (messages: ChatMessage[]) => {
      received.push(...messages);
      latest = messages.at(-1)?.id ?? latest;
    },
    gone: () => void (gone += 1),
  };
  const polling = new PollingMessageStream(gateway, clock, visibility);
  return { gateway, clock, visibility, received, listener, polling, gone: () => gone, subscribe: () => polling.subscribe('c1', listener) };
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
});
