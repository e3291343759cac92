import { useEffect } from 'react';

/**
 * The one way a view hears keys pressed anywhere on the page (shortcuts, the feed's Page Up and Page Down):
 * each key goes to `pressed` while the view is there, and a key it used (`true`) does nothing else. Keep `pressed`
 * stable (a module function or `useCallback`): a new one listens afresh.
 */
export function usePageKeys(pressed: (event: KeyboardEvent) => boolean): void {
  useEffect(() => {
    const heard = (event: KeyboardEvent) => {
      if (pressed(event)) event.preventDefault();
    };
    document.addEventListener('keydown', heard);
    return () => document.removeEventListener('keydown', heard);
  }, [pressed]);
}

/**
 * The key belongs to what has the focus, not to the page's shortcuts: a field being typed in, or an open dialog,
 * listbox or menu, which has keys of its own.
 */
export function keyBelongsToFocus(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  return target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="listbox"], [role="menu"]') != null;
}
