// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFakeBackend, NETWORK_IDS, type FakeBackend } from '../../../../src/infrastructure/fake-api/index';
import { NETWORK_READERS, onlyMembers } from '../../../../src/infrastructure/fake-api/live/liveAudience';
import {
  AUTH_TIMEOUT_MS,
  LIVE_CLOSE,
  PING_INTERVAL_MS,
  SILENCE_LIMIT_MS,
  TYPING_INTERVAL_MS,
  type LiveSession,
  type LiveSocket,
} from '../../../../src/infrastructure/fake-api/live/LiveServer';
import { ManualClock } from '../../../../src/infrastructure/memory/ManualClock';
import { sampleContent } from '../../../../src/infrastructure/memory/samples';

const T0 = Date.parse('2026-03-10T09:00:00Z');
const ADA = 'mem-ada-harbour';
const GIULIA = 'mem-giulia-harbour';
const ROSA = 'mem-rosa-harbour';
const CONVERSATION = 'conv-harbour-sunday';

/** A socket as a transport would hand it over: what the server sent, and how it ended. */
class FakeSocket implements LiveSocket {
  readonly frames: Record<string, unknown>[] = [];
  ended: { code: number; reason: string } | 'dropped' | null = null;
  session!: LiveSession;

  send(frame: string): void {
    this.frames.push(JSON.parse(frame) as Record<string, unknown>);
  }

  close(code: number, reason: string): void {
    this.ended = { code, reason };
  }

  drop(): void {
    this.ended = 'dropped';
  }

  say(frame: object): void {
    this.session.received(JSON.stringify(frame));
  }

  /** The frames sent since the last look. */
  take(): Record<string, unknown>[] {
    return this.frames.splice(0);
  }
}

function setup() {
  const clock = new ManualClock(T0);
  const backend = createFakeBackend({ now: () => clock.now(), timers: clock });
  return { clock, backend };
}

function open(backend: FakeBackend, networkId: string | null = NETWORK_IDS.harbour): FakeSocket {
  const socket = new FakeSocket();
  const query = networkId === null ? '' : `?networkId=${networkId}`;
  socket.session = backend.live.connect(socket, new URL(`ws://api.test/v2/live${query}`));
  return socket;
}

function tokensOf(backend: FakeBackend, memberId: string) {
  const member = backend.membershipById(memberId);
  if (!member) throw new Error(`No member ${memberId}`);
  return backend.issueTokens(member);
}

/** A socket past its auth frame, its `ready` taken. */
function signedIn(backend: FakeBackend, memberId: string, networkId: string = NETWORK_IDS.harbour): FakeSocket {
  const socket = open(backend, networkId);
  socket.say({ type: 'auth', token: tokensOf(backend, memberId).accessToken });
  expect(socket.take()).toEqual([{ type: 'ready', lastEventId: backend.liveEvents.lastId(networkId) }]);
  return socket;
}

const contentDeleted = (backend: FakeBackend, id: string, networkId: string = NETWORK_IDS.harbour) =>
  backend.liveEvents.publish(networkId, 'content.deleted', { id }, NETWORK_READERS);

