import { NETWORK_PATHS } from '../navigation/NetworkPaths';
import { safeSitePath } from '../security/SafeSitePath';
import { ACCESS_GATE_PATHS, normalizedPathname, pageClassOf, privateGate, redirectTo, type AccessDecision, type NetworkAccess, type VisitorState } from './AccessPolicy';

// Where the access policy sends a visitor whose session has just changed. Only the sign-in and the logout ask, both
// lazy chunks: a module the first load needs holds nothing that only lazy chunks use (DESIGN.md Budgets).

/** Spec §4 logout: the visitor is a guest again and meets the network's gate. */
export function logoutDestination(network: NetworkAccess): AccessDecision {
  switch (network.accessType) {
    case 'public':
      return redirectTo(NETWORK_PATHS.home);
    case 'private':
      return privateGate(network);
    case 'purchasable':
      return redirectTo(NETWORK_PATHS.paywall);
    case 'subscribable':
      return redirectTo(NETWORK_PATHS.subscribe);
  }
}

/**
 * Spec §4 after login: on purchasable and subscribable networks an authorized member leaves the
 * gate for the return path or home; everyone else stays where they are (null).
 */
export function afterLoginDestination(network: NetworkAccess, visitor: VisitorState, returnPath: string | null): string | null {
  const isPaidNetwork = network.accessType === 'purchasable' || network.accessType === 'subscribable';
  if (!isPaidNetwork || visitor.kind !== 'member' || !visitor.authorized) return null;
  const safePath = safeSitePath(returnPath);
  // Going back to a sign-in page or to the gate just passed would strand the member there.
  if (safePath === null || pageClassOf(safePath) === 'auth' || ACCESS_GATE_PATHS.has(normalizedPathname(safePath))) {
    return NETWORK_PATHS.home;
  }
  return safePath;
}
