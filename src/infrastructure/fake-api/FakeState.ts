import type { Tokens } from '../../domain/auth/Tokens';
import type { ContentType } from '../../domain/content/Content';
import type { Creativity } from '../../domain/ads/Creativity';
import type { LiveEvent } from '../../domain/live/LiveEvent';
import type { NotificationPreferences } from '../../domain/notifications/NotificationPreferences';
import type { MemberRole, MissingContract } from '../../domain/membership/Membership';
import type { ReactionEmoji, ReactionTargetType } from '../../domain/reactions/Reaction';
import type {
  CustomFieldAnswer,
  CustomFieldDefinition,
  NetworkCustomization,
} from '../../domain/network/NetworkCustomization';
import type { Bundle, SubscriptionStatus } from '../../domain/subscription/Subscription';
import type { Survey, SurveyAnswer } from '../../domain/surveys/Survey';
import type { DemoInboxMessage } from './DemoInbox';
import type { Scenarios } from './Scenarios';
import type { TelemetryRecord } from './TelemetryRecord';

/** Bumped whenever the shape or the seed changes: a saved state of another version is replaced by a fresh seed. */
export const FAKE_STATE_VERSION = 17;

export interface NetworkRecord {
  customization: NetworkCustomization;
  customFields: CustomFieldDefinition[];
  /** Only private networks have one. */
  invitationCode: string | null;
}

/** A person: global across networks, identified by e-mail (password users, SSO) or phone (OTP users). */
export interface UserRecord {
  id: string;
  email: string | null;
  mobilePhone: string | null;
  /** null for users who only ever came through a phone code or an identity provider. */
  password: string | null;
  emailConfirmed: boolean;
  createdAt: string;
}

/** A user's profile and rights in one network. */
export interface MembershipRecord {
  id: string;
  userId: string;
  networkId: string;
  role: MemberRole;
  firstName: string;
  lastName: string;
  lastLocale: string | null;
  birthday: string | null;
  customFields: CustomFieldAnswer[];
  marketingAccepted: boolean;
  partnerAccepted: boolean;
  profilingAccepted: boolean;
  shouldVerifyEmailToContinue: boolean;
  missingContracts: MissingContract[];
  credits: number;
  /** The member's picture, an upload's url (api-contract.md Membership `avatarUrl`); absent or null: none. */
  avatarUrl?: string | null;
  /** The back end is still copying this new membership around: the next login answers 202 once. */
  awaitingSynchronization: boolean;
  /** What the member is e-mailed about; absent until first changed (the defaults, notificationPreferencesOf). */
  notificationPreferences?: NotificationPreferences;
  createdAt: string;
}

export interface ContentRecord {
  id: string;
  networkId: string;
  type: ContentType;
  title: string;
  body: string;
  authorId: string;
  createdAt: string;
  /** null until the content is first edited. */
  updatedAt: string | null;
  cover: string | null;
  /** A video's media; other types keep null. */
  mediaUrl: string | null;
  /** When an event takes place; other types keep null. */
  startsAt: string | null;
}

export interface CommentRecord {
  id: string;
  contentId: string;
  body: string;
  creatorId: string;
  createdAt: string;
  /** null until the comment is first edited. */
  updatedAt: string | null;
}

/** A member's reaction: one emoji on one content or comment, given at most once (api-contract.md `Reaction`). */
export interface ReactionRecord {
  targetType: ReactionTargetType;
  targetId: string;
  emoji: ReactionEmoji;
  memberId: string;
}

/** Who gave each emoji of a content or a comment: what every member's `mine` is read from. */
export type ReactionGivers = Partial<Record<ReactionEmoji, string[]>>;

/**
 * A notification as sent: to whom (the network's members at that moment, or one member) and who has read
 * it. A member who joins later does not get the notifications sent before.
 */
export interface NotificationRecord {
  id: string;
  networkId: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  recipientIds: string[];
  readByIds: string[];
}

/** A code a member downloaded: theirs for good (downloading again answers it), and one fewer left of the coupon. */
export interface CouponCodeRecord {
  membershipId: string;
  code: string;
  downloadedAt: string;
}

