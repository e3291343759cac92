import { enqueueSnackbar } from 'notistack';
import type { Notifier } from '../../application/ports/Notifier';

/** Toasts through notistack; the provider (placement, 5 s auto-close) is mounted by the app shell. */
export class NotistackNotifier implements Notifier {
  success(message: string): void {
    enqueueSnackbar(message, { variant: 'success' });
  }

  error(message: string): void {
    enqueueSnackbar(message, { variant: 'error' });
  }

  info(message: string): void {
    enqueueSnackbar(message, { variant: 'info' });
  }
}
