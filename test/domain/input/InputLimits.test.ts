import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS, isOverLimit, limitedLength } from '../../../src/domain/input/InputLimits';

describe('INPUT_LIMITS (issue 22 §5)', () => {
  it.each<[keyof typeof INPUT_LIMITS, number]>([
    ['comment', 5_000],
    ['contentTitle', 200],
    ['contentBody', 50_000],
    ['chatMessage', 2_000],
    ['name', 100],
    ['password', 128],
    ['surveyTextAnswer', 2_000],
  ])('%s takes at most %i characters', (field, max) => {
    expect(INPUT_LIMITS[field]).toBe(max);
    expect(isOverLimit('x'.repeat(max), max)).toBe(false);
    expect(isOverLimit('x'.repeat(max + 1), max)).toBe(true);
  });

  it.each([
    ['', 0],
    ['  padded  ', 6],
    ['\nline\n', 4],
    ['😀', 2],
  ])('judges %j by the trimmed text, counted as the server counts it (%i)', (text, length) => {
    expect(limitedLength(text)).toBe(length);
  });
});
