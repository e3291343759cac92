import type { Clock } from '../../../application/ports/Clock';
import { ChangeListeners } from '../ChangeListeners';
import type { FakeBackend } from '../FakeBackend';
import type { LiveEventRecord, MembershipRecord } from '../FakeState';
import { accessOf } from '../rules/access';
import { conversationMemberIds } from '../rules/conversationMembers';
import { memberName } from '../rules/membershipView';
import { ActivitySimulator, type LiveVisitor } from './ActivitySimulator';
import { mayHear, onlyMembers } from './liveAudience';
import { payloadSeenBy } from './payloadSeenBy';

/** api-contract.md Live events: the auth frame comes within 5 s of opening. */
export const AUTH_TIMEOUT_MS = 5_000;
export const PING_INTERVAL_MS = 25_000;
/** A socket that says nothing (not even a pong) for this long is dead. */
export const SILENCE_LIMIT_MS = 60_000;
/** At most one typing frame of a socket is relayed in this time (the contract's limit on the app's frames). */
export const TYPING_INTERVAL_MS = 3_000;

/**
 * The close codes of api-contract.md Live events, and the one this server adds for a client that breaks the
 * protocol (no auth frame in time, another frame first, a malformed one): 1008, policy violation (RFC 6455).
 */
export const LIVE_CLOSE = { tokenRejected: 4401, accessDenied: 4403, restart: 1012, protocolBroken: 1008 } as const;

/** One socket as its transport (MSW's `ws.link`, the `ws` package) has it: what the protocol does with it. */
export interface LiveSocket {
  send(frame: string): void;
  close(code: number, reason: string): void;
  /** Ends it without a close frame, as a network that went away does: the app sees 1006. */
  drop(): void;
}

/** What the transport tells the protocol about one socket. */
export interface LiveSession {
  received(text: string): void;
  /** The socket closed, whoever closed it. */
  closed(): void;
}

/** What the demo panel shows: open sockets, opens still to refuse, whether other members act on their own. */
export interface LiveServerStatus {
  sockets: number;
  refusing: number;
  simulating: boolean;
}

type LiveClock = Pick<Clock, 'now' | 'schedule'>;

/** One open socket: which network it asked for, who it is once its auth frame was good, its timers. */
class LiveConnection {
  memberId: string | null = null;
  private readonly stops = new Map<'auth' | 'silence' | 'ping', () => void>();

  constructor(
    readonly socket: LiveSocket,
    readonly networkId: string | null,
  ) {}

  /** Runs `task` after `ms` on `clock`, replacing the timer of that kind. */
  setTimer(clock: LiveClock, kind: 'auth' | 'silence' | 'ping', ms: number, task: () => void): void {
    this.stopTimer(kind);
    this.stops.set(kind, clock.schedule(ms, task));
  }

  stopTimer(kind: 'auth' | 'silence' | 'ping'): void {
    this.stops.get(kind)?.();
    this.stops.delete(kind);
  }

  stopTimers(): void {
    for (const stop of this.stops.values()) stop();
    this.stops.clear();
  }
}

type AppFrame = { type: string; [field: string]: unknown };

/**
 * The live socket of the fake back end (api-contract.md Live events), written once for both transports: the
 * auth frame within 5 s (a token as the REST calls take it, or a chat token), `ready` then the replay after
 * `after` (or `reset`), events as they are published to the members who may read them, a ping every 25 s,
 * a socket silent for 60 s dropped, typing relayed to the conversation's other members. The demo controls
 * (drop, refuse, reset, simulated activity) act here too. Every timer runs on the injected clock.
 */
export class LiveServer {
  readonly activity: ActivitySimulator;
  private readonly connections = new Set<LiveConnection>();
  /** When each socket's last relayed typing frame came: the limit is a socket's, so a member's other tabs and browsers each have their own. */
  private readonly typedAt = new WeakMap<LiveConnection, number>();
  private readonly changes = new ChangeListeners();
  private refusals = 0;
  private snapshot: LiveServerStatus | null = null;

