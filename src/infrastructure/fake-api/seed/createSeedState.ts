import type { MemberRole } from '../../../domain/membership/Membership';
import type { CommentRecord, ContentRecord, FakeState, MembershipRecord, NotificationRecord, UserRecord } from '../FakeState';
import { FAKE_STATE_VERSION } from '../FakeState';
import { DEFAULT_SCENARIOS } from '../Scenarios';
import { seedContents } from './seedContents';
import { seedCommerce } from './seedCommerce';
import { seedCoupons } from './seedCoupons';
import { COOKIE_POLICY_CONTRACT, DEMO_PASSWORD, NETWORK_IDS } from './seedConstants';
import { DEMO_PHONE_MEMBER } from './demoDirectory';
import { seedNetworks } from './seedNetworks';
import { seedNotifications } from './seedNotifications';
import { seedReactions } from './seedReactions';
import { seedChat } from './seedChat';
import { seedSurveys } from './seedSurveys';

const DAY_MS = 86_400_000;

type MembershipSeed = Partial<Omit<MembershipRecord, 'id' | 'userId' | 'networkId'>> & { role?: MemberRole };

/**
 * The shipped demo world. Ids are readable and fixed (`mem-ada-harbour`) so tests and the README can
 * name them; dates are relative to `now` so the feed always looks recent.
 */
