import type { IdentityProvider, LoginOutcome } from '../../domain/auth/Tokens';

/** Social and SSO providers: tokens, or an exchange token polled like sign-up. */
export interface ProviderSignInGateway {
  withProvider(provider: IdentityProvider, accessToken: string, redirectUri?: string): Promise<LoginOutcome>;
}
export const PROVIDER_SIGN_IN_GATEWAY = Symbol.for('ProviderSignInGateway');
