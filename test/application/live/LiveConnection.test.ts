import { describe, expect, it } from 'vitest';
import { LiveConnection } from '../../../src/application/live/LiveConnection';
import type { LiveState } from '../../../src/application/ports/LiveChannel';
import type { TokenRefresher } from '../../../src/application/ports/TokenRefresher';
import type { Tokens } from '../../../src/domain/auth/Tokens';
import type { LiveEvent } from '../../../src/domain/live/LiveEvent';
import { ChatTokenHolder } from '../../../src/infrastructure/chat/ChatTokenHolder';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { InMemoryLiveLinkDialer } from '../../../src/infrastructure/memory/InMemoryLiveLinkDialer';
import { InMemoryPageVisibility } from '../../../src/infrastructure/memory/InMemoryPageVisibility';
import { InMemoryTokenRefresher } from '../../../src/infrastructure/memory/InMemoryTokenRefresher';
import { InMemoryWindowSignals } from '../../../src/infrastructure/memory/InMemoryWindowSignals';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { sampleContent } from '../../../src/infrastructure/memory/samples';
import { SequenceRandomSource } from '../../../src/infrastructure/memory/SequenceRandomSource';

const SIGNED_IN: Tokens = { accessToken: 'access-1', refreshToken: 'refresh-1', chatToken: 'chat-1', chatTokenV2: 'chat-2' };
const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** A tab whose member of net-a signed in with `tokens`; its channel over in-memory sockets the test plays the server on. */
function tab({ tokens = SIGNED_IN as Tokens | null, fractions = [] as number[], refresh = null as TokenRefresher['refresh'] | null } = {}) {
  const clock = new ManualClock();
  const dialer = new InMemoryLiveLinkDialer();
  const holder = new ChatTokenHolder(new InMemoryKeyValueStore(), new InMemoryKeyValueStore());
  if (tokens) holder.save('net-a', tokens);
  const refresher = new InMemoryTokenRefresher(holder);
  const window = new InMemoryWindowSignals();
  const page = new InMemoryPageVisibility();
  const live = new LiveConnection(dialer, holder, refresh ? { refresh } : refresher, clock, new SequenceRandomSource([], fractions), window, page);
  const states: LiveState[] = [];
  live.onState((state) => states.push(state));
  const heard: string[] = [];
  live.on('content.created', (content) => heard.push(content.title));
  let resets = 0;
  live.onReset(() => void (resets += 1));
  return { clock, dialer, holder, refresher, window, page, live, states, heard, resets: () => resets };
}

/** Connected, its socket open and ready. */
function liveTab(options: Parameters<typeof tab>[0] = {}, lastEventId = 10) {
  const h = tab(options);
  h.live.connect('net-a');
  h.dialer.last.open();
  h.dialer.last.ready(lastEventId);
  return h;
}

const created = (id: number, title = `post ${id}`): LiveEvent => ({ id, name: 'content.created', data: sampleContent({ id: `content-${id}`, title }) });

