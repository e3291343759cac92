import type { Container } from 'inversify';
import * as ports from '../application/ports';
import type { Session } from '../application/session/Session';
import { SESSION } from '../application/session/Session';
import { REPORT_ANALYTICS, ReportAnalytics } from '../application/usecases/analytics/ReportAnalytics';
import type { ApiClient } from '../infrastructure/http/ApiClient';
import { HttpAnalyticsGateway } from '../infrastructure/http/HttpAnalyticsGateway';
import { API_CLIENT } from './apiClientToken';

/**
 * The analytics events' part of the composition root (issue 11), bound by the lazy modules whose screens report
 * events (the ads, the content page's share). Bindings made before (tests, QA: an in-memory gateway) are kept.
 */
export function bindAnalytics(container: Container): void {
  if (!container.isBound(ports.ANALYTICS_GATEWAY)) {
    container.bind(ports.ANALYTICS_GATEWAY).toResolvedValue((client: ApiClient) => new HttpAnalyticsGateway(client), [API_CLIENT]);
  }
  if (!container.isBound(REPORT_ANALYTICS)) {
    container.bind(REPORT_ANALYTICS).toResolvedValue(
      (analytics: ports.AnalyticsGateway, local: ports.KeyValueStore, session: Session) => new ReportAnalytics(analytics, local, session),
      [ports.ANALYTICS_GATEWAY, ports.LOCAL_STORE, SESSION],
    );
  }
}