/**
 * A network's coupon (api-contract.md `Coupon`). `quantity` null: unlimited; `remaining` is the quantity less the codes
 * handed out. A code stays handed out when its member leaves: it may have been used.
 */
export interface CouponRecord {
  id: string;
  networkId: string;
  title: string;
  description: string | null;
  imageUrl: string | null;
  expiresAt: string | null;
  quantity: number | null;
  createdAt: string;
  codes: CouponCodeRecord[];
}

/**
 * A conversation of a network's chat. Its members read and write in it (network managers too, who administer chat
 * access); `rules/conversationMembers` says who they are.
 */
export interface ConversationRecord {
  id: string;
  networkId: string;
  title: string;
  adminIds: string[];
  /**
   * Who takes part, or null for every member of the network (the seed's open conversations): the first change to
   * its members fixes the list at the network's members of that moment. A new conversation starts with its creator.
   */
  memberIds: string[] | null;
  createdAt: string;
  /** Lines other demo members say, in turn, a few seconds after a member visits or writes (the demo's polling). */
  script: { senderId: string; body: string }[];
  /** The next line of the script. */
  scriptPosition: number;
  /** When the next scripted line is due (ISO), or null when none is. */
  replyDueAt: string | null;
}

export interface ChatMessageRecord {
  id: string;
  conversationId: string;
  body: string;
  senderId: string;
  createdAt: string;
  clientId: string | null;
}

/** How far a member has read a conversation: messages after `readUpTo` from others are unread. */
export interface ChatReadRecord {
  conversationId: string;
  membershipId: string;
  readUpTo: string;
}

export interface CreativityRecord {
  networkId: string;
  placement: 'banner' | 'welcome';
  creativity: Creativity;
}

/** A survey as the network has it; whether it is answered depends on who looks (`surveyResponses`). */
export interface SurveyRecord {
  networkId: string;
  survey: Omit<Survey, 'answered'>;
}

export interface SurveyResponseRecord {
  surveyId: string;
  membershipId: string;
  answers: SurveyAnswer[];
  createdAt: string;
}

export interface BundleRecord {
  networkId: string;
  bundle: Bundle;
  /** A plan the network no longer sells: it is not listed, but a subscription to it keeps running. */
  retired: boolean;
}

export interface PaymentMethodRecord {
  id: string;
  membershipId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  /** Same card, same fingerprint: a card may start only one free trial per network. */
  fingerprint: string;
}

/**
 * A subscription, or a one-off purchase (a bundle with interval `once`: active for good, no period).
 * Its plan's title, price and interval are read from its bundle, so a plan change shows at once.
 */
export interface SubscriptionRecord {
  id: string;
  membershipId: string;
  networkId: string;
  bundleId: string;
  status: SubscriptionStatus;
  /** The card renewals are charged to. */
  paymentMethodId: string;
  currentPeriodStart: string | null;
  /** The next renewal (the trial end while trialing); null for a one-off purchase. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: string | null;
  /** While incomplete: the secret of the payment the bank wants confirmed (3-D Secure). */
  clientSecret: string | null;
  /** While incomplete: the days of trial it starts with once verified (0: it is charged then). */
  pendingTrialDays: number;
  /** Credit left by a plan change (the unused part of a dearer period), taken off the next invoices. */
  balance: number;
  createdAt: string;
  canceledAt: string | null;
}

export interface InvoiceRecord {
  id: string;
  membershipId: string;
  subscriptionId: string;
  number: string;
  amount: number;
  currency: string;
  status: 'paid' | 'open' | 'void';
  createdAt: string;
}

/** A card fingerprint that started a free trial on a network: it never starts another there. */
export interface TrialRecord {
  networkId: string;
  fingerprint: string;
  membershipId: string;
  startedAt: string;
}

/** The first answer to an `Idempotency-Key` of a member, which every retry with that key gets again. */
export interface IdempotencyRecord {
  membershipId: string;
  key: string;
  /** The request the key was first used with (canonical JSON): another request may not reuse the key. */
  request: string;
  reply: { status: number; body?: unknown };
  createdAt: string;
}

export interface AccessTokenRecord {
  token: string;
  membershipId: string;
  expiresAt: number;
}

export interface RefreshTokenRecord {
  token: string;
  membershipId: string;
}

