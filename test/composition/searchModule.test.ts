import { describe, expect, it } from 'vitest';
import { bindSearchModule } from '../../src/composition/searchModule';
import { sampleContent, sampleNetwork } from '../../src/infrastructure/memory/samples';
import type { I18n } from '../../src/presentation/i18n/I18n';
import { SEARCH_PRESENTERS } from '../../src/presentation/search/searchTokens';
import { PRESENTATION } from '../../src/presentation/tokens';
import { memoryApp } from '../presentation/memoryApp';

describe('the search module', () => {
  it("registers the search page's words and binds its presenter on the container's feed and navigator", async () => {
    const app = memoryApp({ networks: [sampleNetwork()], contents: [sampleContent({ id: 'loop', title: 'The lighthouse loop' }), sampleContent({ id: 'track' })] });

    bindSearchModule(app.container);

    expect(app.get<I18n>(PRESENTATION.I18n).t('search.none', { query: 'kiln' })).toBe('Nothing found for “kiln”');
    const page = app.presenter(SEARCH_PRESENTERS.Search);
    page.filterChosen('post');
    page.queryTyped('light');
    page.searchSubmitted();
    await expect.poll(() => page.items.map((content) => content.id)).toEqual(['loop']);
    expect(app.navigator.navigations).toEqual([
      { path: '/search?type=post', replace: false },
      { path: '/search?q=light&type=post', replace: true },
    ]);
  });

  it('keeps a presenter bound before it loads (QA, tests)', () => {
    const app = memoryApp({ networks: [sampleNetwork()] });
    const scripted = () => ({ scripted: true });
    app.container.bind(SEARCH_PRESENTERS.Search).toConstantValue(scripted);

    bindSearchModule(app.container);

    expect(app.get(SEARCH_PRESENTERS.Search)).toBe(scripted);
  });
});
