import { delay } from 'msw';
import type { Clock } from '../../application/ports/Clock';
import { normalizeEmail } from '../../domain/auth/normalizeEmail';
import type { Tokens } from '../../domain/auth/Tokens';
import type { Membership } from '../../domain/membership/Membership';
import { initialUserCredits } from '../../domain/network/NetworkCustomization';
import { SystemClock } from '../time/SystemClock';
import { DemoInbox } from './DemoInbox';
import { LiveEventLog } from './live/LiveEventLog';
import { LIVE_CLOSE, LiveServer } from './live/LiveServer';
import { RecentRecords } from './RecentRecords';
import { TELEMETRY_CAPACITY, type TelemetryRecord } from './TelemetryRecord';
import {
  FAKE_STATE_VERSION,
  type AccessTokenRecord,
  type FakeState,
  type MembershipRecord,
  type NetworkRecord,
  type UserRecord,
} from './FakeState';
import { toMembership } from './rules/membershipView';
import { normalizeScenarios } from './Scenarios';
import { ScenarioSwitchboard } from './ScenarioSwitchboard';
import { COOKIE_POLICY_CONTRACT } from './seed/seedConstants';
import { createSeedState } from './seed/createSeedState';

/** Where the fake state is kept between page loads (localStorage in demo mode, a file or nothing in Node). */
export interface StatePersistence {
  load(): FakeState | null;
  save(state: FakeState): void;
  clear(): void;
}

export interface FakeBackendOptions {
  persistence?: StatePersistence;
  /** The back end's clock; tests inject one to expire tokens and codes without waiting. */
  now?: () => number;
  /** Access tokens are short-lived so the app's refresh really happens. Default 2 minutes. */
  accessTokenTtlMs?: number;
  /** How the latency scenario waits; tests inject a recorder so nothing sleeps for real. */
  sleep?: (ms: number) => Promise<void>;
  /** The live socket's timers (auth wait, ping, silence, typing, simulated activity); tests inject a ManualClock. */
  timers?: Pick<Clock, 'now' | 'schedule'>;
}

export const DEFAULT_ACCESS_TOKEN_TTL_MS = 120_000;
/** api-contract.md `POST /v2/auth/refresh`: a rotated refresh token answers the same tokens for this long. */
export const REFRESH_REUSE_GRACE_MS = 30_000;
const REFRESH_TOKENS_PER_MEMBERSHIP = 10;

/**
 * The store of the embedded fake back end and the rules shared by several areas (sessions, access,
 * memberships). Area-specific rules live in `routes/`.
 */
export class FakeBackend {
  readonly inbox: DemoInbox;
  /** What `POST /v2/telemetry` received, for the demo panel and the e2e tests of the http build. */
  readonly telemetry: RecentRecords<TelemetryRecord>;
  readonly scenarios: ScenarioSwitchboard;
  /** Every network's live events (api-contract.md Live events): the write routes publish, sockets replay. */
  readonly liveEvents: LiveEventLog;
  /** The live socket's protocol, served by MSW's `ws.link` in the browser and by the `ws` package in Node. */
  readonly live: LiveServer;
  readonly now: () => number;
  readonly accessTokenTtlMs: number;
  readonly sleep: (ms: number) => Promise<void>;
  private readonly persistence: StatePersistence | undefined;
  private current: FakeState;

  constructor(options: FakeBackendOptions = {}) {
    this.now = options.now ?? (() => Date.now());
    this.accessTokenTtlMs = options.accessTokenTtlMs ?? DEFAULT_ACCESS_TOKEN_TTL_MS;
    this.sleep = options.sleep ?? ((ms) => delay(ms));
    this.persistence = options.persistence;
    this.current = this.loadOrSeed();
    this.inbox = new DemoInbox({
      readMessages: () => this.current.inbox,
      writeMessages: (messages) => {
        this.current.inbox = messages;
        this.persist();
      },
      now: this.now,
      nextId: (prefix) => this.nextId(prefix),
    });
    this.telemetry = new RecentRecords<TelemetryRecord>(
      {
        read: () => this.current.telemetry,
        write: (records) => {
          this.current.telemetry = records;
          this.persist();
        },
      },
      TELEMETRY_CAPACITY,
    );
    this.liveEvents = new LiveEventLog(() => this.current);
    this.live = new LiveServer(this, options.timers ?? new SystemClock());
    this.scenarios = new ScenarioSwitchboard({
      readScenarios: () => this.current.scenarios,
      writeScenarios: (next) => {
        this.current.scenarios = next;
        this.persist();
      },
    });
  }

