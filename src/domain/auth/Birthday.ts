import { type ValidationIssue } from './ValidationIssue';

/** Spec §9: nobody may declare a birthday before this day. */
export const EARLIEST_BIRTHDAY = '1925-01-01';

/** A day of the calendar, free of time zones: month 1–12, day 1–31. */
interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface BirthdayRules {
  /** The network's minimum age (spec §3 `minAge`). */
  minAge: number | null;
  /** Injected so rules are testable and agree with the clock port. */
  today: Date;
}

/**
 * Whether the network configured an age limit. A minimum age of 0 (or less) admits everybody, so it
 * neither requires a birthday nor sends anyone through the birthdate step.
 */
export function hasMinimumAge(minAge: number | null): minAge is number {
  return minAge !== null && minAge > 0;
}

/**
 * Spec §5, one rule for the birthdate step, the complete-profile form and the private sign-up:
 * required only with a minimum age; a real YYYY-MM-DD date; not after today; not before
 * {@link EARLIEST_BIRTHDAY}; and at least `minAge` years before today, both bounds inclusive.
 * An empty value without a minimum age is accepted: the field is optional then.
 */
export function validateBirthday(value: string, rules: BirthdayRules): ValidationIssue | null {
  const text = value.trim();
  if (text === '') return hasMinimumAge(rules.minAge) ? { code: 'required' } : null;
  const birthday = parseIsoDate(text);
  if (birthday === null) return { code: 'invalidDate' };
  const today = calendarDateOf(rules.today);
  // A future date is a typing mistake rather than a too-young person: say so first.
  if (compareDates(birthday, today) > 0) return { code: 'inFuture' };
  if (compareDates(birthday, requireDate(EARLIEST_BIRTHDAY)) < 0) return { code: 'tooEarly', earliest: EARLIEST_BIRTHDAY };
  if (hasMinimumAge(rules.minAge) && compareDates(birthday, yearsBefore(today, rules.minAge)) > 0) {
    return { code: 'notOldEnough', minAge: rules.minAge };
  }
  return null;
}

/**
 * The last birthday old enough today, as YYYY-MM-DD: the `max` of a date field. Without a minimum
 * age it is today itself.
 */
export function latestAllowedBirthday(rules: BirthdayRules): string {
  const today = calendarDateOf(rules.today);
  return formatIsoDate(hasMinimumAge(rules.minAge) ? yearsBefore(today, rules.minAge) : today);
}

/** The calendar day the person sees at that instant (their local time zone), as YYYY-MM-DD. */
export function isoDateOf(instant: Date): string {
  return formatIsoDate(calendarDateOf(instant));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text);
  if (match === null) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const valid = date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= daysInMonth(date.year, date.month);
  return valid ? date : null;
}

function requireDate(isoDate: string): CalendarDate {
  const date = parseIsoDate(isoDate);
  if (date === null) throw new RangeError(`"${isoDate}" is not an ISO date`);
  return date;
}

function calendarDateOf(instant: Date): CalendarDate {
  return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
}

/**
 * The same day `years` earlier. 29 February of a leap year becomes 28 February in a common year, so
 * a person born on 29 February is old enough from 1 March of common years: never a day early.
 */
function yearsBefore(date: CalendarDate, years: number): CalendarDate {
  const year = date.year - years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function compareDates(left: CalendarDate, right: CalendarDate): number {
  return left.year - right.year || left.month - right.month || left.day - right.day;
}

function formatIsoDate(date: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}
