import type { KeyValueStore } from '../../application/ports/KeyValueStore';
import type { TokenStore } from '../../application/ports/TokenStore';
import type { NetworkScope } from '../../application/session/NetworkScope';
import type { Tokens } from '../../domain/auth/Tokens';

/**
 * Tokens of the network in scope. The access token stays in memory, out of reach of anything that
 * reads storage; only the refresh token is persisted (under `refresh-token:<networkId>`), which is
 * what lets a reload resume the session.
 */
export class PersistentTokenStore implements TokenStore {
  private readonly accessTokens = new Map<string, string>();

  constructor(
    private readonly scope: NetworkScope,
    private readonly store: KeyValueStore,
  ) {}

  accessToken(): string | null {
    const networkId = this.scope.id;
    return networkId === null ? null : (this.accessTokens.get(networkId) ?? null);
  }

  refreshToken(): string | null {
    const networkId = this.scope.id;
    if (networkId === null) return null;
    // Read from the store every time: another tab of the same network may have rotated it.
    const stored = this.store.get<unknown>(refreshTokenKey(networkId));
    return typeof stored === 'string' && stored ? stored : null;
  }

  save(tokens: Tokens): void {
    const networkId = this.scope.id;
    // Tokens belong to a network: saving them before one is entered is a bug of the caller.
    if (networkId === null) throw new Error('Tokens cannot be saved before a network is entered.');
    this.accessTokens.set(networkId, tokens.accessToken);
    this.store.set(refreshTokenKey(networkId), tokens.refreshToken);
  }

  clear(): void {
    const networkId = this.scope.id;
    if (networkId === null) return;
    this.accessTokens.delete(networkId);
    this.store.remove(refreshTokenKey(networkId));
  }
}

function refreshTokenKey(networkId: string): string {
  return `refresh-token:${networkId}`;
}
