import type { TokenStore } from '../../application/ports/TokenStore';
import type { Tokens } from '../../domain/auth/Tokens';

/**
 * Tokens per network, all in memory. Two tabs of one browser share their refresh tokens: give them
 * one `shared` map. `forgetAccessTokens` plays what a page reload does.
 */
export class InMemoryTokenStore implements TokenStore {
  private readonly accessTokens = new Map<string, string>();

  constructor(private readonly refreshTokens: Map<string, string> = new Map()) {}

  /** Never trusted without the refresh token it came with: its absence is another tab's logout (or a refused refresh). */
  accessToken(networkId: string): string | null {
    if (!this.refreshToken(networkId)) this.accessTokens.delete(networkId);
    return this.accessTokens.get(networkId) ?? null;
  }

  refreshToken(networkId: string): string | null {
    return this.refreshTokens.get(networkId) ?? null;
  }

  save(networkId: string, tokens: Tokens): void {
    this.accessTokens.set(networkId, tokens.accessToken);
    this.refreshTokens.set(networkId, tokens.refreshToken);
  }

  forgetAccessToken(networkId: string): void {
    this.accessTokens.delete(networkId);
  }

  clear(networkId: string, ifRefreshToken?: string): void {
    this.accessTokens.delete(networkId);
    if (ifRefreshToken === undefined || this.refreshTokens.get(networkId) === ifRefreshToken) this.refreshTokens.delete(networkId);
  }

  forgetAccessTokens(): void {
    this.accessTokens.clear();
  }
}
