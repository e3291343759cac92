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
