import { useEffect } from 'react';
import { autorun } from 'mobx';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_MAX_WIDTH } from '../theme/theme';
import type { ToastCenter } from './ToastCenter';

/** Spec §9: toasts close after 5 s; top-right on desktop, top-center at 768 px or less. */
export const TOAST_AUTO_HIDE_MS = 5000;

export default function ToastHost({ center }: { center: ToastCenter }) {
  const mobile = useMediaQuery(`(max-width:${MOBILE_MAX_WIDTH}px)`, { noSsr: true });
  useEffect(
    () =>
      autorun(() => {
        if (center.pending.length === 0) return;
        for (const toast of center.takePending()) enqueueSnackbar(toast.message, { variant: toast.variant });
      }),
    [center],
  );
  return <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_AUTO_HIDE_MS} anchorOrigin={{ vertical: 'top', horizontal: mobile ? 'center' : 'right' }} />;
}
