import type { ChatMessageRecord, CommentRecord, ContentRecord, ConversationRecord, FakeState, NotificationRecord } from '../FakeState';
import { data, type Route } from '../Route';
import { FieldProblems, type JsonObject } from '../rules/validation';
import { NETWORK_IDS } from '../seed/seedConstants';

/** What `POST /__demo/scale` adds when the body names no count: the sizes `npm run bench:scale` measures the lists at. */
export const SCALE_DEFAULTS = { contents: 10_000, messages: 10_000, comments: 2_000, notifications: 2_000 } as const;
/** More than this would only make the fake back end slow, not the lists: a bound on what one request may ask. */
const SCALE_MAX = 50_000;

type ScaleCounts = Record<keyof typeof SCALE_DEFAULTS, number>;

/** Every record this route made starts with it, so seeding again replaces them instead of adding more. */
const SCALE_PREFIX = 'scale-';
const NETWORK = NETWORK_IDS.harbour;
const AUTHORS = ['mem-ada-harbour', 'mem-marco-harbour', 'mem-giulia-harbour', 'mem-rosa-harbour', 'mem-bruno-harbour'] as const;
/** Texts of different lengths, so the rows are of different heights as real ones are (the lists measure them). */
const TEXTS = [
  'Short one today.',
  'Easy 8 km along the seafront, then coffee at the kiosk by the marina. The wind dropped after the lighthouse.',
  'Intervals on the track: six times 800 m with 90 s recovery. The last two were hard, but the group kept together and nobody skipped the cool-down.',
  'Long run notes. We started at 7:30 from the customs house steps, water at the fountain at kilometre 9, back along the pier. Pace groups held well: 5:30 with Giulia, 6:00 with Marco. Next week the same route, fifteen minutes earlier because of the heat.',
] as const;
const MINUTE_MS = 60_000;

/**
 * A network at scale, for `npm run bench:scale` (not for the demo): on Harbour Runners, `contents` contents older than
 * the seed's, a conversation "Scale: 10,000 messages" with `messages` messages, a content with `comments` comments
 * (the newest of the feed) and `notifications` notifications to every member. A control route, as the other
 * demo-control endpoints: no networkId, no scenarios. Seeding again replaces what it made before.
 */
export const scaleControlRoutes: Route[] = [
  {
    method: 'POST',
    path: '/__demo/scale',
    control: true,
    handle: async (context) => {
      const counts = readCounts(await context.json());
      const made = seedScale(context.state, counts, context.backend.now());
      return data(made);
    },
  },
];

function readCounts(body: JsonObject): ScaleCounts {
  const problems = new FieldProblems();
  const counts = { ...SCALE_DEFAULTS } as ScaleCounts;
  for (const key of Object.keys(SCALE_DEFAULTS) as (keyof ScaleCounts)[]) {
    const value = body[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > SCALE_MAX) problems.add(key, `${key} must be a whole number from 0 to ${SCALE_MAX}.`);
    else counts[key] = value;
  }
  problems.throwIfAny();
  return counts;
}

function seedScale(state: FakeState, counts: ScaleCounts, now: number): { networkId: string; conversationId: string; contentId: string } {
  const isScale = (record: { id: string }) => record.id.startsWith(SCALE_PREFIX);
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE_MS).toISOString();
  const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
  const conversationId = `${SCALE_PREFIX}conversation`;
  const contentId = `${SCALE_PREFIX}commented`;
  // The seed's own contents are at most a year old: these come after them in the feed, one every ten minutes further back.
  const oldestSeeded = Math.max(0, ...state.contents.filter((content) => content.networkId === NETWORK).map((content) => (now - Date.parse(content.createdAt)) / MINUTE_MS));
  const contents: ContentRecord[] = Array.from({ length: counts.contents }, (_, index) => ({
    ...contentOf(`${SCALE_PREFIX}content-${index + 1}`, at(oldestSeeded + 10 * (index + 1)), index),
    title: `Archive ${index + 1}: ${pick(['Saturday report', 'Track Tuesday', 'Gear notes', 'Race day'], index)}`,
  }));
  const commented = { ...contentOf(contentId, at(1), 1), title: `Scale: ${counts.comments} comments` };
  const comments: CommentRecord[] = Array.from({ length: counts.comments }, (_, index) => ({
    id: `${SCALE_PREFIX}comment-${index + 1}`,
    contentId,
    body: `#${index + 1} ${pick(TEXTS, index * 7)}`,
    creatorId: pick(AUTHORS, index),
    createdAt: at(counts.comments - index + 1),
    updatedAt: null,
  }));
  const conversation: ConversationRecord = {
    id: conversationId,
    networkId: NETWORK,
    title: `Scale: ${counts.messages} messages`,
    adminIds: ['mem-marco-harbour'],
    // Open to every member of the network, like the seed's.
    memberIds: null,
    createdAt: at(4 * counts.messages + 60),
    script: [],
    scriptPosition: 0,
    replyDueAt: null,
  };
  // One every four minutes: 10,000 messages span four weeks, so the log has its day separators.
  const messages: ChatMessageRecord[] = Array.from({ length: counts.messages }, (_, index) => ({
    id: `${SCALE_PREFIX}message-${index + 1}`,
    conversationId,
    body: `#${index + 1} ${pick(TEXTS, index * 3)}`,
    senderId: pick(AUTHORS, index),
    createdAt: at(4 * (counts.messages - index)),
    clientId: null,
  }));
  const recipientIds = state.memberships.filter((member) => member.networkId === NETWORK).map((member) => member.id);
  const notifications: NotificationRecord[] = Array.from({ length: counts.notifications }, (_, index) => ({
    id: `${SCALE_PREFIX}notification-${index + 1}`,
    networkId: NETWORK,
    title: `Notice ${index + 1}`,
    body: pick(TEXTS, index * 5),
    link: null,
    createdAt: at(30 * (index + 1)),
    recipientIds,
    readByIds: index % 3 === 0 ? [] : recipientIds,
  }));
  state.contents = [...state.contents.filter((record) => !isScale(record)), commented, ...contents];
  state.comments = [...state.comments.filter((record) => !isScale(record)), ...comments];
  state.conversations = [...state.conversations.filter((record) => !isScale(record)), conversation];
  state.chatMessages = [...state.chatMessages.filter((record) => !isScale(record)), ...messages];
  state.notifications = [...state.notifications.filter((record) => !isScale(record)), ...notifications];
  return { networkId: NETWORK, conversationId, contentId };
}

function contentOf(id: string, createdAt: string, index: number): Omit<ContentRecord, 'title'> {
  return {
    id,
    networkId: NETWORK,
    // Posts only: an announcement is pinned on top of the feed, which would move a content of a late page to its head.
    type: 'post',
    body: TEXTS[index % TEXTS.length] ?? '',
    authorId: AUTHORS[index % AUTHORS.length] ?? 'mem-marco-harbour',
    createdAt,
    updatedAt: null,
    cover: index % 5 === 2 ? '/demo/cover-harbour-lighthouse.svg' : null,
    mediaUrl: null,
    startsAt: null,
  };
}
