export interface CookieOptions {
  /** Lifetime in days; a session cookie when absent. */
  days?: number;
}

export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}
export const COOKIE_JAR = Symbol.for('CookieJar');

/** The app's own cookies, each listed in the cookie catalogue (domain/cookies/CookieCatalogue). */
export const COOKIES = {
  authedBefore: 'authed-before',
  locale: 'locale',
  cookieConsent: 'cookie-consent',
  deviceId: 'device-id',
  monitoringSession: 'monitoring-session',
  coverMuted: 'cover-muted',
  theme: 'theme',
} as const;
