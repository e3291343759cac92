import { type ValidationIssue } from './ValidationIssue';

/** Spec §9: one-time codes have 6 characters. */
export const ONE_TIME_CODE_LENGTH = 6;

/** Codes sent by SMS are digits; codes sent by e-mail are free text (spec §5). */
export type OneTimeCodeKind = 'phone' | 'email';

const DIGITS_ONLY = /^[0-9]*$/;
// Global patterns are only used with replace: `test` on them would remember where it stopped.
const EVERY_NON_DIGIT = /[^0-9]/g;
const EVERY_WHITE_SPACE = /\s/gu;

/** Null when the code can be submitted; typing the 6th valid character submits it (spec §4). */
export function validateOneTimeCode(code: string, kind: OneTimeCodeKind): ValidationIssue | null {
  if (code === '') return { code: 'required' };
  if (kind === 'phone' && !DIGITS_ONLY.test(code)) return { code: 'digitsOnly' };
  return [...code].length === ONE_TIME_CODE_LENGTH ? null : { code: 'wrongLength', length: ONE_TIME_CODE_LENGTH };
}

/**
 * What a pasted text leaves in the code field: the digits of an SMS ("Your code: 123 456" → "123456"),
 * or an e-mail code without the spaces and line breaks copied around it, cut to the code's length.
 * Case is kept: the server decides whether e-mail codes are case-sensitive.
 */
export function sanitizeCode(pasted: string, kind: OneTimeCodeKind): string {
  const kept = kind === 'phone' ? pasted.replace(EVERY_NON_DIGIT, '') : pasted.replace(EVERY_WHITE_SPACE, '');
  return [...kept].slice(0, ONE_TIME_CODE_LENGTH).join('');
}
