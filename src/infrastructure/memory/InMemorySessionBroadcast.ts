import type { SessionBroadcast, SessionChange } from '../../application/ports/SessionBroadcast';

/** The tabs of one browser in a test: every `tab()` of a hub hears what the others announce. */
export class InMemorySessionBroadcast implements SessionBroadcast {
  readonly announced: SessionChange[] = [];
  private readonly handlers = new Set<(change: SessionChange) => void>();

  constructor(private readonly hub: Set<InMemorySessionBroadcast> = new Set()) {
    hub.add(this);
  }

  /** Another tab of the same browser. */
  tab(): InMemorySessionBroadcast {
    return new InMemorySessionBroadcast(this.hub);
  }

  announce(change: SessionChange): void {
    this.announced.push(change);
    for (const tab of this.hub) if (tab !== this) tab.deliver(change);
  }

  listen(handler: (change: SessionChange) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  private deliver(change: SessionChange): void {
    for (const handler of [...this.handlers]) handler(change);
  }
}
