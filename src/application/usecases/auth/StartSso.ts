import type { SsoProvider } from '../../../domain/auth/Tokens';
import type { OAuthProviderConfig } from '../../../domain/network/NetworkCustomization';
import type { ExternalNavigator } from '../../ports/ExternalNavigator';
import { STORAGE_KEYS, type KeyValueStore } from '../../ports/KeyValueStore';
import type { RandomSource } from '../../ports/RandomSource';
import { ssoCallbackPathOf } from './ssoCallbackPathOf';

/** What this tab remembers while the visitor is at the provider; CompleteSso checks the callback against it. */
export interface SsoState {
  state: string;
  provider: SsoProvider;
  returnPath: string | null;
}

/**
 * Spec §1 external single sign-on: the visitor leaves for the provider's authorize page (implicit
 * flow). The unguessable `state` is kept in the session store, so only a callback that this tab
 * started can sign anyone in (a forged callback link cannot).
 */
export class StartSso {
  constructor(
    private readonly random: RandomSource,
    private readonly sessionStore: KeyValueStore,
    private readonly external: ExternalNavigator,
  ) {}

  execute(
    provider: SsoProvider,
    providerConfig: Pick<OAuthProviderConfig, 'authorizeUrl' | 'clientId'>,
    options: { returnPath?: string | null } = {},
  ): void {
    const state = this.random.token();
    const stored: SsoState = { state, provider, returnPath: options.returnPath ?? null };
    this.sessionStore.set(STORAGE_KEYS.ssoState, stored);
    const query = new URLSearchParams({
      client_id: providerConfig.clientId,
      redirect_uri: this.external.callbackUrl(ssoCallbackPathOf(provider)),
      response_type: 'token',
      state,
    });
    // The authorize URL may be relative (the demo's local provider page) or carry a query already.
    const separator = providerConfig.authorizeUrl.includes('?') ? '&' : '?';
    this.external.leaveTo(`${providerConfig.authorizeUrl}${separator}${query}`);
  }
}
export const START_SSO = Symbol.for('StartSso');
