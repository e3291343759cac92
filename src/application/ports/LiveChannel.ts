import type { LiveEventData, LiveEventName } from '../../domain/live/LiveEvent';

/**
 * How the live channel stands: `off` (no member, or no network), `connecting` (a socket is opening, or the next is
 * awaited after a close), `live` (events arrive), `fallback` (the socket cannot be had: features poll their REST
 * calls, the socket is tried again every 60 s), `offline` (the page has been hidden for 5 minutes and let its socket
 * go; it reconnects when shown), `refused` (4403, or a 4401 again right after the tokens were refreshed: the server
 * will not have this member here; no reconnect).
 */
export type LiveState = 'off' | 'connecting' | 'live' | 'fallback' | 'offline' | 'refused';

/**
 * What happens in the member's network as it happens (api-contract.md Live events), for the features that show
 * it. One channel per tab; each event is delivered once, in order.
 */
export interface LiveChannel {
  state(): LiveState;
  /** Calls `listener` on each change of state; the function returned stops it. */
  onState(listener: (state: LiveState) => void): () => void;
  /** Calls `listener` with each event of that name; the function returned stops it. */
  on<Name extends LiveEventName>(name: Name, listener: (data: LiveEventData[Name]) => void): () => void;
  /** Calls `listener` when events were missed beyond replay: what a feature shows must be read again. */
  onReset(listener: () => void): () => void;
  /** Tells the conversation's other members that this member is typing (sent at most once every 3 s). */
  typing(conversationId: string): void;
}
export const LIVE_CHANNEL = Symbol.for('LiveChannel');

/**
 * What the composition root does with the channel bound to LIVE_CHANNEL: a signed-in member on a network connects
 * it; no member, a logout or another network disconnects it. Guests never connect.
 */
export interface LiveChannelSwitch {
  connect(networkId: string): void;
  disconnect(): void;
}