describe('LiveServer: signing in on the socket', () => {
  it('closes a socket that sends no auth frame within 5 s (1008), and not one that did', () => {
    const { clock, backend } = setup();
    const silent = open(backend);
    const prompt = open(backend);
    prompt.say({ type: 'auth', token: tokensOf(backend, ADA).accessToken });
    clock.advance(AUTH_TIMEOUT_MS - 1);
    expect(silent.ended).toBeNull();
    clock.advance(1);
    expect(silent.ended).toEqual({ code: LIVE_CLOSE.protocolBroken, reason: expect.any(String) });
    expect(prompt.ended).toBeNull();
  });

  it('closes with 1008 when the first frame is not an auth frame', () => {
    const { backend } = setup();
    const socket = open(backend);
    socket.say({ type: 'pong' });
    expect(socket.ended).toMatchObject({ code: 1008 });
    const garbled = open(backend);
    garbled.session.received('not json');
    expect(garbled.ended).toMatchObject({ code: 1008 });
  });

  it('answers ready with the network’s last event id to the access token, the chat token and chatTokenV2 alike', () => {
    const { backend } = setup();
    contentDeleted(backend, 'cnt-1');
    contentDeleted(backend, 'cnt-2');
    const tokens = tokensOf(backend, ADA);
    for (const token of [tokens.accessToken, tokens.chatToken, tokens.chatTokenV2]) {
      const socket = open(backend);
      socket.say({ type: 'auth', token });
      expect(socket.take()).toEqual([{ type: 'ready', lastEventId: 2 }]);
      expect(socket.ended).toBeNull();
    }
  });

  it('closes with 4401 for an unknown token, an expired one, or one of another network', () => {
    const { clock, backend } = setup();
    const unknown = open(backend);
    unknown.say({ type: 'auth', token: 'at_nothing' });
    expect(unknown.ended).toMatchObject({ code: LIVE_CLOSE.tokenRejected });

    const otherNetwork = open(backend, NETWORK_IDS.atelier);
    otherNetwork.say({ type: 'auth', token: tokensOf(backend, ADA).chatTokenV2 });
    expect(otherNetwork.ended).toMatchObject({ code: 4401 });

    const tokens = tokensOf(backend, ADA);
    clock.advance(backend.accessTokenTtlMs);
    for (const token of [tokens.accessToken, tokens.chatTokenV2]) {
      const expired = open(backend);
      expired.say({ type: 'auth', token });
      expect(expired.ended).toMatchObject({ code: 4401 });
      expect(expired.frames).toEqual([]);
    }
  });

  it('closes with 4403 for a member without access to the network, or a network that does not exist', () => {
    const { backend } = setup();
    // Tom has no subscription to Green Table (403 not_subscribable on its REST calls).
    const tom = open(backend, NETWORK_IDS.greenTable);
    tom.say({ type: 'auth', token: tokensOf(backend, 'mem-tom-greentable').accessToken });
    expect(tom.ended).toMatchObject({ code: LIVE_CLOSE.accessDenied });
    for (const networkId of ['net-nowhere', null]) {
      const nowhere = open(backend, networkId);
      nowhere.say({ type: 'auth', token: tokensOf(backend, ADA).accessToken });
      expect(nowhere.ended).toMatchObject({ code: 4403 });
    }
  });
});

