import { createTheme } from '@mui/material/styles';
import { createBreakpoints } from '@mui/system';
import { COLORS, FONT_FAMILY, MOBILE_MAX_WIDTH, RADIUS } from './tokens';

export { MOBILE_MAX_WIDTH };

// Not a whole theme for its breakpoints: making a theme is the costly part of loading MUI (once is enough).
const breakpoints = createBreakpoints({ values: { xs: 0, sm: 600, md: MOBILE_MAX_WIDTH + 1, lg: 1200, xl: 1536 } });

/**
 * The phone layout, 768 px or less, as `@media (max-width:…)`: a key in styles and `sx`, and a query
 * `useMediaQuery` takes as it is (outside a ThemeProvider too). Views use it rather than writing 768.
 */
export const MOBILE_MEDIA_QUERY = breakpoints.down('md');

/** The MUI theme of the lazy screens and dialogs (the first paint uses the same tokens, in plain CSS). */
export const theme = createTheme({
  breakpoints: { values: breakpoints.values },
  palette: {
    primary: { main: COLORS.primary, contrastText: COLORS.onPrimary },
    secondary: { main: COLORS.secondary, contrastText: COLORS.onSecondary },
    error: { main: COLORS.error },
    info: { main: COLORS.info },
    background: { default: COLORS.background, paper: COLORS.paper },
    text: { primary: COLORS.text, secondary: COLORS.textSecondary },
    divider: COLORS.divider,
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
    MuiDialog: { styleOverrides: { paper: { [MOBILE_MEDIA_QUERY]: { margin: 0, width: '100%', maxWidth: '100%' } } } },
  },
});
