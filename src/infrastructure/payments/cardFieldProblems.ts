import type { CardFieldProblem } from './paymentMessages';

export type CardField = 'number' | 'expiry' | 'cvc';

/** What the fake card form holds, digits only. */
export type CardFieldDigits = Record<CardField, string>;

export interface FieldProblem {
  field: CardField;
  problem: CardFieldProblem;
}

/**
 * What Stripe's card fields check before asking the issuer, one problem per field at most, in the
 * order of the form: a number that passes Luhn's check (12 to 19 digits), an expiry month that has not
 * ended yet at `today`, a CVC of 3 or 4 digits.
 */
export function cardFieldProblems(card: CardFieldDigits, today: Date): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!isCardNumber(card.number)) problems.push({ field: 'number', problem: 'numberInvalid' });
  const expiryProblem = problemOfExpiry(card.expiry, today);
  if (expiryProblem) problems.push({ field: 'expiry', problem: expiryProblem });
  if (!/^\d{3,4}$/.test(card.cvc)) problems.push({ field: 'cvc', problem: 'cvcInvalid' });
  return problems;
}

function isCardNumber(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** `expiry` is MMYY; a card stays valid to the last day of its month. */
function problemOfExpiry(expiry: string, today: Date): CardFieldProblem | null {
  const match = /^(\d{2})(\d{2})$/.exec(expiry);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'expiryIncomplete';
  const year = 2000 + Number(match[2]);
  const currentMonth = today.getFullYear() * 12 + today.getMonth() + 1;
  return year * 12 + month < currentMonth ? 'expiryPast' : null;
}
