import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordChecklist } from '../../../src/domain/auth/Password';
import {
  EmailSignInForm,
  EmailSignUpForm,
  ForgotPasswordForm,
  PasswordChangeForm,
  PrivateSignUpForm,
  ProfileNamesForm,
  customFieldKey,
  toCustomFieldAnswers,
  toPrivateSignUpPayload,
  toSignInCredentials,
  toStandardSignUpPayload,
  validateCustomFieldAnswers,
  validateForm,
  validatePrivateSignUp,
  validateProfile,
  type PrivateSignUpField,
  type PrivateSignUpInput,
  type PrivateSignUpRules,
} from '../../../src/domain/auth/validation';
import { type FieldError, type ValidationIssue } from '../../../src/domain/auth/ValidationIssue';
import { type CustomFieldDefinition } from '../../../src/domain/network/NetworkCustomization';

const VALID_EMAIL = 'ada@example.com';
const VALID_SIGN_UP_PASSWORD = 'abc123!x';

/** The issue a form reports for one field, or null. */
function issueOf(errors: ReadonlyArray<ValidationIssue & { field: string }>, field: string): ValidationIssue | null {
  const error = errors.find((candidate) => candidate.field === field);
  if (error === undefined) return null;
  const { field: _field, ...issue } = error;
  return issue;
}

const REQUIRED: ValidationIssue = { code: 'required' };
const INVALID_EMAIL: ValidationIssue = { code: 'invalidEmail' };
const tooShort = (min: number): ValidationIssue => ({ code: 'tooShort', min });
const tooLong = (max: number): ValidationIssue => ({ code: 'tooLong', max });
const HIDDEN_CHARACTERS: ValidationIssue = { code: 'hiddenCharacters' };

describe('e-mail', () => {
  it.each<[string, ValidationIssue | null]>([
    ['', REQUIRED],
    ['   ', REQUIRED],
    ['ada@example.com', null],
    ['  ada@example.com  ', null],
    ['Ada.Lovelace@Example.COM', null],
    ['ada@', INVALID_EMAIL],
    ['ada.example.com', INVALID_EMAIL],
    ['ada @example.com', INVALID_EMAIL],
    ['ada@example', INVALID_EMAIL],
    // Issue 22 §5: an address with a zero-width or control character passes for another one.
    ['ada\u200B@example.com', HIDDEN_CHARACTERS],
    ['ada@exam\u200Cple.com', HIDDEN_CHARACTERS],
    ['ada\uFEFF@example.com', HIDDEN_CHARACTERS],
    ['ada\u2060@example.com', HIDDEN_CHARACTERS],
    ['ada\u0000@example.com', HIDDEN_CHARACTERS],
  ])('%j → %o', (email, issue) => {
    expect(issueOf(validateForm(new ForgotPasswordForm({ email })), 'email')).toEqual(issue);
    expect(issueOf(validateForm(new EmailSignInForm({ email, password: 'secret' })), 'email')).toEqual(issue);
    expect(issueOf(validateForm(new EmailSignUpForm({ email, password: VALID_SIGN_UP_PASSWORD })), 'email')).toEqual(issue);
  });
});

describe('sign-in password', () => {
  it.each<[string, ValidationIssue | null]>([
    ['', REQUIRED],
    ['      ', REQUIRED],
    ['12345', tooShort(6)],
    ['  12345  ', tooShort(6)],
    ['123456', null],
    ['  123456  ', null],
    ['a much longer password than any limit of sign-up', null],
    ['x'.repeat(128), null],
    ['x'.repeat(129), tooLong(128)],
  ])('%j → %o', (password, issue) => {
    expect(issueOf(validateForm(new EmailSignInForm({ email: VALID_EMAIL, password })), 'password')).toEqual(issue);
  });

  it('sends the e-mail lowercased and the password trimmed', () => {
    expect(toSignInCredentials({ email: ' Ada@Example.com ', password: ' secret ' })).toEqual({ email: 'ada@example.com', password: 'secret' });
  });
});

