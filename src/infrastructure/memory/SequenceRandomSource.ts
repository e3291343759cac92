import type { RandomSource } from '../../application/ports/RandomSource';

/**
 * Predictable "random" values for tests: the given tokens in order, then `random-1`, `random-2`…; the given
 * fractions in order, then 0.5 (the middle of any spread).
 */
export class SequenceRandomSource implements RandomSource {
  private readonly queued: string[];
  private readonly fractions: number[];
  private issued = 0;

  constructor(tokens: string[] = [], fractions: number[] = []) {
    this.queued = [...tokens];
    this.fractions = [...fractions];
  }

  token(): string {
    return this.queued.shift() ?? `random-${++this.issued}`;
  }

  fraction(): number {
    return this.fractions.shift() ?? 0.5;
  }
}
