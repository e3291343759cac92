import { describe, expect, it } from 'vitest';
import { InMemoryLiveChannel } from '../../../src/infrastructure/memory/InMemoryLiveChannel';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { sampleMembership } from '../../../src/infrastructure/memory/samples';
import { ConversationPresence, RECONNECTING_AFTER_MS, TYPING_SHOWN_MS } from '../../../src/presentation/chat/ConversationPresence';

function harness(state: 'live' | 'connecting' | 'fallback' = 'live') {
  const live = new InMemoryLiveChannel();
  live.setState(state);
  const clock = new ManualClock(Date.parse('2026-11-24T10:00:00Z'));
  const presence = new ConversationPresence(live, { membership: sampleMembership({ id: 'mem-ada' }) }, clock, 'c1');
  const unmount = presence.mount();
  return { live, clock, presence, unmount };
}

const ann = { conversationId: 'c1', memberId: 'mem-ann', name: 'Ann' };

describe('ConversationPresence (who is typing, and the channel away)', () => {
  it('shows who is typing for 5 s after their last signal', () => {
    const h = harness();
    h.live.emit('typing', ann);
    expect(h.presence.typistName).toBe('Ann');
    h.clock.advance(TYPING_SHOWN_MS - 1_000);
    h.live.emit('typing', ann);
    h.clock.advance(TYPING_SHOWN_MS - 1);
    expect(h.presence.typistName).toBe('Ann');
    h.clock.advance(1);
    expect(h.presence.typistName).toBeNull();
  });

  it("ignores the member's own typing and another conversation's", () => {
    const h = harness();
    h.live.emit('typing', { ...ann, memberId: 'mem-ada', name: 'Ada' });
    h.live.emit('typing', { ...ann, conversationId: 'c2' });
    expect(h.presence.typistName).toBeNull();
  });

  it("ends the typist's line when their message arrives", () => {
    const h = harness();
    h.live.emit('typing', ann);
    h.presence.messageFrom('mem-giulia');
    expect(h.presence.typistName).toBe('Ann');
    h.presence.messageFrom('mem-ann');
    expect(h.presence.typistName).toBeNull();
  });

  it('tells the others when the member types something, not for an emptied composer', () => {
    const h = harness();
    h.presence.typed('H');
    h.presence.typed('   ');
    h.presence.typed('Hi');
    expect(h.live.typed).toEqual(['c1', 'c1']);
  });

  it('says it is reconnecting once the channel has been away for 5 s, and no more once it is back', () => {
    const h = harness();
    h.live.setState('connecting');
    h.clock.advance(RECONNECTING_AFTER_MS - 1);
    expect(h.presence.reconnecting).toBe(false);
    h.clock.advance(1);
    expect(h.presence.reconnecting).toBe(true);
    h.live.setState('live');
    expect(h.presence.reconnecting).toBe(false);
  });

  it('says it in the fallback too (messages come by polling meanwhile), and nothing for a channel back within 5 s', () => {
    const h = harness('fallback');
    h.clock.advance(RECONNECTING_AFTER_MS);
    expect(h.presence.reconnecting).toBe(true);
    h.live.setState('live');
    expect(h.presence.reconnecting).toBe(false);
    h.live.setState('connecting');
    h.clock.advance(RECONNECTING_AFTER_MS - 1);
    h.live.setState('live');
    h.clock.advance(RECONNECTING_AFTER_MS);
    expect(h.presence.reconnecting).toBe(false);
  });

  it('stops listening when unmounted', () => {
    const h = harness('connecting');
    h.live.emit('typing', ann);
    h.unmount();
    expect(h.live.listenerCount).toBe(0);
    expect(h.clock.pendingDelays()).toEqual([]);
    expect(h.presence).toMatchObject({ typistName: null, reconnecting: false });
  });
});
