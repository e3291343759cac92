import {
  IsEmail,
  IsNotEmpty,
  MaxLength,
  MinLength,
  ValidateBy,
  validateSync,
  type ValidationArguments,
  type ValidationError,
  type ValidationOptions,
} from 'class-validator';
import { INPUT_LIMITS } from '../input/InputLimits';
import { hasHiddenCharacters, visibleCharacterCount } from '../input/VisibleText';
import { type CustomFieldAnswer, type CustomFieldDefinition } from '../network/NetworkCustomization';
import { hasMinimumAge, validateBirthday, type BirthdayRules } from './Birthday';
import { normalizeEmail } from './normalizeEmail';
import {
  SIGN_IN_PASSWORD_MIN_LENGTH,
  STANDARD_PASSWORD_LENGTH,
  hasLetterAndNumber,
  hasSpecialCharacter,
  trimPassword,
} from './Password';
import { type FieldError, type ValidationIssue } from './ValidationIssue';

/** Spec §9: first and last names have at least 3 characters, visible ones (zero-width ones do not count). */
export const NAME_MIN_LENGTH = 3;

// ---------------------------------------------------------------------------------------------
// The rules of spec §5, each written once as one decorator. A rule's checks run in the order
// written and validation stops at the first that fails, so a field reports one issue: an empty
// password is 'required', not also 'too short'.

function withIssue(issue: ValidationIssue): ValidationOptions {
  // class-validator attaches the context only to a failure with a non-empty message: the code is one.
  return { context: issue, message: issue.code };
}

function rule(...checks: PropertyDecorator[]): PropertyDecorator {
  return (target, property) => {
    for (const check of checks) check(target, property);
  };
}

function satisfies(name: string, predicate: (value: string) => boolean, issue: ValidationIssue): PropertyDecorator {
  return ValidateBy({ name, validator: { validate: (value: unknown) => typeof value === 'string' && predicate(value) } }, withIssue(issue));
}

const required = (): PropertyDecorator => IsNotEmpty(withIssue({ code: 'required' }));
const atLeast = (min: number): PropertyDecorator => MinLength(min, withIssue({ code: 'tooShort', min }));
const atMost = (max: number): PropertyDecorator => MaxLength(max, withIssue({ code: 'tooLong', max }));

// Hidden characters first: isEmail takes a zero-width space in the local part, and the member deserves to know why.
const EmailRule = (): PropertyDecorator =>
  rule(required(), satisfies('noHiddenCharacters', (value) => !hasHiddenCharacters(value), { code: 'hiddenCharacters' }), IsEmail({}, withIssue({ code: 'invalidEmail' })));
const SignInPasswordRule = (): PropertyDecorator => rule(required(), atLeast(SIGN_IN_PASSWORD_MIN_LENGTH), atMost(INPUT_LIMITS.password));
const StandardPasswordRule = (): PropertyDecorator =>
  rule(
    required(),
    atLeast(STANDARD_PASSWORD_LENGTH.min),
    atMost(STANDARD_PASSWORD_LENGTH.max),
    satisfies('letterAndNumber', hasLetterAndNumber, { code: 'letterAndNumberRequired' }),
    satisfies('specialCharacter', hasSpecialCharacter, { code: 'specialCharacterRequired' }),
  );
const NameRule = (): PropertyDecorator =>
  rule(
    required(),
    satisfies('visibleCharacters', (value) => visibleCharacterCount(value) >= NAME_MIN_LENGTH, { code: 'tooShort', min: NAME_MIN_LENGTH }),
    atMost(INPUT_LIMITS.name),
  );
const RequiredRule = (): PropertyDecorator => rule(required());
/** A password typed to prove who one is: not judged by today's sign-up rules, only bounded. */
const CurrentPasswordRule = (): PropertyDecorator => rule(required(), atMost(INPUT_LIMITS.password));
const ConfirmationOf = (property: string): PropertyDecorator =>
  rule(
    required(),
    ValidateBy(
      {
        name: 'confirms',
        constraints: [property],
        validator: { validate: (value: unknown, args?: ValidationArguments) => value === (args?.object as Record<string, unknown>)[property] },
      },
      withIssue({ code: 'mismatch' }),
    ),
  );

