/** The token the live channel authenticates with (api-contract.md Live events: its `auth` frame). */
export interface LiveCredentials {
  /** The member's chatTokenV2, else chatToken, else access token on `networkId`; null when no member is signed in there. */
  liveToken(networkId: string): string | null;
}
export const LIVE_CREDENTIALS = Symbol.for('LiveCredentials');
