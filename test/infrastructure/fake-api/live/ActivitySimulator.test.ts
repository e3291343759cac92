// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFakeBackend, NETWORK_IDS, type FakeBackend } from '../../../../src/infrastructure/fake-api/index';
import { ACTIVITY_INTERVAL_MS } from '../../../../src/infrastructure/fake-api/live/ActivitySimulator';
import type { LiveSocket } from '../../../../src/infrastructure/fake-api/live/LiveServer';
import { ManualClock } from '../../../../src/infrastructure/memory/ManualClock';

const T0 = Date.parse('2026-03-10T09:00:00Z');

interface EventFrame {
  type: string;
  event: string;
  data: Record<string, unknown>;
}

/** Signs `memberId` in on a socket of their network; returns the event frames it hears. */
function visit(backend: FakeBackend, memberId: string): EventFrame[] {
  const member = backend.membershipById(memberId);
  if (!member) throw new Error(`No member ${memberId}`);
  const heard: EventFrame[] = [];
  const socket: LiveSocket = {
    send: (frame) => {
      const parsed = JSON.parse(frame) as EventFrame;
      if (parsed.type === 'event') heard.push(parsed);
    },
    close: () => undefined,
    drop: () => undefined,
  };
  const session = backend.live.connect(socket, new URL(`ws://api.test/v2/live?networkId=${member.networkId}`));
  session.received(JSON.stringify({ type: 'auth', token: backend.issueTokens(member).accessToken }));
  return heard;
}

function setup() {
  const clock = new ManualClock(T0);
  const backend = createFakeBackend({ now: () => clock.now(), timers: clock });
  return { clock, backend };
}

describe('ActivitySimulator', () => {
  it('has other members post a chat message, a comment and a notification in turn, every few seconds, through the write routes', async () => {
    const { clock, backend } = setup();
    const heard = visit(backend, 'mem-ada-harbour');
    backend.live.simulateActivity(true);
    expect(backend.live.status().simulating).toBe(true);

    await clock.advanceAsync(ACTIVITY_INTERVAL_MS);
    expect(heard).toEqual([{ type: 'event', id: 1, event: 'message.created', data: expect.objectContaining({ conversationId: 'conv-harbour-sunday' }) }]);
    expect(heard[0]?.data.senderId).not.toBe('mem-ada-harbour');
    // Sent like any message: the conversation has it.
    expect(backend.state.chatMessages.at(-1)?.id).toBe(heard[0]?.data.id);

    await clock.advanceAsync(ACTIVITY_INTERVAL_MS);
    const newest = [...backend.state.contents].filter((content) => content.networkId === NETWORK_IDS.harbour).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    expect(heard[1]).toMatchObject({ event: 'comment.created', data: { contentId: newest?.id } });
    expect(heard[1]?.data.creatorId).not.toBe('mem-ada-harbour');

    await clock.advanceAsync(ACTIVITY_INTERVAL_MS);
    // The conversation's script answers the simulated message too (chatRoutes): left out here.
    const deeds = heard.filter((frame) => !(frame.event === 'message.created' && frame.data.clientId === null));
    expect(deeds[2]).toMatchObject({ event: 'notification.created', data: { read: false } });
    const sent = backend.state.notifications.at(-1);
    expect(sent?.recipientIds).toContain('mem-ada-harbour');

    backend.live.simulateActivity(false);
    const before = heard.length;
    await clock.advanceAsync(3 * ACTIVITY_INTERVAL_MS);
    expect(heard).toHaveLength(before);
    expect(backend.live.status().simulating).toBe(false);
  });

  it('does what the network allows: a comment where there is no chat', async () => {
    const { backend } = setup();
    const heard = visit(backend, 'mem-nina-atelier');
    await backend.live.activity.act();
    expect(heard.map((frame) => frame.event)).toEqual(['comment.created']);
  });

  it('has one of its members write in a conversation with members of its own', async () => {
    const { backend } = setup();
    // The race crew (bruno, rosa, ada) has the latest message now.
    backend.state.chatMessages.push({ id: 'msg-crew-now', conversationId: 'conv-harbour-race-crew', body: 'Van leaves at 6', senderId: 'mem-bruno-harbour', createdAt: new Date(T0).toISOString(), clientId: null });
    const heard = visit(backend, 'mem-ada-harbour');
    // A round of each deed: only the first is a message.
    for (let turn = 0; turn < 3; turn += 1) await backend.live.activity.act();
    const sent = heard.filter((frame) => frame.event === 'message.created');
    expect(sent).toEqual([expect.objectContaining({ data: expect.objectContaining({ conversationId: 'conv-harbour-race-crew' }) })]);
    expect(['mem-bruno-harbour', 'mem-rosa-harbour']).toContain(sent[0]?.data.senderId);
  });

  it('does nothing where nobody visits', async () => {
    const { backend } = setup();
    await backend.live.activity.act();
    expect(backend.state.liveLogs).toEqual([]);
  });
});
