import type { LiveEvent } from '../../domain/live/LiveEvent';

/** A frame the server sends on the live socket (api-contract.md Live events), read at the wire edge. */
export type LiveFrame = { type: 'ready'; lastEventId: number } | { type: 'event'; event: LiveEvent } | { type: 'ping' } | { type: 'reset' };

/** What an open socket tells its owner. */
export interface LiveLinkListener {
  opened(): void;
  received(frame: LiveFrame): void;
  /**
   * The socket is closed, with the close code (1006 when it never opened or broke without one). Called once;
   * nothing is received after it.
   */
  closed(code: number): void;
}

/**
 * One socket to `/v2/live` of a network, as the application uses it: the frames it may send (dropped unless it is
 * open), and closing it, after which its listener hears nothing more.
 */
export interface LiveLink {
  authenticate(token: string, after: number | null): void;
  pong(): void;
  typing(conversationId: string): void;
  close(): void;
}

/** Opens sockets to the live events of a network (the browser's WebSocket; an in-memory double in tests). */
export interface LiveLinkDialer {
  open(networkId: string, listener: LiveLinkListener): LiveLink;
}
export const LIVE_LINK_DIALER = Symbol.for('LiveLinkDialer');