  constructor(
    private readonly backend: FakeBackend,
    private readonly clock: LiveClock,
  ) {
    this.activity = new ActivitySimulator(backend, clock, () => this.visitors());
    backend.liveEvents.onPublish((networkId, event) => this.deliver(networkId, event));
  }

  /** Whether the next socket may open; false while opens are being refused (the transport then refuses it its own way). */
  admit(): boolean {
    if (this.refusals === 0) return true;
    this.refusals -= 1;
    this.notify();
    return false;
  }

  /** A socket opened to `url` (`/v2/live?networkId=…`): its auth frame is awaited. */
  connect(socket: LiveSocket, url: URL): LiveSession {
    const connection = new LiveConnection(socket, url.searchParams.get('networkId'));
    this.connections.add(connection);
    connection.setTimer(this.clock, 'auth', AUTH_TIMEOUT_MS, () => this.end(connection, LIVE_CLOSE.protocolBroken, 'No auth frame within 5 s.'));
    this.heard(connection);
    this.notify();
    return {
      received: (text) => this.received(connection, text),
      closed: () => this.forget(connection),
    };
  }

  // --- demo controls ---------------------------------------------------------------------------

  /** The next `count` opens are refused, so the app's fallback to REST can be seen (0 stops refusing). */
  refuseNext(count: number): void {
    this.refusals = Math.max(0, Math.floor(count));
    this.notify();
  }

  /** Drops every open socket at once, as a network that went away; returns how many. */
  dropAll(): number {
    const open = [...this.connections];
    for (const connection of open) {
      this.forget(connection);
      connection.socket.drop();
    }
    return open.length;
  }

  /** Tells every signed-in socket to `reset` (reload what it shows); returns how many. */
  resetAll(): number {
    const signedIn = [...this.connections].filter((connection) => connection.memberId !== null);
    for (const connection of signedIn) this.send(connection, { type: 'reset' });
    return signedIn.length;
  }

  /** Closes every socket with `code`: 1012 when the back end starts again from its seed. */
  closeAll(code: number, reason: string): void {
    for (const connection of [...this.connections]) this.end(connection, code, reason);
  }

  simulateActivity(on: boolean): void {
    if (on) this.activity.start();
    else this.activity.stop();
    this.notify();
  }

  /** The same object until something changes (for `useSyncExternalStore`). */
  status = (): LiveServerStatus => {
    this.snapshot ??= { sockets: this.connections.size, refusing: this.refusals, simulating: this.activity.running };
    return this.snapshot;
  };

  subscribe = (listener: () => void): (() => void) => this.changes.subscribe(listener);

  /**
   * Runs `task` after `ms` when a member listens on a socket of the network now: a change the REST calls make
   * when they are next called (a scripted chat reply) is then made on time, since a live app no longer polls.
   */
  later(networkId: string, ms: number, task: () => void): void {
    if (this.visitors().some((visitor) => visitor.networkId === networkId)) this.clock.schedule(ms, task);
  }

  /** The members signed in on a socket, and where: whom the simulated activity is for. */
  visitors(): LiveVisitor[] {
    return [...this.connections].flatMap((connection) =>
      connection.memberId !== null && connection.networkId !== null ? [{ networkId: connection.networkId, memberId: connection.memberId }] : [],
    );
  }

  // --- the protocol ----------------------------------------------------------------------------

  private received(connection: LiveConnection, text: string): void {
    if (!this.connections.has(connection)) return;
    this.heard(connection);
    const frame = appFrame(text);
    if (connection.memberId === null) {
      if (frame?.type === 'auth') this.authenticate(connection, frame);
      else this.end(connection, LIVE_CLOSE.protocolBroken, 'The first frame must be {"type":"auth"}.');
      return;
    }
    // A pong only shows the socket is alive, which hearing it already noted; anything unknown is ignored.
    if (frame?.type === 'typing') this.typing(connection, frame);
  }

