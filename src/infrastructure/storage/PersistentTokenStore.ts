import type { KeyValueStore } from '../../application/ports/KeyValueStore';
import type { TokenStore } from '../../application/ports/TokenStore';
import type { Tokens } from '../../domain/auth/Tokens';

/**
 * Tokens per network. The access token stays in memory, out of reach of anything that reads
 * storage; only the refresh token is persisted (under `refresh-token:<networkId>`), which is what
 * lets a reload resume the session and the other tabs share the rotated token.
 */
export class PersistentTokenStore implements TokenStore {
  private readonly accessTokens = new Map<string, string>();

  constructor(private readonly store: KeyValueStore) {}

  /** Never trusted without the refresh token it came with: its absence is another tab's logout (or a refused refresh). */
  accessToken(networkId: string): string | null {
    if (!this.refreshToken(networkId)) this.accessTokens.delete(networkId);
    return this.accessTokens.get(networkId) ?? null;
  }

  refreshToken(networkId: string): string | null {
    const stored = this.store.get<unknown>(refreshTokenKey(networkId));
    return typeof stored === 'string' && stored ? stored : null;
  }

  save(networkId: string, tokens: Tokens): void {
    this.accessTokens.set(networkId, tokens.accessToken);
    this.store.set(refreshTokenKey(networkId), tokens.refreshToken);
  }

  forgetAccessToken(networkId: string): void {
    this.accessTokens.delete(networkId);
  }

  clear(networkId: string, ifRefreshToken?: string): void {
    this.accessTokens.delete(networkId);
    if (ifRefreshToken === undefined || this.refreshToken(networkId) === ifRefreshToken) this.store.remove(refreshTokenKey(networkId));
  }
}

/** Also read by index.html's inline script: a stored session means the home waits for it (prefetchScript.js). */
export const REFRESH_TOKEN_KEY_PREFIX = 'refresh-token:';

function refreshTokenKey(networkId: string): string {
  return `${REFRESH_TOKEN_KEY_PREFIX}${networkId}`;
}