describe('standard sign-up password', () => {
  const LETTER_AND_NUMBER: ValidationIssue = { code: 'letterAndNumberRequired' };
  const SPECIAL: ValidationIssue = { code: 'specialCharacterRequired' };

  it.each<[string, ValidationIssue | null]>([
    ['', REQUIRED],
    ['        ', REQUIRED],
    ['abc12!x', tooShort(8)],
    ['abc123!x', null],
    ['  abc12!x  ', tooShort(8)],
    ['abcdefghij123456789!', null],
    ['abcdefghij123456789!z', { code: 'tooLong', max: 20 }],
    ['a', tooShort(8)],
    ['abcdefgh!', LETTER_AND_NUMBER],
    ['12345678!', LETTER_AND_NUMBER],
    ['!!!!!!!!', LETTER_AND_NUMBER],
    ['abcd1234', SPECIAL],
    ['abc 1234', SPECIAL],
    ['ÀÉÎõü123_', null],
    ['пароль12#', null],
    ['abc123-x', null],
  ])('%j → %o', (password, issue) => {
    expect(issueOf(validateForm(new EmailSignUpForm({ email: VALID_EMAIL, password })), 'password')).toEqual(issue);
  });

  it('the form accepts a password exactly when every checklist line is ticked', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (password) => {
        const accepted = issueOf(validateForm(new EmailSignUpForm({ email: VALID_EMAIL, password })), 'password') === null;
        const ticks = passwordChecklist(password);
        expect(accepted).toBe(ticks.length && ticks.letterAndNumber && ticks.special);
      }),
    );
  });

  it('sends the trimmed password as its own confirmation, with the e-mail lowercased', () => {
    expect(toStandardSignUpPayload({ email: ' Ada@Example.com', password: ' abc123!x ' })).toEqual({
      email: 'ada@example.com',
      password: 'abc123!x',
      passwordConfirmation: 'abc123!x',
    });
  });

  it('reports each invalid field once, in field order', () => {
    expect(validateForm(new EmailSignUpForm({ email: '', password: '' }))).toEqual([
      { field: 'email', code: 'required' },
      { field: 'password', code: 'required' },
    ]);
  });
});

describe('names', () => {
  it.each<[string, ValidationIssue | null]>([
    ['', REQUIRED],
    ['   ', REQUIRED],
    ['Al', tooShort(3)],
    ['  Al  ', tooShort(3)],
    ['Ada', null],
    ['  Ada  ', null],
    ['Zoë', null],
    // Issue 22 §5: 3 visible characters; zero-width and control characters do not count, and 100 at most.
    ['Al\u200B', tooShort(3)],
    ['\u200B\u200C\u200D\uFEFF\u2060', tooShort(3)],
    ['A\u0007l', tooShort(3)],
    ['A l', tooShort(3)],
    ['Li\u200BA', null],
    ['n'.repeat(100), null],
    ['n'.repeat(101), tooLong(100)],
  ])('%j → %o', (name, issue) => {
    const errors = validateForm(new ProfileNamesForm({ firstName: name, lastName: name }));
    expect(issueOf(errors, 'firstName')).toEqual(issue);
    expect(issueOf(errors, 'lastName')).toEqual(issue);
  });
});

