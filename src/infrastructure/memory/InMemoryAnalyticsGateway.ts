import type { AnalyticsGateway, AnalyticsSubject } from '../../application/ports/AnalyticsGateway';

export type AnalyticsEvent =
  | { action: 'view' | 'share' | 'click'; subject: AnalyticsSubject; id: string }
  | { action: 'redeemItClick'; promotionId: string };

/** Records the events instead of sending them. */
export class InMemoryAnalyticsGateway implements AnalyticsGateway {
  readonly events: AnalyticsEvent[] = [];

  view(subject: AnalyticsSubject, id: string): void {
    this.events.push({ action: 'view', subject, id });
  }

  share(subject: AnalyticsSubject, id: string): void {
    this.events.push({ action: 'share', subject, id });
  }

  click(subject: AnalyticsSubject, id: string): void {
    this.events.push({ action: 'click', subject, id });
  }

  redeemItClick(promotionId: string): void {
    this.events.push({ action: 'redeemItClick', promotionId });
  }
}
