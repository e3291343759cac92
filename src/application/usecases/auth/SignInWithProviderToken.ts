import type { IdentityProvider } from '../../../domain/auth/Tokens';
import type { Membership } from '../../../domain/membership/Membership';
import type { ProviderSignInGateway } from '../../ports/ProviderSignInGateway';
import { abortable } from '../../errors/abortable';
import { AuthError } from '../../errors/AuthError';
import type { CompleteLogin, LoginOptions } from './CompleteLogin';
import type { PollExchange } from './PollExchange';

export interface ProviderSignInOptions extends LoginOptions {
  /** The callback URL the provider sent the visitor back to (cvespa and custom SSO need it). */
  redirectUri?: string;
}

/**
 * Spec §4 SSO and social sign-in, once the provider has vouched for the visitor: its access token
 * buys tokens, or an exchange token polled like a sign-up's; then the member is logged in.
 */
export class SignInWithProviderToken {
  constructor(
    private readonly auth: Pick<ProviderSignInGateway, 'withProvider'>,
    private readonly pollExchange: Pick<PollExchange, 'execute'>,
    private readonly completeLogin: Pick<CompleteLogin, 'execute'>,
  ) {}

  async execute(provider: IdentityProvider, accessToken: string, options: ProviderSignInOptions = {}): Promise<Membership> {
    const { signal, returnPath, redirectUri } = options;
    const outcome = await abortable(signal, () => this.auth.withProvider(provider, accessToken, redirectUri));
    switch (outcome.kind) {
      case 'tokens':
        return this.completeLogin.execute(outcome.tokens, { returnPath });
      case 'exchange':
        return this.completeLogin.execute(await this.pollExchange.execute(outcome.exchangeToken, signal), { returnPath });
      case 'synchronizing':
        // Only the e-mail login synchronizes (api-contract.md); a provider answering so is a fault.
        throw new AuthError('UnexpectedAnswer', 'The sign-in provider gave an unexpected answer. Please try again.');
    }
  }
}
export const SIGN_IN_WITH_PROVIDER_TOKEN = Symbol.for('SignInWithProviderToken');
