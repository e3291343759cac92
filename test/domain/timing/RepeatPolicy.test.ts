import { describe, expect, it } from 'vitest';
import { BACKOFF_LIMIT_MS, REPEAT_FLOOR_MS, RepeatPolicy } from '../../../src/domain/timing/RepeatPolicy';

const polling = new RepeatPolicy({ intervalMs: 10_000 });
const onDemand = new RepeatPolicy({ intervalMs: null });
const failed = (retryAfterMs: number | null = null) => ({ kind: 'failed', retryAfterMs }) as const;

describe('RepeatPolicy', () => {
  it('asks again at once only when something new arrived; after an answer, the interval', () => {
    expect(polling.next({ kind: 'new' }, { elapsedMs: 0 })).toEqual({ kind: 'next', notBeforeMs: 0, scheduledMs: 0 });
    expect(polling.next({ kind: 'answered' }, { elapsedMs: 0 })).toEqual({ kind: 'next', notBeforeMs: REPEAT_FLOOR_MS, scheduledMs: 10_000 });
  });

  it('asks by itself only when it has an interval; on demand, never sooner than the floor', () => {
    expect(onDemand.next({ kind: 'answered' }, { elapsedMs: 0 })).toEqual({ kind: 'next', notBeforeMs: REPEAT_FLOOR_MS, scheduledMs: null });
    expect(onDemand.next({ kind: 'new' }, { elapsedMs: 0 })).toEqual({ kind: 'next', notBeforeMs: REPEAT_FLOOR_MS, scheduledMs: null });
    expect(onDemand.next(failed(), { elapsedMs: 0, failuresInARow: 2 })).toEqual({ kind: 'next', notBeforeMs: 8_000, scheduledMs: null });
  });

  it.each([
    [1, 4_000],
    [2, 8_000],
    [3, 16_000],
    [4, 32_000],
    [5, 60_000],
    [9, 60_000],
  ])('after %i failures in a row waits %i ms (the middle of the jitter)', (failuresInARow, waitMs) => {
    expect(polling.next(failed(), { elapsedMs: 0, failuresInARow, jitter: 0.5 })).toEqual({ kind: 'next', notBeforeMs: waitMs, scheduledMs: waitMs });
  });

  it.each([
    [1, 0, 4_000],
    [1, 0.999_999, 4_800],
    [3, 0, 12_800],
    [3, 0.999_999, 19_200],
    [5, 0, 48_000],
    [5, 0.999_999, BACKOFF_LIMIT_MS],
  ])('after %i failures spreads the wait within ±20 %%, never under 4 s nor over 60 s (jitter %d: %i ms)', (failuresInARow, jitter, waitMs) => {
    expect(polling.next(failed(), { elapsedMs: 0, failuresInARow, jitter })).toMatchObject({ scheduledMs: waitMs });
  });

  it.each([
    [1, 1_000],
    [2, 2_000],
    [6, 32_000],
    [7, 60_000],
    [12, 60_000],
  ])('with a first back-off of its own (the live socket: 1 s) doubles it to the same 60 s limit: after %i failures, %i ms', (failuresInARow, waitMs) => {
    const reconnect = new RepeatPolicy({ intervalMs: null, floorMs: 1_000, backoffFirstMs: 1_000 });
    expect(reconnect.next(failed(), { elapsedMs: 0, failuresInARow, jitter: 0.5 })).toEqual({ kind: 'next', notBeforeMs: waitMs, scheduledMs: null });
  });

  it('waits as long as the server said (Retry-After), but never less than the floor', () => {
    expect(polling.next(failed(30_000), { elapsedMs: 0, failuresInARow: 1 })).toEqual({ kind: 'next', notBeforeMs: 30_000, scheduledMs: 30_000 });
    expect(polling.next(failed(90_000), { elapsedMs: 0, failuresInARow: 5 })).toMatchObject({ scheduledMs: 90_000 });
    expect(polling.next(failed(1_000), { elapsedMs: 0, failuresInARow: 1 })).toMatchObject({ notBeforeMs: REPEAT_FLOOR_MS, scheduledMs: REPEAT_FLOOR_MS });
  });

  it('stops when the server refuses', () => {
    expect(polling.next({ kind: 'refused' }, { elapsedMs: 0 })).toEqual({ kind: 'stop', reason: 'refused' });
    expect(onDemand.next({ kind: 'refused' }, { elapsedMs: 0 })).toEqual({ kind: 'stop', reason: 'refused' });
  });

  it('never goes under the 4 s floor, unless a rule of the spec fixes its own', () => {
    expect(new RepeatPolicy({ intervalMs: 1_000 }).next({ kind: 'answered' }, { elapsedMs: 0 })).toMatchObject({ scheduledMs: REPEAT_FLOOR_MS });
    expect(new RepeatPolicy({ intervalMs: 2_000, floorMs: 2_000 }).next({ kind: 'answered' }, { elapsedMs: 0 })).toMatchObject({ scheduledMs: 2_000 });
  });

  it('stops once its time limit would be passed', () => {
    const limited = new RepeatPolicy({ intervalMs: 2_000, floorMs: 2_000, giveUpAfterMs: 120_000 });
    expect(limited.next({ kind: 'answered' }, { elapsedMs: 118_000 })).toMatchObject({ kind: 'next', scheduledMs: 2_000 });
    expect(limited.next({ kind: 'answered' }, { elapsedMs: 118_001 })).toEqual({ kind: 'stop', reason: 'tooLong' });
  });
});
