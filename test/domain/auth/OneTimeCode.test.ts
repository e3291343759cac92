import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ONE_TIME_CODE_LENGTH, sanitizeCode, validateOneTimeCode, type OneTimeCodeKind } from '../../../src/domain/auth/OneTimeCode';
import { type ValidationIssue } from '../../../src/domain/auth/ValidationIssue';

const WRONG_LENGTH: ValidationIssue = { code: 'wrongLength', length: 6 };

describe('validateOneTimeCode', () => {
  it.each<[string, OneTimeCodeKind, ValidationIssue | null]>([
    ['', 'phone', { code: 'required' }],
    ['12345', 'phone', WRONG_LENGTH],
    ['123456', 'phone', null],
    ['1234567', 'phone', WRONG_LENGTH],
    ['12345a', 'phone', { code: 'digitsOnly' }],
    ['12 456', 'phone', { code: 'digitsOnly' }],
    ['١٢٣٤٥٦', 'phone', { code: 'digitsOnly' }],
    ['', 'email', { code: 'required' }],
    ['AB12c', 'email', WRONG_LENGTH],
    ['AB12cd', 'email', null],
    ['123456', 'email', null],
    ['AB12cd7', 'email', WRONG_LENGTH],
    ['ab-_!?', 'email', null],
  ])('%j as a %s code → %o', (code, kind, issue) => {
    expect(validateOneTimeCode(code, kind)).toEqual(issue);
  });

  it('gives the same answer when asked twice (no regular expression state)', () => {
    expect(validateOneTimeCode('12a456', 'phone')).toEqual({ code: 'digitsOnly' });
    expect(validateOneTimeCode('12a456', 'phone')).toEqual({ code: 'digitsOnly' });
  });
});

describe('sanitizeCode', () => {
  it.each<[string, OneTimeCodeKind, string]>([
    ['123456', 'phone', '123456'],
    [' 123 456 ', 'phone', '123456'],
    ['Your code is 123-456.', 'phone', '123456'],
    ['12345678', 'phone', '123456'],
    ['abc', 'phone', ''],
    [' AB12cd\n', 'email', 'AB12cd'],
    ['AB 12 cd', 'email', 'AB12cd'],
    ['AB12cdEF', 'email', 'AB12cd'],
    ['Ab1-2c', 'email', 'Ab1-2c'],
  ])('pasting %j into a %s code leaves %j', (pasted, kind, kept) => {
    expect(sanitizeCode(pasted, kind)).toBe(kept);
  });

  it('a pasted phone code is at most 6 digits, and valid as soon as the paste held 6 digits', () => {
    fc.assert(
      fc.property(fc.string(), (pasted) => {
        const code = sanitizeCode(pasted, 'phone');
        expect(code).toMatch(/^[0-9]{0,6}$/);
        const digits = pasted.replace(/[^0-9]/g, '').length;
        expect(validateOneTimeCode(code, 'phone') === null).toBe(digits >= ONE_TIME_CODE_LENGTH);
      }),
    );
  });

  it('a pasted e-mail code has no white space and at most 6 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (pasted) => {
        const code = sanitizeCode(pasted, 'email');
        expect(code).not.toMatch(/\s/u);
        expect([...code].length).toBeLessThanOrEqual(ONE_TIME_CODE_LENGTH);
      }),
    );
  });
});
