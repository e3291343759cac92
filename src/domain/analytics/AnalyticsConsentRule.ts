import type { CookieConsent } from '../cookies/CookieConsentRecord';
import { accepts } from '../cookies/CookieConsentRecord';
import type { DataCollectionLevel } from '../network/NetworkCustomization';

/**
 * The one rule for analytics events (views, shares, clicks), whoever the visitor is, guest or member:
 * - a cookie choice on this browser that declines the analytics cookies: nothing is reported;
 * - a choice that accepts them: events are reported;
 * - no choice yet: events are reported, except on a network whose data collection is 'strong', where they
 *   wait for the analytics cookies to be accepted.
 * The choice is read when each event would leave, so accepting or declining applies from the next event on.
 */
export function mayReportAnalytics(level: DataCollectionLevel, consent: CookieConsent | null): boolean {
  if (consent !== null) return accepts(consent, 'analytics');
  return level !== 'strong';
}
