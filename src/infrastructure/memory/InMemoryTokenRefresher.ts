import type { RefreshOutcome, TokenRefresher } from '../../application/ports/TokenRefresher';
import type { TokenStore } from '../../application/ports/TokenStore';

/**
 * Refreshes like the server would, on an in-memory token store: `refreshed` stores a new pair,
 * `refused` forgets the network's tokens. Tests queue the outcomes; without one, there is nothing
 * to refresh with (refused).
 */
export class InMemoryTokenRefresher implements TokenRefresher {
  readonly calls: string[] = [];
  private readonly outcomes: RefreshOutcome[] = [];
  private issued = 0;

  constructor(private readonly tokens: TokenStore) {}

  queue(...outcomes: RefreshOutcome[]): void {
    this.outcomes.push(...outcomes);
  }

  async refresh(networkId: string): Promise<RefreshOutcome> {
    this.calls.push(networkId);
    const outcome = this.tokens.refreshToken(networkId) ? (this.outcomes.shift() ?? 'refused') : 'refused';
    if (outcome === 'refreshed') {
      const serial = ++this.issued;
      this.tokens.save(networkId, { accessToken: `refreshed-access-${serial}`, refreshToken: `refreshed-refresh-${serial}` });
    }
    if (outcome === 'refused') this.tokens.clear(networkId);
    return outcome;
  }
}
