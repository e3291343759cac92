import { describe, expect, it } from 'vitest';
import { mayReportAnalytics } from '../../../src/domain/analytics/AnalyticsConsentRule';
import type { CookieCategoryId } from '../../../src/domain/cookies/CookieCatalogue';
import type { CookieConsent } from '../../../src/domain/cookies/CookieConsentRecord';
import type { DataCollectionLevel } from '../../../src/domain/network/NetworkCustomization';

const choice = (categories: CookieCategoryId[]): CookieConsent => ({ consentId: 'c-1', givenAt: '2026-11-01T10:00:00Z', categories, revision: '2026-11' });
const declined = choice(['necessary']);
const declinedAnalyticsOnly = choice(['necessary', 'performance', 'preferences']);
const accepted = choice(['necessary', 'analytics']);

describe('mayReportAnalytics: the one consent rule of analytics events', () => {
  it.each<[DataCollectionLevel, CookieConsent | null, boolean]>([
    // No choice yet: reported, except where the network's data collection is strong.
    ['low', null, true],
    ['medium', null, true],
    ['strong', null, false],
    // Declined analytics cookies: never reported.
    ['low', declined, false],
    ['medium', declined, false],
    ['strong', declined, false],
    ['medium', declinedAnalyticsOnly, false],
    // Accepted: reported everywhere.
    ['low', accepted, true],
    ['medium', accepted, true],
    ['strong', accepted, true],
  ])('level %s, choice %j → %s', (level, consent, expected) => {
    expect(mayReportAnalytics(level, consent)).toBe(expected);
  });
});
