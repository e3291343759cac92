import type { Container } from 'inversify';
import * as ports from '../application/ports';
import type { Session } from '../application/session/Session';
import { SESSION } from '../application/session/Session';
import type { ReportAnalytics } from '../application/usecases/analytics/ReportAnalytics';
import { REPORT_ANALYTICS } from '../application/usecases/analytics/ReportAnalytics';
import { WELCOME_ONCE, WelcomeOnce } from '../application/usecases/ads/WelcomeOnce';
import type { ApiClient } from '../infrastructure/http/ApiClient';
import { HttpCreativityGateway } from '../infrastructure/http/HttpCreativityGateway';
import { DocumentPageVisibility } from '../infrastructure/tabs/DocumentPageVisibility';
import { registerAdsMessages } from '../presentation/ads/adsMessages';
import { ADS_PRESENTERS } from '../presentation/ads/adsTokens';
import { FeedAdsPresenter } from '../presentation/ads/FeedAdsPresenter';
import type { VisibilityObserverFactory } from '../presentation/ads/VisibilityWatch';
import { WELCOME_DESK, WelcomeDesk } from '../presentation/ads/WelcomeDesk';
import type { I18n } from '../presentation/i18n/I18n';
import type { ProfileFlowSlot } from '../presentation/profile/ProfileFlowSlot';
import { PRESENTATION } from '../presentation/tokens';
import { bindAnalytics } from './analyticsModule';
import { API_CLIENT } from './apiClientToken';

/** The browser's IntersectionObserver, where there is one. */
const browserObserver: VisibilityObserverFactory | null = typeof IntersectionObserver === 'undefined' ? null : (callback, options) => new IntersectionObserver(callback, options);

/**
 * The ads' part of the composition root (issue 11), loaded with the feed's banner or the welcome: their messages,
 * the creativity and analytics adapters (kept out of the first load), the use cases and presenters. Bindings made
 * before it loads (tests, QA, the memory container's in-memory adapters) are kept.
 */
export function bindAdsModule(container: Container, observe: VisibilityObserverFactory | null = browserObserver): void {
  const i18n = container.get<I18n>(PRESENTATION.I18n);
  registerAdsMessages(i18n);
  if (container.isBound(ADS_PRESENTERS.FeedAds)) return;
  if (!container.isBound(ports.CREATIVITY_GATEWAY)) {
    container.bind(ports.CREATIVITY_GATEWAY).toResolvedValue((client: ApiClient) => new HttpCreativityGateway(client), [API_CLIENT]);
  }
  if (!container.isBound(ports.PAGE_VISIBILITY)) container.bind(ports.PAGE_VISIBILITY).toConstantValue(new DocumentPageVisibility());
  bindAnalytics(container);
  if (!container.isBound(WELCOME_ONCE)) {
    container.bind(WELCOME_ONCE).toResolvedValue(
      (creativities: ports.CreativityGateway, local: ports.KeyValueStore, session: Session) => new WelcomeOnce(creativities, local, session),
      [ports.CREATIVITY_GATEWAY, ports.LOCAL_STORE, SESSION],
    );
  }
  container.bind(ADS_PRESENTERS.FeedAds).toResolvedValue(
    (creativities: ports.CreativityGateway, report: ReportAnalytics, clock: ports.Clock, page: ports.PageVisibility) => () =>
      new FeedAdsPresenter(creativities, report, clock, observe, page, i18n),
    [ports.CREATIVITY_GATEWAY, REPORT_ANALYTICS, ports.CLOCK, ports.PAGE_VISIBILITY],
  );
  container.bind(WELCOME_DESK).toResolvedValue(
    (welcomeOnce: WelcomeOnce, report: ReportAnalytics, profileFlow: ProfileFlowSlot, events: ports.EventBus) => {
      const desk = new WelcomeDesk(welcomeOnce, report, profileFlow, i18n);
      events.subscribe('loggedOut', desk.signedOut);
      events.subscribe('authenticated', desk.signedOut);
      return desk;
    },
    [WELCOME_ONCE, REPORT_ANALYTICS, PRESENTATION.ProfileFlowSlot, ports.EVENT_BUS],
  );
}
