import { ApiError } from '../../application/errors/ApiError';
import { AuthError, type AuthErrorCode } from '../../application/usecases/auth/AuthError';
import type { I18n, TranslationKey } from '../i18n/I18n';

/** The words for the app's own sign-in failures ('Aborted' shows nothing: the screen went away). */
const AUTH_ERROR_TEXT: Record<Exclude<AuthErrorCode, 'Aborted'>, TranslationKey> = {
  MaxPollingAttempts: 'error.auth.maxPolling',
  SsoStateMismatch: 'error.auth.ssoStateMismatch',
  NotSignedIn: 'error.auth.notSignedIn',
  UnexpectedAnswer: 'error.auth.unexpectedAnswer',
  UnsafeUrl: 'error.auth.unsafeUrl',
  ProviderNotConfigured: 'error.auth.providerNotConfigured',
};

/**
 * The text an error toast or panel shows, in the reader's language: the server's own message (it
 * speaks the language the app asked for), ours for transport faults and for the app's own failures.
 */
export function errorMessageOf(error: unknown, i18n: I18n): string {
  if (AuthError.is(error) && error.code !== 'Aborted') return i18n.t(AUTH_ERROR_TEXT[error.code]);
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