// ---------------------------------------------------------------------------------------------
// The forms. Constructors trim what spec §5 trims, so rules judge the value that will be sent.

export type FormField<Form> = Extract<keyof Form, string>;

/** One error per invalid field, in the order of the form's fields. */
export function validateForm<Form extends object>(form: Form): FieldError<FormField<Form>>[] {
  return validateSync(form, { stopAtFirstError: true }).map((error) => ({ ...issueOf(error), field: error.property as FormField<Form> }));
}

function issueOf(error: ValidationError): ValidationIssue {
  const [issue] = Object.values(error.contexts ?? {}) as ValidationIssue[];
  if (issue === undefined) throw new Error(`The rule that rejected "${error.property}" carries no validation issue`);
  return issue;
}

export interface EmailCredentials {
  email: string;
  password: string;
}

/** E-mail sign-in, on the sign-in step and in the private login-with-email view. */
export class EmailSignInForm {
  @EmailRule() readonly email: string;
  @SignInPasswordRule() readonly password: string;

  constructor(input: EmailCredentials) {
    this.email = input.email.trim();
    this.password = trimPassword(input.password);
  }
}

/** Standard e-mail sign-up: no confirmation field, the live checklist plays that part. */
export class EmailSignUpForm {
  @EmailRule() readonly email: string;
  @StandardPasswordRule() readonly password: string;

  constructor(input: EmailCredentials) {
    this.email = input.email.trim();
    this.password = trimPassword(input.password);
  }
}

/** Forgot password, and any place that needs only a valid e-mail (e.g. before the availability check). */
export class ForgotPasswordForm {
  @EmailRule() readonly email: string;

  constructor(input: { email: string }) {
    this.email = input.email.trim();
  }
}

export interface PersonNames {
  firstName: string;
  lastName: string;
}

/** First and last name, as the complete-profile form asks them. */
export class ProfileNamesForm {
  @NameRule() readonly firstName: string;
  @NameRule() readonly lastName: string;

  constructor(input: PersonNames) {
    this.firstName = input.firstName.trim();
    this.lastName = input.lastName.trim();
  }
}

/** Answers to the network's custom questions, by question id. */
export type CustomAnswers = Readonly<Record<string, string>>;

export interface PrivateSignUpInput extends EmailCredentials, PersonNames {
  passwordConfirmation: string;
  invitationCode: string;
  /** YYYY-MM-DD, or '' when not given. */
  birthday: string;
  customAnswers: CustomAnswers;
}

/** The text fields of the private sign-up; birthday and custom answers are checked by {@link validatePrivateSignUp}. */
export class PrivateSignUpForm {
  @EmailRule() readonly email: string;
  // Spec §5 asks the private sign-up password for at least 6 characters: the sign-in rule.
  @SignInPasswordRule() readonly password: string;
  @ConfirmationOf('password') readonly passwordConfirmation: string;
  @NameRule() readonly firstName: string;
  @NameRule() readonly lastName: string;
  @RequiredRule() readonly invitationCode: string;

  constructor(input: Omit<PrivateSignUpInput, 'birthday' | 'customAnswers'>) {
    this.email = input.email.trim();
    // Trimmed like the sign-in password, or the account could never sign in with what it chose.
    this.password = trimPassword(input.password);
    this.passwordConfirmation = trimPassword(input.passwordConfirmation);
    this.firstName = input.firstName.trim();
    this.lastName = input.lastName.trim();
    this.invitationCode = input.invitationCode.trim();
  }
}

export type CustomFieldKey = `customFields.${string}`;

/** The field name a custom question's error is reported under. */
export function customFieldKey(id: string): CustomFieldKey {
  return `customFields.${id}`;
}

/** Spec §5: required questions need an answer (blank counts as none); optional ones may stay empty. */
export function validateCustomFieldAnswers(
  definitions: readonly CustomFieldDefinition[],
  answers: CustomAnswers,
): FieldError<CustomFieldKey>[] {
  return definitions
    .filter((definition) => definition.isRequired && (answers[definition.id] ?? '').trim() === '')
    .map((definition) => ({ field: customFieldKey(definition.id), code: 'required' }));
}

export interface PrivateSignUpRules extends BirthdayRules {
  customFields: readonly CustomFieldDefinition[];
}

