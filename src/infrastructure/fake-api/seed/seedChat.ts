import type { ChatMessageRecord, ChatReadRecord, ConversationRecord } from '../FakeState';
import type { Ago } from './seedContents';
import { NETWORK_IDS } from './seedConstants';

const ADA = 'mem-ada-harbour';
const MARCO = 'mem-marco-harbour';
const GIULIA = 'mem-giulia-harbour';
const VICTOR = 'mem-victor-harbour';
const BRUNO = 'mem-bruno-harbour';
const ROSA = 'mem-rosa-harbour';

type Line = readonly [senderId: string, days: number, hours: number, body: string];

interface ConversationSeed {
  key: string;
  title: string;
  adminIds: string[];
  /** Its own members; absent: every member of the network (an open conversation). */
  memberIds?: string[];
  createdAt: string;
  history: readonly Line[];
  script: readonly (readonly [senderId: string, body: string])[];
}

/**
 * Harbour Runners' chat: four conversations open to every member, with history over several days (the view's day
 * separators), read marks that leave each demo member some unread, and scripts of what other members say a few
 * seconds after someone visits or writes (chatRoutes), so the demo shows polling at work; and "Race crew", whose
 * members are bruno (its only admin, a plain user), rosa and ada: chat access of spec §6 (irene, the manager, and
 * mara are not in it). Its history is the oldest, so it comes last in the list. Ids are fixed for tests.
 */
