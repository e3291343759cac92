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
