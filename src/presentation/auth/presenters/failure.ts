import { AuthError } from '../../../application/usecases/auth/AuthError';
import type { Notifier } from '../../../application/ports/Notifier';
import type { I18n } from '../../i18n/I18n';
import { errorMessageOf } from '../../common/errorMessage';

/**
 * Spec §8: other server errors are error toasts; a flow aborted because the modal went away shows
 * nothing ('Component unmounted'); our own flow errors show their message (translated where we have it).
 */
export function toastFailure(error: unknown, notifier: Notifier, i18n: I18n): void {
  if (AuthError.is(error, 'Aborted')) return;
  if (AuthError.is(error, 'UnsafeUrl')) return notifier.error(i18n.t('auth.sso.unsafeUrl'));
  notifier.error(AuthError.is(error) ? error.message : errorMessageOf(error, i18n));
}
