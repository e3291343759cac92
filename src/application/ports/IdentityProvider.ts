import type { SocialProvider } from '../../domain/auth/Tokens';

/**
 * A social provider's sign-in window (Google, Facebook). Resolves with the provider's access token,
 * or null when the person closed the window without completing it (spec §8: no message then).
 */
export interface IdentityProvider {
  authorize(provider: SocialProvider, signal?: AbortSignal): Promise<string | null>;
}
export const IDENTITY_PROVIDER = Symbol.for('IdentityProvider');
