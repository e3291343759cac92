/**
 * What is wrong with one value, as a code plus the numbers the message needs. The UI turns it into
 * words through i18n, so the domain never holds English text. Spec §5 messages map as follows:
 * 'At least 1 letter and 1 number is required.' is `letterAndNumberRequired`,
 * 'Must have at least 1 special character.' is `specialCharacterRequired`,
 * "only users old enough are allowed" is `notOldEnough`.
 */
export type ValidationIssue =
  | { code: 'required' }
  | { code: 'invalidEmail' }
  /** A control or zero-width character, which would make another address that looks the same. */
  | { code: 'hiddenCharacters' }
  | { code: 'tooShort'; min: number }
  | { code: 'tooLong'; max: number }
  | { code: 'letterAndNumberRequired' }
  | { code: 'specialCharacterRequired' }
  /** A confirmation that differs from the value it confirms. */
  | { code: 'mismatch' }
  /** Not a calendar date written as YYYY-MM-DD. */
  | { code: 'invalidDate' }
  /** `earliest` is an ISO date (YYYY-MM-DD). */
  | { code: 'tooEarly'; earliest: string }
  | { code: 'notOldEnough'; minAge: number }
  | { code: 'inFuture' }
  | { code: 'wrongLength'; length: number }
  | { code: 'digitsOnly' }
  | { code: 'invalidPhone' }
  | { code: 'phoneTooShort' }
  | { code: 'phoneTooLong' };

export type ValidationIssueCode = ValidationIssue['code'];

/** An issue attached to the form field it belongs to. */
export type FieldError<Field extends string> = ValidationIssue & { field: Field };
