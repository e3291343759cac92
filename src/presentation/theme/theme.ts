import { createBreakpoints } from '@mui/system';
import { createTheme as createMuiTheme, type Theme } from '@mui/material/styles';
import { PALETTES, type ColorScheme } from './palettes';
import { APP_INSET_TOP, FONT_FAMILY, MOBILE_MAX_WIDTH, RADIUS } from './tokens';

export { MOBILE_MAX_WIDTH };

// Not a whole theme for its breakpoints: making a theme is the costly part of loading MUI (once is enough).
const breakpoints = createBreakpoints({ values: { xs: 0, sm: 600, md: MOBILE_MAX_WIDTH + 1, lg: 1200, xl: 1536 } });

/**
 * The phone layout, 768 px or less, as `@media (max-width:…)`: a key in styles and `sx`, and a query
 * `useMediaQuery` takes as it is (outside a ThemeProvider too). Views use it rather than writing 768.
 */
export const MOBILE_MEDIA_QUERY = breakpoints.down('md');

const themes: Partial<Record<ColorScheme, Theme>> = {};

/** The MUI theme of the lazy screens and dialogs in a scheme (the first paint uses the same palettes, in plain CSS); made once each. */
export function themeOf(scheme: ColorScheme): Theme {
  return (themes[scheme] ??= createTheme(scheme));
}

function createTheme(scheme: ColorScheme): Theme {
  const colors = PALETTES[scheme];
  return createMuiTheme({
    breakpoints: { values: breakpoints.values },
    palette: {
      mode: scheme,
      primary: { main: colors.primary, dark: colors.primaryDark, contrastText: colors.onPrimary },
      secondary: { main: colors.secondary, contrastText: colors.onSecondary },
      error: { main: colors.error },
      info: { main: colors.info },
      background: { default: colors.background, paper: colors.paper },
      text: { primary: colors.text, secondary: colors.textSecondary },
      divider: colors.divider,
    },
    shape: { borderRadius: RADIUS },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontSize: '2rem', fontWeight: 700, [MOBILE_MEDIA_QUERY]: { fontSize: '1.6rem' } },
      h2: { fontSize: '1.5rem', fontWeight: 700, [MOBILE_MEDIA_QUERY]: { fontSize: '1.3rem' } },
      h3: { fontSize: '1.2rem', fontWeight: 600 },
    },
    components: {
      MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      // Every dialog is full width on phones (spec §2: 'full-width at 768 px or less'); widths set on a
      // dialog apply from `md` up.
      // A dialog and its backdrop start below the band the app leaves to its host (the demo's tools bar).
      MuiDialog: { styleOverrides: { root: { top: APP_INSET_TOP }, paper: { [MOBILE_MEDIA_QUERY]: { margin: 0, width: '100%', maxWidth: '100%' } } } },
      // A dark paper is lighter the higher it floats (MUI's elevation overlay): the palette's paper is the one colour.
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    },
  });
}
