import type { PresenterToken } from '../tokens';
import type { SearchPresenter } from './SearchPresenter';

/**
 * The search page's presenter factory, bound by the search module when the page loads. Its name lives in this lazy
 * chunk rather than in PRESENTERS: the first load has no room to spare (DESIGN.md budget), and nothing on it needs it.
 */
export const SEARCH_PRESENTERS = {
  Search: Symbol.for('SearchPresenter') as PresenterToken<SearchPresenter>,
};
