import type { CookieConsentPresenter } from './CookieConsentPresenter';

/** Builds the cookie popup's presenter when it opens; bound by the composition root's cookie module. */
export interface CookiePresenterFactory {
  popup(): CookieConsentPresenter;
}
