/**
 * Where api-contract.md's live socket is, written once for the app's adapter and the CSP (scripts/securityHeaders.ts):
 * the API base URL with ws/wss for http/https, path `/v2/live`. The token never goes in the URL (it is the socket's
 * first frame).
 */
export const LIVE_PATH = '/v2/live';

/** The socket's address for `networkId`; an API on a path of this site (the demo's `/api`) is on the page's origin. */
export function liveSocketUrl(apiBaseUrl: string, pageUrl: string, networkId: string): string {
  const url = new URL(`${apiBaseUrl.trim().replace(/\/+$/, '')}${LIVE_PATH}`, pageUrl);
  url.protocol = socketProtocolOf(url.protocol);
  url.searchParams.set('networkId', networkId);
  return url.href;
}

/** The origin the socket of an API on another origin is at (`wss://api.example.com`); null for an API on this site. */
export function liveSocketOrigin(apiBaseUrl: string): string | null {
  const trimmed = apiBaseUrl.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  const url = new URL(trimmed);
  return `${socketProtocolOf(url.protocol)}//${url.host}`;
}

function socketProtocolOf(protocol: string): string {
  return protocol === 'https:' ? 'wss:' : 'ws:';
}
