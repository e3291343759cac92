import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigationType } from 'react-router-dom';
import { Notice } from '../widgets/Notice';
import { useI18n, useModuleLoader, usePresenter } from '../kit/Resolver';
import { lazyWithModule } from '../kit/lazyWithModule';
import { loadFeedAds } from '../ads';
import { loadFeedReactions } from '../reactions';
import { lazyThemed } from '../theme/lazyThemed';
import { PRESENTATION } from '../tokens';
import type { ContentsPresenter } from './ContentsPresenter';
import { feedKeyTarget } from './feedKeys';
import { usePageKeys } from '../kit/usePageKeys';
import { isBackToFeed } from './feedReturn';
import { FEED_EXTRAS_PRESENTERS } from './feedExtrasTokens';
import { FeedRest, loadRestRows } from './FeedRest';

// The ads' chunk with their own module (not the community module: a guest reading the home needs none of it).

/** The cards' reaction bars: a chunk of their own, bound by this chunk's module (feedExtrasModule). */
const FeedReactions = lazy(loadFeedReactions);

/**
 * The feed's behaviour past its first screen, loaded once that screen is there:
 * - back from a content page (the browser's back, or its "Back to the feed"), the page scrolls to where the member was;
 * - when the tab regains focus, newer contents wait behind an "N new" button instead of pushing the list (asked by
 *   the app's back-off rule, NewerContentsCheck, which says so when the server refuses);
 * - the "Load more" button presses itself when it comes within a screen of the viewport (loading ahead of
 *   the end); a person, a keyboard or a browser without IntersectionObserver still has the button;
 * - the feed past its first page, drawn only near the screen (FeedRest);
 * - Page Down and Page Up move between the feed's articles (the feed pattern's keys);
 * - a member who may write gets "New post" (its own chunk, with the community's);
 * - the ads: the banner in the feed's slot, and the views of the banner and the announcements (their own
 *   chunk, with their module);
 * - the reactions under every card (FeedReactions).
 */
export default observer(function FeedExtras({ feed, more, signedIn }: { feed: ContentsPresenter; more: RefObject<HTMLDivElement | null>; signedIn: boolean }) {
  const i18n = useI18n();
  const loadContentModule = useModuleLoader(PRESENTATION.LoadContentModule);
  const [NewPostAction] = useState(() => lazyThemed(() => Promise.all([import('./NewPostAction'), loadContentModule()]).then(([action]) => action)));
  const FeedAds = lazyWithModule(loadFeedAds, useModuleLoader(PRESENTATION.LoadAdsModule));
  const newerCheck = usePresenter(FEED_EXTRAS_PRESENTERS.NewerContentsCheck, feed);
  const navigation = useNavigationType();
  const location = useLocation();
  const cameBack = navigation === 'POP' || isBackToFeed(location.state);
  // Back on the feed, the member's place; again once the rest of the list is drawn (FeedRest comes a render later).
  const backToPlace = useCallback(() => {
    if (cameBack && feed.scrollY > 0) window.scrollTo(0, feed.scrollY);
  }, [feed, cameBack]);
  // The cleanup of a layout effect runs before the next page scrolls: where the member was is still there.
  useLayoutEffect(() => {
    backToPlace();
    return () => feed.left(window.scrollY);
  }, [feed, backToPlace]);
  usePageKeys(moveBetweenArticles);
  const hasMore = feed.hasMore;
  useEffect(() => {
    const element = more.current;
    if (!hasMore || !element || typeof IntersectionObserver === 'undefined') return;
    // The rows' code comes with the page it draws.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void Promise.all([feed.showMoreClicked(), loadRestRows()]), {
      rootMargin: '0px 0px 100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [feed, more, hasMore]);

  return (
    <>
      {feed.newer.length > 0 && (
        // A holder of no height: the button floats over the list instead of pushing it down.
        <div className="newer">
          <button
            type="button"
            className="btn btn--contained"
            onClick={() => {
              feed.showNewerClicked();
              window.scrollTo(0, 0);
            }}
          >
            {i18n.t('home.newer', { count: feed.newer.length })}
          </button>
        </div>
      )}
      {newerCheck.refused && (
        <Notice
          severity="info"
          action={
            <button type="button" className="btn btn--outlined" onClick={() => newerCheck.retryClicked()}>
              {i18n.t('common.retry')}
            </button>
          }
        >
          {i18n.t('home.newerRefused')}
        </Notice>
      )}
      {signedIn && (
        <Suspense fallback={null}>
          <NewPostAction />
        </Suspense>
      )}
      <FeedRest feed={feed} onDrawn={backToPlace} />
      <Suspense fallback={null}>
        <FeedAds feed={feed} />
      </Suspense>
      <Suspense fallback={null}>
        <FeedReactions />
      </Suspense>
    </>
  );
});

/**
 * The feed pattern's Page Down and Page Up, from anywhere in an article: focus moves to the next or previous one. The
 * articles past the first page are a level down (FeedRest's rows); the banner, an article that takes no focus, is passed.
 */
function moveBetweenArticles(event: KeyboardEvent): boolean {
  const article = event.target instanceof Element ? event.target.closest('[role="feed"] article') : null;
  const articles = [...(article?.closest('[role="feed"]')?.querySelectorAll('article') ?? [])].filter((candidate) => candidate instanceof HTMLElement && candidate.tabIndex >= 0);
  const next = article ? feedKeyTarget(articles, article, event.key) : null;
  if (!(next instanceof HTMLElement)) return false;
  next.focus();
  return true;
}
