import type { Container } from 'inversify';
import * as ports from '../application/ports';
import type { Session } from '../application/session/Session';
import { SESSION } from '../application/session/Session';
import { REPORT_ANALYTICS, ReportAnalytics } from '../application/usecases/analytics/ReportAnalytics';
import { NETWORK_SCOPE, type NetworkScope } from '../application/session/NetworkScope';
import { ApiClient } from '../infrastructure/http/ApiClient';
import { HttpAnalyticsGateway } from '../infrastructure/http/HttpAnalyticsGateway';
import { keepaliveFetch } from '../infrastructure/http/keepaliveFetch';
import type { I18n } from '../presentation/i18n/I18n';
import { PRESENTATION } from '../presentation/tokens';
import type { AppConfig } from './config';

/**
 * The analytics events' part of the composition root, bound by the lazy modules whose screens report
 * events (the ads, the content page's share). Bindings made before (tests, QA: an in-memory gateway) are kept.
 */
export function bindAnalytics(container: Container, config: Pick<AppConfig, 'apiBaseUrl' | 'requestTimeoutMs'>): void {
  if (!container.isBound(ports.ANALYTICS_GATEWAY)) {
    // A client of its own, like the app's but whose requests outlive the page (keepalive): an event sent as the tab
    // is hidden or closed still arrives. Built here, so the first load's client carries nothing for it.
    container.bind(ports.ANALYTICS_GATEWAY).toResolvedValue(
      (scope: NetworkScope, tokens: ports.TokenStore, clock: ports.Clock, events: ports.EventBus, lock: ports.CrossTabLock, i18n: I18n) =>
        new HttpAnalyticsGateway(
          new ApiClient({ baseUrl: config.apiBaseUrl, timeoutMs: config.requestTimeoutMs, language: () => i18n.locale, fetch: keepaliveFetch }, scope, tokens, clock, events, lock),
        ),
      [NETWORK_SCOPE, ports.TOKEN_STORE, ports.CLOCK, ports.EVENT_BUS, ports.CROSS_TAB_LOCK, PRESENTATION.I18n],
    );
  }
  if (!container.isBound(REPORT_ANALYTICS)) {
    container.bind(REPORT_ANALYTICS).toResolvedValue(
      (analytics: ports.AnalyticsGateway, local: ports.KeyValueStore, session: Session) => new ReportAnalytics(analytics, local, session),
      [ports.ANALYTICS_GATEWAY, ports.LOCAL_STORE, SESSION],
    );
  }
}
