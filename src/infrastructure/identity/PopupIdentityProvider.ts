import type { Clock } from '../../application/ports/Clock';
import type { IdentityProvider } from '../../application/ports/IdentityProvider';
import type { RandomSource } from '../../application/ports/RandomSource';
import { AuthError } from '../../application/errors/AuthError';
import type { SocialProvider } from '../../domain/auth/Tokens';
import { safeUrl } from '../../domain/security/SafeUrl';
import type { OAuthPopupResult } from './oauthPopup';
import { OAUTH_POPUP_CALLBACK_PATH } from './oauthPopupPath';

export interface PopupProviderConfig {
  /** The provider's authorization endpoint (a fake provider page in demo mode). */
  authorizeUrl: string;
  clientId: string;
  scope: string;
}

const CLOSED_CHECK_MS = 400;
/**
 * The callback page posts the token and then closes the popup: the message can reach this window
 * after the popup is seen closed. A closed popup counts as cancelled only after this grace.
 */
const CLOSED_GRACE_MS = 1000;

/**
 * Google and Facebook sign-in through the OAuth implicit grant in a popup: the provider redirects the
 * popup to the app's callback page, which posts the access token back here. A popup closed before
 * that resolves null (spec §8: the spinner stops, no message). An authorize URL that is not safe
 * (domain/security/SafeUrl) is never opened: AuthError UnsafeUrl. Only a message from the popup this
 * call opened, on this origin, with its state and a token, counts.
 */
export class PopupIdentityProvider implements IdentityProvider {
  constructor(
    private readonly configOf: (provider: SocialProvider) => PopupProviderConfig | null,
    private readonly clock: Clock,
    private readonly random: RandomSource,
    private readonly browser: Window = window,
  ) {}

  authorize(provider: SocialProvider, signal?: AbortSignal): Promise<string | null> {
    const config = this.configOf(provider);
    if (!config) return Promise.reject(new AuthError('ProviderNotConfigured', `${provider} sign-in is not configured for this network.`));
    // A relative authorize URL (the demo's provider page) is on the app's own origin.
    const url = safeUrl(config.authorizeUrl, this.browser.location.origin);
    if (!url) return Promise.reject(AuthError.unsafeUrl());
    const state = this.random.token();
    url.searchParams.set('client_id', config.clientId);
    url.searchParams.set('redirect_uri', `${this.browser.location.origin}${OAUTH_POPUP_CALLBACK_PATH}`);
    url.searchParams.set('response_type', 'token');
    url.searchParams.set('scope', config.scope);
    url.searchParams.set('state', state);
    const popup = this.browser.open(url.toString(), `${provider}-sign-in`, 'popup,width=480,height=640');
    if (!popup) return Promise.resolve(null);

    return new Promise((resolve) => {
      let cancelCheck = () => {};
      let done = false;
      const finish = (token: string | null) => {
        if (done) return;
        done = true;
        cancelCheck();
        this.browser.removeEventListener('message', onMessage);
        signal?.removeEventListener('abort', onAbort);
        resolve(token);
      };
      const onMessage = (event: MessageEvent<unknown>) => {
        if (event.origin !== this.browser.location.origin || event.source !== popup) return;
        // Whatever the sender put there: only the fields checked below are trusted.
        const result = (typeof event.data === 'object' && event.data !== null ? event.data : {}) as Partial<Record<keyof OAuthPopupResult, unknown>>;
        if (result.type !== 'oauth-popup-result' || result.state !== state) return;
        // The callback page posts a null token when the provider answered without one: the person
        // may still finish in the popup, or close it (cancelled).
        if (typeof result.accessToken !== 'string' || result.accessToken === '') return;
        finish(result.accessToken);
      };
      const onAbort = () => {
        popup.close();
        finish(null);
      };
      const checkClosed = () => {
        if (popup.closed) cancelCheck = this.clock.schedule(CLOSED_GRACE_MS, () => finish(null));
        else cancelCheck = this.clock.schedule(CLOSED_CHECK_MS, checkClosed);
      };
      this.browser.addEventListener('message', onMessage);
      signal?.addEventListener('abort', onAbort, { once: true });
      cancelCheck = this.clock.schedule(CLOSED_CHECK_MS, checkClosed);
    });
  }
}
