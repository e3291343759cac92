import { DEMO_PASSWORD } from './seedConstants';

/** The seeded networks, for the README and the landing page. */
export const DEMO_NETWORKS: readonly { slug: string; name: string; summary: string }[] = [
  {
    slug: 'harbour-runners',
    name: 'Harbour Runners',
    summary: 'Public running club. Sign in by e-mail, phone code, Google, Facebook or an SSO provider; minimum age 16; all three consents; strong data collection.',
  },
  {
    slug: 'atelier-ceramica',
    name: 'Atelier Ceramica',
    summary: 'Private pottery studio. Sign up with the invitation code CLAY-2026, a birthday (18+) and custom questions; intro landing page for guests.',
  },
  {
    slug: 'blue-note-masterclass',
    name: 'Blue Note Masterclass',
    summary: 'Purchasable jazz piano course behind a paywall: buy the full course (or the course with a personal review), once, to read the lessons.',
  },
  {
    slug: 'green-table',
    name: 'Green Table Cooking Club',
    summary: 'Subscribable cooking club: monthly or yearly plan, both with a 7-day free trial (one per card).',
  },
  {
    slug: 'borgo-market',
    name: 'Borgo Market Neighbours',
    summary: 'Neighbourhood board that signs people in with a phone code first (otp_first), Google as an alternative; minimum age 14 (age checkbox).',
  },
  {
    slug: 'northwind-staff',
    name: 'Northwind Staff Hub',
    summary: 'Company intranet that signs staff in through its own identity provider (custom SSO, "Northwind ID").',
  },
];

/** Seeded accounts; every one uses the same password. */
export const DEMO_ACCOUNTS: readonly { email: string; password: string; note: string }[] = [
  { email: 'ada@demo.test', password: DEMO_PASSWORD, note: 'Harbour Runners member (plain user: comments, edits only her own) with a complete profile and unread notifications; has not answered the three consents yet.' },
  { email: 'marco@demo.test', password: DEMO_PASSWORD, note: 'Network manager of every demo network: publishes announcements, moderates comments, sends notifications, sees engagement statistics.' },
  { email: 'giulia@demo.test', password: DEMO_PASSWORD, note: 'Trusted contributor of Harbour Runners: may publish posts, videos and events but not announcements; her drills post has a long comment thread.' },
  { email: 'nina@demo.test', password: DEMO_PASSWORD, note: 'Member of the private Atelier Ceramica.' },
  { email: 'leo@demo.test', password: DEMO_PASSWORD, note: 'Bought the Blue Note Masterclass course (goes straight to the lessons).' },
  { email: 'sara@demo.test', password: DEMO_PASSWORD, note: 'Blue Note Masterclass member who has not bought the course (paywall), no saved card.' },
  { email: 'bea@demo.test', password: DEMO_PASSWORD, note: 'Blue Note Masterclass member who has not bought the course, no saved card: for trying the card errors (0002 declined when saved, 3184 with a failed bank check).' },
  { email: 'nico@demo.test', password: DEMO_PASSWORD, note: 'Blue Note Masterclass member without a name who has not bought the course: after buying it, the complete-profile prompt asks for one.' },
  { email: 'chiara@demo.test', password: DEMO_PASSWORD, note: 'Green Table member with an active yearly subscription paid by Visa 4242, an Amex saved too, and invoices: manage, cancel, reactivate, change plan.' },
  { email: 'dario@demo.test', password: DEMO_PASSWORD, note: 'Green Table member with a subscription like chiara\'s (yearly, Visa and Amex, invoices), to manage alongside her.' },
  { email: 'tom@demo.test', password: DEMO_PASSWORD, note: 'Green Table member without a subscription (subscribe page) and a saved Visa 4242 that can still have the trial; his saved Mastercard has expired.' },
  { email: 'elena@demo.test', password: DEMO_PASSWORD, note: 'Green Table member whose subscription has ended (deny reason canceled): Reactivate charges her Mastercard; that card already had its free trial (fingerprint error on a new plan).' },
  { email: 'ines@demo.test', password: DEMO_PASSWORD, note: 'Green Table member whose yearly subscription ended a month ago: Reactivate charges her Visa.' },
  { email: 'paolo@demo.test', password: DEMO_PASSWORD, note: 'Green Table member past due on a plan no longer sold (the renewal was declined; still reads the contents): adding a working card pays the open invoice.' },
  { email: 'rosa@demo.test', password: DEMO_PASSWORD, note: 'Harbour Runners member (plain user) for trying the chat: conversations with unread messages, a draft kept per conversation, replies from other members while a conversation is open.' },
  { email: 'bruno@demo.test', password: DEMO_PASSWORD, note: 'Harbour Runners member (plain user), a second chat tester beside rosa; the only admin of the "Race crew" conversation (bruno, rosa, ada): renames it, changes its admins, removes members.' },
  { email: 'irene@demo.test', password: DEMO_PASSWORD, note: 'Network manager of Harbour Runners only: creates and deletes chat conversations and decides who is in them (chat access), without being in "Race crew" herself.' },
  { email: 'mara@demo.test', password: DEMO_PASSWORD, note: 'Harbour Runners member (plain user) whose names the settings tests change.' },
  { email: 'victor@demo.test', password: DEMO_PASSWORD, note: 'Harbour Runners member who must confirm his e-mail before continuing.' },
  { email: 'nora@demo.test', password: DEMO_PASSWORD, note: 'Harbour Runners member with an incomplete profile and the cookie policy still to accept.' },
  { email: 'ugo@demo.test', password: DEMO_PASSWORD, note: "Harbour Runners member who has not had the network's welcome yet: it shows once, after the profiling consent's dialog." },
  { email: 'sam@demo.test', password: DEMO_PASSWORD, note: 'Northwind Staff Hub employee (the fake Northwind ID signs in any e-mail address).' },
];

/** The seeded phone member of Borgo Market; the one-time code appears in the demo inbox. */
export const DEMO_PHONE_MEMBER = {
  mobilePhone: '+393331234567',
  note: 'Borgo Market Neighbours member who signs in with a phone code (read it in the demo inbox).',
} as const;
