import type { SsoProvider } from '../../../domain/auth/Tokens';
import type { OAuthProviderConfig } from '../../../domain/network/NetworkCustomization';
import { ssoCallbackPath } from '../../../domain/navigation/NetworkPaths';
import { safeUrl } from '../../../domain/security/SafeUrl';
import type { ExternalNavigator } from '../../ports/ExternalNavigator';
import { STORAGE_KEYS, type KeyValueStore } from '../../ports/KeyValueStore';
import type { RandomSource } from '../../ports/RandomSource';
import { AuthError } from '../../errors/AuthError';

/** What this tab remembers while the visitor is at the provider; CompleteSso checks the callback against it. */
export interface SsoState {
  state: string;
  provider: SsoProvider;
  returnPath: string | null;
}

/**
 * Spec §1 external single sign-on: the visitor leaves for the provider's authorize page (implicit
 * flow). The unguessable `state` is kept in the session store, so only a callback that this tab
 * started can sign anyone in (a forged callback link cannot). An authorize URL that is not safe
 * (domain/security/SafeUrl: `javascript:` and the like) is refused with AuthError UnsafeUrl before
 * anything is stored or opened.
 */
export class StartSso {
  constructor(
    private readonly random: Pick<RandomSource, 'token'>,
    private readonly sessionStore: Pick<KeyValueStore, 'set'>,
    private readonly external: Pick<ExternalNavigator, 'callbackUrl' | 'leaveTo'>,
  ) {}

  execute(
    provider: SsoProvider,
    providerConfig: Pick<OAuthProviderConfig, 'authorizeUrl' | 'clientId'>,
    options: { returnPath?: string | null } = {},
  ): void {
    const redirectUri = this.external.callbackUrl(ssoCallbackPath(provider));
    // A relative authorize URL (the demo's local provider page) is on the app's own origin.
    const authorize = safeUrl(providerConfig.authorizeUrl, redirectUri);
    if (!authorize) throw AuthError.unsafeUrl();
    const state = this.random.token();
    const stored: SsoState = { state, provider, returnPath: options.returnPath ?? null };
    this.sessionStore.set(STORAGE_KEYS.ssoState, stored);
    const query = new URLSearchParams({ client_id: providerConfig.clientId, redirect_uri: redirectUri, response_type: 'token', state });
    // The authorize URL may carry a query of its own already.
    authorize.search = authorize.search ? `${authorize.search}&${query}` : `?${query}`;
    this.external.leaveTo(authorize.href);
  }
}
export const START_SSO = Symbol.for('StartSso');
