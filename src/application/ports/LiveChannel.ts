import type { LiveEventData, LiveEventName } from '../../domain/live/LiveEvent';

/**
 * How the live channel stands: `off` (no member, or no network), `connecting`, `live` (events arrive),
 * `fallback` (the socket cannot be had: features poll their REST calls, the socket is tried again every 60 s),
 * `offline` (the browser is offline), `refused` (4403: no access to this network; no reconnect).
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
