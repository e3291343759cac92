import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useVirtualizer, useWindowVirtualizer, type Virtualizer, type VirtualItem } from '@tanstack/react-virtual';

/** The rows a list measured while it was shown: handed back when it shows again, it has the height it had (the feed's place). */
export type MeasuredRows = readonly VirtualItem[];

export interface VirtualRowsProps<Item> {
  items: readonly Item[];
  /** An item's identity (its measured height stays with it when rows come above it): a module's function, so it stays the same. */
  keyOf: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** A row's height before it is measured (px). */
  estimateSize: number;
  /** The space between rows (px), the list's own spacing. */
  gap: number;
  /** The list's element: its rows are `li` in a list, `div` in a `div`. */
  as?: 'div' | 'ol' | 'ul';
  label?: string;
  /** The element that scrolls the list; without one, the window does. */
  scroller?: RefObject<HTMLElement | null>;
  /** Earlier rows coming above leave the rows read where they are on screen, and new ones below keep a list read to its end there (a conversation's log). */
  anchorToEnd?: boolean;
  /** Rows measured when the list was last shown (`onLeave`). */
  measured?: MeasuredRows;
  /** Hears the rows measured when the list goes; keep it stable (a module's function, `useCallback`). */
  onLeave?: (measured: MeasuredRows) => void;
}

/** Rows drawn beyond the screen on each side, so a quick scroll or Page Down meets rows already there. */
const OVERSCAN = 4;
/**
 * A list this short is drawn whole: its every row is in the page for the browser's find and a screen reader's
 * browse, the place is the browser's to keep, and the page stays small. Past it, only the rows near the screen.
 */
export const DRAWN_WHOLE_UP_TO = 50;

/**
 * A list that draws only the rows near the screen (`@tanstack/react-virtual`), whatever its length: the rows
 * before and after are the list's padding, of the height they were measured at (or estimated, until they are
 * drawn). The rows stay in the list's flow, so its markup and spacing are the list's own (`role="feed"` articles,
 * `ol`/`li`) and the browser's scroll anchoring is left out of it (the virtualizer keeps the place itself).
 * Up to DRAWN_WHOLE_UP_TO rows, every row is drawn and the browser keeps the place; the rows are measured all the
 * same, so when the list grows past it the rows on screen are the ones already there (the same elements: what is
 * typed or focused in them stays) and only the others go.
 */
export function VirtualRows<Item>(props: VirtualRowsProps<Item>) {
  return props.scroller ? <ElementRows {...props} scroller={props.scroller} /> : <WindowRows {...props} />;
}

function WindowRows<Item>(props: VirtualRowsProps<Item>) {
  const list = useRef<HTMLElement>(null);
  const scrollMargin = useListOffset(list, null);
  const virtualizer = useWindowVirtualizer<HTMLElement>({ ...useOptions(props), scrollMargin });
  return <Rows {...props} list={list} virtualizer={virtualizer} />;
}

function ElementRows<Item>(props: VirtualRowsProps<Item> & { scroller: RefObject<HTMLElement | null> }) {
  const list = useRef<HTMLElement>(null);
  const scrollMargin = useListOffset(list, props.scroller);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this view itself; the build has no compiler to memoize it
  const virtualizer = useVirtualizer<HTMLElement, HTMLElement>({
    ...useOptions(props),
    scrollMargin,
    getScrollElement: () => props.scroller.current,
    // The virtualizer scrolls its element to the offset it starts from once it finds it: where the element is, so a
    // log its owner has scrolled to the newest row stays there.
    initialOffset: () => props.scroller.current?.scrollTop ?? 0,
  });
  // A scroller mounted with the list gets its ref after the list's layout effects, where the virtualizer looks for
  // it: it looks again once everything is attached.
  useEffect(() => virtualizer._willUpdate(), [virtualizer]);
  return <Rows {...props} list={list} virtualizer={virtualizer} />;
}

/** The virtualizer's options; the rows' keys are read afresh only when the items change (each reading goes over them all). */
function useOptions<Item>({ items, keyOf, estimateSize, gap, anchorToEnd, measured }: VirtualRowsProps<Item>) {
  const getItemKey = useCallback((index: number) => keyOf(items[index] as Item), [items, keyOf]);
  return {
    count: items.length,
    getItemKey,
    estimateSize: () => estimateSize,
    gap,
    overscan: OVERSCAN,
    // A list drawn whole is the browser's to keep in place.
    anchorTo: anchorToEnd && !isDrawnWhole(items) ? ('end' as const) : ('start' as const),
    initialMeasurementsCache: measured ? [...measured] : undefined,
  };
}

function isDrawnWhole(items: readonly unknown[]): boolean {
  return items.length <= DRAWN_WHOLE_UP_TO;
}

/** A list drawn whole is measured, never scrolled: the virtualizer moving the page as rows above the reader are measured put the reader elsewhere. */
const neverAdjust = () => false;

/**
 * Where the list starts in what scrolls it (the virtualizer's `scrollMargin`): read after each render, and, in a
 * page, whenever the page's height changes (a picture above the list loading, a notice coming).
 */
function useListOffset(list: RefObject<HTMLElement | null>, scroller: RefObject<HTMLElement | null> | null): number {
  const [offset, setOffset] = useState(0);
  const measure = () => {
    const element = list.current;
    if (!element) return;
    const box = scroller?.current;
    const top = box ? element.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop : element.getBoundingClientRect().top + window.scrollY;
    setOffset(Math.round(top));
  };
  // Measured before the browser paints, as React's own measuring example does (useLayoutEffect): the state is only set
  // when the offset changed, so the render it causes finds it the same and stops.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(measure);
  useEffect(() => {
    if (scroller || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
    // Once: `measure` reads the refs when the page's height changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return offset;
}

function Rows<Item, Scroller extends Window | HTMLElement>({ as = 'div', label, items, keyOf, renderItem, onLeave, list, virtualizer }: VirtualRowsProps<Item> & { list: RefObject<HTMLElement | null>; virtualizer: Virtualizer<Scroller, HTMLElement> }) {
  useEffect(() => () => onLeave?.(virtualizer.takeSnapshot()), [onLeave, virtualizer]);
  const whole = isDrawnWhole(items);
  // eslint-disable-next-line react-hooks/immutability -- read by the virtualizer as this render's rows are measured; it has no option for it
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = whole ? neverAdjust : undefined;
  const near = whole ? null : virtualizer.getVirtualItems();
  // A row has the virtualizer's key (keyOf) whether the list is drawn whole or not: crossing the length keeps it.
  const rows = near ?? items.map((item, index) => ({ index, key: keyOf(item) }));
  const listStyle = { display: 'flex', flexDirection: 'column', gap: virtualizer.options.gap, margin: 0, padding: 0, listStyle: 'none' } as const;
  const margin = virtualizer.options.scrollMargin;
  const first = near?.[0];
  const last = near?.at(-1);
  const style = near
    ? {
        ...listStyle,
        overflowAnchor: 'none' as const,
        paddingTop: first ? first.start - margin : 0,
        paddingBottom: last ? virtualizer.getTotalSize() - (last.end - margin) : 0,
      }
    : listStyle;
  const Row = as === 'div' ? 'div' : 'li';
  const children = rows.map((row) => (
    <Row key={row.key} data-index={row.index} ref={virtualizer.measureElement}>
      {renderItem(items[row.index] as Item, row.index)}
    </Row>
  ));
  const List = as;
  return (
    <List ref={list as RefObject<never>} aria-label={label} style={style}>
      {children}
    </List>
  );
}
