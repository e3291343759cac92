import { describe, expect, it } from 'vitest';
import { PAGE_VITALS } from '../../src/application/ports/Monitoring';
import type { I18n } from '../../src/presentation/i18n/I18n';
import { PRESENTATION } from '../../src/presentation/tokens';
import { cookieApp } from '../presentation/cookies/cookieHarness';

describe('the cookie module', () => {
  it('registers the popup’s messages, and the cookie catalogue’s its details show, before the popup renders', async () => {
    const app = cookieApp({ loaded: false });
    const i18n = app.get<I18n>(PRESENTATION.I18n);
    expect(i18n.has('cookies.title')).toBe(false);

    await app.get<() => Promise<void>>(PRESENTATION.LoadCookieModule)();

    expect(i18n.t('cookies.title')).toBe('Cookies on this network');
    expect(i18n.t('cookieCatalogue.tableLabel')).toBe('Cookies used by the app');
  });

  it("wires the page's web vitals to monitoring through the performance consent, keeping a page bound before it loads", async () => {
    const app = cookieApp({ loaded: false });
    app.container.rebind(PAGE_VITALS).toConstantValue(app.monitoring);
    await app.get<() => Promise<void>>(PRESENTATION.LoadCookieModule)();
    const lcp = { name: 'LCP', value: 1900, rating: 'good', id: 'lcp-1', page: '/harbour-runners' } as const;

    await app.service().consentGiven(['performance']);
    app.monitoring.measure(lcp);
    await app.service().consentGiven([]);
    app.monitoring.measure({ ...lcp, id: 'lcp-2' });

    expect(app.monitoring.calls).toEqual(['start', 'stop']);
    expect(app.monitoring.reports).toEqual([lcp]);
  });
});
