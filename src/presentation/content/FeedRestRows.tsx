import { useCallback, useLayoutEffect, useMemo } from 'react';
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

/** The feed's rows past its first page, drawn only near the screen (VirtualRows). */
export default observer(function RestRows({ feed, items, onDrawn }: { feed: ContentsPresenter; items: readonly Content[]; onDrawn: () => void }) {
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
