import { type SsoProvider } from '../auth/Tokens';
import { type AccessDenyReason } from '../membership/Membership';

/**
 * The network-relative paths of spec §2, the one table of them: the router mounts them under the
 * network slug, the access policy classifies them and redirects to them, presenters navigate to them
 * and views link to them, all by name from here.
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
  settingsSubscription: '/settings/subscription',
  settings: '/settings',
  notifications: '/notifications',
  search: '/search',
  content: '/contents/:contentId',
  surveys: '/surveys',
  coupons: '/coupons',
  survey: '/surveys/:surveyId',
  chat: '/chat',
  chatConversation: '/chat/:conversationId',
  manage: '/manage',
  manageSection: '/manage/:section',
  customSso: '/auth/custom-sso',
} as const;

/** The page of one content. */
export function contentPath(contentId: string): string {
  return NETWORK_PATHS.content.replace(':contentId', encodeURIComponent(contentId));
}

/** One conversation of the network's chat. */
export function conversationPath(conversationId: string): string {
  return NETWORK_PATHS.chatConversation.replace(':conversationId', encodeURIComponent(conversationId));
}

/** The page that answers one survey. */
export function surveyPath(surveyId: string): string {
  return NETWORK_PATHS.survey.replace(':surveyId', encodeURIComponent(surveyId));
}

/** The SSO providers that come back to the app on their own callback route (spec §2). */
// Spec §2 names the first three; microsoft and apple come back the same way (the spec lists them as SSO providers).
export const SSO_CALLBACK_PROVIDERS = ['y-tech', 'sports-alliance', 'cvespa', 'microsoft', 'apple'] as const;

export type SsoCallbackProvider = (typeof SSO_CALLBACK_PROVIDERS)[number];

/** The network-relative page an SSO provider sends the visitor back to (spec §2). */
export function ssoCallbackPath(provider: SsoProvider): string {
  return provider === 'custom-sso' ? NETWORK_PATHS.customSso : `/auth/${provider}/callback`;
}

/**
 * `/subscribe?deny_reason=canceled&from=%2Fcontents%2F42`: the gate reads the reason to explain why access was
 * refused, and `from` (checked by the access policy) is where access, once bought, leads back to.
 */
export function gateAddress(gate: string, { reason = null, from = null }: { reason?: AccessDenyReason | null; from?: string | null } = {}): string {
  const query = [reason && `deny_reason=${encodeURIComponent(reason)}`, from && `from=${encodeURIComponent(from)}`].filter(Boolean).join('&');
  return query ? `${gate}?${query}` : gate;
}
