// The security headers every response of the app carries, in one place: `vite preview` sends them
// (vite.config.ts), so does the fake back end server (scripts/fake-api-server.ts), the end-to-end suite
// checks them and fails on any CSP violation (test/e2e/fixtures.ts, csp.spec.ts), and the static host sets
// them (README "Security headers"). Print them for a back end in the static host's `_headers` form (an https site):
//   npx tsx scripts/securityHeaders.ts https://api.example.com
// Not on the Vite dev server (`npm start`): its React refresh preamble is an inline script.
import { pathToFileURL } from 'node:url';
import { VIDEO_PLAYER_ORIGINS } from '../src/domain/content/VideoSource';
import { liveSocketOrigin } from '../src/infrastructure/live/liveWire';
import { telemetryEndpoint } from '../src/infrastructure/monitoring/telemetryWire';
import { PREFETCH_SCRIPT_HASH } from './prefetchScript';
import { THEME_SCRIPT_HASH } from './themeScript';

/**
 * Stripe.js, the one way the app may take a card (api-contract.md: Stripe Elements on the setup intent's
 * `clientSecret`, `stripe.handleNextAction`; DESIGN.md: the Stripe adapter in http mode with
 * `VITE_STRIPE_PUBLISHABLE_KEY`): its script, the API it calls and the frames it draws the card fields
 * and 3-D Secure challenges in.
 */
const STRIPE = {
  script: 'https://js.stripe.com',
  api: 'https://api.stripe.com',
  frames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

/**
 * The network's own Google tag (GtagScriptTag, loaded only after the analytics consent): gtag.js, by its path
 * (not every script of the origin), and where it sends GA4 hits (regional `*.google-analytics.com` and
 * `*.analytics.google.com` collectors).
 */
const GTAG = {
  script: 'https://www.googletagmanager.com/gtag/js',
  collectors: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
};

/**
 * Which powerful features pages may use: none the app does not, and the payment sheet only for Stripe.
 * Only features Chromium knows: it warns about any other and ignores it.
 */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'display-capture=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  `payment=(self "${STRIPE.script}")`,
].join(', ');

/** The name the policy's `report-to` gives the `Reporting-Endpoints` entry of its reports. */
const CSP_REPORT_GROUP = 'csp';

/** Two years, subdomains included; no `preload`: joining the browsers' preload list is the site owner's decision. */
const HSTS = 'max-age=63072000; includeSubDomains';

/** The Content-Security-Policy for an app whose back end is at `apiBaseUrl` ('' or a path: same origin). */
export function contentSecurityPolicy(apiBaseUrl: string): string {
  const liveSocket = liveSocketOrigin(apiBaseUrl);
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // No eval, and no inline script but index.html's own, by their hashes (the theme before the first paint,
    // scripts/themeScript.ts; the http build's data prefetch, scripts/prefetchScript.ts). 'report-sample' allows
    // nothing; it puts the first characters of a blocked inline script into the violation report.
    'script-src': ["'self'", THEME_SCRIPT_HASH, PREFETCH_SCRIPT_HASH, "'report-sample'", STRIPE.script, GTAG.script],
    // 'unsafe-inline' for styles only: emotion (MUI) adds <style> elements at run time and index.html
    // inlines the first screen's critical CSS. Styles cannot run script.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Logos, covers and video covers are whatever https URL a network configured (readSafeUrl keeps
    // them https or relative); the demo's own pictures are relative, so 'self'. The API's origin serves the
    // pictures uploaded to it (an http one on loopback for the fake back end server, api-contract.md POST /v2/uploads);
    // data: is the editor's preview of a picture of the device, read by the app itself (an image runs no script).
    'img-src': ["'self'", 'https:', 'data:', ...originOf(apiBaseUrl)],
    'media-src': ["'self'", 'https:'],
    // System fonts only.
    'font-src': ["'self'"],
    // The API's own origin, and its live socket (api-contract.md Live events: ws:// beside a plain http API on
    // loopback, wss:// beside https); 'self' covers an API on a path of this site.
    'connect-src': ["'self'", ...originOf(apiBaseUrl), ...(liveSocket ? [liveSocket] : []), STRIPE.api, ...GTAG.collectors],
    // Stripe's card fields and 3-D Secure; the video players of common hosts a video post may embed (VideoSource).
    'frame-src': [...STRIPE.frames, ...VIDEO_PLAYER_ORIGINS],
    // The demo build's MSW service worker, served from the site root.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Violations are reported to the back end's telemetry: `report-to` names the Reporting-Endpoints entry
    // (Chromium), `report-uri` is for browsers without the Reporting API (they ignore it when `report-to` works).
    'report-uri': [telemetryEndpoint(apiBaseUrl)],
    'report-to': [CSP_REPORT_GROUP],
  };
  return Object.entries(directives)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/**
 * Every header, by name, for an app whose back end is at `apiBaseUrl`, served over https or not (`site.https`):
 * Strict-Transport-Security only where the site is https (the static host); the local previews and the fake
 * back end server are plain http on loopback, where a browser ignores it anyway.
 */
export function securityHeaders(apiBaseUrl: string, site: { https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiBaseUrl),
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${telemetryEndpoint(apiBaseUrl)}"`,
    ...(site.https ? { 'Strict-Transport-Security': HSTS } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/** The API's origin when it is on another one; nothing for the demo's same-origin `/api`. */
function originOf(apiBaseUrl: string): string[] {
  const trimmed = apiBaseUrl.trim();
  if (!/^https?:\/\//i.test(trimmed)) return [];
  return [new URL(trimmed).origin];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const apiBaseUrl = process.argv[2];
  if (!apiBaseUrl) {
    console.error('usage: npx tsx scripts/securityHeaders.ts <API base URL, e.g. https://api.example.com>');
    process.exit(1);
  }
  // The static host serves the production site, over https.
  const headers = Object.entries(securityHeaders(apiBaseUrl, { https: true })).map(([name, value]) => `  ${name}: ${value}`);
  console.log(['/*', ...headers].join('\n'));
}
