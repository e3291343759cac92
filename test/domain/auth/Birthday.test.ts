import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EARLIEST_BIRTHDAY,
  hasMinimumAge,
  isoDateOf,
  latestAllowedBirthday,
  validateBirthday,
  type BirthdayRules,
} from '../../../src/domain/auth/Birthday';
import { type ValidationIssue } from '../../../src/domain/auth/ValidationIssue';

// Local dates: the rules read the calendar day the person sees.
const date = (year: number, month: number, day: number) => new Date(year, month - 1, day);
const TODAY = date(2024, 6, 15);
const ADULTS: BirthdayRules = { minAge: 18, today: TODAY };
const ANYONE: BirthdayRules = { minAge: null, today: TODAY };

const NOT_OLD_ENOUGH: ValidationIssue = { code: 'notOldEnough', minAge: 18 };
const TOO_EARLY: ValidationIssue = { code: 'tooEarly', earliest: '1925-01-01' };
const INVALID: ValidationIssue = { code: 'invalidDate' };
const IN_FUTURE: ValidationIssue = { code: 'inFuture' };

describe('validateBirthday', () => {
  it.each<[string, BirthdayRules, ValidationIssue | null]>([
    ['', ADULTS, { code: 'required' }],
    ['   ', ADULTS, { code: 'required' }],
    ['', ANYONE, null],
    ['', { minAge: 0, today: TODAY }, null],
    ['1925-01-01', ADULTS, null],
    ['1924-12-31', ADULTS, TOO_EARLY],
    ['1924-12-31', ANYONE, TOO_EARLY],
    ['2006-06-15', ADULTS, null],
    ['2006-06-16', ADULTS, NOT_OLD_ENOUGH],
    ['2006-06-14', ADULTS, null],
    [' 2006-06-15 ', ADULTS, null],
    ['2024-06-15', ANYONE, null],
    ['2024-06-16', ANYONE, IN_FUTURE],
    ['2024-06-16', ADULTS, IN_FUTURE],
    ['2099-01-01', ADULTS, IN_FUTURE],
    ['not-a-date', ADULTS, INVALID],
    ['not-a-date', ANYONE, INVALID],
    ['2000-02-30', ADULTS, INVALID],
    ['2001-02-29', ADULTS, INVALID],
    ['2000-13-01', ADULTS, INVALID],
    ['2000-00-10', ADULTS, INVALID],
    ['2000-1-1', ADULTS, INVALID],
    ['01/01/2000', ADULTS, INVALID],
    ['2000-01-01T00:00:00Z', ADULTS, INVALID],
  ])('%j with %o → %o', (value, rules, issue) => {
    expect(validateBirthday(value, rules)).toEqual(issue);
  });

  describe('born on 29 February', () => {
    it.each<[string, Date, number, ValidationIssue | null]>([
      // In a common year the 18th birthday of a leap-day baby falls on 1 March, never a day early.
      ['2004-02-29', date(2022, 2, 28), 18, NOT_OLD_ENOUGH],
      ['2004-02-29', date(2022, 3, 1), 18, null],
      ['2004-02-29', date(2024, 2, 28), 20, { code: 'notOldEnough', minAge: 20 }],
      ['2004-02-29', date(2024, 2, 29), 20, null],
      ['2000-02-29', date(2018, 2, 28), 18, NOT_OLD_ENOUGH],
      ['2000-02-29', date(2018, 3, 1), 18, null],
    ])('%s on %s with min age %i → %o', (birthday, today, minAge, issue) => {
      expect(validateBirthday(birthday, { minAge, today })).toEqual(issue);
    });

    it('today 29 February: someone born on 28 February 18 years ago is old enough, 1 March is not', () => {
      const rules: BirthdayRules = { minAge: 18, today: date(2024, 2, 29) };
      expect(latestAllowedBirthday(rules)).toBe('2006-02-28');
      expect(validateBirthday('2006-02-28', rules)).toBeNull();
      expect(validateBirthday('2006-03-01', rules)).toEqual(NOT_OLD_ENOUGH);
    });
  });

  it('accepts the latest allowed birthday and refuses the day after, whatever today and the minimum age', () => {
    const today = fc.date({ min: new Date(1990, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(today, fc.integer({ min: 1, max: 60 }), (now, minAge) => {
        const rules: BirthdayRules = { minAge, today: now };
        const latest = latestAllowedBirthday(rules);
        expect(validateBirthday(latest, rules)).toBeNull();
        expect(validateBirthday(nextDay(latest), rules)).toEqual({ code: 'notOldEnough', minAge });
      }),
    );
  });
});

function nextDay(isoDate: string): string {
  const next = new Date(`${isoDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

describe('date field bounds', () => {
  it('the latest allowed birthday is today minus the minimum age, or today without one', () => {
    expect(latestAllowedBirthday(ADULTS)).toBe('2006-06-15');
    expect(latestAllowedBirthday(ANYONE)).toBe('2024-06-15');
    expect(EARLIEST_BIRTHDAY).toBe('1925-01-01');
  });

  it('today is the local calendar day, padded', () => {
    expect(isoDateOf(date(2024, 1, 5))).toBe('2024-01-05');
    expect(isoDateOf(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31');
  });

  it.each<[number | null, boolean]>([
    [null, false],
    [0, false],
    [1, true],
    [18, true],
  ])('a minimum age of %s applies: %s', (minAge, applies) => {
    expect(hasMinimumAge(minAge)).toBe(applies);
  });
});
