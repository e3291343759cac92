import { ApiError } from '../../application/errors/ApiError';
import type { AuthError } from '../../application/errors/AuthError';
import type { I18n } from '../i18n/I18n';

/**
 * The text an error toast or panel shows, in the reader's language: the server's own message (it
 * speaks the language the app asked for), ours for transport faults and for the app's own failures.
 */
export function errorMessageOf(error: unknown, i18n: I18n): string {
  // The app's own sign-in failures have their words under `auth.failure.<code>` ('Aborted' shows nothing:
  // the screen went away). They only happen in screens whose chunks register the auth catalogue.
  // Told by its name, not `instanceof`: importing the class would bring the sign-in flows' errors into the first load.
  if (isAuthError(error) && error.code !== 'Aborted') return i18n.t(`auth.failure.${error.code}`);
  if (!ApiError.is(error)) return i18n.t('error.generic');
  switch (error.code) {
    case ApiError.NETWORK:
      return i18n.t('error.network');
    case ApiError.TIMEOUT:
      return i18n.t('error.timeout');
    case ApiError.MALFORMED:
      return i18n.t('error.malformed');
    default:
      // Our own fallback for an answer without an error envelope has no server message to show.
      return /^Http\d+$/.test(error.code) || !error.message ? i18n.t('error.generic') : error.message;
  }
}

function isAuthError(error: unknown): error is AuthError {
  return error instanceof Error && error.name === 'AuthError';
}
