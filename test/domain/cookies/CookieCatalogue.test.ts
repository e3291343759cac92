import { describe, expect, it } from 'vitest';
import { COOKIE_CATALOGUE, COOKIE_CATEGORIES, cookiesOf, durationInDays, lifetimeInDays, type CookieDefinition, type CookieDuration } from '../../../src/domain/cookies/CookieCatalogue';
import { COOKIE_POLICY_REVISION } from '../../../src/domain/cookies/CookiePolicyRevision';
import { COOKIES } from '../../../src/application/ports/CookieJar';

function cookie(name: string): CookieDefinition {
  const found = COOKIE_CATALOGUE.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${name} is not in the catalogue`);
  return found;
}

const MONTH_DAYS = 365 / 12;

describe('cookie catalogue (spec §4, §9)', () => {
  it('has the five categories, necessary first and the only one that cannot be refused', () => {
    expect(COOKIE_CATEGORIES.map((category) => category.id)).toEqual(['necessary', 'performance', 'payment', 'analytics', 'preferences']);
    expect(COOKIE_CATEGORIES.filter((category) => !category.optional).map((category) => category.id)).toEqual(['necessary']);
  });

  it('lists every cookie once, each in a known category, and every category has cookies', () => {
    const names = COOKIE_CATALOGUE.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const category of COOKIE_CATEGORIES) expect(cookiesOf(category.id).length).toBeGreaterThan(0);
    expect(COOKIE_CATEGORIES.flatMap((category) => cookiesOf(category.id))).toHaveLength(COOKIE_CATALOGUE.length);
  });

  it('lists exactly the first-party cookies the app sets, and no cookie of a feature the app does not have', () => {
    const firstParty = COOKIE_CATALOGUE.filter((entry) => entry.provider === null).map((entry) => entry.name);
    // cover-muted is set by the sign-in cover's mute toggle; every other one is named in COOKIES.
    expect(new Set(firstParty)).toEqual(new Set([...Object.values(COOKIES), 'cover-muted']));
  });

  it.each<[string, CookieDefinition['category'], CookieDuration]>([
    [COOKIES.cookieConsent, 'necessary', { value: 13, unit: 'month' }],
    [COOKIES.deviceId, 'necessary', { value: 12, unit: 'month' }],
    [COOKIES.monitoringSession, 'performance', { value: 15, unit: 'minute' }],
    ['cover-muted', 'preferences', { value: 1, unit: 'month' }],
  ])('lists %s as %s for %j', (name, category, duration) => {
    expect(cookie(name)).toMatchObject({ category, duration, provider: null });
  });

  it('gives the lifetime in days of a listed cookie, and refuses one it does not list', () => {
    expect(lifetimeInDays(COOKIES.deviceId)).toBeCloseTo(365, 10);
    expect(lifetimeInDays(COOKIES.monitoringSession)).toBeCloseTo(15 / 1440, 10);
    expect(() => lifetimeInDays('sidebar-width')).toThrow(/not in the cookie catalogue/);
  });

  it('lists the cookies the app itself sets: authed-before, locale and theme (spec §9), necessary, for a year', () => {
    for (const name of [COOKIES.authedBefore, COOKIES.locale, COOKIES.theme]) {
      expect(cookie(name)).toMatchObject({ category: 'necessary', duration: { value: 1, unit: 'year' }, provider: null });
    }
  });

  it.each<[string, (entry: CookieDefinition) => boolean, CookieDuration[]]>([
    ['the monitoring cookie lives 15 minutes', (entry) => entry.category === 'performance', [{ value: 15, unit: 'minute' }]],
    ['the optional payment cookies live 30 minutes and 1 year', (entry) => entry.category === 'payment', [{ value: 1, unit: 'year' }, { value: 30, unit: 'minute' }]],
    ['analytics cookies live 2 years', (entry) => entry.category === 'analytics', [{ value: 2, unit: 'year' }, { value: 2, unit: 'year' }]],
  ])('%s', (_name, select, durations) => {
    expect(COOKIE_CATALOGUE.filter(select).map((entry) => entry.duration)).toEqual(durations);
  });

  it('keeps every other cookie between 1 and 13 months', () => {
    const named = new Set(['authed-before', 'locale', 'theme']);
    const spelledOut = new Set(['performance', 'payment', 'analytics']);
    const rest = COOKIE_CATALOGUE.filter((entry) => !named.has(entry.name) && !spelledOut.has(entry.category));
    expect(rest.length).toBeGreaterThan(0);
    for (const entry of rest) {
      expect(entry.duration.unit, entry.name).toBe('month');
      expect(entry.duration.value, entry.name).toBeGreaterThanOrEqual(1);
      expect(entry.duration.value, entry.name).toBeLessThanOrEqual(13);
    }
    expect(rest.map((entry) => entry.duration.value)).toEqual(expect.arrayContaining([1, 13]));
  });

  it('names the third party behind payment and analytics cookies', () => {
    expect(new Set(cookiesOf('payment').map((entry) => entry.provider))).toEqual(new Set(['Stripe']));
    expect(new Set(cookiesOf('analytics').map((entry) => entry.provider))).toEqual(new Set(['Google Analytics']));
  });

  it.each<[CookieDuration, number]>([
    [{ value: 15, unit: 'minute' }, 15 / 1440],
    [{ value: 13, unit: 'month' }, 13 * MONTH_DAYS],
    [{ value: 2, unit: 'year' }, 730],
  ])('turns %j into %f days for the cookie jar', (duration, days) => {
    expect(durationInDays(duration)).toBeCloseTo(days, 10);
  });

  it('has a policy revision of the form YYYY-MM', () => {
    expect(COOKIE_POLICY_REVISION).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
  });
});
