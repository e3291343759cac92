/**
 * A ref for a row that scrolls sideways (`.scroll-row`: the feed's type chips, the manager area's sections): marks it
 * `data-more-before` / `data-more-after` while it hides something past that edge, so its CSS fades the edge and shows
 * there is more to scroll to. Follows the
 * row's scroll and the size of the row and its items (a language switch changes their widths). An item reached with
 * the keyboard is brought into the row's sight in full: a browser leaves a partly shown item where it is. React 19
 * calls the returned cleanup when the element goes.
 */
export function markHiddenEdges(row: HTMLElement | null): (() => void) | undefined {
  if (!row) return undefined;
  const mark = () => {
    const { scrollLeft, scrollWidth, clientWidth } = row;
    row.toggleAttribute('data-more-before', scrollLeft > 1);
    row.toggleAttribute('data-more-after', scrollLeft + clientWidth < scrollWidth - 1);
  };
  const reveal = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && event.target !== row) event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  mark();
  row.addEventListener('scroll', mark, { passive: true });
  row.addEventListener('focusin', reveal);
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(mark) : null;
  for (const element of [row, ...row.children]) resizes?.observe(element);
  return () => {
    row.removeEventListener('scroll', mark);
    row.removeEventListener('focusin', reveal);
    resizes?.disconnect();
  };
}

/** A ref for the current item of a row that scrolls sideways: brought into the row's sight when it is drawn. */
export function scrollIntoRow(item: HTMLElement | null): void {
  item?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
