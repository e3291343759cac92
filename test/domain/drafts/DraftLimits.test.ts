import { describe, expect, it } from 'vitest';
import { DRAFT_LIMITS, fitsDraftSize, isDraftExpired } from '../../../src/domain/drafts/DraftLimits';

const DAY = 24 * 3_600_000;

describe('the limits of drafts (issue 22 §5)', () => {
  it('are written at most every 500 ms, at most 20 KB, kept 30 days', () => {
    expect(DRAFT_LIMITS).toEqual({ writeIntervalMs: 500, maxBytes: 20_480, maxAgeMs: 30 * DAY });
  });

  it.each([
    [0, false],
    [30 * DAY, false],
    [30 * DAY + 1, true],
  ])('a draft %i ms old has expired: %s', (age, expired) => {
    expect(isDraftExpired({ savedAt: 1_000 }, 1_000 + age)).toBe(expired);
  });

  it('measures the stored JSON in UTF-8 bytes', () => {
    const envelope = JSON.stringify({ value: '', savedAt: 0 }).length;
    expect(fitsDraftSize({ value: 'x'.repeat(20_480 - envelope), savedAt: 0 })).toBe(true);
    expect(fitsDraftSize({ value: 'x'.repeat(20_481 - envelope), savedAt: 0 })).toBe(false);
    // 'è' is two bytes: half as many fit.
    expect(fitsDraftSize({ value: 'è'.repeat(10_300), savedAt: 0 })).toBe(false);
  });
});
