import { mayReportAnalytics } from '../../../domain/analytics/AnalyticsConsentRule';
import type { AnalyticsGateway, AnalyticsSubject } from '../../ports/AnalyticsGateway';
import type { KeyValueStore } from '../../ports/KeyValueStore';
import type { Session } from '../../session/Session';
import { storedCookieConsent } from '../../storage/cookieConsentStorage';

/** One analytics event of the contract: a view, share or click of a banner or content, or a promotion's "Redeem it". */
export type AnalyticsEvent = { action: 'view' | 'share' | 'click'; subject: AnalyticsSubject; id: string } | { action: 'redeemItClick'; promotionId: string };

/**
 * Sends an analytics event when the consent rule (`mayReportAnalytics`) lets it, read at the moment it would leave.
 * Fire and forget: it returns at once, and the gateway drops any failure.
 */
export class ReportAnalytics {
  constructor(
    private readonly analytics: AnalyticsGateway,
    private readonly localStore: Pick<KeyValueStore, 'get'>,
    private readonly session: Pick<Session, 'network'>,
  ) {}

  execute(event: AnalyticsEvent): void {
    const network = this.session.network;
    if (!network || !mayReportAnalytics(network.dataCollection.level, storedCookieConsent(this.localStore, network.id))) return;
    if (event.action === 'redeemItClick') this.analytics.redeemItClick(event.promotionId);
    else this.analytics[event.action](event.subject, event.id);
  }
}
export const REPORT_ANALYTICS = Symbol.for('ReportAnalytics');