  /** The live state. Routes mutate it, then the route runner persists it. */
  get state(): FakeState {
    return this.current;
  }

  /** Back to the seed: every account, content, code, token and scenario as shipped. */
  reset(): void {
    const liveLogs = this.liveEvents.forgetAll();
    this.current = createSeedState(this.now());
    this.current.liveLogs = liveLogs;
    // The sockets' members and tokens are gone: the app reconnects, and is told to reset what it shows.
    this.live.closeAll(LIVE_CLOSE.restart, 'The demo back end went back to its seed.');
    this.persistence?.clear();
    this.inbox.notify();
    this.telemetry.notify();
    this.scenarios.notify();
  }

  persist(): void {
    if (!this.persistence) return;
    const now = this.now();
    // Dead codes and tokens are dropped here so a long demo session does not fill localStorage.
    this.current.accessTokens = this.current.accessTokens.filter((token) => token.expiresAt > now);
    this.current.chatTokens = this.current.chatTokens.filter((token) => token.expiresAt > now);
    this.current.otpCodes = this.current.otpCodes.filter((code) => code.expiresAt > now);
    this.current.emailCodes = this.current.emailCodes.filter((code) => code.expiresAt > now);
    this.current.passwordResets = this.current.passwordResets.filter((reset) => reset.expiresAt > now);
    this.persistence.save(this.current);
  }

  nextId(prefix: string): string {
    this.current.sequence += 1;
    return `${prefix}-${this.current.sequence}`;
  }

