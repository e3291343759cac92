import { RepeatPolicy, type NextRound, type RoundOutcome } from '../../domain/timing/RepeatPolicy';
import { ApiError } from '../errors/ApiError';
import type { Clock } from '../ports/Clock';
import type { RandomSource } from '../ports/RandomSource';

export type StopReason = Extract<NextRound, { kind: 'stop' }>['reason'];

/** What one round of a repeated request found: something new (more may wait), an answer, or the end of the flow. */
export type RoundResult = 'new' | 'answered' | 'finished';

/** The rule of a request only asked for (a focus, a screen opening): no round of its own, the floor and back-off between. */
export const ON_DEMAND = new RepeatPolicy({ intervalMs: null });

/**
 * How a failed round counts: a 401 still there after the ApiClient's token refresh, or a 403, is a refusal (asking
 * again would hear the same); anything else is a failure to back off from, for as long as the server's
 * `Retry-After` said when it gave one.
 */
export function outcomeOfFailure(error: unknown): RoundOutcome {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return { kind: 'refused' };
  return { kind: 'failed', retryAfterMs: error instanceof ApiError ? error.retryAfterMs : null };
}

/**
 * Runs a request again and again by a RepeatPolicy, every wait through the Clock port and every jitter from the
 * RandomSource port: the one runner of the app's polls and refreshes on focus (DESIGN.md Conventions). A round the policy
 * holds back (too soon, backing off) runs once it allows; asks meanwhile make that one round. A refusal (or the
 * policy's time limit) stops it and tells `stopped` (the screen says so, with a retry: `now`).
 */
export class RepeatingRequest {
  private cancelTimer: (() => void) | null = null;
  /** The clock time before which no round runs (the floor after an answer, the back-off after a failure). */
  private notBefore = Number.NEGATIVE_INFINITY;
  private failuresInARow = 0;
  private startedAt: number | null = null;
  private inFlight: Promise<void> | null = null;
  /** Paused: the page is hidden; stopped: by the policy (the server refused); closed: for good. */
  private halted: 'paused' | 'stopped' | 'closed' | null = null;

  constructor(
    private readonly clock: Pick<Clock, 'now' | 'schedule'>,
    private readonly random: Pick<RandomSource, 'fraction'>,
    private readonly policy: RepeatPolicy,
    private readonly round: () => Promise<RoundResult>,
    private readonly stopped: (reason: StopReason) => void = () => undefined,
  ) {}

  /** Whether the policy stopped the rounds (nothing runs until `now`). */
  get isStopped(): boolean {
    return this.halted === 'stopped';
  }

  /** The first round after the policy's interval: what the screen shows was just loaded. */
  start(): void {
    this.startedAt ??= this.clock.now();
    if (this.policy.intervalMs !== null) this.runIn(this.policy.intervalMs);
  }

  /**
   * Something suggests asking again (the tab shown again, the window focused): a round at once when the policy
   * allows, else as soon as it does. Nothing while a round runs, once stopped, or once closed.
   */
  ask(): void {
    if (this.halted === 'stopped' || this.halted === 'closed') return;
    this.halted = null;
    if (this.inFlight) return;
    this.runIn(this.notBefore - this.clock.now());
  }

  /**
   * The member asked (a Retry, a screen opening, a write that changed what is counted): a round at once, also
   * once stopped; after the one under way, whose answer may be older than what the member did.
   */
  now(): Promise<void> {
    if (this.halted === 'closed') return Promise.resolve();
    this.halted = null;
    return this.inFlight ? this.inFlight.then(() => this.now()) : this.run();
  }

  /** No round until asked again (the page hidden). */
  pause(): void {
    if (this.halted === null) this.halted = 'paused';
    this.cancel();
  }

  /** For good. */
  close(): void {
    this.halted = 'closed';
    this.cancel();
  }

  private runIn(ms: number): void {
    this.cancel();
    if (ms > 0) this.cancelTimer = this.clock.schedule(ms, () => void this.run());
    else void this.run();
  }

  private cancel(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private run(): Promise<void> {
    this.cancel();
    this.startedAt ??= this.clock.now();
    let answer: Promise<RoundResult>;
    try {
      answer = this.round();
    } catch (error) {
      answer = Promise.reject(error);
    }
    const running = answer.then(
      (result) => this.after(result === 'finished' ? null : { kind: result }),
      (error: unknown) => this.after(outcomeOfFailure(error)),
    );
    this.inFlight = running;
    return running;
  }

  /** `outcome` null: the round ended the flow (the caller said so). */
  private after(outcome: RoundOutcome | null): void {
    this.inFlight = null;
    if (outcome === null) return this.close();
    if (this.halted === 'closed') return;
    this.failuresInARow = outcome.kind === 'failed' ? this.failuresInARow + 1 : 0;
    const now = this.clock.now();
    const jitter = outcome.kind === 'failed' ? this.random.fraction() : undefined;
    const next = this.policy.next(outcome, { elapsedMs: now - (this.startedAt ?? now), failuresInARow: this.failuresInARow, jitter });
    if (next.kind === 'stop') {
      this.halted = 'stopped';
      this.stopped(next.reason);
      return;
    }
    this.notBefore = now + next.notBeforeMs;
    if (this.halted === null && next.scheduledMs !== null) this.runIn(next.scheduledMs);
  }
}
