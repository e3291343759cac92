import {
  hasLetterAndNumber,
  hasSpecialCharacter,
  hasStandardLength,
  SIGN_IN_PASSWORD_MIN_LENGTH,
  STANDARD_PASSWORD_LENGTH,
  trimPassword,
} from '../../../domain/auth/Password';
import { hasHiddenCharacters } from '../../../domain/input/VisibleText';
import { fail } from '../FakeApiError';

/** Collects field problems so one 422 lists all of them, as a real form back end would. */
export class FieldProblems {
  private readonly problems: Record<string, string> = {};

  add(field: string, message: string): void {
    if (!(field in this.problems)) this.problems[field] = message;
  }

  get isEmpty(): boolean {
    return Object.keys(this.problems).length === 0;
  }

  /** Throws 422 ValidationError when any problem was found. */
  throwIfAny(): void {
    if (this.isEmpty) return;
    const first = Object.values(this.problems)[0] ?? 'Some fields are not valid.';
    fail(422, 'ValidationError', first, { fields: { ...this.problems } });
  }
}

export type JsonObject = Record<string, unknown>;

export function stringField(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
}

export function trimmedField(body: JsonObject, key: string): string {
  return (stringField(body, key) ?? '').trim();
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address with a control or zero-width character is not one: it passes for another (the domain's `hasHiddenCharacters`). */
export function isEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email) && !hasHiddenCharacters(email);
}

/**
 * Standard sign-up rule of product-spec §5 (sign-up and password change); returns the first broken rule's
 * message. The rule itself is the domain's, so the app's live checklist and the server never disagree.
 */
export function standardPasswordProblem(password: string): string | null {
  const trimmed = trimPassword(password);
  if (!hasStandardLength(trimmed)) {
    return `The password must be ${STANDARD_PASSWORD_LENGTH.min} to ${STANDARD_PASSWORD_LENGTH.max} characters long.`;
  }
  if (!hasLetterAndNumber(trimmed)) return 'At least 1 letter and 1 number is required.';
  if (!hasSpecialCharacter(trimmed)) return 'Must have at least 1 special character.';
  return null;
}

/** A private network's sign-up keeps the sign-in rule (product-spec §5, §9): the domain's minimum length. */
export function privatePasswordProblem(password: string): string | null {
  return trimPassword(password).length < SIGN_IN_PASSWORD_MIN_LENGTH ? `The password must be at least ${SIGN_IN_PASSWORD_MIN_LENGTH} characters long.` : null;
}

/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
export function isE164(phone: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(phone);
}

/** Real calendar dates only: 2026-02-30 is rejected. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const EARLIEST_BIRTHDAY = '1925-01-01';

/** Whole years between the birthday and today (UTC). */
export function ageOn(birthday: string, nowMs: number): number {
  const today = new Date(nowMs);
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Checks a birthday against the network's minimum age; adds the problem under `field`. */
export function checkBirthday(
  problems: FieldProblems,
  field: string,
  birthday: string,
  minAge: number | null,
  nowMs: number,
): void {
  const today = new Date(nowMs).toISOString().slice(0, 10);
  if (!isIsoDate(birthday)) problems.add(field, 'The birthday must be a date written as YYYY-MM-DD.');
  else if (birthday < EARLIEST_BIRTHDAY) problems.add(field, 'The birthday cannot be before 1 January 1925.');
  else if (birthday > today) problems.add(field, 'The birthday cannot be in the future.');
  else if (minAge !== null && ageOn(birthday, nowMs) < minAge) {
    problems.add(field, `Only users aged ${minAge} or over are allowed.`);
  }
}

/** Parses `[{id, answer}]`; anything else is a problem. Empty answers are dropped (spec §5). */
export function parseCustomFieldAnswers(
  problems: FieldProblems,
  value: unknown,
  knownIds: readonly string[],
): { id: string; answer: string }[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.add('customFields', 'Custom fields must be a list of answers.');
    return [];
  }
  const answers: { id: string; answer: string }[] = [];
  for (const item of value) {
    const entry = typeof item === 'object' && item !== null ? (item as JsonObject) : {};
    const id = stringField(entry, 'id');
    const answer = stringField(entry, 'answer');
    if (id === undefined || answer === undefined) {
      problems.add('customFields', 'Each custom field answer needs an id and an answer.');
      continue;
    }
    if (!knownIds.includes(id)) {
      problems.add('customFields', `This network has no custom field '${id}'.`);
      continue;
    }
    if (answer.trim() !== '') answers.push({ id, answer: answer.trim() });
  }
  return answers;
}
