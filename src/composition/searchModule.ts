import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { SHOWN_CONTENTS, type ShownContents } from '../presentation/content/ShownContents';
import type { I18n } from '../presentation/i18n/I18n';
import { SearchPresenter } from '../presentation/search/SearchPresenter';
import { registerSearchMessages } from '../presentation/search/searchMessages';
import { SEARCH_PRESENTERS } from '../presentation/search/searchTokens';
import { PRESENTATION } from '../presentation/tokens';
import { bindReactions } from './reactionsModule';

/**
 * The search page's part of the composition root, loaded with the page: its messages and its presenter, which reads
 * the feed's port (the search is the contract's `query` on the list), and the reactions its cards show, which follow
 * the shown contents. A binding made before it loads is kept.
 */
export function bindSearchModule(container: Container): void {
  const i18n = container.get<I18n>(PRESENTATION.I18n);
  registerSearchMessages(i18n);
  bindReactions(container);
  if (container.isBound(SEARCH_PRESENTERS.Search)) return;
  container.bind(SEARCH_PRESENTERS.Search).toResolvedValue(
    (feed: ports.ContentFeed, navigator: ports.Navigator, clock: ports.Clock, shown: ShownContents) => () => new SearchPresenter(feed, navigator, clock, i18n, shown),
    [ports.CONTENT_FEED, ports.NAVIGATOR, ports.CLOCK, SHOWN_CONTENTS],
  );
}
