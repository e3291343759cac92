import { ApiError } from '../../application/errors/ApiError';
import type { I18n } from '../i18n/I18n';

/** The text an error toast or panel shows: the server's own message, or ours for transport faults. */
export function errorMessageOf(error: unknown, i18n: I18n): string {
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
