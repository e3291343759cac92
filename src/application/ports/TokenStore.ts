import type { Tokens } from '../../domain/auth/Tokens';

/**
 * Tokens of the network being visited (see NetworkScope). The access token lives in memory only;
 * the refresh token is persisted so a reload can resume the session.
 */
export interface TokenStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  save(tokens: Tokens): void;
  clear(): void;
}
export const TOKEN_STORE = Symbol.for('TokenStore');
