import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchAddress } from '../../domain/search/SearchAddress';
import { keyBelongsToFocus, usePageKeys } from '../kit/usePageKeys';

/**
 * What the header's search field does once the page is there. Its first-load part is a plain form (the header has
 * almost no bytes to spare), which sends `?q=` to the search page by itself until this takes it over:
 * - sending it goes to the search page within the app, not by loading the app again;
 * - `/`, or Ctrl+K (⌘K), pressed anywhere but where keys are typed or taken focuses the search field on screen
 *   (the search page's own on that page), and opens the phone's;
 * - the phone's field, opened by its button, takes the focus, and closes again on Escape or when the focus leaves it.
 */
export default function SiteSearchKeys({
  form,
  open,
  onOpenChange,
  pathTo,
}: {
  form: RefObject<HTMLFormElement | null>;
  /** The phone's field is open. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathTo: (networkPath: string) => string;
}) {
  const navigate = useNavigate();

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const sent = (event: SubmitEvent) => {
      event.preventDefault();
      const query = String(new FormData(element).get('q') ?? '').trim();
      element.reset();
      onOpenChange(false);
      navigate(pathTo(searchAddress({ query, type: null })));
    };
    element.addEventListener('submit', sent);
    return () => element.removeEventListener('submit', sent);
  }, [form, navigate, onOpenChange, pathTo]);

  usePageKeys(
    useCallback(
      (event: KeyboardEvent) => {
        if (!isSearchKey(event) || keyBelongsToFocus(event)) return false;
        const shown = [...document.querySelectorAll<HTMLInputElement>('[role="search"] input')].find((field) => field.getClientRects().length > 0);
        if (shown) shown.focus();
        else onOpenChange(true);
        return true;
      },
      [onOpenChange],
    ),
  );

  // Closed by Escape, the phone's field gives the focus back to the button that opened it.
  const backToButton = useRef(false);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    if (!open) {
      if (backToButton.current) element.querySelector('button')?.focus();
      backToButton.current = false;
      return;
    }
    element.querySelector('input')?.focus();
    const left = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) onOpenChange(false);
    };
    const escaped = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      backToButton.current = true;
      onOpenChange(false);
    };
    element.addEventListener('focusout', left);
    element.addEventListener('keydown', escaped);
    return () => {
      element.removeEventListener('focusout', left);
      element.removeEventListener('keydown', escaped);
    };
  }, [form, open, onOpenChange]);

  return null;
}

/** `/` (without modifiers), or Ctrl+K and ⌘K: the keys people know from other apps for going to search. */
function isSearchKey(event: KeyboardEvent): boolean {
  if (event.key === '/') return !event.ctrlKey && !event.metaKey && !event.altKey;
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
