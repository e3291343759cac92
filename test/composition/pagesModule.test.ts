import { describe, expect, it } from 'vitest';
import { bindPagesModule } from '../../src/composition/pagesModule';
import type { I18n } from '../../src/presentation/i18n/I18n';
import { PRESENTATION } from '../../src/presentation/tokens';
import { memoryApp } from '../presentation/memoryApp';

describe('the pages module', () => {
  it('registers the network pages’ messages, and the cookie catalogue’s the cookie policy shows, before any of those pages renders', () => {
    const app = memoryApp({ networks: [] });
    const i18n = app.get<I18n>(PRESENTATION.I18n);
    expect(i18n.has('pages.policies.title')).toBe(false);

    bindPagesModule(app.container);

    expect(i18n.t('pages.policies.title')).toBe('Terms and policies');
    expect(i18n.t('cookieCatalogue.tableLabel')).toBe('Cookies used by the app');
  });
});
