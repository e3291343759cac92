import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { observer } from 'mobx-react-lite';
import type { Content } from '../../domain/content/Content';
import { useNetwork } from '../kit/NetworkContext';
import { VirtualRows, type MeasuredRows } from '../widgets/VirtualRows';
import { ContentCard } from './ContentCard';
import type { ContentsPresenter } from './ContentsPresenter';
import { CONTENTS_PAGE_SIZE as FIRST_PAGE } from './ContentsStore';

/** A card's height before it is measured (px): a card without a cover, of two lines of text. */
const CARD_ESTIMATE = 190;
/** The feed's `.stack` gap (baseCss.ts). */
const CARD_GAP = 16;

/**
 * The heights the rows were drawn at when the member left the feed, by feed (one per app): back from a content, the
 * page is as tall as it was, so the place kept (ContentsPresenter.scrollY) finds the same content. Kept here, not in
 * the presenter, which is on the first load: a content's card keeps its height whatever the list (sizes go by id).
 */
const measuredOf = new WeakMap<ContentsPresenter, MeasuredRows>();

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
  return ready && items.length > FIRST_PAGE && createPortal(<RestRows feed={feed} items={items} onDrawn={onDrawn} />, slot);
});

const RestRows = observer(function RestRows({ feed, items, onDrawn }: { feed: ContentsPresenter; items: readonly Content[]; onDrawn: () => void }) {
  const { pathTo } = useNetwork();
  // Drawn for the first time: the page has its length again (a member coming back finds their place in it).
  useLayoutEffect(() => onDrawn(), [onDrawn]);
  const rest = useMemo(() => items.slice(FIRST_PAGE), [items]);
  const left = useCallback((measured: MeasuredRows) => measuredOf.set(feed, measured), [feed]);
  // A card's place is the same array while the feed's length is: a card already drawn is not drawn again as the
  // member scrolls (each scroll draws the rows again).
  const total = feed.total;
  const places = useMemo(() => ({ total, byIndex: new Map<number, [number, number]>() }), [total]);
  const placeOf = (index: number): [number, number] => {
    let place = places.byIndex.get(index);
    if (!place) places.byIndex.set(index, (place = [FIRST_PAGE + index + 1, places.total]));
    return place;
  };
  return (
    <VirtualRows
      items={rest}
      keyOf={idOf}
      estimateSize={CARD_ESTIMATE}
      gap={CARD_GAP}
      measured={measuredOf.get(feed)}
      onLeave={left}
      renderItem={(content, index) => <ContentCard content={content} age={feed.ageOf(content)} pathTo={pathTo} position={placeOf(index)} />}
    />
  );
});

const idOf = (content: Content) => content.id;
