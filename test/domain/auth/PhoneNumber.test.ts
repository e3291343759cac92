import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_COUNTRY,
  countries,
  countryMatchesSearch,
  parsePhone,
  phoneCountryOrDefault,
  sanitizeCountrySearch,
  type PhoneCountry,
  type PhoneParseResult,
} from '../../../src/domain/auth/PhoneNumber';

const valid = (e164: string): PhoneParseResult => ({ ok: true, e164 });
const rejected = (code: 'required' | 'invalidPhone' | 'phoneTooShort' | 'phoneTooLong'): PhoneParseResult => ({ ok: false, issue: { code } });

describe('parsePhone', () => {
  it.each<[string, PhoneCountry, PhoneParseResult]>([
    ['3331234567', 'IT', valid('+393331234567')],
    ['333 123 4567', 'IT', valid('+393331234567')],
    ['333-123-4567', 'IT', valid('+393331234567')],
    ['+39 333 123 4567', 'IT', valid('+393331234567')],
    ['0039 333 123 4567', 'IT', valid('+393331234567')],
    ['39 333 123 4567', 'IT', valid('+393331234567')],
    ['06 1234 5678', 'IT', valid('+390612345678')],
    ['', 'IT', rejected('required')],
    ['   ', 'IT', rejected('required')],
    ['33312', 'IT', rejected('phoneTooShort')],
    ['3331234567890123', 'IT', rejected('phoneTooLong')],
    ['333abc4567', 'IT', rejected('invalidPhone')],
    ['phone', 'IT', rejected('invalidPhone')],
    ['+44 20 7946 0018', 'IT', rejected('invalidPhone')],
    ['020 7946 0018', 'GB', valid('+442079460018')],
    ['+44 20 7946 0018', 'GB', valid('+442079460018')],
    ['(201) 555-0123', 'US', valid('+12015550123')],
    ['1 201 555 0123', 'US', valid('+12015550123')],
    ['12', 'US', rejected('phoneTooShort')],
    ['+39 333 123 4567', 'US', rejected('invalidPhone')],
  ])('%j in %s → %o', (input, country, result) => {
    expect(parsePhone(input, country)).toEqual(result);
  });

  it('uses Italy when no country is given', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('IT');
    expect(parsePhone('3331234567')).toEqual(valid('+393331234567'));
  });
});

describe('phoneCountryOrDefault', () => {
  it.each<[string | null | undefined, PhoneCountry]>([
    ['FR', 'FR'],
    ['fr', 'FR'],
    [' de ', 'DE'],
    ['XX', 'IT'],
    ['', 'IT'],
    [null, 'IT'],
    [undefined, 'IT'],
  ])('the IP lookup %j preselects %s', (lookedUp, country) => {
    expect(phoneCountryOrDefault(lookedUp)).toBe(country);
  });
});

describe('countries', () => {
  it('lists each country once with its calling code', () => {
    const list = countries();
    expect(list.length).toBeGreaterThan(200);
    expect(new Set(list.map((country) => country.code)).size).toBe(list.length);
    expect(list).toContainEqual({ code: 'IT', callingCode: '39' });
    expect(list).toContainEqual({ code: 'US', callingCode: '1' });
    expect(list.every((country) => /^[0-9]+$/.test(country.callingCode))).toBe(true);
  });
});

describe('country search', () => {
  it.each([
    ['Italy', 'Italy'],
    ['Ital-y!', 'Italy'],
    ['+39', '39'],
    ['  United States ', 'UnitedStates'],
    ['Côte d’Ivoire', 'CôtedIvoire'],
    ['日本', '日本'],
    ['🇮🇹 Italia 🍕', 'Italia'],
    ['हिन्दी', 'हिन्दी'],
    ['<script>', 'script'],
  ])('keeps letters and digits of %j: %j', (typed, kept) => {
    expect(sanitizeCountrySearch(typed)).toBe(kept);
  });

  it('keeps only letters, combining marks and digits, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (typed) => {
        const kept = sanitizeCountrySearch(typed);
        expect(kept).toMatch(/^[\p{L}\p{M}\p{Nd}]*$/u);
        expect(sanitizeCountrySearch(kept)).toBe(kept);
      }),
    );
  });

  const ITALY = { code: 'IT' as const, callingCode: '39' };
  const IVORY_COAST = { code: 'CI' as const, callingCode: '225' };
  it.each<[string, { code: PhoneCountry; callingCode: string }, string, boolean]>([
    ['ital', ITALY, 'Italy', true],
    ['ITA', ITALY, 'Italia', true],
    ['+39', ITALY, 'Italy', true],
    ['3', ITALY, 'Italy', true],
    ['93', ITALY, 'Italy', false],
    ['it', ITALY, 'Italien', true],
    ['fr', ITALY, 'Italy', false],
    ['', ITALY, 'Italy', true],
    ['!!!', ITALY, 'Italy', true],
    ['cote d iv', IVORY_COAST, 'Côte d’Ivoire', true],
    ['ci', IVORY_COAST, 'Côte d’Ivoire', true],
    ['22', IVORY_COAST, 'Côte d’Ivoire', true],
  ])('%j finds %o named %j: %s', (search, country, name, found) => {
    expect(countryMatchesSearch(country, name, search)).toBe(found);
  });
});
