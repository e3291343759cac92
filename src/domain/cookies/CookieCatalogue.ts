/**
 * Every cookie the app may set, by category (spec §4, §9), and nothing it does not set. The cookie
 * policy page lists it and the cookie popup shows it in its 'used cookies' tab; consent is given per
 * category. Purposes and category names are words, so they live in the presentation's catalogue under
 * the ids below. The app's own cookies take their lifetime from here (`lifetimeInDays`).
 */

export type CookieCategoryId = 'necessary' | 'performance' | 'payment' | 'analytics' | 'preferences';

export interface CookieCategory {
  id: CookieCategoryId;
  /** Optional categories need consent; nothing optional is pre-ticked. */
  optional: boolean;
}

/** In display order: what cannot be refused first. */
export const COOKIE_CATEGORIES: readonly CookieCategory[] = [
  { id: 'necessary', optional: false },
  { id: 'performance', optional: true },
  { id: 'payment', optional: true },
  { id: 'analytics', optional: true },
  { id: 'preferences', optional: true },
];

export type CookieDurationUnit = 'minute' | 'month' | 'year';

/** How long a cookie lives after it is set: data, formatted in the reader's language by the view. */
export interface CookieDuration {
  value: number;
  unit: CookieDurationUnit;
}

export type CookiePurposeId =
  | 'rememberSignIn'
  | 'language'
  | 'cookieChoice'
  | 'deviceRecognition'
  | 'monitoring'
  | 'paymentFraudPrevention'
  | 'paymentSession'
  | 'visitStatistics'
  | 'visitStatisticsSession'
  | 'coverSound'
  | 'theme';

export interface CookieDefinition {
  name: string;
  category: CookieCategoryId;
  purpose: CookiePurposeId;
  duration: CookieDuration;
  /** Who sets and reads it when it is not this app (a third party). */
  provider: string | null;
}

const minutes = (value: number): CookieDuration => ({ value, unit: 'minute' });
const months = (value: number): CookieDuration => ({ value, unit: 'month' });
const years = (value: number): CookieDuration => ({ value, unit: 'year' });

export const COOKIE_CATALOGUE: readonly CookieDefinition[] = [
  { name: 'authed-before', category: 'necessary', purpose: 'rememberSignIn', duration: years(1), provider: null },
  { name: 'locale', category: 'necessary', purpose: 'language', duration: years(1), provider: null },
  // Like the language, the look the member asked for (product-spec.md §9: the theme cookie, one year).
  { name: 'theme', category: 'necessary', purpose: 'theme', duration: years(1), provider: null },
  { name: 'cookie-consent', category: 'necessary', purpose: 'cookieChoice', duration: months(13), provider: null },
  { name: 'device-id', category: 'necessary', purpose: 'deviceRecognition', duration: months(12), provider: null },
  { name: 'monitoring-session', category: 'performance', purpose: 'monitoring', duration: minutes(15), provider: null },
  { name: '__stripe_mid', category: 'payment', purpose: 'paymentFraudPrevention', duration: years(1), provider: 'Stripe' },
  { name: '__stripe_sid', category: 'payment', purpose: 'paymentSession', duration: minutes(30), provider: 'Stripe' },
  { name: '_ga', category: 'analytics', purpose: 'visitStatistics', duration: years(2), provider: 'Google Analytics' },
  { name: '_ga_<ID>', category: 'analytics', purpose: 'visitStatisticsSession', duration: years(2), provider: 'Google Analytics' },
  { name: 'cover-muted', category: 'preferences', purpose: 'coverSound', duration: months(1), provider: null },
];

export function cookiesOf(category: CookieCategoryId): CookieDefinition[] {
  return COOKIE_CATALOGUE.filter((cookie) => cookie.category === category);
}

const DAYS_PER_UNIT: Record<CookieDurationUnit, number> = { minute: 1 / (24 * 60), month: 365 / 12, year: 365 };

/** The lifetime in days, as the CookieJar port takes it (a month is a twelfth of a year). */
export function durationInDays(duration: CookieDuration): number {
  return duration.value * DAYS_PER_UNIT[duration.unit];
}

/** The lifetime in days of a cookie of the app; setting a cookie the catalogue does not list is a bug. */
export function lifetimeInDays(name: string): number {
  const cookie = COOKIE_CATALOGUE.find((candidate) => candidate.name === name);
  if (!cookie) throw new Error(`The cookie "${name}" is not in the cookie catalogue: list it before setting it.`);
  return durationInDays(cookie.duration);
}
