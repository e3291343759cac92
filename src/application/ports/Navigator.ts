/**
 * Moves the visitor inside the current network. Paths are network-relative ('/subscribe?x=1', '/');
 * the adapter adds the slug prefix, or not on a host that maps to a network.
 */
export interface Navigator {
  currentPath(): string;
  goTo(path: string, options?: { replace?: boolean }): void;
}
export const NAVIGATOR = Symbol.for('Navigator');
