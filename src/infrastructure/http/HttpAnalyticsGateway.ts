import type { AnalyticsGateway, AnalyticsSubject } from '../../application/ports/AnalyticsGateway';
import type { ApiClient } from './ApiClient';

/**
 * Fire and forget: a lost analytics event must never reach the user, so every failure is dropped here, and its calls
 * are `silent` (a 403 publishes no app event, so no redirect). The composition gives it a client of its own whose
 * requests outlive the page (`keepaliveFetch`).
 */
export class HttpAnalyticsGateway implements AnalyticsGateway {
  constructor(private readonly api: ApiClient) {}

  view(subject: AnalyticsSubject, id: string): void {
    this.fire(`/v2/analytics/view/${subject}/${encodeURIComponent(id)}`);
  }

  share(subject: AnalyticsSubject, id: string): void {
    this.fire(`/v2/analytics/share/${subject}/${encodeURIComponent(id)}`);
  }

  click(subject: AnalyticsSubject, id: string): void {
    this.fire(`/v2/analytics/click/${subject}/${encodeURIComponent(id)}`);
  }

  redeemItClick(promotionId: string): void {
    this.fire(`/v2/analytics/promotion/${encodeURIComponent(promotionId)}/redeem-it-click`);
  }

  private fire(path: string): void {
    this.api.send({ method: 'POST', path, body: {}, silent: true }).catch(() => undefined);
  }
}
