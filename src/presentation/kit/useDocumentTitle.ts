import { useEffect } from 'react';

/** The tab's title while the screen is shown (tabs, history and bookmarks read it); an empty title leaves it alone. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
