import { describe, expect, it } from 'vitest';
import { revisionDate } from '../../../src/presentation/pages/revisionDate';

describe('revisionDate', () => {
  it('formats a policy revision as month and year', () => {
    expect(revisionDate('2026-11', 'en')).toBe('November 2026');
    expect(revisionDate('2027-01', 'it')).toBe('gennaio 2027');
    expect(revisionDate('soon', 'en')).toBe('soon');
  });
});
