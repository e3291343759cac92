import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/composition/config';
import { bindLandingModule } from '../../src/composition/landingModule';
import type { I18n } from '../../src/presentation/i18n/I18n';
import { PRESENTATION } from '../../src/presentation/tokens';
import { memoryApp } from '../presentation/memoryApp';

describe('the landing module', () => {
  it('registers the landing page’s messages before the page renders', () => {
    const app = memoryApp({ networks: [] });
    const i18n = app.get<I18n>(PRESENTATION.I18n);
    expect(i18n.has('landing.title')).toBe(false);

    bindLandingModule(app.container, readConfig({}, 'localhost', 'memory'));

    expect(i18n.t('landing.title')).toBe('Community networks');
    expect(i18n.t('landing.open', { name: 'Harbour Runners' })).toBe('Visit Harbour Runners');
  });
});
