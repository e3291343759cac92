import type { Tokens } from '../../domain/auth/Tokens';

/**
 * Tokens per network. Every call names the network: a refresh that started in one network keeps
 * working on that network's tokens even if the visitor has moved to another meanwhile. The access
 * token lives in this tab's memory only; the refresh token is persisted so a reload (and the other
 * tabs of the network) can resume the session.
 */
export interface TokenStore {
  accessToken(networkId: string): string | null;
  /** Read afresh on every call: another tab of the same network may have rotated it. */
  refreshToken(networkId: string): string | null;
  save(networkId: string, tokens: Tokens): void;
  /** Drops this tab's access token only (another tab signed someone in with tokens of its own). */
  forgetAccessToken(networkId: string): void;
  /**
   * Forgets the network's tokens. With `ifRefreshToken`, the persisted refresh token is removed only
   * while it is still that one: another tab may have stored a newer one since.
   */
  clear(networkId: string, ifRefreshToken?: string): void;
}
export const TOKEN_STORE = Symbol.for('TokenStore');
