import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A page reached by a link or a redirect opens at its top, as a new document would: the router keeps the window's
 * scroll, so a link low on the settings opened the next page part-way down. Back and forward (POP) leave it where
 * the browser and the pages (the feed's own return to its place) put it; a change of the query alone (a search, a
 * filter) keeps the page where it is.
 */
export function NewPageAtTop() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
  return null;
}
