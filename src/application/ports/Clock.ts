/** Time as a port: every wait of the app goes through it so tests drive time instead of sleeping. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`; rejects with the signal's reason when aborted first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** Runs `task` after `ms`; the returned function cancels it. */
  schedule(ms: number, task: () => void): () => void;
}
export const CLOCK = Symbol.for('Clock');
