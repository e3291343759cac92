import { describe, expect, it } from 'vitest';
import { type CookieCategoryId } from '../../../src/domain/cookies/CookieCatalogue';
import { COOKIE_POLICY_REVISION } from '../../../src/domain/cookies/CookiePolicyRevision';
import { acceptedCategories, cookiesToRemove } from '../../../src/domain/cookies/CookieConsent';
import { accepts, needsConsent, type CookieConsent } from '../../../src/domain/cookies/CookieConsentRecord';

function consent(categories: CookieCategoryId[], revision = COOKIE_POLICY_REVISION): CookieConsent {
  return { consentId: 'c-1', givenAt: '2025-06-15T10:00:00.000Z', categories: acceptedCategories(categories), revision };
}

describe('CookieConsent', () => {
  it.each([
    ['no record', null, true],
    ['a record of this revision', consent([]), false],
    ['a record of an older revision', consent(['performance'], '2020-01'), true],
  ])('needsConsent with %s → %s', (_name, record, expected) => {
    expect(needsConsent(record, COOKIE_POLICY_REVISION)).toBe(expected);
  });

  it.each<[CookieCategoryId[], CookieCategoryId[]]>([
    [[], ['necessary']],
    [['analytics', 'performance'], ['necessary', 'performance', 'analytics']],
    [['preferences', 'preferences', 'necessary'], ['necessary', 'preferences']],
    [['performance', 'payment', 'analytics', 'preferences'], ['necessary', 'performance', 'payment', 'analytics', 'preferences']],
  ])('accepts %j as %j: necessary always, display order, once each', (chosen, expected) => {
    expect(acceptedCategories(chosen)).toEqual(expected);
  });

  it('accepts a category only when a record lists it', () => {
    expect(accepts(null, 'necessary')).toBe(false);
    expect(accepts(consent(['analytics']), 'analytics')).toBe(true);
    expect(accepts(consent(['analytics']), 'performance')).toBe(false);
  });

  it('a first choice removes every cookie of the declined optional categories, except placeholder names', () => {
    expect(cookiesToRemove(null, consent(['payment']))).toEqual(['monitoring-session', '_ga', 'cover-muted']);
  });

  it('a later choice removes the cookies of the categories it withdraws, and never necessary ones', () => {
    const all = consent(['performance', 'payment', 'analytics', 'preferences']);
    expect(cookiesToRemove(all, consent(['payment', 'preferences']))).toEqual(['monitoring-session', '_ga']);
    expect(cookiesToRemove(consent([]), consent([]))).toEqual([]);
    expect(cookiesToRemove(consent(['analytics']), all)).toEqual([]);
  });
});
