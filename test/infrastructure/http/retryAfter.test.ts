import { describe, expect, it } from 'vitest';
import { isThrottled, retryAfterMs } from '../../../src/infrastructure/http/retryAfter';

const NOW = Date.UTC(2015, 9, 21, 7, 28, 0);

describe('Retry-After', () => {
  it.each([
    ['120', 120_000],
    [' 0 ', 0],
    ['Wed, 21 Oct 2015 07:28:30 GMT', 30_000],
    ['Wed, 21 Oct 2015 07:27:00 GMT', 0],
  ])('reads %j as a wait of %i ms', (header, waitMs) => {
    expect(retryAfterMs(header, NOW)).toBe(waitMs);
  });

  it.each([[null], [''], ['soon'], ['-5'], ['1.5'], ['2015-10-21T07:29:00Z']])('reads %j as no wait said', (header) => {
    expect(retryAfterMs(header, NOW)).toBeNull();
  });

  it('is heard on 429 and 503 only', () => {
    expect([429, 503, 500, 502, 401].map(isThrottled)).toEqual([true, true, false, false, false]);
  });
});