describe('LiveServer: events', () => {
  it('replays what the member may hear after `after`, then sends new events as they are published', () => {
    const { backend } = setup();
    contentDeleted(backend, 'cnt-1');
    backend.liveEvents.publish(NETWORK_IDS.harbour, 'content.deleted', { id: 'for-giulia' }, onlyMembers([GIULIA]));
    contentDeleted(backend, 'cnt-3');
    const socket = open(backend);
    socket.say({ type: 'auth', token: tokensOf(backend, ADA).chatToken, after: 1 });
    expect(socket.take()).toEqual([
      { type: 'ready', lastEventId: 3 },
      { type: 'event', id: 3, event: 'content.deleted', data: { id: 'cnt-3' } },
    ]);
    contentDeleted(backend, 'cnt-4');
    contentDeleted(backend, 'cnt-elsewhere', NETWORK_IDS.atelier);
    expect(socket.take()).toEqual([{ type: 'event', id: 4, event: 'content.deleted', data: { id: 'cnt-4' } }]);
  });

  it('sends reset instead of a replay when the events after `after` are no longer kept', () => {
    const { backend } = setup();
    for (let index = 0; index < 502; index += 1) contentDeleted(backend, `cnt-${index}`);
    const socket = open(backend);
    socket.say({ type: 'auth', token: tokensOf(backend, ADA).accessToken, after: 1 });
    expect(socket.take()).toEqual([{ type: 'ready', lastEventId: 502 }, { type: 'reset' }]);
  });

  it('closes with 1008 when `after` is not an event id', () => {
    const { backend } = setup();
    const socket = open(backend);
    socket.say({ type: 'auth', token: tokensOf(backend, ADA).accessToken, after: 'yesterday' });
    expect(socket.ended).toMatchObject({ code: 1008 });
  });

  it('delivers only to members who may read: a notification to its recipients, nothing once access is lost', () => {
    const { backend } = setup();
    const ada = signedIn(backend, ADA);
    const giulia = signedIn(backend, GIULIA);
    backend.liveEvents.publish(NETWORK_IDS.harbour, 'content.deleted', { id: 'for-giulia' }, onlyMembers([GIULIA]));
    expect(ada.take()).toEqual([]);
    expect(giulia.take()).toEqual([{ type: 'event', id: 1, event: 'content.deleted', data: { id: 'for-giulia' } }]);

    const chiara = signedIn(backend, 'mem-chiara-greentable', NETWORK_IDS.greenTable);
    contentDeleted(backend, 'cnt-green-1', NETWORK_IDS.greenTable);
    expect(chiara.take()).toHaveLength(1);
    for (const subscription of backend.state.subscriptions.filter((candidate) => candidate.membershipId === 'mem-chiara-greentable')) subscription.status = 'canceled';
    contentDeleted(backend, 'cnt-green-2', NETWORK_IDS.greenTable);
    expect(chiara.take()).toEqual([]);
  });

  it('gives each receiver their own `mine` on the reactions an event lists, live and replayed as they were then', () => {
    const { backend } = setup();
    const ada = signedIn(backend, ADA);
    const giulia = signedIn(backend, GIULIA);
    backend.state.reactions.push({ targetType: 'comment', targetId: 'cmt-harbour-4', emoji: '🎉', memberId: ADA });
    // As the member who reacted was answered: the event goes out as each receiver sees it.
    const changed = { targetType: 'comment', targetId: 'cmt-harbour-4', reactions: [{ emoji: '🎉', count: 1, mine: true }] } as const;
    backend.liveEvents.publish(NETWORK_IDS.harbour, 'reactions.changed', { ...changed, reactions: [...changed.reactions] }, NETWORK_READERS);
    expect(ada.take()).toEqual([{ type: 'event', id: 1, event: 'reactions.changed', data: changed }]);
    expect(giulia.take()).toEqual([{ type: 'event', id: 1, event: 'reactions.changed', data: { ...changed, reactions: [{ emoji: '🎉', count: 1, mine: false }] } }]);

    // A content's own events list its reactions too (seeded on the 10K: 🎉 ada and victor, ❤️ giulia).
    backend.liveEvents.publish(NETWORK_IDS.harbour, 'content.updated', sampleContent({ id: 'cnt-harbour-10k' }), NETWORK_READERS);
    expect((giulia.take()[0]?.data as { reactions: unknown }).reactions).toEqual([
      { emoji: '❤️', count: 1, mine: true },
      { emoji: '🎉', count: 2, mine: false },
    ]);

    // Replayed after a later change, it still says who had given then.
    backend.state.reactions.push({ targetType: 'comment', targetId: 'cmt-harbour-4', emoji: '🎉', memberId: GIULIA });
    const resumed = open(backend);
    resumed.say({ type: 'auth', token: tokensOf(backend, GIULIA).accessToken, after: 0 });
    expect(resumed.take()[1]).toEqual({ type: 'event', id: 1, event: 'reactions.changed', data: { ...changed, reactions: [{ emoji: '🎉', count: 1, mine: false }] } });
  });
});

describe('LiveServer: keeping the socket alive', () => {
  it('pings every 25 s once signed in', () => {
    const { clock, backend } = setup();
    const socket = signedIn(backend, ADA);
    clock.advance(PING_INTERVAL_MS - 1);
    expect(socket.take()).toEqual([]);
    clock.advance(1);
    expect(socket.take()).toEqual([{ type: 'ping' }]);
    socket.say({ type: 'pong' });
    clock.advance(PING_INTERVAL_MS);
    expect(socket.take()).toEqual([{ type: 'ping' }]);
  });

  it('drops a socket that says nothing for 60 s; a pong keeps it', () => {
    const { clock, backend } = setup();
    const answering = signedIn(backend, ADA);
    const silent = signedIn(backend, GIULIA);
    clock.advance(PING_INTERVAL_MS);
    answering.say({ type: 'pong' });
    clock.advance(PING_INTERVAL_MS);
    answering.say({ type: 'pong' });
    clock.advance(SILENCE_LIMIT_MS - 2 * PING_INTERVAL_MS);
    expect(silent.ended).toBe('dropped');
    expect(answering.ended).toBeNull();
    expect(backend.live.status().sockets).toBe(1);
  });

  it('stops its timers when the transport says the socket closed', () => {
    const { clock, backend } = setup();
    const socket = signedIn(backend, ADA);
    socket.session.closed();
    expect(clock.pendingDelays()).toEqual([]);
    expect(backend.live.status().sockets).toBe(0);
  });
});

