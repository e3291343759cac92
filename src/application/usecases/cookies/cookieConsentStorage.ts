import type { KeyValueStore } from '../../ports/KeyValueStore';
import type { CookieConsent } from '../../../domain/cookies/CookieConsentRecord';

/** Where the cookie choice lives in the local store: the current one, and every choice made, oldest first. */
export const COOKIE_CONSENT_KEYS = {
  current: 'cookie-consent',
  history: 'cookie-consent-history',
} as const;

/** The choice on record, if it looks like one (storage is outside the app's control). */
export function storedCookieConsent(store: Pick<KeyValueStore, 'get'>): CookieConsent | null {
  const record = store.get<CookieConsent>(COOKIE_CONSENT_KEYS.current);
  const valid = record !== null && typeof record === 'object' && typeof record.consentId === 'string' && typeof record.revision === 'string' && Array.isArray(record.categories);
  return valid ? record : null;
}