  private authenticate(connection: LiveConnection, frame: AppFrame): void {
    connection.stopTimer('auth');
    const network = connection.networkId === null ? undefined : this.backend.networkById(connection.networkId);
    if (!network) return this.end(connection, LIVE_CLOSE.accessDenied, 'This network does not exist.');
    const member = typeof frame.token === 'string' ? this.backend.memberForLiveToken(frame.token) : null;
    // A token is bound to one membership, so it is no good for another network either (as on the REST calls).
    if (!member || member.networkId !== network.customization.id) return this.end(connection, LIVE_CLOSE.tokenRejected, 'The token is no longer good.');
    if (!accessOf(this.backend.state, network, member).authorized) return this.end(connection, LIVE_CLOSE.accessDenied, 'No access to this network.');
    const after = frame.after ?? null;
    if (after !== null && !(Number.isSafeInteger(after) && (after as number) >= 0)) {
      return this.end(connection, LIVE_CLOSE.protocolBroken, '"after" must be an event id.');
    }
    connection.memberId = member.id;
    const networkId = network.customization.id;
    this.send(connection, { type: 'ready', lastEventId: this.backend.liveEvents.lastId(networkId) });
    if (after !== null) {
      const missed = this.backend.liveEvents.after(networkId, after as number);
      if (missed === null) this.send(connection, { type: 'reset' });
      else for (const event of missed) if (mayHear(this.backend.state, member, event.audience)) this.send(connection, eventFrame(event, member.id));
    }
    this.ping(connection);
    this.notify();
  }

  private ping(connection: LiveConnection): void {
    connection.setTimer(this.clock, 'ping', PING_INTERVAL_MS, () => {
      this.send(connection, { type: 'ping' });
      this.ping(connection);
    });
  }

  private heard(connection: LiveConnection): void {
    connection.setTimer(this.clock, 'silence', SILENCE_LIMIT_MS, () => {
      this.forget(connection);
      connection.socket.drop();
    });
  }

  /** Relayed to the conversation's other members who may read the network; not logged, but numbered like events. */
  private typing(connection: LiveConnection, frame: AppFrame): void {
    const memberId = connection.memberId;
    const conversation = this.backend.state.conversations.find((candidate) => candidate.id === frame.conversationId && candidate.networkId === connection.networkId);
    if (memberId === null || !conversation) return;
    const members = conversationMemberIds(this.backend.state, conversation);
    if (!members.includes(memberId)) return;
    const now = this.clock.now();
    const last = this.typedAt.get(connection);
    if (last !== undefined && now - last < TYPING_INTERVAL_MS) return;
    this.typedAt.set(connection, now);
    const id = this.backend.liveEvents.nextId(conversation.networkId);
    this.backend.persist();
    const data = { conversationId: conversation.id, memberId, name: memberName(this.backend.state, memberId) };
    const audience = onlyMembers(members.filter((candidate) => candidate !== memberId));
    this.deliver(conversation.networkId, { id, name: 'typing', data, audience });
  }

  private deliver(networkId: string, event: LiveEventRecord): void {
    for (const connection of this.connections) {
      if (connection.networkId !== networkId || connection.memberId === null) continue;
      const member: MembershipRecord | undefined = this.backend.membershipById(connection.memberId);
      if (member && mayHear(this.backend.state, member, event.audience)) this.send(connection, eventFrame(event, member.id));
    }
  }

  private send(connection: LiveConnection, frame: object): void {
    connection.socket.send(JSON.stringify(frame));
  }

  private end(connection: LiveConnection, code: number, reason: string): void {
    this.forget(connection);
    connection.socket.close(code, reason);
  }

  private forget(connection: LiveConnection): void {
    connection.stopTimers();
    if (this.connections.delete(connection)) this.notify();
  }

  private notify(): void {
    this.snapshot = null;
    this.changes.notify();
  }
}

/** An event as `memberId` receives it (their own `mine` on the reactions it lists, their own `unread` of a conversation). */
function eventFrame(event: LiveEventRecord, memberId: string): object {
  return { type: 'event', id: event.id, event: event.name, data: payloadSeenBy(event, memberId) };
}

/** An app frame is a JSON object with a string `type`; anything else is null. */
function appFrame(text: string): AppFrame | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as { type?: unknown }).type === 'string') return parsed as AppFrame;
  } catch {
    // Not JSON: treated as no frame at all.
  }
  return null;
}
