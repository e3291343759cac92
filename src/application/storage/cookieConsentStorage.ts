import { networkKey, type KeyValueStore } from '../ports/KeyValueStore';
import type { CookieConsent } from '../../domain/cookies/CookieConsentRecord';

/**
 * Where a network's cookie choice lives in the local store: the current one, and every choice made, oldest first.
 * Each network is its own controller of its visitors' data, so a choice made on one is never taken as consent
 * on another of the same origin.
 */
export function cookieConsentKeys(networkId: string) {
  return { current: networkKey('cookie-consent', networkId), history: networkKey('cookie-consent-history', networkId) };
}

/** The network's choice on record, if it looks like one (storage is outside the app's control). */
export function storedCookieConsent(store: Pick<KeyValueStore, 'get'>, networkId: string | null): CookieConsent | null {
  const record = networkId === null ? null : store.get<CookieConsent>(cookieConsentKeys(networkId).current);
  const valid = record !== null && typeof record === 'object' && typeof record.consentId === 'string' && typeof record.revision === 'string' && Array.isArray(record.categories);
  return valid ? record : null;
}
