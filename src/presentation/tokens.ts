/** Injection tokens of presentation services and presenters (bound in the composition root). */
export const PRESENTATION = {
  I18n: Symbol.for('I18n'),
  AppConfig: Symbol.for('PresentationConfig'),
  LandingPresenter: Symbol.for('LandingPresenter'),
  /** Loads the landing page's module of the composition root (a lazy chunk) and binds its presenter. */
  LoadLandingModule: Symbol.for('LoadLandingModule'),
  NetworkShellPresenter: Symbol.for('NetworkShellPresenter'),
  ContentsPresenter: Symbol.for('ContentsPresenter'),
  RouterBinding: Symbol.for('RouterBinding'),
  AuthController: Symbol.for('AuthController'),
  AuthModalFactory: Symbol.for('AuthModalFactory'),
  /** Loads the auth module of the composition root (a lazy chunk) and binds its services. */
  LoadAuthModule: Symbol.for('LoadAuthModule'),
  /** After login: the complete-profile prompt, then the consent queue (first load, tiny). */
  ProfileFlowController: Symbol.for('ProfileFlowController'),
  ProfilePresenterFactory: Symbol.for('ProfilePresenterFactory'),
  /** Loads the profile module of the composition root (a lazy chunk) and binds its services. */
  LoadProfileModule: Symbol.for('LoadProfileModule'),
  /** Cookie consent: whether the popup shows (first load, tiny). */
  CookieConsentController: Symbol.for('CookieConsentController'),
  CookiePresenterFactory: Symbol.for('CookiePresenterFactory'),
  /** Loads the cookie module of the composition root (a lazy chunk) and binds its services. */
  LoadCookieModule: Symbol.for('LoadCookieModule'),
} as const;

/** The router as the Navigator adapter sees it. */
export interface RouterHandle {
  navigate(to: string, options?: { replace?: boolean }): void;
  location(): { pathname: string; search: string };
}

/** Where the router is handed over once it exists (the Navigator adapter in the browser). */
export interface RouterBinding {
  attach(router: RouterHandle): void;
}

/** What presentation needs to know of the runtime configuration. */
export interface PresentationConfig {
  /** The network of this host, when the host maps to one (spec §2): routes then have no slug. */
  hostSlug: string | null;
  /** Slugs the landing page lists. */
  landingSlugs: string[];
}
