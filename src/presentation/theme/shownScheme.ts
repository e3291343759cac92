import type { ColorScheme } from './palettes';

/**
 * The scheme the page shows: index.html's theme script (themeScript.js) sets the root's `data-theme` before the first
 * paint and again when the member chooses or the device changes, so the first paint's CSS, and through this the MUI
 * theme of the lazy screens, follow the one attribute (a `useSyncExternalStore` source).
 */
export function shownScheme(): ColorScheme {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

export function watchShownScheme(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
