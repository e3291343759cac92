import { Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useModuleLoader, usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTATION, PRESENTERS } from '../tokens';
import { lazyWithModule } from '../kit/lazyWithModule';
import { CenteredMessage } from '../widgets/CenteredMessage';
import { Notice } from '../widgets/Notice';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';
import { ContentCard } from './ContentCard';
import { TypeFilter } from './TypeFilter';
import { ContentsState } from './ContentsState';
import { CONTENTS_PAGE_SIZE } from './ContentsStore';

/** What the feed does once its first screen is there (following the member's scrolling and the tab's focus): a chunk of its own, with its module. */
const feedExtras = () => import('./FeedExtras');

/** `onFirstScreen`: called once what a phone shows first is there (the auth pages open their modal then). */
export const NetworkHomePage = observer(function NetworkHomePage({ onFirstScreen }: { onFirstScreen?: () => void }) {
  const { shell } = useNetwork();
  usePageTitle(null);
  const i18n = useI18n();
  if (shell.loginDialog === 'fixed' && !shell.isSignedIn) {
    return (
      <>
        <FirstScreenReached settled onFirstScreen={onFirstScreen} />
        <CenteredMessage title={i18n.t('home.privateTitle')} body={i18n.t('home.privateBody')} />
      </>
    );
  }
  return <ContentsList onFirstScreen={onFirstScreen} />;
});

function FirstScreenReached({ settled, onFirstScreen }: { settled: boolean; onFirstScreen?: () => void }) {
  useEffect(() => {
    if (settled) onFirstScreen?.();
  }, [settled, onFirstScreen]);
  return null;
}

/**
 * The feed and its presenter, made only when the home shows it (not behind the private notice).
 * First-paint CSS, no MUI: the network home is on every first load. While loading it shows the
 * skeleton the first paint showed, in the same place.
 */
const ContentsList = observer(function ContentsList({ onFirstScreen }: { onFirstScreen?: () => void }) {
  const i18n = useI18n();
  const contents = usePresenter(PRESENTERS.Contents);
  const FeedExtras = lazyWithModule(feedExtras, useModuleLoader(PRESENTATION.LoadFeedExtrasModule));
  const { pathTo, shell } = useNetwork();
  const more = useRef<HTMLDivElement>(null);
  // An observer renders a MobX change at once, in one task (it subscribes through useSyncExternalStore):
  // the list arriving, ten cards at a time, would block a phone for 100 ms. What the list shows is a
  // deferred copy instead, rendered as a transition, in slices; meanwhile the screen stays as it was.
  const status = useDeferredValue(contents.status);
  const items = useDeferredValue(contents.items);
  const firstScreenSettled = useDeferredValue(contents.firstScreenSettled);

  return (
    <main className="page">
      <FirstScreenReached settled={firstScreenSettled} onFirstScreen={onFirstScreen} />
      <h1 className="page-title">{i18n.t('home.contents')}</h1>
      {status !== 'denied' && <TypeFilter chosen={contents.filter} onChosen={contents.filterChosen} />}
      {firstScreenSettled && (
        <Suspense fallback={null}>
          <FeedExtras feed={contents} more={more} signedIn={shell.isSignedIn} />
        </Suspense>
      )}
      <ContentsState status={status} failureMessage={contents.failureMessage} onRetry={contents.retryClicked} />
      {status === 'ready' && items.length === 0 && <p className="muted">{i18n.t('home.empty')}</p>}
      {status === 'ready' && (
        <div role="feed" className="stack" aria-label={i18n.t('home.contents')} aria-busy={contents.loadingMore}>
          {/* The first page; the rest, drawn only near the screen, comes with the extras (FeedRest). */}
          {items.slice(0, CONTENTS_PAGE_SIZE).map((content, index) => (
            <ContentCard
              key={content.id}
              content={content}
              age={contents.ageOf(content)}
              pathTo={pathTo}
              position={[index + 1, contents.total]}
              leadCover={content.id === contents.leadCoverId}
              onLeadCoverSettled={contents.leadCoverSettled}
            />
          ))}
        </div>
      )}
      {status === 'ready' && contents.failureMessage && <Notice severity="error">{contents.failureMessage}</Notice>}
      {status === 'ready' && contents.hasMore && (
        <div className="more" ref={more}>
          <button type="button" className="btn btn--outlined" onClick={contents.showMoreClicked} disabled={contents.loadingMore} aria-busy={contents.loadingMore}>
            {i18n.t('home.loadMore')}
          </button>
        </div>
      )}
    </main>
  );
});