export function createSeedState(now: number): FakeState {
  const ago = (days: number, hours = 0) => new Date(now - days * DAY_MS - hours * 3_600_000).toISOString();
  const ahead = (days: number, hourUtc: number) => {
    const day = new Date(now + days * DAY_MS);
    day.setUTCHours(hourUtc, 0, 0, 0);
    return day.toISOString();
  };
  const users: UserRecord[] = [];
  const memberships: MembershipRecord[] = [];

  const user = (key: string, email: string | null, extra: Partial<UserRecord> = {}): string => {
    users.push({
      id: `usr-${key}`,
      email,
      mobilePhone: null,
      password: email ? DEMO_PASSWORD : null,
      emailConfirmed: email !== null,
      createdAt: ago(400),
      ...extra,
    });
    return `usr-${key}`;
  };
  const member = (key: string, userKey: string, networkId: string, seed: MembershipSeed): string => {
    const id = `mem-${key}`;
    memberships.push({
      id,
      userId: `usr-${userKey}`,
      networkId,
      role: 'user',
      firstName: '',
      lastName: '',
      lastLocale: 'en',
      birthday: null,
      customFields: [],
      marketingAccepted: false,
      partnerAccepted: false,
      profilingAccepted: false,
      shouldVerifyEmailToContinue: false,
      missingContracts: [],
      credits: 2,
      awaitingSynchronization: false,
      createdAt: ago(200),
      ...seed,
    });
    return id;
  };
  const consentsGiven = { marketingAccepted: true, partnerAccepted: true, profilingAccepted: true };

  user('ada', 'ada@demo.test');
  member('ada-harbour', 'ada', NETWORK_IDS.harbour, {
    firstName: 'Ada', lastName: 'Rossi', birthday: '1991-04-12', credits: 5,
    customFields: [{ id: 'cf-harbour-distance', answer: 'Half marathon' }],
  });

  user('marco', 'marco@demo.test');
  const manager: MembershipSeed = { role: 'network_manager', firstName: 'Marco', lastName: 'Bianchi', birthday: '1984-09-03', ...consentsGiven };
  // A few members have a picture (the demo shows faces beside what they wrote), the others their initials.
  member('marco-harbour', 'marco', NETWORK_IDS.harbour, { ...manager, credits: 5, avatarUrl: '/demo/avatar-marco.svg' });
  member('marco-atelier', 'marco', NETWORK_IDS.atelier, {
    ...manager, customFields: [{ id: 'cf-atelier-experience', answer: 'Fifteen years, I run the studio' }],
  });
  member('marco-bluenote', 'marco', NETWORK_IDS.blueNote, manager);
  member('marco-greentable', 'marco', NETWORK_IDS.greenTable, manager);
  member('marco-borgo', 'marco', NETWORK_IDS.borgo, manager);
  member('marco-northwind', 'marco', NETWORK_IDS.northwind, {
    ...manager, customFields: [{ id: 'cf-northwind-team', answer: 'People & Culture' }],
  });

  user('giulia', 'giulia@demo.test');
  member('giulia-harbour', 'giulia', NETWORK_IDS.harbour, {
    role: 'trusted_contributor', firstName: 'Giulia', lastName: 'Verdi', birthday: '1995-01-22', credits: 5, ...consentsGiven, avatarUrl: '/demo/avatar-giulia.svg',
  });

  user('nina', 'nina@demo.test');
  member('nina-atelier', 'nina', NETWORK_IDS.atelier, {
    firstName: 'Nina', lastName: 'Conti', birthday: '1979-06-30', marketingAccepted: true, avatarUrl: '/demo/avatar-nina.svg',
    customFields: [
      { id: 'cf-atelier-experience', answer: 'About five years, mostly wheel throwing' },
      { id: 'cf-atelier-kiln', answer: 'No, I fire at the studio' },
    ],
  });

  user('leo', 'leo@demo.test');
  member('leo-bluenote', 'leo', NETWORK_IDS.blueNote, { firstName: 'Leo', lastName: 'Marino', profilingAccepted: true });
  user('sara', 'sara@demo.test');
  member('sara-bluenote', 'sara', NETWORK_IDS.blueNote, { firstName: 'Sara', lastName: 'Galli' });
  // The card errors' tester: Blue Note sells without a trial, so the shared test cards never meet a used-trial refusal.
  user('bea', 'bea@demo.test');
  member('bea-bluenote', 'bea', NETWORK_IDS.blueNote, { firstName: 'Beatrice', lastName: 'Villa' });
  // No name yet: Blue Note is purchasable, so the complete-profile prompt waits for the purchase (spec §4 "unless forced").
  user('nico', 'nico@demo.test');
  member('nico-bluenote', 'nico', NETWORK_IDS.blueNote, {});

  user('chiara', 'chiara@demo.test');
  member('chiara-greentable', 'chiara', NETWORK_IDS.greenTable, { firstName: 'Chiara', lastName: 'Lombardi', credits: 3, marketingAccepted: true });
  user('dario', 'dario@demo.test');
  member('dario-greentable', 'dario', NETWORK_IDS.greenTable, { firstName: 'Dario', lastName: 'Colombo', credits: 3 });
  user('tom', 'tom@demo.test');
  member('tom-greentable', 'tom', NETWORK_IDS.greenTable, { firstName: 'Tommaso', lastName: 'Ferri', credits: 3 });
  user('elena', 'elena@demo.test');
  member('elena-greentable', 'elena', NETWORK_IDS.greenTable, { firstName: 'Elena', lastName: 'Ricci', credits: 3 });
  user('ines', 'ines@demo.test');
  member('ines-greentable', 'ines', NETWORK_IDS.greenTable, { firstName: 'Ines', lastName: 'Marchetti', credits: 3 });
  user('paolo', 'paolo@demo.test');
  member('paolo-greentable', 'paolo', NETWORK_IDS.greenTable, { firstName: 'Paolo', lastName: 'Russo', credits: 3 });

  // Harbour Runners' chat testers: two members and a second manager.
  user('rosa', 'rosa@demo.test');
  member('rosa-harbour', 'rosa', NETWORK_IDS.harbour, { firstName: 'Rosa', lastName: 'Fontana', birthday: '1993-02-17', credits: 5, ...consentsGiven });
  user('bruno', 'bruno@demo.test');
  member('bruno-harbour', 'bruno', NETWORK_IDS.harbour, { firstName: 'Bruno', lastName: 'Gallo', birthday: '1988-07-09', credits: 5, ...consentsGiven });
  user('irene', 'irene@demo.test');
  member('irene-harbour', 'irene', NETWORK_IDS.harbour, { role: 'network_manager', firstName: 'Irene', lastName: 'Sala', birthday: '1980-12-01', credits: 5, ...consentsGiven });

  // The settings' tester: changes her names, which no other test reads.
  user('mara', 'mara@demo.test');
  member('mara-harbour', 'mara', NETWORK_IDS.harbour, { firstName: 'Mara', lastName: 'Conti', birthday: '1990-06-14', credits: 5, ...consentsGiven });

  user('victor', 'victor@demo.test', { emailConfirmed: false, createdAt: ago(1) });
  member('victor-harbour', 'victor', NETWORK_IDS.harbour, {
    firstName: 'Victor', lastName: 'Greco', birthday: '2000-11-05', credits: 5, shouldVerifyEmailToContinue: true, createdAt: ago(1),
  });

  // The ads' tester: has not had Harbour Runners' welcome, and has the profiling consent still to answer,
  // so the welcome follows the consent dialog.
  user('ugo', 'ugo@demo.test');
  member('ugo-harbour', 'ugo', NETWORK_IDS.harbour, {
    firstName: 'Ugo', lastName: 'Pellegrini', birthday: '1991-04-22', credits: 5, marketingAccepted: true, partnerAccepted: true,
  });

  user('nora', 'nora@demo.test', { createdAt: ago(0, 3) });
  member('nora-harbour', 'nora', NETWORK_IDS.harbour, {
    credits: 5, lastLocale: null, missingContracts: [{ ...COOKIE_POLICY_CONTRACT }], createdAt: ago(0, 3),
  });

  user('sam', 'sam@demo.test');
  member('sam-northwind', 'sam', NETWORK_IDS.northwind, {
    firstName: 'Samuele', lastName: 'Moretti', customFields: [{ id: 'cf-northwind-team', answer: 'Logistics' }],
  });

  user('franca', null, { mobilePhone: DEMO_PHONE_MEMBER.mobilePhone, emailConfirmed: false });
  member('franca-borgo', 'franca', NETWORK_IDS.borgo, {
    firstName: 'Franca', lastName: 'Esposito', customFields: [{ id: 'cf-borgo-street', answer: 'Via Garibaldi' }],
  });

  const { contents, comments } = seedContents(ago, ahead);
  const commerce = seedCommerce(now);

  return {
    version: FAKE_STATE_VERSION,
    // Generated ids start above the seed's so they never collide with a fixed one.
    sequence: 1000,
    networks: seedNetworks(),
    users,
    memberships,
    contents: contents satisfies ContentRecord[],
    comments: comments satisfies CommentRecord[],
    reactions: seedReactions(),
    uploads: [],
    notifications: seedNotifications(ago, memberships) satisfies NotificationRecord[],
    coupons: seedCoupons(ago, ahead),
    ...seedChat(ago),
    creativities: [
      {
        networkId: NETWORK_IDS.harbour,
        placement: 'banner',
        creativity: {
          id: 'cre-harbour-shoes',
          imageUrl: '/demo/banner-harbour-shoes.svg',
          linkUrl: 'https://www.example.com/offers/trail-shoes',
          title: 'Partner offer: 15% off trail shoes',
        },
      },
      {
        networkId: NETWORK_IDS.harbour,
        placement: 'welcome',
        creativity: { id: 'cre-harbour-welcome', imageUrl: '/demo/welcome-harbour.svg', linkUrl: null, title: 'Welcome to Harbour Runners' },
      },
      {
        networkId: NETWORK_IDS.borgo,
        placement: 'banner',
        creativity: {
          id: 'cre-borgo-bakery',
          imageUrl: '/demo/banner-borgo-bakery.svg',
          linkUrl: null,
          title: 'Forno del Borgo: fresh focaccia every morning',
        },
      },
      // Every network has a banner and a welcome (product-spec §7's creativity calls; an untitled one on Borgo Market). A welcome with an https
      // link is the network's promotion, whose "Redeem it" is counted by `POST /v2/analytics/promotion/{id}/redeem-it-click`.
      { networkId: NETWORK_IDS.borgo, placement: 'welcome', creativity: { id: 'cre-borgo-welcome', imageUrl: '/demo/welcome-borgo.svg', linkUrl: null, title: null } },
      {
        networkId: NETWORK_IDS.greenTable,
        placement: 'banner',
        creativity: { id: 'cre-green-knives', imageUrl: '/demo/banner-green-table-knives.svg', linkUrl: 'https://www.example.com/offers/chef-knives', title: 'Chef knives: 20% off this week' },
      },
      {
        networkId: NETWORK_IDS.greenTable,
        placement: 'welcome',
        creativity: {
          id: 'cre-green-welcome',
          imageUrl: '/demo/welcome-green-table.svg',
          linkUrl: 'https://www.example.com/green-table/first-recipes',
          title: 'Welcome to the kitchen: your first recipe box is on us',
        },
      },
      {
        networkId: NETWORK_IDS.atelier,
        placement: 'banner',
        creativity: { id: 'cre-atelier-clay', imageUrl: '/demo/banner-atelier-clay.svg', linkUrl: 'https://www.example.com/offers/stoneware-clay', title: 'Stoneware clay, delivered' },
      },
      {
        networkId: NETWORK_IDS.atelier,
        placement: 'welcome',
        creativity: {
          id: 'cre-atelier-welcome',
          imageUrl: '/demo/cover-atelier-raku.svg',
          linkUrl: 'https://www.example.com/atelier-ceramica/first-wheel-class',
          title: 'Welcome to the studio: your first wheel class is free',
        },
      },
      {
        networkId: NETWORK_IDS.blueNote,
        placement: 'banner',
        creativity: { id: 'cre-bluenote-reeds', imageUrl: '/demo/cover-blue-note-qa.svg', linkUrl: 'https://www.example.com/offers/reeds-and-mouthpieces', title: 'Partner offer: 10% off reeds and mouthpieces' },
      },
      { networkId: NETWORK_IDS.blueNote, placement: 'welcome', creativity: { id: 'cre-bluenote-welcome', imageUrl: '/demo/welcome-blue-note.svg', linkUrl: null, title: 'Welcome to the masterclass' } },
      {
        networkId: NETWORK_IDS.northwind,
        placement: 'banner',
        creativity: { id: 'cre-northwind-gym', imageUrl: '/demo/logo-northwind.svg', linkUrl: 'https://www.example.com/northwind/benefits/gym', title: 'Staff benefit: 30% off the partner gym' },
      },
      { networkId: NETWORK_IDS.northwind, placement: 'welcome', creativity: { id: 'cre-northwind-welcome', imageUrl: '/demo/welcome-northwind.svg', linkUrl: null, title: 'Welcome aboard, Northwind' } },
    ],
    ...seedSurveys(ago, ahead),
    ...commerce,
    accessTokens: [],
    chatTokens: [],
    refreshTokens: [],
    rotatedRefreshTokens: [],
    exchanges: [],
    otpCodes: [],
    emailCodes: [],
    passwordResets: [],
    analytics: {},
    liveLogs: [],
    telemetry: [],
    inbox: [],
    scenarios: { ...DEFAULT_SCENARIOS },
  };
}
