/** The cookie consent feature's public face: what other features may use of it. */
export type { CookieConsentController } from './CookieConsentController';
export { CookieConsentHost } from './CookieConsentHost';
export { CookieSettingsLink } from './CookieSettingsLink';
export { CookieTable } from './CookieTable';
export { cookieCatalogueText } from './cookieCatalogueText';
