import { RepeatPolicy } from '../timing/RepeatPolicy';

/** A socket that hears nothing (not even the server's ping, every 25 s) for this long is dead (api-contract.md Live events). */
export const LIVE_SILENCE_MS = 60_000;

/** Sockets closed before the server said `ready`, in a row, after which the socket "cannot be had" and features poll. */
export const LIVE_FAILED_OPENS_BEFORE_FALLBACK = 3;

/** While features poll instead, the socket is tried again this often. */
export const LIVE_FALLBACK_RETRY_MS = 60_000;

/** A page hidden this long lets its socket go; it reconnects when shown again. */
export const LIVE_HIDDEN_CLOSE_MS = 5 * 60_000;

/** The app's `typing` frame goes at most this often per conversation. */
export const LIVE_TYPING_INTERVAL_MS = 3_000;

/** The contract's reconnect: 1 s doubling to 60 s, with the jitter of every back-off of the app. */
const LIVE_RECONNECT = new RepeatPolicy({ intervalMs: null, floorMs: 1_000, backoffFirstMs: 1_000 });

/** How long to wait before reconnecting after `closesInARow` closes since the socket was last ready; `jitter` in [0, 1). */
export function liveReconnectDelayMs(closesInARow: number, jitter: number): number {
  const next = LIVE_RECONNECT.next({ kind: 'failed', retryAfterMs: null }, { elapsedMs: 0, failuresInARow: closesInARow, jitter });
  return next.kind === 'next' ? next.notBeforeMs : LIVE_FALLBACK_RETRY_MS;
}
