import { AuthError } from '../../../application/errors/AuthError';
import type { Notifier } from '../../../application/ports/Notifier';
import type { I18n } from '../../i18n/I18n';
import { errorMessageOf } from '../../kit/errorMessage';

/**
 * Spec §8: other server errors are error toasts; a flow aborted because the modal went away shows
 * nothing ('Component unmounted').
 */
export function toastFailure(error: unknown, notifier: Pick<Notifier, 'error'>, i18n: I18n): void {
  if (AuthError.is(error, 'Aborted')) return;
  notifier.error(errorMessageOf(error, i18n));
}
