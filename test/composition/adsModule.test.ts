// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import * as ports from '../../src/application/ports';
import { REPORT_ANALYTICS } from '../../src/application/usecases/analytics/ReportAnalytics';
import { bindFeedAds } from '../../src/composition/adsModule';
import { readConfig } from '../../src/composition/config';
import { createContainer } from '../../src/composition/createContainer';
import { HttpAnalyticsGateway } from '../../src/infrastructure/http/HttpAnalyticsGateway';
import { HttpCreativityGateway } from '../../src/infrastructure/http/HttpCreativityGateway';
import { InMemoryAnalyticsGateway } from '../../src/infrastructure/memory/InMemoryAnalyticsGateway';
import { InMemoryCreativityGateway } from '../../src/infrastructure/memory/InMemoryCreativityGateway';
import { sampleNetwork } from '../../src/infrastructure/memory/samples';
import { ADS_PRESENTERS } from '../../src/presentation/ads/adsTokens';
import { WELCOME_DESK } from '../../src/presentation/ads/WelcomeDesk';
import type { I18n } from '../../src/presentation/i18n/I18n';
import { PRESENTATION, PRESENTERS } from '../../src/presentation/tokens';
import { memoryApp } from '../presentation/memoryApp';

describe('the ads module', () => {
  it('binds the HTTP creativity and analytics adapters the first load leaves out, through its own loader (no community module)', async () => {
    const config = readConfig({ VITE_API_BASE_URL: 'https://api.example.com' }, 'localhost');
    const container = createContainer(config);
    expect(container.isBound(ports.CREATIVITY_GATEWAY)).toBe(false);
    expect(container.isBound(ports.ANALYTICS_GATEWAY)).toBe(false);
    await container.get<() => Promise<void>>(PRESENTATION.LoadAdsModule)();
    expect(container.get(ports.CREATIVITY_GATEWAY)).toBeInstanceOf(HttpCreativityGateway);
    expect(container.get(ports.ANALYTICS_GATEWAY)).toBeInstanceOf(HttpAnalyticsGateway);
    expect(container.isBound(ADS_PRESENTERS.FeedAds)).toBe(true);
    expect(container.isBound(WELCOME_DESK)).toBe(true);
    expect(container.isBound(PRESENTERS.ContentPage)).toBe(false);
  });

  it('keeps the in-memory adapters bound before it (QA, the memory container) and registers its words', () => {
    const app = memoryApp({ networks: [sampleNetwork()] });
    bindFeedAds(app.container, readConfig({}, 'localhost', 'memory'));
    expect(app.get(ports.CREATIVITY_GATEWAY)).toBeInstanceOf(InMemoryCreativityGateway);
    expect(app.get(ports.ANALYTICS_GATEWAY)).toBeInstanceOf(InMemoryAnalyticsGateway);
    expect(app.container.isBound(ADS_PRESENTERS.FeedAds)).toBe(true);
    expect(app.container.isBound(REPORT_ANALYTICS)).toBe(true);
    const i18n = app.get<I18n>(PRESENTATION.I18n);
    expect(i18n.t('ads.banner.sponsored')).toBe('Sponsored');
  });
});
