import type { TokenStore } from '../../application/ports/TokenStore';
import type { NetworkScope } from '../../application/session/NetworkScope';
import type { Tokens } from '../../domain/auth/Tokens';

/** Tokens per network, all in memory; `forgetAccessTokens` plays what a page reload does. */
export class InMemoryTokenStore implements TokenStore {
  private readonly byNetwork = new Map<string, { accessToken: string | null; refreshToken: string }>();

  constructor(private readonly scope: NetworkScope) {}

  accessToken(): string | null {
    return this.current()?.accessToken ?? null;
  }

  refreshToken(): string | null {
    return this.current()?.refreshToken ?? null;
  }

  save(tokens: Tokens): void {
    this.byNetwork.set(requireNetwork(this.scope), { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
  }

  clear(): void {
    if (this.scope.id !== null) this.byNetwork.delete(this.scope.id);
  }

  forgetAccessTokens(): void {
    for (const tokens of this.byNetwork.values()) tokens.accessToken = null;
  }

  private current() {
    return this.scope.id === null ? undefined : this.byNetwork.get(this.scope.id);
  }
}

/** Tokens belong to a network; saving them before one is entered is a bug of the caller. */
function requireNetwork(scope: NetworkScope): string {
  if (scope.id === null) throw new Error('Tokens cannot be saved before a network is entered.');
  return scope.id;
}
