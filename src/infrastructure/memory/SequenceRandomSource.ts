import type { RandomSource } from '../../application/ports/RandomSource';

/** Predictable "random" tokens for tests: the given ones in order, then `random-1`, `random-2`… */
export class SequenceRandomSource implements RandomSource {
  private readonly queued: string[];
  private issued = 0;

  constructor(tokens: string[] = []) {
    this.queued = [...tokens];
  }

  token(): string {
    return this.queued.shift() ?? `random-${++this.issued}`;
  }
}