describe('private sign-up', () => {
  const TODAY = new Date(2024, 5, 15);
  const DEFINITIONS: CustomFieldDefinition[] = [
    { id: 'team', field: 'Favourite team', isRequired: true },
    { id: 'nickname', field: 'Nickname', isRequired: false },
  ];
  const RULES: PrivateSignUpRules = { minAge: 18, today: TODAY, customFields: DEFINITIONS };
  const VALID: PrivateSignUpInput = {
    email: 'Ada@Example.com',
    password: 'secret',
    passwordConfirmation: 'secret',
    firstName: 'Ada',
    lastName: 'Lovelace',
    invitationCode: 'WELCOME',
    birthday: '2000-01-01',
    customAnswers: { team: 'Ferrari', nickname: '' },
  };

  it('accepts a complete form', () => {
    expect(validatePrivateSignUp(VALID, RULES)).toEqual([]);
  });

  it.each<[string, Partial<PrivateSignUpInput>, Array<FieldError<PrivateSignUpField>>]>([
    ['an empty e-mail', { email: ' ' }, [{ field: 'email', ...REQUIRED }]],
    ['an invalid e-mail', { email: 'ada@' }, [{ field: 'email', ...INVALID_EMAIL }]],
    ['an empty password', { password: '', passwordConfirmation: '' }, [{ field: 'password', ...REQUIRED }, { field: 'passwordConfirmation', ...REQUIRED }]],
    ['a blank password confirmed by another', { password: '  ' }, [{ field: 'password', ...REQUIRED }, { field: 'passwordConfirmation', code: 'mismatch' }]],
    ['a 5-character password', { password: '12345', passwordConfirmation: '12345' }, [{ field: 'password', ...tooShort(6) }]],
    ['an empty confirmation', { passwordConfirmation: '' }, [{ field: 'passwordConfirmation', ...REQUIRED }]],
    ['a different confirmation', { passwordConfirmation: 'secreT' }, [{ field: 'passwordConfirmation', code: 'mismatch' }]],
    ['a 2-character first name', { firstName: ' Al ' }, [{ field: 'firstName', ...tooShort(3) }]],
    ['a first name padded with a zero-width space', { firstName: 'Al\u200B' }, [{ field: 'firstName', ...tooShort(3) }]],
    ['a 101-character last name', { lastName: 'n'.repeat(101) }, [{ field: 'lastName', ...tooLong(100) }]],
    ['a 129-character password', { password: 'p'.repeat(129), passwordConfirmation: 'p'.repeat(129) }, [{ field: 'password', ...tooLong(128) }]],
    ['an e-mail with a zero-width space', { email: 'ada\u200B@example.com' }, [{ field: 'email', ...HIDDEN_CHARACTERS }]],
    ['an empty last name', { lastName: '' }, [{ field: 'lastName', ...REQUIRED }]],
    ['a blank invitation code', { invitationCode: '   ' }, [{ field: 'invitationCode', ...REQUIRED }]],
    ['no birthday', { birthday: '' }, [{ field: 'birthday', ...REQUIRED }]],
    ['a bad birthday', { birthday: '2000-13-01' }, [{ field: 'birthday', code: 'invalidDate' }]],
    ['a birthday before 1925', { birthday: '1924-12-31' }, [{ field: 'birthday', code: 'tooEarly', earliest: '1925-01-01' }]],
    ['a birthday too recent', { birthday: '2006-06-16' }, [{ field: 'birthday', code: 'notOldEnough', minAge: 18 }]],
    ['a blank required answer', { customAnswers: { team: '  ' } }, [{ field: customFieldKey('team'), ...REQUIRED }]],
    ['no required answer', { customAnswers: {} }, [{ field: customFieldKey('team'), ...REQUIRED }]],
  ])('rejects %s', (_name, change, errors) => {
    expect(validatePrivateSignUp({ ...VALID, ...change }, RULES)).toEqual(errors);
  });

  it.each<[string, Partial<PrivateSignUpInput>]>([
    ['a 6-character password', { password: '123456', passwordConfirmation: '123456' }],
    ['a password and confirmation trimmed alike', { password: ' secret', passwordConfirmation: 'secret ' }],
    ['3-character names with spaces around', { firstName: '  Ada ', lastName: ' Bob  ' }],
    ['a birthday on 1 January 1925', { birthday: '1925-01-01' }],
    ['a birthday exactly 18 years ago', { birthday: '2006-06-15' }],
    ['an empty optional answer', { customAnswers: { team: 'Ferrari' } }],
  ])('accepts %s', (_name, change) => {
    expect(validatePrivateSignUp({ ...VALID, ...change }, RULES)).toEqual([]);
  });

  it('needs no birthday without a minimum age, but checks one that is given', () => {
    const noMinAge: PrivateSignUpRules = { ...RULES, minAge: null };
    expect(validatePrivateSignUp({ ...VALID, birthday: '' }, noMinAge)).toEqual([]);
    expect(validatePrivateSignUp({ ...VALID, birthday: 'soon' }, noMinAge)).toEqual([{ field: 'birthday', code: 'invalidDate' }]);
  });

  it('lists every invalid field', () => {
    const empty: PrivateSignUpInput = {
      email: '',
      password: '',
      passwordConfirmation: '',
      firstName: '',
      lastName: '',
      invitationCode: '',
      birthday: '',
      customAnswers: {},
    };
    expect(validatePrivateSignUp(empty, RULES).map((error) => error.field)).toEqual([
      'email',
      'password',
      'passwordConfirmation',
      'firstName',
      'lastName',
      'invitationCode',
      'birthday',
      'customFields.team',
    ]);
  });

  it('sends trimmed values, the e-mail lowercased, without the empty birthday and empty answers', () => {
    const payload = toPrivateSignUpPayload({
      ...VALID,
      firstName: ' Ada ',
      invitationCode: ' WELCOME ',
      birthday: '',
      customAnswers: { team: ' Ferrari ', nickname: '   ' },
    });
    expect(payload).toEqual({
      email: 'ada@example.com',
      password: 'secret',
      passwordConfirmation: 'secret',
      firstName: 'Ada',
      lastName: 'Lovelace',
      invitationCode: 'WELCOME',
      customFields: [{ id: 'team', answer: 'Ferrari' }],
    });
    expect(payload).not.toHaveProperty('birthday');
  });

  it('sends a given birthday, and no custom fields when every answer is empty', () => {
    const payload = toPrivateSignUpPayload({ ...VALID, birthday: '2000-01-01', customAnswers: { nickname: '' } });
    expect(payload.birthday).toBe('2000-01-01');
    expect(payload).not.toHaveProperty('customFields');
  });

  it('checks only the text fields in the form class', () => {
    expect(validateForm(new PrivateSignUpForm({ ...VALID, firstName: 'Al' }))).toEqual([{ field: 'firstName', code: 'tooShort', min: 3 }]);
  });
});

