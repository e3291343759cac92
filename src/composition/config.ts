export type RuntimeProfile = 'demo' | 'http' | 'memory';

export interface AppConfig {
  profile: RuntimeProfile;
  /** Where the API lives; in demo mode the embedded fake back end answers at this same-origin path. */
  apiBaseUrl: string;
  stripePublishableKey: string | null;
  /**
   * Which card gateway the paid pages use: Stripe in an http build with a publishable key; the fake gateway with
   * Stripe's test cards in demo mode, in tests, and in an http build with `VITE_PAYMENTS=fake` (QA against a
   * back end without Stripe); none in an http build with neither, where the paid pages say payments are not configured.
   */
  payments: 'stripe' | 'fake' | 'none';
  /** Spec §2: hosts that map to one network (e.g. community.example.com → green-runners). */
  hostSlugs: Record<string, string>;
  /** The network of the current host, if it is mapped. */
  hostSlug: string | null;
  landingSlugs: string[];
  requestTimeoutMs: number;
}

/** The seeded networks of the embedded fake back end, listed on the landing page in demo mode. */
export const DEMO_LANDING_SLUGS = ['harbour-runners', 'atelier-ceramica', 'blue-note-masterclass', 'green-table', 'borgo-market', 'northwind-staff'];

export const DEMO_API_BASE_URL = '/api';
const REQUEST_TIMEOUT_MS = 15_000;

export interface ConfigSource {
  VITE_API_BASE_URL?: string;
  VITE_STRIPE_PUBLISHABLE_KEY?: string;
  VITE_PAYMENTS?: string;
  VITE_HOST_SLUGS?: string;
  VITE_LANDING_SLUGS?: string;
}

/** `VITE_HOST_SLUGS="community.example.com=green-runners, club.example.org=fit-studio"`. */
export function parseHostSlugs(raw: string | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  for (const pair of (raw ?? '').split(',')) {
    const [host, slug] = pair.split('=').map((part) => part.trim());
    if (host && slug) map[host.toLowerCase()] = slug;
  }
  return map;
}

function parseList(raw: string | undefined): string[] {
  return (raw ?? '').split(',').map((slug) => slug.trim()).filter(Boolean);
}

/** Hosts a plain http API may be on: this machine (a QA build against the fake back end server). */
const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Why a build may not talk to this API base URL, or null when it may: https, a same-origin path (`/api`), or
 * plain http on loopback only. Anything else would send the members' passwords and tokens in clear text, or
 * talk to something that is not an HTTP API at all. vite.config.ts stops any build but the demo's with it.
 */
export function apiBaseUrlProblem(apiBaseUrl: string): string | null {
  const trimmed = apiBaseUrl.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return `VITE_API_BASE_URL must be an https:// URL or a path of this site (like /api); "${trimmed}" is neither.`;
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname)) return null;
  if (url.protocol === 'http:') {
    return `VITE_API_BASE_URL is http://, which would send passwords and tokens in clear text: use https:// ("${trimmed}"). Plain http is for loopback only (127.0.0.1, localhost).`;
  }
  return `VITE_API_BASE_URL must be an https:// URL; "${trimmed}" is ${url.protocol}.`;
}

export function readConfig(env: ConfigSource, host: string, profileOverride?: RuntimeProfile | null): AppConfig {
  const apiBaseUrl = (env.VITE_API_BASE_URL ?? '').trim();
  const profile: RuntimeProfile = profileOverride ?? (apiBaseUrl ? 'http' : 'demo');
  const hostSlugs = parseHostSlugs(env.VITE_HOST_SLUGS);
  const landing = parseList(env.VITE_LANDING_SLUGS);
  const stripePublishableKey = env.VITE_STRIPE_PUBLISHABLE_KEY?.trim() || null;
  return {
    profile,
    apiBaseUrl: profile === 'http' ? apiBaseUrl : DEMO_API_BASE_URL,
    stripePublishableKey,
    payments: paymentsOf(profile, env.VITE_PAYMENTS, stripePublishableKey),
    hostSlugs,
    hostSlug: hostSlugs[host.toLowerCase()] ?? null,
    landingSlugs: landing.length > 0 ? landing : DEMO_LANDING_SLUGS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  };
}

function paymentsOf(profile: RuntimeProfile, requested: string | undefined, stripePublishableKey: string | null): AppConfig['payments'] {
  if (profile !== 'http' || requested?.trim() === 'fake') return 'fake';
  return stripePublishableKey ? 'stripe' : 'none';
}
