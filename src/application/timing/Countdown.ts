import type { Clock } from '../ports/Clock';

/** Spec §9: resend of a phone code, an e-mail code or a password e-mail is blocked this long. */
export const RESEND_COUNTDOWN_SECONDS = 60;

const SECOND_MS = 1000;

/**
 * A seconds countdown (the 60 s resend waits of spec §4). Stateful because a screen watches it tick:
 * one instance per screen, stopped when the screen goes away. The seconds left are computed from the deadline, not
 * counted, so a tab whose timers the browser slowed down still ends on time.
 */
export class Countdown {
  private endsAt = 0;
  private secondsLeft = 0;
  private cancelTick: (() => void) | null = null;
  private readonly listeners = new Set<(remaining: number) => void>();

  constructor(private readonly clock: Pick<Clock, 'now' | 'schedule'>) {}

  /** Whole seconds left, rounded up: 60 right after `start(60)`, 0 once over. */
  get remaining(): number {
    return this.secondsLeft;
  }

  get running(): boolean {
    return this.secondsLeft > 0;
  }

  /** Starts over, also while running. */
  start(seconds: number = RESEND_COUNTDOWN_SECONDS): void {
    this.stopTicking();
    this.endsAt = this.clock.now() + seconds * SECOND_MS;
    this.tick();
  }

  /** `listener` is told the seconds left on start and on every tick, the last time with 0. */
  subscribe(listener: (remaining: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Ends the countdown now (0 s left); listeners stay subscribed. */
  stop(): void {
    this.stopTicking();
    this.endsAt = this.clock.now();
    this.tick();
  }

  private tick(): void {
    this.cancelTick = null;
    const msLeft = Math.max(0, this.endsAt - this.clock.now());
    this.secondsLeft = Math.ceil(msLeft / SECOND_MS);
    if (msLeft > 0) {
      // The next tick is when the display changes: the moment one more whole second has passed.
      this.cancelTick = this.clock.schedule(msLeft - (this.secondsLeft - 1) * SECOND_MS, () => this.tick());
    }
    for (const listener of [...this.listeners]) listener(this.secondsLeft);
  }

  private stopTicking(): void {
    this.cancelTick?.();
    this.cancelTick = null;
  }
}
export const COUNTDOWN = Symbol.for('Countdown');