describe('custom fields', () => {
  const DEFINITIONS: CustomFieldDefinition[] = [
    { id: 'a', field: 'A', isRequired: true },
    { id: 'b', field: 'B', isRequired: false },
    { id: 'c', field: 'C', isRequired: true },
  ];

  it('requires an answer to each required question only', () => {
    expect(validateCustomFieldAnswers(DEFINITIONS, { a: 'yes', b: '' })).toEqual([{ field: 'customFields.c', code: 'required' }]);
    expect(validateCustomFieldAnswers(DEFINITIONS, { a: ' ', c: 'x' })).toEqual([{ field: 'customFields.a', code: 'required' }]);
    expect(validateCustomFieldAnswers(DEFINITIONS, { a: 'x', c: 'y' })).toEqual([]);
  });

  it('submits trimmed non-empty answers', () => {
    expect(toCustomFieldAnswers({ a: ' yes ', b: '', c: '\n' })).toEqual([{ id: 'a', answer: 'yes' }]);
  });
});

describe('profile (complete-profile prompt and settings)', () => {
  const TODAY = new Date(2024, 5, 15);
  const QUESTIONS: CustomFieldDefinition[] = [{ id: 'team', field: 'Team', isRequired: true }];
  const VALID = { firstName: 'Ada', lastName: 'Rossi', birthday: '2000-01-01', customAnswers: { team: 'Blue' } };

  it('accepts a valid profile', () => {
    expect(validateProfile(VALID, { minAge: 18, today: TODAY, customFields: QUESTIONS })).toEqual([]);
  });

  it('reports names, the birthday and required answers, in the order of the form', () => {
    expect(validateProfile({ firstName: 'Al', lastName: '', birthday: '2010-01-01', customAnswers: {} }, { minAge: 18, today: TODAY, customFields: QUESTIONS })).toEqual([
      { field: 'firstName', code: 'tooShort', min: 3 },
      { field: 'lastName', code: 'required' },
      { field: 'birthday', code: 'notOldEnough', minAge: 18 },
      { field: 'customFields.team', code: 'required' },
    ]);
  });

  it('does not judge the birthday of a network without a minimum age (the field is not shown)', () => {
    expect(validateProfile({ ...VALID, birthday: 'not a date' }, { minAge: null, today: TODAY, customFields: [] })).toEqual([]);
  });
});

describe('password change', () => {
  const VALID = { currentPassword: 'old', newPassword: VALID_SIGN_UP_PASSWORD, newPasswordConfirmation: VALID_SIGN_UP_PASSWORD };

  it('asks the current password as it is (no minimum length), a new one under the standard rule, confirmed', () => {
    expect(validateForm(new PasswordChangeForm(VALID))).toEqual([]);
    expect(validateForm(new PasswordChangeForm({ currentPassword: ' ', newPassword: 'abcdefgh', newPasswordConfirmation: 'abcdefgh ' }))).toEqual([
      { field: 'currentPassword', code: 'required' },
      { field: 'newPassword', code: 'letterAndNumberRequired' },
    ]);
    expect(validateForm(new PasswordChangeForm({ ...VALID, newPasswordConfirmation: 'abc123!y' }))).toEqual([{ field: 'newPasswordConfirmation', code: 'mismatch' }]);
  });

  it('takes a current password of at most 128 characters (issue 22 §5)', () => {
    expect(validateForm(new PasswordChangeForm({ ...VALID, currentPassword: 'p'.repeat(128) }))).toEqual([]);
    expect(validateForm(new PasswordChangeForm({ ...VALID, currentPassword: 'p'.repeat(129) }))).toEqual([{ field: 'currentPassword', ...tooLong(128) }]);
  });

  it('judges the trimmed passwords, as they are sent', () => {
    expect(validateForm(new PasswordChangeForm({ currentPassword: ' old ', newPassword: ` ${VALID_SIGN_UP_PASSWORD} `, newPasswordConfirmation: VALID_SIGN_UP_PASSWORD }))).toEqual([]);
  });
});
