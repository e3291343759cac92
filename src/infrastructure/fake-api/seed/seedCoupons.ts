import type { CouponCodeRecord, CouponRecord } from '../FakeState';
import { couponCode } from '../rules/couponCodes';
import { NETWORK_IDS } from './seedConstants';

type Ago = (days: number, hours?: number) => string;
type Ahead = (days: number, hourUtc: number) => string;

/** Codes handed out before the demo starts, made as a download would make them. */
function codesOf(prefix: string, couponId: string, holders: readonly [membershipId: string, downloadedAt: string][]): CouponCodeRecord[] {
  const codes: CouponCodeRecord[] = [];
  for (const [membershipId, downloadedAt] of holders) {
    codes.push({ membershipId, code: couponCode(prefix, couponId, membershipId, codes.map((each) => each.code)), downloadedAt });
  }
  return codes;
}

/**
 * The demo's coupons (api-contract.md `/v2/coupons`). Harbour Runners: trail shoes with a picture (ada and giulia have
 * their codes), a sports massage with one code left of three (giulia and rosa took two), unlimited coffee at the club
 * café that never expires, and energy gels that expired three days ago (giulia's code stays hers). Green Table: chef
 * knives with a picture (chiara has her code) and unlimited herbs at the farmers' market.
 */
export function seedCoupons(ago: Ago, ahead: Ahead): CouponRecord[] {
  const harbour = (id: string, fields: Omit<CouponRecord, 'id' | 'networkId' | 'codes'>, holders: [string, string][] = []): CouponRecord => ({
    id,
    networkId: NETWORK_IDS.harbour,
    ...fields,
    codes: codesOf('HR', id, holders),
  });
  const greenTable = (id: string, fields: Omit<CouponRecord, 'id' | 'networkId' | 'codes'>, holders: [string, string][] = []): CouponRecord => ({
    id,
    networkId: NETWORK_IDS.greenTable,
    ...fields,
    codes: codesOf('GT', id, holders),
  });
  return [
    harbour(
      'cpn-harbour-shoes',
      {
        title: '15% off trail shoes',
        description: 'At Molo Sport, on any trail shoe of the new season: show the code at the till.',
        imageUrl: '/demo/coupon-harbour-shoes.svg',
        expiresAt: ahead(30, 21),
        quantity: 100,
        createdAt: ago(2),
      },
      [['mem-giulia-harbour', ago(1, 20)], ['mem-ada-harbour', ago(1, 4)]],
    ),
    harbour(
      'cpn-harbour-massage',
      {
        title: 'A free sports massage',
        description: 'Thirty minutes with the physio after the Harbour 10K. Only three are offered.',
        imageUrl: null,
        expiresAt: ahead(24, 18),
        quantity: 3,
        createdAt: ago(5),
      },
      [['mem-giulia-harbour', ago(4, 22)], ['mem-rosa-harbour', ago(3, 9)]],
    ),
    harbour('cpn-harbour-coffee', {
      title: 'A coffee at the club café after the long run',
      description: null,
      imageUrl: null,
      expiresAt: null,
      quantity: null,
      createdAt: ago(12),
    }),
    harbour(
      'cpn-harbour-gels',
      {
        title: 'Energy gels: two for one',
        description: 'For the spring half marathon.',
        imageUrl: null,
        expiresAt: ago(3),
        quantity: 20,
        createdAt: ago(20),
      },
      [['mem-giulia-harbour', ago(15)]],
    ),
    greenTable(
      'cpn-green-knives',
      {
        title: '20% off chef knives',
        description: 'At Coltelleria Ferri, on any knife of the chef range.',
        imageUrl: '/demo/coupon-green-knives.svg',
        expiresAt: ahead(14, 19),
        quantity: 25,
        createdAt: ago(3),
      },
      [['mem-chiara-greentable', ago(2, 5)]],
    ),
    greenTable('cpn-green-herbs', {
      title: 'A bag of seasonal herbs',
      description: 'At the Saturday farmers’ market, stall 12.',
      imageUrl: null,
      expiresAt: null,
      quantity: null,
      createdAt: ago(9),
    }),
  ];
}
