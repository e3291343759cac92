import { OAUTH_POPUP_CALLBACK_PATH } from './oauthPopupPath';

/** The message the popup callback page posts to the window that opened it. */
export interface OAuthPopupResult {
  type: 'oauth-popup-result';
  state: string;
  accessToken: string | null;
}


/**
 * Runs in the provider's popup after it redirects back to the app: hands the token (from the URL
 * fragment of the implicit grant) to the opener on the same origin, then closes the window.
 * Returns false when this page is not a popup callback.
 */
export function completeOAuthPopup(location: Location, opener: Window | null, close: () => void): boolean {
  if (location.pathname !== OAUTH_POPUP_CALLBACK_PATH || !opener) return false;
  const params = new URLSearchParams(location.hash.replace(/^#/, '') || location.search);
  const result: OAuthPopupResult = { type: 'oauth-popup-result', state: params.get('state') ?? '', accessToken: params.get('access_token') };
  opener.postMessage(result, location.origin);
  close();
  return true;
}