export type ProfileField = FormField<ProfileNamesForm> | 'birthday' | CustomFieldKey;

export interface ProfileRules extends BirthdayRules {
  /** The questions that must be answered: their required ones need an answer. */
  customFields: readonly CustomFieldDefinition[];
}

/**
 * Spec §5 for the complete-profile prompt and the settings page: names; the birthday only when the network has a
 * minimum age (the field is not shown otherwise, so whatever the membership holds is not judged); required
 * questions need an answer.
 */
export function validateProfile(input: PersonNames & { birthday: string; customAnswers: CustomAnswers }, rules: ProfileRules): FieldError<ProfileField>[] {
  const birthdayIssue = hasMinimumAge(rules.minAge) ? validateBirthday(input.birthday, rules) : null;
  return [
    ...validateForm(new ProfileNamesForm(input)),
    ...(birthdayIssue === null ? [] : [{ ...birthdayIssue, field: 'birthday' as const }]),
    ...validateCustomFieldAnswers(rules.customFields, input.customAnswers),
  ];
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

/**
 * The password change of the settings page (spec §6 'update password'): the current password as the member signs
 * in with it (trimmed, not judged by today's rules: it may predate them), a new one under the standard sign-up
 * rule with its live checklist, and its confirmation.
 */
export class PasswordChangeForm {
  @CurrentPasswordRule() readonly currentPassword: string;
  @StandardPasswordRule() readonly newPassword: string;
  @ConfirmationOf('newPassword') readonly newPasswordConfirmation: string;

  constructor(input: PasswordChangeInput) {
    this.currentPassword = trimPassword(input.currentPassword);
    this.newPassword = trimPassword(input.newPassword);
    this.newPasswordConfirmation = trimPassword(input.newPasswordConfirmation);
  }
}

export type PrivateSignUpField = FormField<PrivateSignUpForm> | 'birthday' | CustomFieldKey;

export function validatePrivateSignUp(input: PrivateSignUpInput, rules: PrivateSignUpRules): FieldError<PrivateSignUpField>[] {
  const birthdayIssue = validateBirthday(input.birthday, rules);
  return [
    ...validateForm(new PrivateSignUpForm(input)),
    ...(birthdayIssue === null ? [] : [{ ...birthdayIssue, field: 'birthday' as const }]),
    ...validateCustomFieldAnswers(rules.customFields, input.customAnswers),
  ];
}

// ---------------------------------------------------------------------------------------------
// What is sent once a form is valid.

export function toSignInCredentials(input: EmailCredentials): EmailCredentials {
  return { email: normalizeEmail(input.email), password: trimPassword(input.password) };
}

export interface StandardSignUpPayload {
  email: string;
  password: string;
  passwordConfirmation: string;
}

/** The standard form has no confirmation field, but the payload carries one (spec §3). */
export function toStandardSignUpPayload(input: EmailCredentials): StandardSignUpPayload {
  const password = trimPassword(input.password);
  return { email: normalizeEmail(input.email), password, passwordConfirmation: password };
}

export interface PrivateSignUpPayload extends StandardSignUpPayload, PersonNames {
  invitationCode: string;
  birthday?: string;
  customFields?: CustomFieldAnswer[];
}

/** Trimmed answers, the blank ones dropped (spec §5). */
export function toCustomFieldAnswers(answers: CustomAnswers): CustomFieldAnswer[] {
  return Object.entries(answers)
    .map(([id, answer]) => ({ id, answer: answer.trim() }))
    .filter(({ answer }) => answer !== '');
}

/** Spec §5: an empty birthday and empty custom answers are left out of the payload. */
export function toPrivateSignUpPayload(input: PrivateSignUpInput): PrivateSignUpPayload {
  const birthday = input.birthday.trim();
  const customFields = toCustomFieldAnswers(input.customAnswers);
  return {
    email: normalizeEmail(input.email),
    password: trimPassword(input.password),
    passwordConfirmation: trimPassword(input.passwordConfirmation),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    invitationCode: input.invitationCode.trim(),
    ...(birthday === '' ? {} : { birthday }),
    ...(customFields.length === 0 ? {} : { customFields }),
  };
}