/** A refresh token rotated away, with the answer its rotation got: api-contract.md's reuse grace answers it again. */
export interface RotatedRefreshTokenRecord {
  token: string;
  membershipId: string;
  rotatedAt: number;
  answer: Tokens;
}

/**
 * Who may hear a live event (api-contract.md Live events: "a member receives only what they may read"): every
 * member who may read the network, or only the members named (a conversation's, a notification's recipients)
 * while they may read it.
 */
export type LiveAudience = { kind: 'network' } | { kind: 'members'; memberIds: string[] };

/**
 * A published live event, as the log keeps it for replay. An event whose payload lists reactions keeps who gave them
 * then (`reactedBy`), so each member receives their own `mine`; one whose payload is a conversation keeps each of its
 * members' unread count then (`unreadBy`, by membership id), so each receives their own `unread` (api-contract.md
 * Live events).
 */
export type LiveEventRecord = LiveEvent & { audience: LiveAudience; reactedBy?: ReactionGivers; unreadBy?: Record<string, number> };

/** One network's live event log: numbered events, the latest kept for replay (`live/LiveEventLog`). */
export interface LiveLogRecord {
  networkId: string;
  /** The latest id given, 0 before the first; a typing frame takes one too, though it is not kept. */
  lastId: number;
  /** A socket resuming after an id older than this cannot be replayed to (dropped past the cap, or gone with a reset). */
  forgottenThrough: number;
  /** Oldest first. */
  events: LiveEventRecord[];
}

export interface ExchangeRecord {
  token: string;
  membershipId: string;
  networkId: string;
  /** How many more polls answer 'pending' before the exchange completes. */
  pendingPolls: number;
}

export interface OtpCodeRecord {
  networkId: string;
  mobilePhone: string;
  code: string;
  expiresAt: number;
}

export interface EmailCodeRecord {
  membershipId: string;
  code: string;
  expiresAt: number;
}

export interface PasswordResetRecord {
  token: string;
  userId: string;
  expiresAt: number;
}

/** A picture `POST /v2/uploads` took, served back by `GET /v2/uploads/{id}` from its data URL. */
export interface UploadRecord {
  id: string;
  networkId: string;
  memberId: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  dataUrl: string;
}

/** Everything the fake back end knows; plain JSON so it can be saved in localStorage or a file. */
export interface FakeState {
  version: number;
  /** Source of readable, unique ids (`mem-12`), kept across reloads. */
  sequence: number;
  networks: NetworkRecord[];
  users: UserRecord[];
  memberships: MembershipRecord[];
  contents: ContentRecord[];
  comments: CommentRecord[];
  reactions: ReactionRecord[];
  uploads: UploadRecord[];
  notifications: NotificationRecord[];
  coupons: CouponRecord[];
  conversations: ConversationRecord[];
  chatMessages: ChatMessageRecord[];
  chatReads: ChatReadRecord[];
  creativities: CreativityRecord[];
  surveys: SurveyRecord[];
  surveyResponses: SurveyResponseRecord[];
  bundles: BundleRecord[];
  paymentMethods: PaymentMethodRecord[];
  subscriptions: SubscriptionRecord[];
  invoices: InvoiceRecord[];
  trials: TrialRecord[];
  idempotency: IdempotencyRecord[];
  accessTokens: AccessTokenRecord[];
  /** The chat tokens of `Tokens` (api-contract.md): good for the live socket's auth frame as long as an access token. */
  chatTokens: AccessTokenRecord[];
  refreshTokens: RefreshTokenRecord[];
  /** Rotated within the reuse grace; older ones are dropped. */
  rotatedRefreshTokens: RotatedRefreshTokenRecord[];
  exchanges: ExchangeRecord[];
  otpCodes: OtpCodeRecord[];
  emailCodes: EmailCodeRecord[];
  passwordResets: PasswordResetRecord[];
  /** Analytics counters keyed `${networkId}|${action}|${subjectType}|${subjectId}`. */
  analytics: Record<string, number>;
  liveLogs: LiveLogRecord[];
  /** What `POST /v2/telemetry` received (the app's events, the browser's CSP reports), oldest first, the last 200. */
  telemetry: TelemetryRecord[];
  inbox: DemoInboxMessage[];
  scenarios: Scenarios;
}
