import type { SsoProvider } from '../../../domain/auth/Tokens';
import { NETWORK_PATHS } from '../../../domain/navigation/NetworkPaths';

/** The network-relative page an SSO provider sends the visitor back to (spec §2). */
export function ssoCallbackPathOf(provider: SsoProvider): string {
  return provider === 'custom-sso' ? NETWORK_PATHS.customSso : `/auth/${provider}/callback`;
}
