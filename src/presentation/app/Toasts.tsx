import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_MAX_WIDTH } from '../theme/theme';

/** Spec §9: toasts close after 5 s; top-right on desktop, top-center at 768 px or less. */
export const TOAST_AUTO_HIDE_MS = 5000;

export function Toasts({ children }: { children: ReactNode }) {
  const mobile = useMediaQuery(`(max-width:${MOBILE_MAX_WIDTH}px)`, { noSsr: true });
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'top', horizontal: mobile ? 'center' : 'right' }}
    >
      {children}
    </SnackbarProvider>
  );
}
