/**
 * What a refresh came to. Only `refused` (the server said the refresh token is no longer good) ends
 * the session; `unavailable` (offline, a timeout, a 5xx, an unreadable answer) is temporary.
 */
export type RefreshOutcome = 'refreshed' | 'refused' | 'unavailable';

/** Exchanges the persisted refresh token of a network for new tokens; concurrent callers share one refresh. */
export interface TokenRefresher {
  refresh(networkId: string): Promise<RefreshOutcome>;
}
export const TOKEN_REFRESHER = Symbol.for('TokenRefresher');
