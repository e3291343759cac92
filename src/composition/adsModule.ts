import type { Container } from 'inversify';
import * as ports from '../application/ports';
import type { Session } from '../application/session/Session';
import { SESSION } from '../application/session/Session';
import type { AnalyticsEvent, ReportAnalytics } from '../application/usecases/analytics/ReportAnalytics';
import { REPORT_ANALYTICS } from '../application/usecases/analytics/ReportAnalytics';
import { bindSharer } from './sharerBinding';
import { WELCOME_ONCE, WelcomeOnce } from '../application/usecases/ads/WelcomeOnce';
import type { ApiClient } from '../infrastructure/http/ApiClient';
import { HttpCreativityGateway } from '../infrastructure/http/HttpCreativityGateway';
import { DocumentPageVisibility } from '../infrastructure/tabs/DocumentPageVisibility';
import { registerAdsMessages } from '../presentation/ads/adsMessages';
import { ADS_PRESENTERS } from '../presentation/ads/adsTokens';
import { FeedAdsPresenter } from '../presentation/ads/FeedAdsPresenter';
import { browserObserver, PageViews } from '../presentation/ads/PageViews';
import type { VisibilityObserverFactory } from '../presentation/ads/VisibilityWatch';
import { WELCOME_DESK, WelcomeDesk } from '../presentation/ads/WelcomeDesk';
import type { I18n } from '../presentation/i18n/I18n';
import type { ProfileFlowSlot } from '../presentation/profile/ProfileFlowSlot';
import { PRESENTATION } from '../presentation/tokens';
import { bindSharedPresenter } from './sharedPresenter';
import { watchViewer } from '../presentation/kit/watchViewer';
import { bindAnalytics } from './analyticsModule';
import { API_CLIENT } from './apiClientToken';
import type { AppConfig } from './config';

/**
 * What the feed's ads need (a guest's too): the ads module and the analytics they report to, without the community
 * module (a guest reading the home does not download the writing form, the settings and their validation).
 */
export function bindFeedAds(container: Container, config: Pick<AppConfig, 'apiBaseUrl' | 'requestTimeoutMs'>): void {
  bindAnalytics(container, config);
  bindAdsModule(container);
}

/**
 * The ads' part of the composition root, loaded by the feed (the banner, `bindFeedAds`), with the community
 * module (its analytics) or by the after-login flow (the welcome): their messages, the creativity adapter (kept out of the first load), the use cases
 * and presenters. The analytics they report to are bound by the community module (`bindAnalytics`, with the config).
 * Bindings made before it loads (tests, QA, the memory container's in-memory adapters) are kept.
 */
export function bindAdsModule(container: Container, observe: VisibilityObserverFactory | null = browserObserver): void {
  const i18n = container.get<I18n>(PRESENTATION.I18n);
  registerAdsMessages(i18n);
  if (container.isBound(ADS_PRESENTERS.FeedAds)) return;
  if (!container.isBound(ports.CREATIVITY_GATEWAY)) {
    container.bind(ports.CREATIVITY_GATEWAY).toResolvedValue((client: ApiClient) => new HttpCreativityGateway(client), [API_CLIENT]);
  }
  if (!container.isBound(ports.PAGE_VISIBILITY)) container.bind(ports.PAGE_VISIBILITY).toConstantValue(new DocumentPageVisibility());
  bindSharer(container);
  if (!container.isBound(WELCOME_ONCE)) {
    container.bind(WELCOME_ONCE).toResolvedValue(
      (creativities: ports.CreativityGateway, local: ports.KeyValueStore, session: Session) => new WelcomeOnce(creativities, local, session),
      [ports.CREATIVITY_GATEWAY, ports.LOCAL_STORE, SESSION],
    );
  }
  container.bind(ADS_PRESENTERS.FeedAds).toResolvedValue(
    // One per app, like the feed's: back from a content page, the banner is there at once (each mount is a page view).
    (creativities: ports.CreativityGateway, report: ReportAnalytics, clock: ports.Clock, page: ports.PageVisibility, session: Session, sharer: ports.Sharer, notifier: ports.Notifier) => {
      const ads = new FeedAdsPresenter(creativities, report, new PageViews(clock, report, observe, page), session, sharer, notifier, i18n);
      return () => ads;
    },
    [ports.CREATIVITY_GATEWAY, REPORT_ANALYTICS, ports.CLOCK, ports.PAGE_VISIBILITY, SESSION, ports.SHARER, ports.NOTIFIER],
  );
  bindSharedPresenter(container, ADS_PRESENTERS.WelcomeDesk, WELCOME_DESK);
  container.bind(WELCOME_DESK).toResolvedValue(
    (welcomeOnce: WelcomeOnce, profileFlow: ProfileFlowSlot, session: Session) => {
      // The analytics are bound by the community module, which the feed (the welcome's host) comes with; the after-login
      // flow may make this desk before it has loaded.
      const report = { execute: (event: AnalyticsEvent) => container.isBound(REPORT_ANALYTICS) && container.get<ReportAnalytics>(REPORT_ANALYTICS).execute(event) };
      const desk = new WelcomeDesk(welcomeOnce, report, profileFlow, i18n);
      watchViewer(session, desk.signedOut, { immediately: false });
      return desk;
    },
    [WELCOME_ONCE, PRESENTATION.ProfileFlowSlot, SESSION],
  );
}
