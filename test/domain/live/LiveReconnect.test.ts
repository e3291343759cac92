import { describe, expect, it } from 'vitest';
import { liveReconnectDelayMs } from '../../../src/domain/live/LiveReconnect';

describe('liveReconnectDelayMs', () => {
  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [6, 32_000],
    [7, 60_000],
    [20, 60_000],
  ])('after %i closes in a row waits %i ms: 1 s doubling to 60 s (the middle of the jitter)', (closesInARow, waitMs) => {
    expect(liveReconnectDelayMs(closesInARow, 0.5)).toBe(waitMs);
  });

  it.each([
    [1, 0, 1_000],
    [1, 0.999_999, 1_200],
    [3, 0, 3_200],
    [3, 0.999_999, 4_800],
    [7, 0, 48_000],
    [7, 0.999_999, 60_000],
  ])('after %i closes spreads the wait within ±20 %%, never under 1 s nor over 60 s (jitter %d: %i ms)', (closesInARow, jitter, waitMs) => {
    expect(liveReconnectDelayMs(closesInARow, jitter)).toBe(waitMs);
  });
});
