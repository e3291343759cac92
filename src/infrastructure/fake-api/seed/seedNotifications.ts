import type { MembershipRecord, NotificationRecord } from '../FakeState';
import type { Ago } from './seedContents';
import { NETWORK_IDS } from './seedConstants';

interface NotificationSeed {
  key: string;
  networkId: string;
  createdAt: string;
  title: string;
  body: string;
  link?: string;
  /** Only these members; by default every member of the network at that moment. */
  to?: string[];
  readBy?: string[];
}

/**
 * The demo members' notifications, some read and some not, most leading to a content of their network
 * (`/<slug>/contents/<id>`), one to a partner's https page. Ids are fixed (`ntf-harbour-10k`) for tests.
 */
export function seedNotifications(ago: Ago, memberships: readonly MembershipRecord[]): NotificationRecord[] {
  const notification = (seed: NotificationSeed): NotificationRecord => ({
    id: `ntf-${seed.key}`,
    networkId: seed.networkId,
    title: seed.title,
    body: seed.body,
    link: seed.link ?? null,
    createdAt: seed.createdAt,
    // As `POST /v2/notifications` does: who was a member when it was sent, not who joined later.
    recipientIds: seed.to ?? memberships
      .filter((member) => member.networkId === seed.networkId && member.createdAt <= seed.createdAt)
      .map((member) => member.id),
    readByIds: seed.readBy ?? [],
  });

  const harbour = NETWORK_IDS.harbour;
  return [
    notification({
      key: 'harbour-welcome', networkId: harbour, createdAt: ago(30),
      title: 'Welcome to Harbour Runners',
      body: 'Group runs on Tuesday evening and Sunday morning, all paces welcome. Say hello in the comments of any post!',
      readBy: ['mem-ada-harbour', 'mem-marco-harbour', 'mem-giulia-harbour'],
    }),
    notification({
      key: 'harbour-10k', networkId: harbour, createdAt: ago(2),
      title: 'Harbour 10K: registration open',
      body: 'Members get 30% off the entry fee. Volunteers for the water station are welcome too.',
      link: '/harbour-runners/contents/cnt-harbour-10k',
      readBy: ['mem-marco-harbour', 'mem-giulia-harbour'],
    }),
    notification({
      key: 'harbour-reply', networkId: harbour, createdAt: ago(1, 18),
      title: 'Giulia Verdi answered your comment',
      body: 'Kilometre 5, Ada. Bring a cap, it gets sunny by the cranes.',
      link: '/harbour-runners/contents/cnt-harbour-10k',
      to: ['mem-ada-harbour'],
    }),
    notification({
      key: 'harbour-shoes', networkId: harbour, createdAt: ago(1, 6),
      title: 'Partner offer: 15% off trail shoes',
      body: 'Our partner store gives club members 15% off trail shoes until the end of the month.',
      link: 'https://www.example.com/offers/trail-shoes',
      readBy: ['mem-marco-harbour'],
    }),
    notification({
      key: 'harbour-drills', networkId: harbour, createdAt: ago(0, 20),
      title: 'New comments on your post',
      body: "'Five drills for a stronger finish' has new comments from Ada, Marco and Victor.",
      link: '/harbour-runners/contents/cnt-harbour-drills',
      to: ['mem-giulia-harbour'],
    }),
    notification({
      key: 'harbour-sunday', networkId: harbour, createdAt: ago(0, 5),
      title: 'Sunday long run moves to 7:30',
      body: 'Same meeting point, half an hour earlier, to beat the heat.',
      link: '/harbour-runners/contents/cnt-harbour-sunday',
      readBy: ['mem-ada-harbour'],
    }),
    notification({
      key: 'atelier-kiln', networkId: NETWORK_IDS.atelier, createdAt: ago(1),
      title: 'Kiln firing schedule for the month',
      body: 'Bisque on Mondays, glaze on Thursdays: tag your pieces by 6 pm the day before.',
      link: '/atelier-ceramica/contents/cnt-atelier-kiln',
      readBy: ['mem-marco-atelier'],
    }),
    notification({
      key: 'bluenote-lesson7', networkId: NETWORK_IDS.blueNote, createdAt: ago(0, 9),
      title: 'Lesson 7 is online',
      body: 'Rootless voicings, with the trio backing track at 90 and 120 bpm.',
      link: '/blue-note-masterclass/contents/cnt-bluenote-lesson7',
      readBy: ['mem-marco-bluenote'],
    }),
    notification({
      key: 'green-theme', networkId: NETWORK_IDS.greenTable, createdAt: ago(1, 2),
      title: "This month's theme: spring greens",
      body: 'Four recipes, one per week, and a live cook-along every Thursday.',
      link: '/green-table/contents/cnt-green-theme',
      readBy: ['mem-marco-greentable', 'mem-chiara-greentable'],
    }),
    notification({
      key: 'borgo-market', networkId: NETWORK_IDS.borgo, createdAt: ago(0, 7),
      title: 'Saturday market in Piazza Grande',
      body: 'While the road works on Via Roma go on, the market moves to Piazza Grande.',
      link: '/borgo-market/contents/cnt-borgo-market',
      readBy: ['mem-marco-borgo'],
    }),
    notification({
      key: 'northwind-expenses', networkId: NETWORK_IDS.northwind, createdAt: ago(1, 3),
      title: 'New expense policy',
      body: 'Receipts are uploaded in the app from next month; paper copies are no longer needed.',
      link: '/northwind-staff/contents/cnt-northwind-expenses',
      readBy: ['mem-marco-northwind'],
    }),
  ];
}
