/** Exchanges the persisted refresh token for new tokens; concurrent callers share one refresh. */
export interface TokenRefresher {
  /** True when new tokens were stored; false when there was nothing to refresh or it failed. */
  refresh(): Promise<boolean>;
}
export const TOKEN_REFRESHER = Symbol.for('TokenRefresher');
