import { maxLength, minLength } from 'class-validator';

/** Spec §9: sign-in (and private sign-up) passwords have at least 6 characters. */
export const SIGN_IN_PASSWORD_MIN_LENGTH = 6;
/** Spec §9: standard sign-up passwords have 8 to 20 characters. */
export const STANDARD_PASSWORD_LENGTH = { min: 8, max: 20 } as const;

// Letters and digits of any script count, so 'è' or an Arabic-Indic digit is not "special".
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
/**
 * Anything that is neither a letter (with its combining marks), a digit nor white space. Spaces do
 * not count: they are invisible, easily typed by accident, and trimmed at both ends anyway.
 */
const SPECIAL_CHARACTER = /[^\p{L}\p{M}\p{Nd}\s]/u;

/** Every password rule applies to the trimmed value, which is also what gets submitted (spec §5). */
export function trimPassword(password: string): string {
  return password.trim();
}

export function hasStandardLength(password: string): boolean {
  return minLength(password, STANDARD_PASSWORD_LENGTH.min) && maxLength(password, STANDARD_PASSWORD_LENGTH.max);
}

export function hasLetterAndNumber(password: string): boolean {
  return LETTER.test(password) && DIGIT.test(password);
}

export function hasSpecialCharacter(password: string): boolean {
  return SPECIAL_CHARACTER.test(password);
}

/** The three lines of the live checklist under the standard sign-up password (spec §5). */
export interface PasswordChecklist {
  length: boolean;
  letterAndNumber: boolean;
  special: boolean;
}

export function passwordChecklist(password: string): PasswordChecklist {
  const trimmed = trimPassword(password);
  return {
    length: hasStandardLength(trimmed),
    letterAndNumber: hasLetterAndNumber(trimmed),
    special: hasSpecialCharacter(trimmed),
  };
}
