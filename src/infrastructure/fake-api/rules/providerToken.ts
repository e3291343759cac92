import type { IdentityProvider } from '../../../domain/auth/Tokens';

export const IDENTITY_PROVIDERS: readonly IdentityProvider[] = [
  'google', 'facebook', 'microsoft', 'apple', 'y-tech', 'sports-alliance', 'cvespa', 'custom-sso',
];

export interface ProviderProfile {
  email: string;
  firstName: string;
  lastName: string;
}

const PREFIX = 'demo-idp';

/**
 * The token a fake identity provider hands to the app: `demo-idp.<provider>.<base64url(JSON profile)>`.
 * The fake back end trusts it the way a real one trusts a provider's signed token.
 */
export function fakeProviderToken(provider: IdentityProvider, profile: ProviderProfile): string {
  return `${PREFIX}.${provider}.${base64UrlEncode(JSON.stringify(profile))}`;
}

/** The profile inside a fake provider token, or null when the token is not one for this provider. */
export function readProviderToken(provider: string, token: string): ProviderProfile | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX || parts[1] !== provider || !parts[2]) return null;
  try {
    const parsed: unknown = JSON.parse(base64UrlDecode(parts[2]));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const { email, firstName, lastName } = record;
    if (typeof email !== 'string' || !email.includes('@')) return null;
    return {
      email,
      firstName: typeof firstName === 'string' ? firstName : '',
      lastName: typeof lastName === 'string' ? lastName : '',
    };
  } catch {
    return null;
  }
}

// btoa/atob exist in browsers and in Node 20; UTF-8 goes through TextEncoder so accented names survive.
function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
