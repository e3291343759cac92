import type { LiveEventData, LiveEventName } from '../../../domain/live/LiveEvent';
import type { FakeState, LiveAudience, LiveEventRecord, LiveLogRecord } from '../FakeState';
import { conversationPayloadOf, unreadByMember } from '../rules/conversationView';
import { giversOf, reactionTargetOf } from '../rules/reactions';

/** api-contract.md Live events: a socket that missed more than this many events gets a `reset` instead. */
export const LIVE_LOG_CAPACITY = 500;

/**
 * The live event log of every network, kept in the fake back end's state: ids increase per network, the latest
 * `capacity` events are kept for sockets that resume `after` an id. Whoever publishes tells the listeners (the
 * open sockets, `LiveServer`); what each member may hear is decided when an event is delivered.
 */
export class LiveEventLog {
  private readonly listeners = new Set<(networkId: string, event: LiveEventRecord) => void>();

  constructor(
    private readonly state: () => FakeState,
    private readonly capacity = LIVE_LOG_CAPACITY,
  ) {}

  publish<Name extends LiveEventName>(networkId: string, name: Name, data: LiveEventData[Name], audience: LiveAudience): LiveEventRecord {
    const log = this.logOf(networkId);
    // The name picks the payload's type, which TypeScript cannot follow from a generic name into the union.
    const event = { id: this.nextId(networkId), name, data, audience } as LiveEventRecord;
    // Who gave the reactions it lists, as they are now: each receiver's `mine` is read from it when delivered.
    const target = reactionTargetOf(name, data);
    if (target) event.reactedBy = giversOf(this.state(), target);
    // Each member's unread count in the conversation it carries, as it is now: each receiver's `unread` is read from it.
    const conversationId = conversationPayloadOf(name, data);
    const unreadBy = conversationId === null ? null : unreadByMember(this.state(), conversationId);
    if (unreadBy) event.unreadBy = unreadBy;
    log.events.push(event);
    const dropped = log.events.length - this.capacity;
    if (dropped > 0) log.forgottenThrough = log.events.splice(0, dropped).at(-1)?.id ?? log.forgottenThrough;
    for (const listener of [...this.listeners]) listener(networkId, event);
    return event;
  }

  /** A new id of the network, for a frame sent but not kept (typing): ids stay unique and increasing. */
  nextId(networkId: string): number {
    const log = this.logOf(networkId);
    log.lastId += 1;
    return log.lastId;
  }

  lastId(networkId: string): number {
    return this.find(networkId)?.lastId ?? 0;
  }

  /**
   * The events after `after`, oldest first, or null when they cannot all be replayed: older than what is kept,
   * or an id this log never gave (from before the back end was reset or restarted).
   */
  after(networkId: string, after: number): readonly LiveEventRecord[] | null {
    const log = this.find(networkId);
    const lastId = log?.lastId ?? 0;
    if (after > lastId || after < (log?.forgottenThrough ?? 0)) return null;
    return log ? log.events.filter((event) => event.id > after) : [];
  }

  /** Calls `listener` with each event published; the function returned stops it. */
  onPublish(listener: (networkId: string, event: LiveEventRecord) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * The logs a reseeded state starts with: numbering goes on, and nothing from before can be replayed, so a
   * socket resuming after an old id is told to `reset`.
   */
  forgetAll(): LiveLogRecord[] {
    return this.state().liveLogs.map((log) => ({ networkId: log.networkId, lastId: log.lastId + 1, forgottenThrough: log.lastId + 1, events: [] }));
  }

  private find(networkId: string): LiveLogRecord | undefined {
    return this.state().liveLogs.find((log) => log.networkId === networkId);
  }

  private logOf(networkId: string): LiveLogRecord {
    const existing = this.find(networkId);
    if (existing) return existing;
    const created: LiveLogRecord = { networkId, lastId: 0, forgottenThrough: 0, events: [] };
    this.state().liveLogs.push(created);
    return created;
  }
}
