import type { SsoProvider } from '../../../domain/auth/Tokens';
import type { Membership } from '../../../domain/membership/Membership';
import { ssoCallbackPath } from '../../../domain/navigation/NetworkPaths';
import type { ExternalNavigator } from '../../ports/ExternalNavigator';
import { STORAGE_KEYS, type KeyValueStore } from '../../ports/KeyValueStore';
import { AuthError } from '../../errors/AuthError';
import type { SignInWithProviderToken } from './SignInWithProviderToken';
import type { SsoState } from './StartSso';

/** Their token exchange must name the callback URL the token was issued for (api-contract.md). */
const PROVIDERS_NEEDING_REDIRECT_URI: ReadonlySet<SsoProvider> = new Set(['cvespa', 'custom-sso']);

export interface SsoCallback {
  accessToken: string;
  state: string;
}

/**
 * The SSO callback page: signs the visitor in only when `state` is the one StartSso stored in this
 * tab for this provider, else rejects with AuthError SsoStateMismatch without asking the back end.
 * The stored state is used once, whatever the outcome. Then the member goes where StartSso was told.
 */
export class CompleteSso {
  constructor(
    private readonly sessionStore: Pick<KeyValueStore, 'get' | 'remove'>,
    private readonly external: Pick<ExternalNavigator, 'callbackUrl'>,
    private readonly signInWithProviderToken: Pick<SignInWithProviderToken, 'execute'>,
  ) {}

  async execute(provider: SsoProvider, callback: SsoCallback, options: { signal?: AbortSignal } = {}): Promise<Membership> {
    const stored = this.sessionStore.get<unknown>(STORAGE_KEYS.ssoState);
    this.sessionStore.remove(STORAGE_KEYS.ssoState);
    if (!isSsoState(stored) || stored.provider !== provider || stored.state === '' || stored.state !== callback.state) {
      throw new AuthError('SsoStateMismatch', 'This sign-in was not started here. Please try again.');
    }
    const redirectUri = PROVIDERS_NEEDING_REDIRECT_URI.has(provider) ? this.external.callbackUrl(ssoCallbackPath(provider)) : undefined;
    return this.signInWithProviderToken.execute(provider, callback.accessToken, {
      redirectUri,
      returnPath: stored.returnPath,
      signal: options.signal,
    });
  }
}
export const COMPLETE_SSO = Symbol.for('CompleteSso');

/** The session store holds whatever a page put there; only a well-formed state is trusted. */
function isSsoState(value: unknown): value is SsoState {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.state === 'string' &&
    typeof candidate.provider === 'string' &&
    (candidate.returnPath === null || typeof candidate.returnPath === 'string')
  );
}
