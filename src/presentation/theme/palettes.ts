import type { ColorName } from './tokens';

export type ColorScheme = 'light' | 'dark';

/**
 * The app's colours in each scheme: the first paint's CSS variables (baseCss.ts) and the MUI theme of the lazy
 * screens (theme.ts) are both made from these. Text and controls keep WCAG AA contrast on `paper` and `background`.
 */
export const PALETTES: Record<ColorScheme, Record<ColorName, string>> = {
  light: {
    primary: '#2446b8',
    primaryDark: '#19317f',
    primaryBorder: 'rgba(36, 70, 184, 0.5)',
    primaryHover: 'rgba(36, 70, 184, 0.06)',
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
  },
  dark: {
    primary: '#9db2ff',
    primaryDark: '#c3d0ff',
    primaryBorder: 'rgba(157, 178, 255, 0.5)',
    primaryHover: 'rgba(157, 178, 255, 0.08)',
    onPrimary: '#0d1640',
    secondary: '#ff8fb8',
    onSecondary: '#3a0a1d',
    error: '#ff8a80',
    info: '#6ecbf5',
    background: '#121318',
    paper: '#1c1d24',
    text: 'rgba(255, 255, 255, 0.92)',
    textSecondary: 'rgba(255, 255, 255, 0.7)',
    divider: 'rgba(255, 255, 255, 0.14)',
    selected: 'rgba(255, 255, 255, 0.1)',
  },
};
