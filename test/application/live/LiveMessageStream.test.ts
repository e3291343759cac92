import { describe, expect, it } from 'vitest';
import { LiveMessageStream } from '../../../src/application/live/LiveMessageStream';
import type { MessageListener, MessageStream } from '../../../src/application/ports/MessageStream';
import type { ChatMessage } from '../../../src/domain/chat/Conversation';
import { InMemoryConversationGateway } from '../../../src/infrastructure/memory/InMemoryConversationGateway';
import { InMemoryLiveChannel } from '../../../src/infrastructure/memory/InMemoryLiveChannel';

const message = (id: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 'c1',
  body: `Message ${id}`,
  senderId: 'mem-giulia',
  senderName: 'Giulia Verdi',
  senderAvatarUrl: null,
  createdAt: `2026-11-24T10:00:0${id.slice(1)}Z`,
  clientId: null,
  ...overrides,
});

/** The REST stream the live one stands in for: records who subscribed and who closed. */
class RecordingStream implements MessageStream {
  open = 0;
  closed = 0;
  subscribe(): () => void {
    this.open += 1;
    return () => void (this.closed += 1);
  }
}

function harness(state: 'live' | 'connecting' = 'live', seed: ChatMessage[] = [message('m1')]) {
  const live = new InMemoryLiveChannel();
  live.setState(state);
  const fallback = new RecordingStream();
  const gateway = new InMemoryConversationGateway({ conversations: [{ id: 'c1', title: 'Run', adminIds: [], memberCount: 2, lastMessage: null, unread: 0 }], messages: seed });
  const heard: { received: string[][]; removed: string[]; gone: number } = { received: [], removed: [], gone: 0 };
  let latest: string | null = seed.at(-1)?.id ?? null;
  const listener: MessageListener = {
    latestId: () => latest,
    received: (messages) => {
      heard.received.push(messages.map((each) => each.id));
      latest = messages.at(-1)?.id ?? latest;
    },
    removed: (id) => void heard.removed.push(id),
    gone: () => void (heard.gone += 1),
    refused: () => undefined,
  };
  const stream = new LiveMessageStream(live, fallback, gateway);
  return { live, fallback, gateway, heard, close: stream.subscribe('c1', listener) };
}

describe('LiveMessageStream (api-contract.md Live events, with the REST stream as fallback)', () => {
  it("delivers the conversation's new messages from the channel, and no other conversation's", () => {
    const h = harness();
    h.live.emit('message.created', message('m2'));
    h.live.emit('message.created', message('m3', { conversationId: 'c2' }));
    expect(h.heard.received).toEqual([['m2']]);
    expect(h.fallback.open).toBe(0);
  });

  it('removes a deleted message, and stops for good when the conversation is deleted', () => {
    const h = harness();
    const listening = h.live.listenerCount;
    h.live.emit('message.deleted', { id: 'm1', conversationId: 'c1' });
    h.live.emit('message.deleted', { id: 'm9', conversationId: 'c2' });
    h.live.emit('conversation.deleted', { id: 'c2' });
    expect(h.heard).toMatchObject({ removed: ['m1'], gone: 0 });
    h.live.emit('conversation.deleted', { id: 'c1' });
    expect(h.heard.gone).toBe(1);
    expect(h.live.listenerCount).toBe(listening - 5);
  });

  it('polls through the REST stream while the channel is not live, and stops polling once it is', async () => {
    const h = harness('connecting');
    expect(h.fallback).toMatchObject({ open: 1, closed: 0 });
    h.live.setState('fallback');
    expect(h.fallback).toMatchObject({ open: 1, closed: 0 });
    await h.gateway.send('c1', { body: 'Sent while away', clientId: 'x1' });
    h.live.setState('live');
    expect(h.fallback).toMatchObject({ open: 1, closed: 1 });
    // What came while the channel was away is read once, after the newest message shown.
    await expect.poll(() => h.heard.received.length).toBe(1);
    expect(h.gateway.callsOf('messages').at(-1)).toEqual(['c1', { after: 'm1', limit: 50 }]);
    h.live.setState('connecting');
    expect(h.fallback.open).toBe(2);
  });

  it('reads what was missed after a reset', async () => {
    const h = harness();
    await h.gateway.send('c1', { body: 'Missed', clientId: 'x2' });
    h.live.reset();
    await expect.poll(() => h.heard.received.length).toBe(1);
    expect(h.gateway.callsOf('messages')).toEqual([['c1', { after: 'm1', limit: 50 }]]);
  });

  it('stops listening, and polling, when closed', () => {
    const h = harness('connecting');
    h.close();
    expect(h.live.listenerCount).toBe(0);
    expect(h.fallback.closed).toBe(1);
    h.live.emit('message.created', message('m2'));
    expect(h.heard.received).toEqual([]);
  });
});
