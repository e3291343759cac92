/** 'creativity' for banners, 'content' for announcements. */
export type AnalyticsSubject = 'creativity' | 'content';

/** Fire and forget: these never throw and never make the user wait. */
export interface AnalyticsGateway {
  view(subject: AnalyticsSubject, id: string): void;
  share(subject: AnalyticsSubject, id: string): void;
  click(subject: AnalyticsSubject, id: string): void;
  redeemItClick(promotionId: string): void;
}
export const ANALYTICS_GATEWAY = Symbol.for('AnalyticsGateway');