/** Lets the promise chains of a refresh settle. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('LiveConnection', () => {
  describe('authentication and resume', () => {
    it('opens one socket for the network and sends the auth frame at once, with chatTokenV2 and no `after` on the first connection', () => {
      const h = tab();
      h.live.connect('net-a');
      expect(h.dialer.links.map((link) => link.networkId)).toEqual(['net-a']);
      expect(h.live.state()).toBe('connecting');

      h.dialer.last.open();

      expect(h.dialer.last.sent).toEqual([{ type: 'auth', token: 'chat-2', after: null }]);
    });

    it.each([
      ['chatToken without a chatTokenV2', { accessToken: 'access-1', refreshToken: 'refresh-1', chatToken: 'chat-1' }, 'chat-1'],
      ['the access token on a network without chat', { accessToken: 'access-1', refreshToken: 'refresh-1' }, 'access-1'],
    ])('authenticates with %s', (_case, tokens, token) => {
      const h = tab({ tokens });
      h.live.connect('net-a');
      h.dialer.last.open();
      expect(h.dialer.last.sent).toEqual([{ type: 'auth', token, after: null }]);
    });

    it("is live on `ready`, and resumes a new socket after the last event applied (the first socket's ready when none came)", () => {
      const h = liveTab({}, 10);
      expect(h.live.state()).toBe('live');

      h.dialer.last.drop();
      h.clock.advance(MINUTE);
      h.dialer.last.open();
      expect(h.dialer.last.sent).toEqual([{ type: 'auth', token: 'chat-2', after: 10 }]);
      h.dialer.last.ready(12);
      h.dialer.last.event(created(11));
      h.dialer.last.event(created(12));

      h.dialer.last.drop();
      h.clock.advance(MINUTE);
      h.dialer.last.open();
      expect(h.dialer.last.sent).toEqual([{ type: 'auth', token: 'chat-2', after: 12 }]);
    });

    it('hands each event to the listeners of its name once, in order: a replayed id is dropped', () => {
      const h = liveTab({}, 10);
      h.dialer.last.event(created(11, 'first'));
      h.dialer.last.event(created(12, 'second'));
      h.dialer.last.event(created(11, 'first again'));
      h.dialer.last.event(created(10, 'before this visit'));
      h.dialer.last.event(created(12, 'second again'));
      h.dialer.last.event(created(13, 'third'));
      expect(h.heard).toEqual(['first', 'second', 'third']);
    });

    it('tells the listeners of a reset, and goes on after the id the server was at when ready', () => {
      const h = liveTab({}, 10);
      h.dialer.last.drop();
      h.clock.advance(MINUTE);
      h.dialer.last.open();
      h.dialer.last.ready(900);
      h.dialer.last.deliver({ type: 'reset' });
      expect(h.resets()).toBe(1);
      h.dialer.last.event(created(900, 'already in what was read again'));
      h.dialer.last.event(created(901, 'new'));
      expect(h.heard).toEqual(['new']);
    });

    it('answers a ping with a pong', () => {
      const h = liveTab();
      h.dialer.last.deliver({ type: 'ping' });
      expect(h.dialer.last.sent.at(-1)).toEqual({ type: 'pong' });
    });

    it('stops listening when told, and hears every event name apart', () => {
      const h = liveTab();
      const deleted: string[] = [];
      const stop = h.live.on('content.deleted', ({ id }) => deleted.push(id));
      h.dialer.last.event({ id: 11, name: 'content.deleted', data: { id: 'content-5' } });
      stop();
      h.dialer.last.event({ id: 12, name: 'content.deleted', data: { id: 'content-6' } });
      expect(deleted).toEqual(['content-5']);
      expect(h.heard).toEqual([]);
    });
  });

  describe('reconnecting', () => {
    it('closes a socket that heard nothing for 60 s and opens another; each frame heard restarts the wait', () => {
      const h = liveTab();
      h.clock.advance(50 * SECOND);
      h.dialer.last.deliver({ type: 'ping' });
      h.clock.advance(59 * SECOND);
      expect(h.dialer.links).toHaveLength(1);

      h.clock.advance(1 * SECOND);
      expect(h.dialer.links[0]?.closedByApp).toBe(true);
      expect(h.live.state()).toBe('connecting');
      h.clock.advance(1 * SECOND);
      expect(h.dialer.links).toHaveLength(2);
      expect(h.dialer.openLinks).toHaveLength(1);
    });

    it('backs off 1 s, 2 s, 4 s after a socket was lost, with the jitter of the random source (the cap of 60 s is the fallback)', () => {
      const h = liveTab({ fractions: [0.5, 0, 0.999_999] });
      const waits: number[] = [];
      h.dialer.last.drop();
      waits.push(...h.clock.pendingDelays());
      h.clock.advance(waits.at(-1) ?? 0);
      h.dialer.last.drop(1013);
      waits.push(...h.clock.pendingDelays());
      h.clock.advance(waits.at(-1) ?? 0);
      h.dialer.last.open();
      h.dialer.last.drop(1012);
      waits.push(...h.clock.pendingDelays());
      h.clock.advance(waits.at(-1) ?? 0);
      h.dialer.last.drop();
      waits.push(...h.clock.pendingDelays());

      expect(waits).toEqual([1_000, 1_600, 4_800, 60_000]);
      expect(h.dialer.links).toHaveLength(4);
    });

    it('starts the back-off afresh once a socket was ready', () => {
      const h = liveTab();
      h.dialer.last.drop();
      h.clock.advance(1 * SECOND);
      h.dialer.last.drop();
      expect(h.clock.pendingDelays()).toEqual([2_000]);
      h.clock.advance(2 * SECOND);
      h.dialer.last.open();
      h.dialer.last.ready(10);
      h.dialer.last.drop();
      expect(h.clock.pendingDelays()).toEqual([1_000]);
    });

    it('reconnects at once when the browser comes back online or the tab is shown, instead of waiting out the back-off', () => {
      const h = liveTab();
      h.dialer.last.drop();
      h.window.backOnline();
      expect(h.dialer.links).toHaveLength(2);

      h.dialer.last.drop();
      h.page.set(false);
      h.page.set(true);
      expect(h.dialer.links).toHaveLength(3);
      expect(h.clock.pendingDelays()).toEqual([60_000]);
    });

    it('leaves an open socket alone when the browser says it is online', () => {
      const h = liveTab();
      h.window.backOnline();
      h.page.set(false);
      h.page.set(true);
      expect(h.dialer.links).toHaveLength(1);
      expect(h.live.state()).toBe('live');
    });

    it('lets the socket go after the page has been hidden for 5 minutes, and reconnects at once when shown', () => {
      const h = liveTab();
      h.page.set(false);
      for (let ping = 0; ping < 5; ping++) {
        h.clock.advance(50 * SECOND);
        h.dialer.last.deliver({ type: 'ping' });
      }
      h.clock.advance(49 * SECOND);
      expect([h.dialer.last.isClosed, h.live.state()]).toEqual([false, 'live']);
      h.clock.advance(1 * SECOND);
      expect([h.dialer.last.closedByApp, h.live.state()]).toEqual([true, 'offline']);
      h.clock.advance(10 * MINUTE);
      h.window.backOnline();
      expect(h.dialer.links).toHaveLength(1);

      h.page.set(true);

      expect(h.dialer.links).toHaveLength(2);
      h.dialer.last.open();
      expect(h.dialer.last.sent).toEqual([{ type: 'auth', token: 'chat-2', after: 10 }]);
    });

    it('keeps the socket of a page shown again within 5 minutes', () => {
      const h = liveTab();
      h.page.set(false);
      for (let ping = 0; ping < 5; ping++) {
        h.clock.advance(54 * SECOND);
        h.dialer.last.deliver({ type: 'ping' });
      }
      h.page.set(true);
      h.clock.advance(50 * SECOND);
      h.dialer.last.deliver({ type: 'ping' });
      expect([h.dialer.links.length, h.live.state()]).toEqual([1, 'live']);
    });
  });

  describe('fallback', () => {
    it('falls back after three opens in a row that closed before ready, tries the socket every 60 s, and a ready socket ends it', () => {
      const h = tab();
      h.live.connect('net-a');
      h.dialer.last.drop();
      h.clock.advance(1 * SECOND);
      h.dialer.last.open();
      h.dialer.last.drop(1013);
      h.clock.advance(2 * SECOND);
      expect(h.live.state()).toBe('connecting');
      h.dialer.last.drop();

      expect(h.live.state()).toBe('fallback');
      expect(h.clock.pendingDelays()).toEqual([60_000]);
      h.clock.advance(60 * SECOND);
      expect([h.dialer.links.length, h.live.state()]).toEqual([4, 'fallback']);
      h.dialer.last.drop();
      expect(h.clock.pendingDelays()).toEqual([60_000]);
      h.clock.advance(60 * SECOND);
      h.dialer.last.open();
      expect(h.live.state()).toBe('fallback');
      h.dialer.last.ready(3);

      expect(h.live.state()).toBe('live');
      expect(h.states).toEqual(['connecting', 'fallback', 'live']);
      h.dialer.last.drop();
      expect([h.live.state(), h.clock.pendingDelays()]).toEqual(['connecting', [1_000]]);
    });
  });

  describe('close codes', () => {
    it('4401: refreshes the tokens once, then reconnects with the new ones', async () => {
      const h = liveTab({ tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' } });
      h.refresher.queue('refreshed');
      h.dialer.last.drop(4401);
      await settle();

      expect(h.refresher.calls).toEqual(['net-a']);
      expect(h.dialer.links).toHaveLength(2);
      h.dialer.last.open();
      expect(h.dialer.last.sent).toEqual([{ type: 'auth', token: 'refreshed-access-1', after: 10 }]);
      h.dialer.last.ready(10);
      expect(h.live.state()).toBe('live');
    });

    it('4401 again before any socket was ready: no more reconnects (refused), as the contract reconnects once', async () => {
      const h = liveTab();
      h.refresher.queue('refreshed', 'refreshed');
      h.dialer.last.drop(4401);
      await settle();
      h.dialer.last.open();
      h.dialer.last.drop(4401);
      await settle();

      expect(h.refresher.calls).toHaveLength(1);
      expect(h.live.state()).toBe('refused');
      h.clock.advance(10 * MINUTE);
      h.window.backOnline();
      expect(h.dialer.links).toHaveLength(2);
    });

    it('4401 after a socket was ready since the last refresh: refreshes again', async () => {
      const h = liveTab();
      h.refresher.queue('refreshed', 'refreshed');
      h.dialer.last.drop(4401);
      await settle();
      h.dialer.last.open();
      h.dialer.last.ready(10);
      h.dialer.last.drop(4401);
      await settle();
      expect([h.refresher.calls.length, h.dialer.links.length]).toEqual([2, 3]);
    });

    it('4401 with a refresh the server refuses: the session is over, no reconnect', async () => {
      // The tokens stay until the session's end clears them: the refusal alone stops the channel.
      const h = liveTab({ refresh: async () => 'refused' });
      h.dialer.last.drop(4401);
      await settle();
      expect([h.live.state(), h.dialer.links.length, h.clock.pendingDelays()]).toEqual(['refused', 1, []]);
    });

    it('4401 with the refresh out of reach: backs off like any other close', async () => {
      const h = liveTab();
      h.refresher.queue('unavailable');
      h.dialer.last.drop(4401);
      await settle();
      expect([h.live.state(), h.clock.pendingDelays()]).toEqual(['connecting', [1_000]]);
    });

    it('4403: refused, and never reconnects, online or shown', () => {
      const h = liveTab();
      h.dialer.last.drop(4403);
      h.window.backOnline();
      h.page.set(false);
      h.clock.advance(10 * MINUTE);
      h.page.set(true);
      expect([h.live.state(), h.dialer.links.length, h.clock.pendingDelays()]).toEqual(['refused', 1, []]);
    });

    it('without a token yet (a reload restoring the session), refreshes before opening', async () => {
      const h = tab({ tokens: null });
      h.holder.save('net-a', { accessToken: 'access-1', refreshToken: 'refresh-1' });
      h.holder.forgetAccessToken('net-a');
      h.refresher.queue('refreshed');
      h.live.connect('net-a');
      expect(h.dialer.links).toHaveLength(0);
      await settle();
      h.dialer.last.open();
      expect(h.dialer.last.sent).toEqual([{ type: 'auth', token: 'refreshed-access-1', after: null }]);
    });
  });

  describe('typing', () => {
    it('sends the typing frame at most once every 3 s per conversation, and only on a ready socket', () => {
      const h = tab();
      h.live.connect('net-a');
      h.dialer.last.open();
      h.live.typing('c1');
      expect(h.dialer.last.sent.filter((frame) => frame.type === 'typing')).toEqual([]);
      h.clock.advance(5 * SECOND);
      h.dialer.last.ready(10);
      h.live.typing('c1');
      h.clock.advance(1 * SECOND);
      h.live.typing('c1');
      h.live.typing('c2');
      h.clock.advance(2 * SECOND - 1);
      h.live.typing('c1');
      h.clock.advance(1);
      h.live.typing('c1');
      expect(h.dialer.last.sent.filter((frame) => frame.type === 'typing')).toEqual([
        { type: 'typing', conversationId: 'c1' },
        { type: 'typing', conversationId: 'c2' },
        { type: 'typing', conversationId: 'c1' },
      ]);
    });
  });

  describe('connect and disconnect', () => {
    it('disconnect closes the socket, cancels every wait and forgets where it was: the next visit starts afresh', () => {
      const h = liveTab();
      h.dialer.last.event(created(11));
      h.page.set(false);
      h.live.disconnect();
      expect([h.live.state(), h.dialer.last.closedByApp, h.clock.pendingDelays()]).toEqual(['off', true, []]);
      expect([h.window.listenerCount, h.page.listenerCount]).toEqual([0, 0]);

      h.live.connect('net-a');
      h.dialer.last.open();
      expect(h.dialer.last.sent).toEqual([{ type: 'auth', token: 'chat-2', after: null }]);
    });

    it('keeps one socket per tab: connecting again to the same network changes nothing, another network replaces it', () => {
      const h = liveTab();
      h.live.connect('net-a');
      expect(h.dialer.links).toHaveLength(1);
      h.holder.save('net-b', { accessToken: 'access-b', refreshToken: 'refresh-b' });
      h.live.connect('net-b');
      expect(h.dialer.openLinks.map((link) => link.networkId)).toEqual(['net-b']);
      h.dialer.last.open();
      expect(h.dialer.last.sent).toEqual([{ type: 'auth', token: 'access-b', after: null }]);
    });
  });
});
