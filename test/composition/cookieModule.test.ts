import { describe, expect, it } from 'vitest';
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
});
