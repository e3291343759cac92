import { describe, expect, it } from 'vitest';
import { normalizeEmail } from '../../../src/domain/auth/normalizeEmail';

describe('normalizeEmail (spec §5)', () => {
  it.each([
    ['  Ada.Lovelace@Example.COM ', 'ada.lovelace@example.com'],
    ['ada@example.com', 'ada@example.com'],
    ['\tADA@EXAMPLE.COM\n', 'ada@example.com'],
  ])('%j is sent as %j', (typed, sent) => {
    expect(normalizeEmail(typed)).toBe(sent);
  });
});
