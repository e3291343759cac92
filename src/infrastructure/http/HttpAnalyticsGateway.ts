import type { AnalyticsGateway, AnalyticsSubject } from '../../application/ports/AnalyticsGateway';
import type { ApiClient } from './ApiClient';

/** Fire and forget: a lost analytics event must never reach the user, so every failure is dropped here. */
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
    // keepalive: the event still reaches the server when it is sent as the tab is hidden or closed (sendBeacon
    // could not carry the member's Authorization header).
    this.api.send({ method: 'POST', path, body: {}, keepalive: true }).catch(() => undefined);
  }
}
