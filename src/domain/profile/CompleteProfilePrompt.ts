import type { Membership } from '../membership/Membership';
import type { NetworkCustomization } from '../network/NetworkCustomization';

export interface CompleteProfilePromptInput {
  network: Pick<NetworkCustomization, 'private' | 'purchasable' | 'dataCollection'> | null;
  /** The signed-in member's membership; null for a guest. */
  membership: Pick<Membership, 'isProfileCompleted'> | null;
  /** Asked for explicitly: a purchasable network then shows the prompt too. */
  forced?: boolean;
}

/**
 * Spec §4: the complete-profile prompt shows when the network is not private, collects data (its
 * level is not 'low'), a user is signed in whose profile is incomplete, and the network is not
 * purchasable (a forced request overrides only that last condition).
 */
export function shouldPromptCompleteProfile({ network, membership, forced = false }: CompleteProfilePromptInput): boolean {
  if (network === null || membership === null) return false;
  if (network.private || network.dataCollection.level === 'low') return false;
  if (membership.isProfileCompleted) return false;
  return forced || !network.purchasable;
}

/** Spec §4: with strong data collection the prompt is fixed and blurred behind, so it cannot be dismissed. */
export function isCompleteProfileDismissible(network: Pick<NetworkCustomization, 'dataCollection'>): boolean {
  return network.dataCollection.level !== 'strong';
}
