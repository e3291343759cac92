import type { SocialProvider } from '../../../domain/auth/Tokens';
import type { Membership } from '../../../domain/membership/Membership';
import type { IdentityProvider } from '../../ports/IdentityProvider';
import { abortable } from '../../errors/abortable';
import type { LoginOptions } from './CompleteLogin';
import type { SignInWithProviderToken } from './SignInWithProviderToken';

export type SocialSignInResult = { kind: 'signedIn'; membership: Membership } | { kind: 'cancelled' };

/**
 * Google and Facebook (spec §4 Social): the provider's window vouches for the visitor, then the
 * member is logged in. A window closed without completing is `cancelled`, not an error (spec §8:
 * the spinner stops, no message).
 */
export class SocialSignIn {
  constructor(
    private readonly identity: Pick<IdentityProvider, 'authorize'>,
    private readonly signInWithProviderToken: Pick<SignInWithProviderToken, 'execute'>,
  ) {}

  async execute(provider: SocialProvider, options: LoginOptions = {}): Promise<SocialSignInResult> {
    const accessToken = await abortable(options.signal, () => this.identity.authorize(provider, options.signal));
    if (accessToken === null) return { kind: 'cancelled' };
    return { kind: 'signedIn', membership: await this.signInWithProviderToken.execute(provider, accessToken, options) };
  }
}
export const SOCIAL_SIGN_IN = Symbol.for('SocialSignIn');
