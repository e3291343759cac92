/**
 * The id of the network being visited. Tokens and stored user data are kept per network, so the
 * stores that persist them and the API client read the current scope from here.
 */
export class NetworkScope {
  private current: string | null = null;

  get id(): string | null {
    return this.current;
  }

  enter(networkId: string): void {
    this.current = networkId;
  }
}
export const NETWORK_SCOPE = Symbol.for('NetworkScope');
