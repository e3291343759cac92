import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { styleCache } from './styleCache';
import { theme } from './theme';

/** The MUI theme around a lazy screen or dialog: MUI, emotion and the theme load with them, not with the first paint. */
export function Themed({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
