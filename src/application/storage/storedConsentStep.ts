import { isConsentStep, type ConsentStep } from '../../domain/profile/ConsentStep';
import { networkKey, STORAGE_KEYS, type KeyValueStore } from '../ports/KeyValueStore';
import type { Membership } from '../../domain/membership/Membership';

/** Kept in the session store, so a reload of the tab resumes the queue of the same member. */
export interface StoredConsentStep {
  membershipId: string;
  step: ConsentStep;
}

/**
 * The consent step a reload interrupted, when it belongs to this member. Apart from ConsentQueue so
 * the start-up check stays out of the lazy profile chunk's weight.
 */
export function storedConsentStep(store: Pick<KeyValueStore, 'get'>, membership: Pick<Membership, 'id' | 'networkId'>): ConsentStep | null {
  const stored = store.get<Partial<StoredConsentStep>>(consentStepKey(membership.networkId));
  return stored?.membershipId === membership.id && isConsentStep(stored.step) ? stored.step : null;
}

/** Per network: logging out of one network leaves another's queue where it was. */
export function consentStepKey(networkId: string): string {
  return networkKey(STORAGE_KEYS.consentStep, networkId);
}
