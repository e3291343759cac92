import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { observer } from 'mobx-react-lite';
import { usePresenter } from '../kit/Resolver';
import { lazyThemed } from '../theme/lazyThemed';
import type { ContentsPresenter } from '../content';
import { ADS_PRESENTERS } from './adsTokens';
import { FeedBanner } from './FeedBanner';

/** The welcome's dialog (MUI): its own chunk, loaded when there is a welcome to show. */
const WelcomeDialog = lazyThemed(() => import('./WelcomeDialog'));

/** The banner comes after this many contents (or after the last, in a shorter feed). */
export const BANNER_AFTER_CONTENTS = 3;

/**
 * The feed's ads and views, a lazy chunk that FeedExtras mounts once the first screen is there: the
 * banner among the feed's articles, the views of the banner and of the announcements on screen, and the network's
 * welcome once the after-login dialogs are done (the feed hosts it: the first load has no room for another host).
 *
 * The banner's place is an element of this chunk's own, put after the third article whenever the list changes,
 * so the first load carries nothing for it (its budget has no room). React leaves a node it did not make where it
 * is; it has no box of its own (`display: contents`), so the feed's spacing is the same with or without it.
 */
export default observer(function FeedAds({ feed }: { feed: ContentsPresenter }) {
  const ads = usePresenter(ADS_PRESENTERS.FeedAds);
  const welcome = usePresenter(ADS_PRESENTERS.WelcomeDesk);
  const [slot] = useState(() => Object.assign(document.createElement('div'), { className: 'feed-ad' }));
  const bannerElement = useRef<HTMLElement>(null);
  const items = feed.status === 'ready' ? feed.items : null;
  // A list filtered by type shows that type alone: the banner goes with the whole feed.
  const banner = feed.filter === null ? ads.bannerView : null;
  useLayoutEffect(() => {
    slot.style.display = 'contents';
    const articles = [...(document.querySelector('[role="feed"]')?.children ?? [])].filter((child) => child.tagName === 'ARTICLE');
    const after = articles[Math.min(BANNER_AFTER_CONTENTS, articles.length) - 1];
    if (after && banner) after.after(slot);
    else slot.remove();
  }, [slot, items, banner]);
  useEffect(() => () => slot.remove(), [slot]);
  useEffect(() => {
    const announcements = (items ?? []).map((content) => ({ content, element: document.getElementById(`content-${content.id}`)?.closest('article') ?? null }));
    ads.subjectsShown(bannerElement.current, announcements);
  }, [ads, items, banner]);
  // A card's link followed, by a click or a middle click (a background tab): the feed is the first load's, so its
  // clicks are heard here, on the feed, rather than by each card.
  useEffect(() => {
    const list = document.querySelector('[role="feed"]');
    if (!list) return;
    const followed = (event: Event) => {
      if (event instanceof MouseEvent && event.type === 'auxclick' && event.button !== 1) return;
      const title = (event.target instanceof Element ? event.target.closest('a.card__link') : null)?.closest('[id^="content-"]');
      if (title) ads.contentLinkClicked(title.id.slice('content-'.length));
    };
    list.addEventListener('click', followed);
    list.addEventListener('auxclick', followed);
    return () => {
      list.removeEventListener('click', followed);
      list.removeEventListener('auxclick', followed);
    };
  }, [ads, items]);

  return (
    <>
      {banner && createPortal(<FeedBanner ref={bannerElement} banner={banner} onClick={ads.bannerClicked} onShare={() => void ads.bannerShareClicked()} />, slot)}
      {welcome.view && (
        <Suspense fallback={null}>
          <WelcomeDialog welcome={welcome} />
        </Suspense>
      )}
    </>
  );
});
