import { describe, expect, it } from 'vitest';
import { ReportAnalytics } from '../../../../src/application/usecases/analytics/ReportAnalytics';
import { cookieConsentKeys } from '../../../../src/application/storage/cookieConsentStorage';
import type { DataCollectionLevel } from '../../../../src/domain/network/NetworkCustomization';
import { InMemoryAnalyticsGateway } from '../../../../src/infrastructure/memory/InMemoryAnalyticsGateway';
import { InMemoryKeyValueStore } from '../../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { sampleNetwork } from '../../../../src/infrastructure/memory/samples';

function reporter(level: DataCollectionLevel, categories: string[] | null) {
  const analytics = new InMemoryAnalyticsGateway();
  const localStore = new InMemoryKeyValueStore();
  if (categories) localStore.set(cookieConsentKeys('net-1').current, { consentId: 'c-1', givenAt: '2026-11-01T10:00:00Z', categories, revision: '2026-11' });
  const session = { network: sampleNetwork({ dataCollection: { level } }) as ReturnType<typeof sampleNetwork> | null };
  return { analytics, localStore, session, report: new ReportAnalytics(analytics, localStore, session) };
}

describe('ReportAnalytics', () => {
  it('sends each kind of event to its call', () => {
    const { analytics, report } = reporter('medium', ['necessary', 'analytics']);
    report.execute({ action: 'view', subject: 'creativity', id: 'b-1' });
    report.execute({ action: 'click', subject: 'creativity', id: 'b-1' });
    report.execute({ action: 'view', subject: 'content', id: 'a-1' });
    report.execute({ action: 'share', subject: 'content', id: 'a-1' });
    report.execute({ action: 'redeemItClick', promotionId: 'p-1' });
    expect(analytics.events).toEqual([
      { action: 'view', subject: 'creativity', id: 'b-1' },
      { action: 'click', subject: 'creativity', id: 'b-1' },
      { action: 'view', subject: 'content', id: 'a-1' },
      { action: 'share', subject: 'content', id: 'a-1' },
      { action: 'redeemItClick', promotionId: 'p-1' },
    ]);
  });

  it('sends nothing for a visitor who declined the analytics cookies', () => {
    const { analytics, report } = reporter('low', ['necessary']);
    report.execute({ action: 'view', subject: 'creativity', id: 'b-1' });
    report.execute({ action: 'redeemItClick', promotionId: 'p-1' });
    expect(analytics.events).toEqual([]);
  });

  it('on a strong data-collection network, waits for the analytics cookies: the choice is read at each event', () => {
    const { analytics, localStore, report } = reporter('strong', null);
    report.execute({ action: 'view', subject: 'creativity', id: 'b-1' });
    expect(analytics.events).toEqual([]);
    localStore.set(cookieConsentKeys('net-1').current, { consentId: 'c-1', givenAt: '2026-11-01T10:00:00Z', categories: ['necessary', 'analytics'], revision: '2026-11' });
    report.execute({ action: 'click', subject: 'creativity', id: 'b-1' });
    expect(analytics.events).toEqual([{ action: 'click', subject: 'creativity', id: 'b-1' }]);
  });

  it('sends nothing without a network', () => {
    const { analytics, session, report } = reporter('low', null);
    session.network = null;
    report.execute({ action: 'view', subject: 'content', id: 'a-1' });
    expect(analytics.events).toEqual([]);
  });
});
