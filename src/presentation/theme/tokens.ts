/**
 * The look of the app in one place: the MUI theme of the lazy screens (`theme.ts`) and the CSS of the
 * first paint (`baseCss.ts`, inlined in index.html) are both made from these values and the palettes
 * (`palettes.ts`), so the page that paints before any JavaScript and the screens that load later look the same.
 */

/** Spec §9: the mobile layout applies at 768 px or less. */
export const MOBILE_MAX_WIDTH = 768;

export type ColorName =
  | 'primary'
  | 'primaryDark'
  | 'primaryBorder'
  | 'primaryHover'
  | 'onPrimary'
  | 'secondary'
  | 'onSecondary'
  | 'error'
  | 'info'
  | 'background'
  | 'paper'
  | 'text'
  | 'textSecondary'
  | 'divider'
  | 'selected';

/**
 * A colour as the first paint's CSS variable: its value is the light or the dark one (palettes.ts) by the page's
 * `data-theme`, which index.html's theme script sets before the first paint (themeScript.js).
 */
export function cssColor(name: ColorName): string {
  return `var(--c-${name})`;
}

export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Corner radius of papers, cards and buttons, in px. */
export const RADIUS = 10;

/**
 * The band at the top of the window that the app leaves to its host: the demo's tools bar sets `--app-inset-top`
 * (0 everywhere else). The page starts below it, and what is pinned to the top of the window (the sticky header,
 * toasts, dialogs) is pinned below it, so the bar covers nothing of the app.
 */
export const APP_INSET_TOP = 'var(--app-inset-top,0px)';

/** The network header's height: the first paint reserves it, so nothing moves when the real one comes. */
export const HEADER_HEIGHT = { mobile: 60, desktop: 68 } as const;
