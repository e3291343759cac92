import type { MissingContract } from '../../../domain/membership/Membership';

/** The password of every seeded e-mail account: it passes the standard sign-up rule too. */
export const DEMO_PASSWORD = 'Demo!2026';

/** The invitation code of the private network (Atelier Ceramica). */
export const INVITATION_CODE = 'CLAY-2026';

/** The cookie policy every new member still has to accept (product-spec §4, cookie consent). */
export const COOKIE_POLICY_CONTRACT: Readonly<MissingContract> = Object.freeze({
  id: 'contract-cookie-policy-2026',
  type: 'beAppCookiePolicy',
});

export const NETWORK_IDS = {
  harbour: 'net-harbour-runners',
  atelier: 'net-atelier-ceramica',
  blueNote: 'net-blue-note',
  greenTable: 'net-green-table',
  borgo: 'net-borgo-market',
  northwind: 'net-northwind',
} as const;

/**
 * Small, well-known CC0 clips (MDN's examples) for the seeded videos: the demo has no video of its own,
 * and the CSP's media-src allows https.
 */
export const SAMPLE_VIDEOS = {
  flower: 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4',
  friday: 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/friday.mp4',
} as const;