export function seedChat(ago: Ago): { conversations: ConversationRecord[]; chatMessages: ChatMessageRecord[]; chatReads: ChatReadRecord[] } {
  const conversations: ConversationRecord[] = [];
  const chatMessages: ChatMessageRecord[] = [];
  const seeds: ConversationSeed[] = [
    {
      key: 'harbour-sunday',
      title: 'Sunday long run',
      adminIds: [MARCO],
      createdAt: ago(20),
      history: [
        [MARCO, 4, 2, 'Sunday: 18 km along the seafront, 5:45/km. Who is in?'],
        [GIULIA, 4, 1, 'In! I will bring gels for whoever forgets theirs.'],
        [ADA, 3, 20, 'Count me in, but I might turn back at 14.'],
        [VICTOR, 3, 19, 'Same here. Is there a water stop?'],
        [MARCO, 3, 18, 'The fountain by the marina, at kilometre 9.'],
        [GIULIA, 2, 6, 'Forecast says 27 degrees on Sunday morning...'],
        [MARCO, 2, 5, 'Then we start at 7:30 instead of 8:00. Announcement is up.'],
        [ADA, 1, 3, 'Thanks Marco, 7:30 is much better for me anyway.'],
        [VICTOR, 0, 4, 'See you at the customs house steps!'],
        [GIULIA, 0, 2, 'Pace groups: 5:30 with me, 6:00 with Marco.'],
      ],
      script: [
        [GIULIA, 'Anyone up for coffee after the run?'],
        [MARCO, 'Reminder: the customs house steps, 7:30 sharp.'],
        [VICTOR, 'I will bring the spare bottles.'],
        [ADA, 'Good morning everyone!'],
      ],
    },
    {
      key: 'harbour-10k',
      title: 'Harbour 10K volunteers',
      adminIds: [GIULIA],
      createdAt: ago(10),
      history: [
        [GIULIA, 2, 3, 'Volunteers for the 10K: water station at km 5 and the finish line. Reply here!'],
        [ADA, 1, 20, 'Water station for me.'],
        [MARCO, 1, 19, 'I will coordinate the finish line. We need two more people.'],
        [GIULIA, 1, 2, 'Bibs arrive on Thursday, I will hand them out at the track.'],
      ],
      script: [
        [MARCO, 'Still two places at the finish line, anyone?'],
        [ADA, 'Do volunteers get a T-shirt too?'],
        [GIULIA, 'Yes, same T-shirt as the runners.'],
      ],
    },
    {
      key: 'harbour-track',
      title: 'Track Tuesdays',
      adminIds: [MARCO],
      createdAt: ago(30),
      history: [
        [GIULIA, 5, 4, 'Tuesday session: 6 × 800 m, 90 s recovery.'],
        [VICTOR, 5, 3, 'Is the north gate open?'],
        [MARCO, 5, 2, 'Yes, the north gate. Floodlights at 19:00.'],
        [GIULIA, 1, 22, 'Next Tuesday: drills, then 10 × 200 m.'],
      ],
      script: [
        [GIULIA, 'Warm-up starts at 18:45 by the long jump pit.'],
        [VICTOR, 'On my way, five minutes late.'],
        [MARCO, 'Floodlights are on. See you on the track.'],
      ],
    },
    {
      key: 'harbour-gear',
      title: 'Gear swap',
      adminIds: [MARCO],
      createdAt: ago(15),
      history: [
        [ADA, 3, 8, 'Size 39 trail shoes, worn twice, free to a good home.'],
        [GIULIA, 3, 7, 'Oh, I know someone who needs those. Saving them for her?'],
        [ADA, 2, 22, 'Sure, bring them on Tuesday.'],
        [VICTOR, 0, 7, 'Anyone selling a hydration vest, size M?'],
      ],
      script: [
        [GIULIA, 'I have a vest in M, barely used. Tuesday at the track?'],
        [ADA, 'Check the club drive, there is a list of what people swap.'],
      ],
    },
    {
      key: 'harbour-race-crew',
      title: 'Race crew',
      adminIds: [BRUNO],
      memberIds: [BRUNO, ROSA, ADA],
      createdAt: ago(12),
      history: [
        [BRUNO, 9, 20, 'Race crew for the Harbour Half: bibs and the van are on me.'],
        [ROSA, 9, 18, 'Great! Can we leave from the club at 6?'],
        [ADA, 8, 22, 'Fine by me. I will bring spare safety pins.'],
        [BRUNO, 8, 20, '6 sharp at the club, then. Bring your own bottle.'],
      ],
      // No script: what is said here is what the members say.
      script: [],
    },
  ];
  for (const seed of seeds) {
    const id = `conv-${seed.key}`;
    conversations.push({
      id,
      networkId: NETWORK_IDS.harbour,
      title: seed.title,
      adminIds: seed.adminIds,
      memberIds: seed.memberIds ?? null,
      createdAt: seed.createdAt,
      script: seed.script.map(([senderId, body]) => ({ senderId, body })),
      scriptPosition: 0,
      replyDueAt: null,
    });
    seed.history.forEach(([senderId, days, hours, body], index) => {
      chatMessages.push({ id: `msg-${seed.key}-${index + 1}`, conversationId: id, body, senderId, createdAt: ago(days, hours), clientId: null });
    });
  }
  const readUpTo = (conversation: string, messageNumber: number) => chatMessages.find((message) => message.id === `msg-${conversation}-${messageNumber}`)?.createdAt ?? ago(0);
  const chatReads: ChatReadRecord[] = [
    // ada: 2 unread in the Sunday run, 1 in the gear swap; all read in the 10K (her last message is there).
    { conversationId: 'conv-harbour-sunday', membershipId: ADA, readUpTo: readUpTo('harbour-sunday', 8) },
    { conversationId: 'conv-harbour-10k', membershipId: ADA, readUpTo: readUpTo('harbour-10k', 4) },
    { conversationId: 'conv-harbour-track', membershipId: ADA, readUpTo: readUpTo('harbour-track', 4) },
    { conversationId: 'conv-harbour-gear', membershipId: ADA, readUpTo: readUpTo('harbour-gear', 3) },
    // giulia and marco have read everything but the last hours.
    { conversationId: 'conv-harbour-sunday', membershipId: GIULIA, readUpTo: readUpTo('harbour-sunday', 10) },
    { conversationId: 'conv-harbour-10k', membershipId: GIULIA, readUpTo: readUpTo('harbour-10k', 4) },
    { conversationId: 'conv-harbour-track', membershipId: GIULIA, readUpTo: readUpTo('harbour-track', 4) },
    { conversationId: 'conv-harbour-gear', membershipId: GIULIA, readUpTo: readUpTo('harbour-gear', 3) },
    { conversationId: 'conv-harbour-sunday', membershipId: MARCO, readUpTo: readUpTo('harbour-sunday', 9) },
    { conversationId: 'conv-harbour-10k', membershipId: MARCO, readUpTo: readUpTo('harbour-10k', 4) },
    { conversationId: 'conv-harbour-track', membershipId: MARCO, readUpTo: readUpTo('harbour-track', 4) },
    { conversationId: 'conv-harbour-gear', membershipId: MARCO, readUpTo: readUpTo('harbour-gear', 4) },
    // The race crew: bruno and ada have read it all, rosa has bruno's last message unread.
    { conversationId: 'conv-harbour-race-crew', membershipId: BRUNO, readUpTo: readUpTo('harbour-race-crew', 4) },
    { conversationId: 'conv-harbour-race-crew', membershipId: ADA, readUpTo: readUpTo('harbour-race-crew', 4) },
    { conversationId: 'conv-harbour-race-crew', membershipId: ROSA, readUpTo: readUpTo('harbour-race-crew', 3) },
  ];
  return { conversations, chatMessages, chatReads };
}