  /** Unguessable token text; crypto.getRandomValues exists in browsers and Node 20. */
  randomToken(prefix: string, bytes = 16): string {
    const random = crypto.getRandomValues(new Uint8Array(bytes));
    return `${prefix}_${Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  }

  isoNow(): string {
    return new Date(this.now()).toISOString();
  }

  // --- lookups -------------------------------------------------------------------------------

  networkById(id: string): NetworkRecord | undefined {
    return this.current.networks.find((network) => network.customization.id === id);
  }

  networkBySlug(slug: string): NetworkRecord | undefined {
    return this.current.networks.find((network) => network.customization.slug === slug);
  }

  userById(id: string): UserRecord | undefined {
    return this.current.users.find((user) => user.id === id);
  }

  userByEmail(email: string): UserRecord | undefined {
    const wanted = normalizeEmail(email);
    return this.current.users.find((user) => user.email === wanted);
  }

  userByPhone(mobilePhone: string): UserRecord | undefined {
    return this.current.users.find((user) => user.mobilePhone === mobilePhone);
  }

  membershipById(id: string): MembershipRecord | undefined {
    return this.current.memberships.find((member) => member.id === id);
  }

  membershipOf(userId: string, networkId: string): MembershipRecord | undefined {
    return this.current.memberships.find((member) => member.userId === userId && member.networkId === networkId);
  }

  // --- users and memberships -----------------------------------------------------------------

  createUser(fields: Pick<UserRecord, 'email' | 'mobilePhone' | 'password' | 'emailConfirmed'>): UserRecord {
    const user: UserRecord = {
      id: this.nextId('usr'),
      ...fields,
      email: fields.email === null ? null : normalizeEmail(fields.email),
      createdAt: this.isoNow(),
    };
    this.current.users.push(user);
    return user;
  }

  /** A new member starts as a plain user who has not yet accepted the current cookie policy. */
  createMembership(
    user: UserRecord,
    network: NetworkRecord,
    fields: Partial<Pick<MembershipRecord, 'firstName' | 'lastName' | 'birthday' | 'customFields' | 'awaitingSynchronization'>> = {},
  ): MembershipRecord {
    const member: MembershipRecord = {
      id: this.nextId('mem'),
      userId: user.id,
      networkId: network.customization.id,
      role: 'user',
      firstName: fields.firstName ?? '',
      lastName: fields.lastName ?? '',
      lastLocale: null,
      birthday: fields.birthday ?? null,
      customFields: fields.customFields ?? [],
      marketingAccepted: false,
      partnerAccepted: false,
      profilingAccepted: false,
      shouldVerifyEmailToContinue: false,
      missingContracts: [{ ...COOKIE_POLICY_CONTRACT }],
      credits: initialUserCredits(network.customization),
      awaitingSynchronization: fields.awaitingSynchronization ?? false,
      createdAt: this.isoNow(),
    };
    this.current.memberships.push(member);
    return member;
  }

  /** Deleting a membership ends its sessions; a user left without any membership is deleted too. */
  removeMembership(member: MembershipRecord): void {
    const state = this.current;
    const id = member.id;
    state.memberships = state.memberships.filter((candidate) => candidate.id !== id);
    state.accessTokens = state.accessTokens.filter((token) => token.membershipId !== id);
    state.chatTokens = state.chatTokens.filter((token) => token.membershipId !== id);
    state.refreshTokens = state.refreshTokens.filter((token) => token.membershipId !== id);
    state.rotatedRefreshTokens = state.rotatedRefreshTokens.filter((rotated) => rotated.membershipId !== id);
    state.exchanges = state.exchanges.filter((exchange) => exchange.membershipId !== id);
    state.emailCodes = state.emailCodes.filter((code) => code.membershipId !== id);
    state.paymentMethods = state.paymentMethods.filter((method) => method.membershipId !== id);
    state.subscriptions = state.subscriptions.filter((subscription) => subscription.membershipId !== id);
    state.invoices = state.invoices.filter((invoice) => invoice.membershipId !== id);
    state.idempotency = state.idempotency.filter((record) => record.membershipId !== id);
    // Their contents and comments stay (shown as a former member's); what was addressed to them goes.
    state.notifications = state.notifications
      .map((record) => ({
        ...record,
        recipientIds: record.recipientIds.filter((recipient) => recipient !== id),
        readByIds: record.readByIds.filter((reader) => reader !== id),
      }))
      .filter((record) => record.recipientIds.length > 0);
    // They leave the conversations they were in (whose messages stay, as their contents do).
    for (const conversation of state.conversations) {
      if (conversation.memberIds) conversation.memberIds = conversation.memberIds.filter((memberId) => memberId !== id);
      conversation.adminIds = conversation.adminIds.filter((adminId) => adminId !== id);
    }
    state.chatReads = state.chatReads.filter((read) => read.membershipId !== id);
    // Trials stay: they belong to the card, and a card may start one trial per network, account or not.
    if (!state.memberships.some((candidate) => candidate.userId === member.userId)) {
      state.users = state.users.filter((user) => user.id !== member.userId);
      state.passwordResets = state.passwordResets.filter((reset) => reset.userId !== member.userId);
    }
  }

  membershipDto(member: MembershipRecord): Membership {
    return toMembership(this.current, member);
  }

  // --- sessions ------------------------------------------------------------------------------

  /** A fresh pair bound to the membership (user + network); chat tokens only where chat is on. */
  issueTokens(member: MembershipRecord): Tokens {
    const now = this.now();
    const accessToken = this.randomToken('at');
    const refreshToken = this.randomToken('rt', 24);
    const state = this.current;
    state.accessTokens = state.accessTokens.filter((token) => token.expiresAt > now);
    state.accessTokens.push({ token: accessToken, membershipId: member.id, expiresAt: now + this.accessTokenTtlMs });
    state.refreshTokens.push({ token: refreshToken, membershipId: member.id });
    // Old sign-ins on other devices stay valid, but not without bound.
    const mine = state.refreshTokens.filter((token) => token.membershipId === member.id);
    if (mine.length > REFRESH_TOKENS_PER_MEMBERSHIP) {
      const oldest = mine[0];
      state.refreshTokens = state.refreshTokens.filter((token) => token !== oldest);
    }
    const tokens: Tokens = { accessToken, refreshToken };
    const network = this.networkById(member.networkId);
    if (network?.customization.features.chat) {
      tokens.chatToken = this.randomToken(`chat_${member.id}`, 8);
      tokens.chatTokenV2 = this.randomToken(`chat2_${member.id}`, 8);
      state.chatTokens = state.chatTokens.filter((token) => token.expiresAt > now);
      for (const token of [tokens.chatToken, tokens.chatTokenV2]) state.chatTokens.push({ token, membershipId: member.id, expiresAt: now + this.accessTokenTtlMs });
    }
    return tokens;
  }

  /** The membership a still-valid access token belongs to, or null (unknown or expired). */
  memberForAccessToken(accessToken: string): MembershipRecord | null {
    return this.holderOf(this.current.accessTokens, accessToken);
  }

  /**
   * Who the live socket's auth frame names (api-contract.md Live events: chatTokenV2, else chatToken, else the
   * access token): a chat token lives as long as the access token issued with it, so a socket opened after both
   * expired gets 4401 and the app refreshes them together.
   */
  memberForLiveToken(token: string): MembershipRecord | null {
    return this.memberForAccessToken(token) ?? this.holderOf(this.current.chatTokens, token);
  }

  private holderOf(records: readonly AccessTokenRecord[], token: string): MembershipRecord | null {
    const record = records.find((candidate) => candidate.token === token);
    if (!record || record.expiresAt <= this.now()) return null;
    return this.membershipById(record.membershipId) ?? null;
  }

  /**
   * Rotation: the used refresh token stops working and a new pair is issued; null when not good. Within the
   * reuse grace a rotated token gets its rotation's answer again: the page that asked may have reloaded
   * before it arrived, and presents the same token.
   */
  rotateRefreshToken(refreshToken: string, networkId: string): Tokens | null {
    const state = this.current;
    const now = this.now();
    state.rotatedRefreshTokens = state.rotatedRefreshTokens.filter((rotated) => now - rotated.rotatedAt <= REFRESH_REUSE_GRACE_MS);
    const rotated = state.rotatedRefreshTokens.find((candidate) => candidate.token === refreshToken);
    if (rotated) return this.membershipById(rotated.membershipId)?.networkId === networkId ? rotated.answer : null;
    const record = state.refreshTokens.find((token) => token.token === refreshToken);
    if (!record) return null;
    const member = this.membershipById(record.membershipId);
    if (!member || member.networkId !== networkId) return null;
    state.refreshTokens = state.refreshTokens.filter((token) => token !== record);
    const answer = this.issueTokens(member);
    state.rotatedRefreshTokens.push({ token: refreshToken, membershipId: member.id, rotatedAt: now, answer });
    return answer;
  }

  /** Also ends the reuse grace of the token it replaced: a logged-out session is not answered again. */
  revokeRefreshToken(refreshToken: string): void {
    const state = this.current;
    state.refreshTokens = state.refreshTokens.filter((token) => token.token !== refreshToken);
    state.rotatedRefreshTokens = state.rotatedRefreshTokens.filter(
      (rotated) => rotated.token !== refreshToken && rotated.answer.refreshToken !== refreshToken,
    );
  }

  private loadOrSeed(): FakeState {
    let saved: FakeState | null;
    try {
      saved = this.persistence?.load() ?? null;
    } catch {
      // A corrupt saved state is replaced by a fresh seed rather than breaking the demo.
      saved = null;
    }
    if (saved && saved.version === FAKE_STATE_VERSION && Array.isArray(saved.networks)) {
      return { ...saved, scenarios: normalizeScenarios(saved.scenarios) };
    }
    return createSeedState(this.now());
  }
}

export function createFakeBackend(options?: FakeBackendOptions): FakeBackend {
  return new FakeBackend(options);
}
