import type { LiveFrame, LiveLink, LiveLinkDialer, LiveLinkListener } from '../../application/ports/LiveLink';
import type { LiveEvent } from '../../domain/live/LiveEvent';

/** A frame the app sent on its socket, as api-contract.md Live events writes it (`after` null when omitted). */
export type SentLiveFrame = { type: 'auth'; token: string; after: number | null } | { type: 'pong' } | { type: 'typing'; conversationId: string };

/** A socket a test opens (`open`), speaks on as the server (`ready`, `deliver`, `event`) and drops (`drop`). */
export class InMemoryLiveLink implements LiveLink {
  /** What the app sent while the socket was open. */
  readonly sent: SentLiveFrame[] = [];
  private state: 'opening' | 'open' | 'closed' = 'opening';
  /** Whether the app closed it (rather than the server or the network). */
  closedByApp = false;

  constructor(
    readonly networkId: string,
    private readonly listener: LiveLinkListener,
  ) {}

  get isClosed(): boolean {
    return this.state === 'closed';
  }

  authenticate(token: string, after: number | null): void {
    this.send({ type: 'auth', token, after });
  }

  pong(): void {
    this.send({ type: 'pong' });
  }

  typing(conversationId: string): void {
    this.send({ type: 'typing', conversationId });
  }

  close(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.closedByApp = true;
  }

  open(): void {
    this.state = 'open';
    this.listener.opened();
  }

  ready(lastEventId = 0): void {
    this.deliver({ type: 'ready', lastEventId });
  }

  event(event: LiveEvent): void {
    this.deliver({ type: 'event', event });
  }

  deliver(frame: LiveFrame): void {
    if (this.state !== 'closed') this.listener.received(frame);
  }

  /** The server or the network closes it, with the close code (1006: broke without one). */
  drop(code = 1006): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.listener.closed(code);
  }

  private send(frame: SentLiveFrame): void {
    if (this.state === 'open') this.sent.push(frame);
  }
}

/** Opens in-memory sockets and keeps every one, in order, for the test to play the server on. */
export class InMemoryLiveLinkDialer implements LiveLinkDialer {
  readonly links: InMemoryLiveLink[] = [];

  open(networkId: string, listener: LiveLinkListener): InMemoryLiveLink {
    const link = new InMemoryLiveLink(networkId, listener);
    this.links.push(link);
    return link;
  }

  /** The socket opened last. */
  get last(): InMemoryLiveLink {
    const link = this.links.at(-1);
    if (!link) throw new Error('No socket was opened.');
    return link;
  }

  /** The sockets the app has not closed and the server has not dropped: never more than one per tab. */
  get openLinks(): InMemoryLiveLink[] {
    return this.links.filter((link) => !link.isClosed);
  }
}
