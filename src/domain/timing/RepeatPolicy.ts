/**
 * The least wait between two rounds of a repeated request (api-contract.md's REST fallback): no poll,
 * refresh on focus or retry of the app asks more often, whatever made it ask.
 */
export const REPEAT_FLOOR_MS = 4_000;
/** The wait after a first failure, doubled after each further failure in a row, up to the limit. */
export const BACKOFF_FIRST_MS = 4_000;
export const BACKOFF_LIMIT_MS = 60_000;
/**
 * Each back-off wait is moved by up to this share of it, either way (then kept within the floor and the limit),
 * so the tabs that failed together in an outage do not all come back at the same moment.
 */
export const BACKOFF_JITTER = 0.2;

/** How the last round went, as the rule needs to know it. */
export type RoundOutcome =
  /** Something new arrived and more may be waiting (a full page of new messages): asking again at once pays. */
  | { kind: 'new' }
  /** Answered, with nothing more waiting. */
  | { kind: 'answered' }
  /** No good answer; `retryAfterMs` when the server said when to come back (429 or 503 with `Retry-After`). */
  | { kind: 'failed'; retryAfterMs: number | null }
  /** Refused for good (401 still there after the token refresh, 403): asking again would hear the same. */
  | { kind: 'refused' };

/**
 * What follows a round: the next one, with how long until a round may run at all (`notBeforeMs`: a focus or a shown
 * tab waits for it) and how long until one runs by itself (`scheduledMs`, null for a request only asked for on
 * demand); or the end, because the server refused or the rule's time limit has passed.
 */
export type NextRound =
  | { kind: 'next'; notBeforeMs: number; scheduledMs: number | null }
  | { kind: 'stop'; reason: 'refused' | 'tooLong' };

export interface RepeatPolicyOptions {
  /** The normal wait after an answer; null: no round of its own, only when asked (a focus, a screen opening). */
  intervalMs: number | null;
  /** The least wait; only a rule the spec fixes (the sign-in synchronizing retry, every 2 s) goes under 4 s. */
  floorMs?: number;
  /** After this long since the first round, the repetition ends ('tooLong'). */
  giveUpAfterMs?: number;
  /** The wait after a first failure; only a rule the spec fixes (the live socket's reconnect, 1 s) differs from 4 s. */
  backoffFirstMs?: number;
}

export interface RoundContext {
  /** Since the first round started. */
  elapsedMs: number;
  /** Failed rounds in a row, the last one included. */
  failuresInARow?: number;
  /** A number in [0, 1) that places the wait within its jitter (0.5: the middle). */
  jitter?: number;
}

/**
 * The one back-off rule of every repeated request of the app (nothing storms, everything backs off):
 * again at once only when something new arrived; otherwise the normal interval; after a failure, the server's
 * `Retry-After` when it gave one, else 4 s doubling to 60 s with jitter; stop when the server refuses; never more
 * often than the floor.
 */
export class RepeatPolicy {
  readonly intervalMs: number | null;
  readonly floorMs: number;
  private readonly giveUpAfterMs: number;
  private readonly backoffFirstMs: number;

  constructor({ intervalMs, floorMs = REPEAT_FLOOR_MS, giveUpAfterMs = Number.POSITIVE_INFINITY, backoffFirstMs = BACKOFF_FIRST_MS }: RepeatPolicyOptions) {
    this.floorMs = floorMs;
    this.backoffFirstMs = backoffFirstMs;
    this.intervalMs = intervalMs === null ? null : Math.max(intervalMs, floorMs);
    this.giveUpAfterMs = giveUpAfterMs;
  }

  next(outcome: RoundOutcome, { elapsedMs, failuresInARow = 0, jitter = 0.5 }: RoundContext): NextRound {
    if (outcome.kind === 'refused') return { kind: 'stop', reason: 'refused' };
    const waitMs = this.waitAfter(outcome, failuresInARow, jitter);
    const scheduledMs = this.intervalMs === null ? null : (waitMs ?? this.intervalMs);
    if (scheduledMs !== null && elapsedMs + scheduledMs > this.giveUpAfterMs) return { kind: 'stop', reason: 'tooLong' };
    return { kind: 'next', notBeforeMs: waitMs ?? this.floorMs, scheduledMs };
  }

  /** The wait a round's outcome imposes before any other round, or null for the normal rhythm. */
  private waitAfter(outcome: Exclude<RoundOutcome, { kind: 'refused' }>, failuresInARow: number, jitter: number): number | null {
    if (outcome.kind === 'new') return this.intervalMs === null ? this.floorMs : 0;
    if (outcome.kind === 'answered') return null;
    if (outcome.retryAfterMs !== null) return Math.max(outcome.retryAfterMs, this.floorMs);
    return this.backoffMs(Math.max(1, failuresInARow), jitter);
  }

  private backoffMs(failuresInARow: number, jitter: number): number {
    const nominal = Math.min(this.backoffFirstMs * 2 ** (failuresInARow - 1), BACKOFF_LIMIT_MS);
    const spread = nominal * (1 + BACKOFF_JITTER * (2 * jitter - 1));
    return Math.round(Math.min(Math.max(spread, this.floorMs), BACKOFF_LIMIT_MS));
  }
}
