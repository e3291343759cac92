import { isConsentStep, type ConsentStep } from '../../../domain/profile/ConsentStep';
import { STORAGE_KEYS, type KeyValueStore } from '../../ports/KeyValueStore';

/** Kept in the session store, so a reload of the tab resumes the queue of the same member. */
export interface StoredConsentStep {
  membershipId: string;
  step: ConsentStep;
}

/**
 * The consent step a reload interrupted, when it belongs to this member. Apart from ConsentQueue so
 * the start-up check stays out of the lazy profile chunk's weight.
 */
export function storedConsentStep(store: Pick<KeyValueStore, 'get'>, membershipId: string): ConsentStep | null {
  const stored = store.get<Partial<StoredConsentStep>>(STORAGE_KEYS.consentStep);
  return stored?.membershipId === membershipId && isConsentStep(stored.step) ? stored.step : null;
}
