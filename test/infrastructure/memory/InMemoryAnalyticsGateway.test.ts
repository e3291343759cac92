import { describe, expect, it } from 'vitest';
import { InMemoryAnalyticsGateway } from '../../../src/infrastructure/memory/InMemoryAnalyticsGateway';

describe('InMemoryAnalyticsGateway', () => {
  it('records events instead of sending them', () => {
    const analytics = new InMemoryAnalyticsGateway();
    analytics.view('creativity', 'banner-1');
    analytics.share('content', 'c1');
    analytics.click('content', 'c1');
    analytics.redeemItClick('promo-1');

    expect(analytics.events).toEqual([
      { action: 'view', subject: 'creativity', id: 'banner-1' },
      { action: 'share', subject: 'content', id: 'c1' },
      { action: 'click', subject: 'content', id: 'c1' },
      { action: 'redeemItClick', promotionId: 'promo-1' },
    ]);
  });
});
