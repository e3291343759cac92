import type { Container } from 'inversify';
import { reaction } from 'mobx';
import * as ports from '../application/ports';
import { MONITORING, PAGE_VITALS, type Monitoring, type PageVitals } from '../application/ports/Monitoring';
import { GtagScriptTag } from '../infrastructure/analytics/GtagScriptTag';
import { SESSION, type Session } from '../application/session/Session';
import { ApplyCookieChoice } from '../application/usecases/cookies/ApplyCookieChoice';
import { COOKIE_CONSENT_SERVICE, CookieConsentService } from '../application/usecases/cookies/CookieConsentService';
import { PerformanceMonitoring } from '../application/usecases/cookies/PerformanceMonitoring';
import { COOKIE_POLICY_REVISION } from '../domain/cookies/CookiePolicyRevision';
import { BrowserExternalNavigator } from '../infrastructure/identity/BrowserExternalNavigator';
import { networkBasePath } from './networkBasePath';
import { CryptoRandomSource } from '../infrastructure/identity/CryptoRandomSource';
import { ConsoleMonitoring } from '../infrastructure/monitoring/ConsoleMonitoring';
import type { CookieConsentController } from '../presentation/cookies/CookieConsentController';
import { CookieConsentPresenter } from '../presentation/cookies/CookieConsentPresenter';
import { registerCookiesMessages } from '../presentation/cookies/cookiesMessages';
import { registerCookieCatalogueMessages } from '../presentation/cookies/cookieCatalogueMessages';
import type { I18n } from '../presentation/i18n/I18n';
import { PRESENTATION, PRESENTERS } from '../presentation/tokens';
import { watchViewer } from '../presentation/kit/watchViewer';
import type { AppConfig } from './config';
import { lazyGateway } from './lazyGateway';
import { lazyMonitoring } from './lazyMonitoring';

/**
 * The cookie-consent part of the composition root, loaded with the popup's chunk (or at start when
 * a choice on record runs monitoring). Ports already bound (tests and QA bind recording ones) are kept.
 */
export function bindCookieModule(container: Container, config: AppConfig): void {
  if (container.isBound(COOKIE_CONSENT_SERVICE)) return;
  const get = <T,>(token: symbol) => container.get<T>(token);
  const bindMissing = (token: symbol, create: () => unknown) => {
    if (!container.isBound(token)) container.bind(token).toConstantValue(create());
  };
  bindMissing(ports.RANDOM_SOURCE, () => new CryptoRandomSource());
  // The console's for the memory profile (tests); the builds report to POST /v2/telemetry, a chunk loaded on the
  // first start (after consent), never before.
  bindMissing(MONITORING, () =>
    config.profile === 'memory'
      ? new ConsoleMonitoring(get(ports.COOKIE_JAR), get(ports.RANDOM_SOURCE), get(ports.CLOCK))
      : lazyMonitoring(() => import('./telemetryModule').then((m) => m.createTelemetryMonitoring(container, config))),
  );
  // web-vitals is a chunk of its own, loaded when monitoring first starts (after consent), never before.
  bindMissing(PAGE_VITALS, () => lazyGateway<PageVitals>(() => import('../infrastructure/monitoring/WebVitalsPageVitals').then((m) => new m.WebVitalsPageVitals())));
  bindMissing(ports.ANALYTICS_TAG, () => new GtagScriptTag());
  const session = get<Session>(SESSION);
  bindMissing(ports.EXTERNAL_NAVIGATOR, () => new BrowserExternalNavigator(networkBasePath(config, session)));
  // Registered before the popup renders (its details show the cookie catalogue's words too).
  const i18n = get<I18n>(PRESENTATION.I18n);
  registerCookiesMessages(i18n);
  registerCookieCatalogueMessages(i18n);

  const applyChoice = new ApplyCookieChoice(
    new PerformanceMonitoring(get<Monitoring>(MONITORING), get<PageVitals>(PAGE_VITALS)),
    get(ports.MEMBERSHIP_GATEWAY),
    session,
    get(ports.ANALYTICS_TAG),
  );
  const service = new CookieConsentService(
    get(ports.LOCAL_STORE),
    get(ports.COOKIE_JAR),
    applyChoice,
    session,
    get(ports.CLOCK),
    get(ports.RANDOM_SOURCE),
    COOKIE_POLICY_REVISION,
    get(ports.EXTERNAL_NAVIGATOR),
  );
  container.bind(COOKIE_CONSENT_SERVICE).toConstantValue(service);

  const controller = get<CookieConsentController>(PRESENTATION.CookieConsentController);
  container.bind(PRESENTERS.CookieConsent).toConstantValue(() => new CookieConsentPresenter(service, controller.consentRecorded, controller.reopened));

  // A choice on record applies from the start of the visit, and to a member who signs in later.
  service.forgetOriginWideChoice();
  void service.resume();
  watchViewer(session, (viewerId) => viewerId !== null && void service.resume(), { immediately: false });
  reaction(() => session.networkId, () => void service.networkChanged());
}
