import { describe, expect, it } from 'vitest';
import { normalizeEmail } from '../../../src/domain/auth/normalizeEmail';

describe('normalizeEmail (spec §5)', () => {
  it.each([
    ['  Ada.Lovelace@Example.COM ', 'ada.lovelace@example.com'],
    ['ada@example.com', 'ada@example.com'],
    ['\tADA@EXAMPLE.COM\n', 'ada@example.com'],
    // Issue 22 §5: one address however its accents were typed (NFC).
    ['Jose\u0301@example.com', 'jos\u00E9@example.com'],
    ['jos\u00E9@example.com', 'jos\u00E9@example.com'],
    ['A\u030A@example.com', '\u00E5@example.com'],
  ])('%j is sent as %j', (typed, sent) => {
    expect(normalizeEmail(typed)).toBe(sent);
  });
});
