import { useEffect } from 'react';
import { autorun } from 'mobx';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_MEDIA_QUERY } from '../theme/theme';
import { APP_INSET_TOP, HEADER_HEIGHT } from '../theme/tokens';
import type { ToastCenter } from './ToastCenter';

/** Spec §9: toasts close after 5 s; top-right on desktop, top-center at 768 px or less. */
export const TOAST_AUTO_HIDE_MS = 5000;

/** notistack's own colours are too light for white text (WCAG AA): darker shades of the same hues; and the place of the toasts. */
const TOAST_STYLES = {
  '.notistack-MuiContent-success': { backgroundColor: '#1e6b34 !important' },
  '.notistack-MuiContent-error': { backgroundColor: '#b3261e !important' },
  '.notistack-MuiContent-info': { backgroundColor: '#1f4fa8 !important' },
  '.notistack-MuiContent-warning': { backgroundColor: '#8a4b00 !important' },
  // Below the sticky header, never over it: a toast that covered the sign-in button after "You have signed out."
  // hid it for as long as the pointer rested on the toast (hover pauses its timer).
  '.notistack-SnackbarContainer': { top: `calc(${HEADER_HEIGHT.desktop + 8}px + ${APP_INSET_TOP}) !important` },
  [MOBILE_MEDIA_QUERY]: { '.notistack-SnackbarContainer': { top: `calc(${HEADER_HEIGHT.mobile + 8}px + ${APP_INSET_TOP}) !important` } },
};

export default function ToastHost({ center }: { center: ToastCenter }) {
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  useEffect(
    () =>
      autorun(() => {
        if (center.pending.length === 0) return;
        for (const toast of center.takePending()) enqueueSnackbar(toast.message, { variant: toast.variant });
      }),
    [center],
  );
  return (
    <>
      <GlobalStyles styles={TOAST_STYLES} />
      <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_AUTO_HIDE_MS} anchorOrigin={{ vertical: 'top', horizontal: mobile ? 'center' : 'right' }} />
    </>
  );
}
