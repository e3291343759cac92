import { lazy, Suspense, useDeferredValue, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { observer } from 'mobx-react-lite';
import type { ContentsPresenter } from './ContentsPresenter';
import { CONTENTS_PAGE_SIZE as FIRST_PAGE } from './ContentsStore';

/**
 * The rows' code (the virtualizer with it) is asked for with the second page, not with the first screen: the
 * sign-in page paints the home behind its modal, and this chunk was work in the same seconds as the modal's.
 */
export const loadRestRows = () => import('./FeedRestRows');
const RestRows = lazy(loadRestRows);

/**
 * The feed past its first page, drawn only near the screen (VirtualRows), however many pages the member loads.
 * The first page is the first load's, drawn plainly by the home (its lead cover is the page's largest paint and stays
 * as it was painted); the rest comes with the feed's extras, after the first screen, in an element of this chunk's own
 * put last in the feed whenever the list changes (as the banner's place is: the first load has no room for it).
 */
export const FeedRest = observer(function FeedRest({ feed, onDrawn }: { feed: ContentsPresenter; onDrawn: () => void }) {
  // The home shows a deferred copy of the list (NetworkHomePage): this part follows the same copy, in the same render.
  const items = useDeferredValue(feed.items);
  const ready = useDeferredValue(feed.status) === 'ready';
  const [slot] = useState(() => Object.assign(document.createElement('div'), { className: 'feed-rest' }));
  useLayoutEffect(() => {
    slot.style.display = 'contents';
    const list = ready ? document.querySelector('[role="feed"]') : null;
    if (list) list.append(slot);
    else slot.remove();
  }, [slot, items, ready]);
  useEffect(() => () => slot.remove(), [slot]);
  return (
    ready &&
    items.length > FIRST_PAGE &&
    createPortal(
      <Suspense fallback={null}>
        <RestRows feed={feed} items={items} onDrawn={onDrawn} />
      </Suspense>,
      slot,
    )
  );
});
