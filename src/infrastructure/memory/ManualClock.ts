import type { Clock } from '../../application/ports/Clock';

interface Timer {
  at: number;
  order: number;
  run: () => void;
}

/**
 * A clock that only moves when a test says so. Timers fire in time order (ties in the order they
 * were set), each seeing `now()` equal to its due time.
 */
export class ManualClock implements Clock {
  private time: number;
  private timers: Timer[] = [];
  private created = 0;

  constructor(startAt = 0) {
    this.time = startAt;
  }

  now(): number {
    return this.time;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const onAbort = () => {
        cancel();
        reject(signal?.reason);
      };
      const cancel = this.schedule(ms, () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  schedule(ms: number, task: () => void): () => void {
    const timer: Timer = { at: this.time + Math.max(0, ms), order: this.created++, run: task };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((pending) => pending !== timer);
    };
  }

  /** How far off each waiting timer is, soonest first: what the code under test is waiting for. */
  pendingDelays(): number[] {
    return this.timers.map((timer) => timer.at - this.time).sort((a, b) => a - b);
  }

  /** Moves time forward, firing due timers synchronously (also those they set within the window). */
  advance(ms: number): void {
    const until = this.time + ms;
    for (let timer = this.nextDue(until); timer; timer = this.nextDue(until)) this.fire(timer);
    this.time = until;
  }

  /**
   * Like `advance`, but lets promise chains settle before and after each timer, so code that awaits
   * a sleep and then sets the next one is driven through the whole window.
   */
  async advanceAsync(ms: number): Promise<void> {
    const until = this.time + ms;
    await settle();
    for (let timer = this.nextDue(until); timer; timer = this.nextDue(until)) {
      this.fire(timer);
      await settle();
    }
    this.time = until;
  }

  private nextDue(until: number): Timer | undefined {
    let next: Timer | undefined;
    for (const timer of this.timers) {
      if (timer.at <= until && (!next || timer.at < next.at || (timer.at === next.at && timer.order < next.order))) next = timer;
    }
    return next;
  }

  private fire(timer: Timer): void {
    this.timers = this.timers.filter((pending) => pending !== timer);
    this.time = timer.at;
    timer.run();
  }
}

/**
 * Microtasks cannot be awaited as a whole, so this yields enough turns for the chains of awaits
 * of a use case (each `await` costs one to three turns) to run to their next timer.
 */
const SETTLE_TURNS = 50;

async function settle(): Promise<void> {
  for (let turn = 0; turn < SETTLE_TURNS; turn++) await Promise.resolve();
}
