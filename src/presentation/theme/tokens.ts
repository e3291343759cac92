/**
 * The look of the app in one place: the MUI theme of the lazy screens (`theme.ts`) and the CSS of the
 * first paint (`baseCss.ts`, inlined in index.html) are both made from these values, so the page that
 * paints before any JavaScript and the screens that load later look the same.
 */

/** Spec §9: the mobile layout applies at 768 px or less. */
export const MOBILE_MAX_WIDTH = 768;

export const COLORS = {
  primary: '#2446b8',
  primaryDark: '#19317f',
  onPrimary: '#ffffff',
  secondary: '#b8245e',
  onSecondary: '#ffffff',
  error: '#d32f2f',
  info: '#0288d1',
  background: '#f5f6fa',
  paper: '#ffffff',
  text: 'rgba(0, 0, 0, 0.87)',
  textSecondary: 'rgba(0, 0, 0, 0.6)',
  divider: 'rgba(0, 0, 0, 0.12)',
  selected: 'rgba(0, 0, 0, 0.08)',
} as const;

export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Corner radius of papers, cards and buttons, in px. */
export const RADIUS = 10;

/** The network header's height: the first paint reserves it, so nothing moves when the real one comes. */
export const HEADER_HEIGHT = { mobile: 60, desktop: 68 } as const;
