import type { AccessDenyReason, Membership } from '../membership/Membership';
import type { NetworkCustomization } from '../network/NetworkCustomization';
import { gateAddress, NETWORK_PATHS, SSO_CALLBACK_PROVIDERS, ssoCallbackPath } from '../navigation/NetworkPaths';
import { safeSitePath } from '../security/SafeSitePath';

export type VisitorState =
  | { kind: 'guest' }
  | { kind: 'member'; authorized: true }
  | { kind: 'member'; authorized: false; reason: AccessDenyReason };

/**
 * - `app`: the network's own pages, guarded by its access type;
 * - `auth`: where a visitor signs in (login, register, forgot password, e-mail verification, SSO callbacks);
 * - `policy`: pages any visitor must reach whatever the access type (paywall, subscribe, intro, terms…).
 * Spec §2: on `auth` and `policy` pages the app neither redirects nor forces the login dialog.
 */
export type PageClass = 'app' | 'auth' | 'policy';

export type NetworkAccess = Pick<NetworkCustomization, 'accessType' | 'isIntroLandingActive'>;

/** `fixed`: the login dialog is open and cannot be closed. */
export interface AccessDecision {
  redirectTo: string | null;
  loginDialog: 'none' | 'fixed';
}

/** Spec §4: a forbidden-access event without a reason means the subscription is missing. */
export const DEFAULT_DENY_REASON: AccessDenyReason = 'not_subscribable';

const AUTH_PATHS: ReadonlySet<string> = new Set([
  NETWORK_PATHS.login,
  NETWORK_PATHS.register,
  NETWORK_PATHS.forgotPassword,
  NETWORK_PATHS.verify,
  NETWORK_PATHS.verifyEmail,
  NETWORK_PATHS.customSso,
  ...SSO_CALLBACK_PROVIDERS.map(ssoCallbackPath),
]);

/** Where the policy sends visitors it keeps out: gating them again there would loop. */
export const ACCESS_GATE_PATHS: ReadonlySet<string> = new Set([NETWORK_PATHS.paywall, NETWORK_PATHS.subscribe, NETWORK_PATHS.intro]);

const POLICY_PATHS: ReadonlySet<string> = new Set([
  ...ACCESS_GATE_PATHS,
  NETWORK_PATHS.terms,
  NETWORK_PATHS.termsPrivacyPolicy,
  NETWORK_PATHS.termsCodeOfConduct,
  NETWORK_PATHS.termsCookiePolicy,
  NETWORK_PATHS.privacyPolicy,
  NETWORK_PATHS.codeOfConduct,
  NETWORK_PATHS.cookiePolicy,
  // Stores require account deletion to be explained to people who cannot sign in any more.
  NETWORK_PATHS.deleteMyAccount,
  // Opened from an e-mail link that carries its own unsubscribe token: no session is needed.
  NETWORK_PATHS.notificationPreferences,
  // Billing stays reachable to a member whose access has lapsed: invoices, cards, reactivating.
  NETWORK_PATHS.settingsSubscription,
]);

export function pageClassOf(networkRelativePath: string): PageClass {
  const pathname = normalizedPathname(networkRelativePath);
  if (AUTH_PATHS.has(pathname)) return 'auth';
  if (POLICY_PATHS.has(pathname)) return 'policy';
  return 'app';
}

/** Matches the router: case-insensitive, trailing slashes ignored, query and fragment ignored. */
export function normalizedPathname(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = pathname.toLowerCase().replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

const STAY: AccessDecision = { redirectTo: null, loginDialog: 'none' };
const FORCED_LOGIN: AccessDecision = { redirectTo: null, loginDialog: 'fixed' };

export function redirectTo(path: string): AccessDecision {
  return { redirectTo: path, loginDialog: 'none' };
}

/** Private networks force login: through the intro landing when it is on, else the fixed dialog. */
export function privateGate(network: NetworkAccess): AccessDecision {
  return network.isIntroLandingActive ? redirectTo(NETWORK_PATHS.intro) : FORCED_LOGIN;
}

export function visitorStateOf(membership: Pick<Membership, 'isAccessAuthorized' | 'accessDenyReason'> | null): VisitorState {
  if (membership === null) return { kind: 'guest' };
  if (membership.isAccessAuthorized) return { kind: 'member', authorized: true };
  return { kind: 'member', authorized: false, reason: membership.accessDenyReason || DEFAULT_DENY_REASON };
}

/**
 * Where a visitor of `page` goes on load (spec §2, §6). `path` is the page asked for (network-relative, with its
 * query): a paid network's gate is told it, so that access, once bought, leads back there.
 */
export function decideAccess(input: { network: NetworkAccess; visitor: VisitorState; page: PageClass; path?: string }): AccessDecision {
  const { network, visitor, page } = input;
  if (page !== 'app') return STAY;
  if (visitor.kind === 'member' && visitor.authorized) return STAY;
  // The spec only names guests for a private network; a member the network refuses is kept out the same way
  // rather than let in.
  return gateOf(network, visitor.kind === 'member' ? visitor.reason : null, input.path);
}

/** The network type's gate for a visitor it keeps out (spec §6), told why (a member's deny reason) and whence. */
function gateOf(network: NetworkAccess, reason: AccessDenyReason | null, path: string | undefined): AccessDecision {
  switch (network.accessType) {
    case 'public':
      return STAY;
    case 'private':
      return privateGate(network);
    case 'purchasable':
      return redirectTo(gateAddress(NETWORK_PATHS.paywall, { reason, from: returnPathFrom(path) }));
    case 'subscribable':
      return redirectTo(gateAddress(NETWORK_PATHS.subscribe, { reason, from: returnPathFrom(path) }));
  }
}

/** A page worth coming back to after a gate: a safe one that is not the home (where the gate leads anyway). */
function returnPathFrom(path: string | undefined): string | null {
  const safe = safeSitePath(path);
  return safe && normalizedPathname(safe) !== NETWORK_PATHS.home ? safe : null;
}

/** Spec §4 forbidden-access event: the back end has just refused the member on the page at `path`. */
export function forbiddenDestination(network: NetworkAccess, reason: AccessDenyReason = DEFAULT_DENY_REASON, path?: string): AccessDecision {
  return gateOf(network, reason, path);
}
