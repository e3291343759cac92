import { useSyncExternalStore, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { shownScheme, watchShownScheme } from './shownScheme';
import { styleCache } from './styleCache';
import { themeOf } from './theme';

/**
 * The MUI theme around a lazy screen or dialog, in the scheme the page shows: MUI, emotion and the theme load with
 * them, not with the first paint, and a screen open when the scheme changes changes with it.
 */
export function Themed({ children }: { children: ReactNode }) {
  const scheme = useSyncExternalStore(watchShownScheme, shownScheme, () => 'light' as const);
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={themeOf(scheme)}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