describe('LiveServer: typing', () => {
  it('relays typing to the conversation’s other members with the member’s name and a new id, not logged', () => {
    const { backend } = setup();
    const ada = signedIn(backend, ADA);
    const giulia = signedIn(backend, GIULIA);
    const elsewhere = signedIn(backend, 'mem-nina-atelier', NETWORK_IDS.atelier);
    ada.say({ type: 'typing', conversationId: CONVERSATION });
    expect(giulia.take()).toEqual([{ type: 'event', id: 1, event: 'typing', data: { conversationId: CONVERSATION, memberId: ADA, name: 'Ada Rossi' } }]);
    expect(ada.take()).toEqual([]);
    expect(elsewhere.take()).toEqual([]);
    expect(backend.liveEvents.after(NETWORK_IDS.harbour, 0)).toEqual([]);
    expect(backend.liveEvents.lastId(NETWORK_IDS.harbour)).toBe(1);
  });

  it('relays at most one typing frame per socket every 3 s, and ignores an unknown conversation', () => {
    const { clock, backend } = setup();
    const ada = signedIn(backend, ADA);
    const giulia = signedIn(backend, GIULIA);
    const rosa = signedIn(backend, ROSA);
    ada.say({ type: 'typing', conversationId: CONVERSATION });
    clock.advance(TYPING_INTERVAL_MS - 1);
    ada.say({ type: 'typing', conversationId: CONVERSATION });
    rosa.say({ type: 'typing', conversationId: CONVERSATION });
    rosa.say({ type: 'typing', conversationId: 'conv-nowhere' });
    clock.advance(1);
    ada.say({ type: 'typing', conversationId: CONVERSATION });
    expect(giulia.take().map((frame) => (frame.data as { memberId: string }).memberId)).toEqual([ADA, ROSA, ADA]);
  });

  it('limits each socket on its own: a member typing in another tab is heard at once', () => {
    const { backend } = setup();
    const adaHere = signedIn(backend, ADA);
    const adaInAnotherTab = signedIn(backend, ADA);
    const giulia = signedIn(backend, GIULIA);
    adaHere.say({ type: 'typing', conversationId: CONVERSATION });
    adaInAnotherTab.say({ type: 'typing', conversationId: CONVERSATION });
    expect(giulia.take().map((frame) => (frame.data as { memberId: string }).memberId)).toEqual([ADA, ADA]);
  });
});

describe('LiveServer: demo controls', () => {
  it('refuses the next N opens, then admits again', () => {
    const { backend } = setup();
    backend.live.refuseNext(2);
    expect(backend.live.status().refusing).toBe(2);
    expect([backend.live.admit(), backend.live.admit(), backend.live.admit()]).toEqual([false, false, true]);
    expect(backend.live.status().refusing).toBe(0);
  });

  it('drops every socket at once, and sends reset to every signed-in one', () => {
    const { clock, backend } = setup();
    const ada = signedIn(backend, ADA);
    const waiting = open(backend);
    expect(backend.live.resetAll()).toBe(1);
    expect(ada.take()).toEqual([{ type: 'reset' }]);
    expect(waiting.frames).toEqual([]);
    expect(backend.live.dropAll()).toBe(2);
    expect([ada.ended, waiting.ended]).toEqual(['dropped', 'dropped']);
    expect(backend.live.status().sockets).toBe(0);
    expect(clock.pendingDelays()).toEqual([]);
  });

  it('closes every socket with 1012 when the back end goes back to its seed, and a resume after an old id is a reset', () => {
    const { backend } = setup();
    contentDeleted(backend, 'cnt-1');
    const ada = signedIn(backend, ADA);
    backend.reset();
    expect(ada.ended).toMatchObject({ code: LIVE_CLOSE.restart });
    const again = open(backend);
    again.say({ type: 'auth', token: tokensOf(backend, ADA).accessToken, after: 1 });
    expect(again.take()).toEqual([{ type: 'ready', lastEventId: 2 }, { type: 'reset' }]);
  });
});
