export interface Tokens {
  accessToken: string;
  refreshToken: string;
  chatToken?: string;
  chatTokenV2?: string;
}

export type SocialProvider = 'google' | 'facebook';
export type SsoProvider = 'y-tech' | 'sports-alliance' | 'cvespa' | 'microsoft' | 'apple' | 'custom-sso';
export type IdentityProvider = SocialProvider | SsoProvider;

/** Answer of login, SSO and the sign-up exchange: tokens now, or a token to exchange later. */
export type LoginOutcome =
  | { kind: 'tokens'; tokens: Tokens }
  | { kind: 'synchronizing' }
  | { kind: 'exchange'; exchangeToken: string };

export type ExchangeOutcome = { kind: 'pending' } | { kind: 'completed'; tokens: Tokens };
