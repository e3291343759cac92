import { describe, expect, it } from 'vitest';
import { CoverSoundPreference } from '../../../../src/application/usecases/cookies/CoverSoundPreference';
import { cookieConsentKeys } from '../../../../src/application/storage/cookieConsentStorage';
import type { CookieCategoryId } from '../../../../src/domain/cookies/CookieCatalogue';
import { InMemoryCookieJar } from '../../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryKeyValueStore } from '../../../../src/infrastructure/memory/InMemoryKeyValueStore';

function withConsent(categories: CookieCategoryId[] | null) {
  const cookies = new InMemoryCookieJar();
  const store = new InMemoryKeyValueStore();
  if (categories) store.set(cookieConsentKeys('net-1').current, { consentId: 'c1', givenAt: '2026-11-23T10:00:00Z', categories, revision: '1' });
  return { cookies, preference: new CoverSoundPreference(cookies, store, { networkId: 'net-1' }) };
}

describe('CoverSoundPreference (cover-muted cookie)', () => {
  it('starts muted when nothing is remembered', () => {
    expect(withConsent(null).preference.muted()).toBe(true);
  });

  it('remembers the choice for a month when preference cookies were accepted', () => {
    const { cookies, preference } = withConsent(['necessary', 'preferences']);
    preference.remember(false);
    expect(cookies.get('cover-muted')).toBe('false');
    expect(preference.muted()).toBe(false);
    expect(cookies.cookies.get('cover-muted')?.options.days).toBeCloseTo(365 / 12);
  });

  it('remembers nothing without consent to preference cookies', () => {
    const { cookies, preference } = withConsent(['necessary']);
    preference.remember(false);
    expect(cookies.get('cover-muted')).toBeNull();
    expect(withConsent(null).preference.muted()).toBe(true);
  });

  it("takes the origin's cookie only where this network's visitor accepted preference cookies", () => {
    const { cookies, preference } = withConsent(['necessary']);
    cookies.set('cover-muted', 'false');
    expect(preference.muted()).toBe(true);
  });
});
