import { type AccessDenyReason } from '../membership/Membership';

/**
 * The network-relative paths of spec §2. The router mounts them under the network slug; the access
 * policy classifies them and redirects to them, so both name them from here.
 */
export const NETWORK_PATHS = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  verify: '/verify',
  verifyEmail: '/verify/email',
  paywall: '/paywall',
  subscribe: '/subscribe',
  intro: '/intro',
  deleteMyAccount: '/delete-my-account',
  terms: '/terms',
  termsPrivacyPolicy: '/terms/privacy-policy',
  termsCodeOfConduct: '/terms/code-of-conduct',
  termsCookiePolicy: '/terms/cookie-policy',
  privacyPolicy: '/privacy-policy',
  codeOfConduct: '/code-of-conduct',
  cookiePolicy: '/cookie-policy',
  notificationPreferences: '/notification-preferences',
  customSso: '/auth/custom-sso',
} as const;

/** The SSO providers that come back to the app on their own callback route (spec §2). */
// Spec §2 names the first three; microsoft and apple come back the same way (the spec lists them as SSO providers).
export const SSO_CALLBACK_PROVIDERS = ['y-tech', 'sports-alliance', 'cvespa', 'microsoft', 'apple'] as const;

export type SsoCallbackProvider = (typeof SSO_CALLBACK_PROVIDERS)[number];

export function ssoCallbackPath(provider: SsoCallbackProvider): string {
  return `/auth/${provider}/callback`;
}

/** `/subscribe?deny_reason=canceled`: the page reads the reason to explain why access was refused. */
export function withDenyReason(path: string, reason: AccessDenyReason): string {
  return `${path}?deny_reason=${encodeURIComponent(reason)}`;
}
