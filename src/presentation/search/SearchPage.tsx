import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import type { SearchMarkedPart } from '../../domain/search/ContentSearch';
import { ContentCard, ContentsState, TypeFilter } from '../content';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';
import { useI18n, usePresenter } from '../kit/Resolver';
import { CenteredMessage } from '../widgets/CenteredMessage';
import { Notice } from '../widgets/Notice';
import { SEARCH_PRESENTERS } from './searchTokens';
import { loadFeedReactions } from '../reactions';

/** The reactions under the results' cards, as under the feed's. */
const FeedReactions = lazy(loadFeedReactions);

/**
 * `/:slug/search?q=…&type=…`: the network's contents that hold the words typed, as the feed shows them (its cards, its
 * type filter, its "Load more"), the words marked. Drawn with the first-paint CSS, as the feed is.
 */
export default observer(function SearchPage() {
  const { shell } = useNetwork();
  const i18n = useI18n();
  usePageTitle(i18n.t('nav.search'));
  // What the home shows a guest of a private network behind the sign-in it asks for: nothing to search before it.
  if (shell.loginDialog === 'fixed' && !shell.isSignedIn) return <CenteredMessage title={i18n.t('home.privateTitle')} body={i18n.t('home.privateBody')} />;
  return <Search />;
});

const Search = observer(function Search() {
  const i18n = useI18n();
  const { pathTo } = useNetwork();
  const page = usePresenter(SEARCH_PRESENTERS.Search);
  const { search } = useLocation();
  const field = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => page.locationChanged(search), [page, search]);
  // Arriving without words, the field is where the visitor goes on; with words (from the header, a reload), the page's
  // heading takes the focus the header's field had, and a phone keeps its keyboard closed over the results.
  useEffect(() => (page.typed ? heading : field).current?.focus(), [page]);
  const written = useCallback((text: string) => <Marked parts={page.markedParts(text)} />, [page]);
  const status = page.status;

  return (
    <main className="page search-page">
      <h1 className="page-title" ref={heading} tabIndex={-1}>
        {i18n.t('nav.search')}
      </h1>
      <form
        role="search"
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault();
          page.searchSubmitted();
        }}
      >
        <input
          ref={field}
          type="search"
          className="search-form__field"
          aria-label={i18n.t('nav.search')}
          value={page.typed}
          onChange={(event) => page.queryTyped(event.target.value)}
          enterKeyHint="search"
        />
      </form>
      {status !== 'denied' && <TypeFilter chosen={page.filter} onChosen={page.filterChosen} />}
      <p role="status" className="search-outcome">
        {page.outcome}
      </p>
      {status === 'idle' && <p className="muted">{i18n.t('search.hint')}</p>}
      <ContentsState status={status} failureMessage={page.failureMessage} onRetry={page.retryClicked} />
      {status === 'ready' && page.total === 0 && <p className="muted">{i18n.t('search.noneHint')}</p>}
      {status === 'ready' && page.items.length > 0 && (
        <div role="feed" className="stack" aria-label={i18n.t('search.results')} aria-busy={page.loadingMore}>
          {page.items.map((content, index) => (
            <ContentCard key={content.id} content={content} age={page.ageOf(content)} pathTo={pathTo} position={[index + 1, page.total]} written={written} />
          ))}
        </div>
      )}
      {status === 'ready' && page.items.length > 0 && (
        <Suspense fallback={null}>
          <FeedReactions />
        </Suspense>
      )}
      {status === 'ready' && page.failureMessage && <Notice severity="error">{page.failureMessage}</Notice>}
      {page.hasMore && (
        <div className="more">
          <button type="button" className="btn btn--outlined" onClick={page.showMoreClicked} disabled={page.loadingMore} aria-busy={page.loadingMore}>
            {i18n.t('home.loadMore')}
          </button>
        </div>
      )}
    </main>
  );
});

/** A text with the words the search found in `<mark>`. */
function Marked({ parts }: { parts: SearchMarkedPart[] }) {
  return <>{parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}</>;
}
