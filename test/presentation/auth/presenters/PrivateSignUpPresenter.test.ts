import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import type { PrivateSignUpPresenter } from '../../../../src/presentation/auth/presenters/PrivateSignUpPresenter';
import { authApp, flush } from './authModalHarness';
import { privateApp, QUESTIONS } from './privateApp';



function fillValid(form: PrivateSignUpPresenter, overrides: Partial<Record<'email' | 'password' | 'passwordConfirmation' | 'firstName' | 'lastName' | 'invitationCode' | 'birthday', string>> = {}): void {
  const values = {
    email: ' Linus@Example.com ',
    password: ' penguin ',
    passwordConfirmation: ' penguin ',
    firstName: ' Linus ',
    lastName: ' Torvalds ',
    invitationCode: ' WELCOME ',
    birthday: '',
    ...overrides,
  };
  for (const [field, value] of Object.entries(values)) form.fieldTyped(field as keyof typeof values, value);
}

describe('private network: sign-up with an invitation code', () => {
  it('loads the custom questions on mount', async () => {
    const { app, modal } = await privateApp();
    expect(app.networks.callsOf('customFields')).toEqual([['net-1']]);
    expect(modal.privateSignUp.customFields).toEqual(QUESTIONS);
  });

  it('a failed load of the questions is a toast', async () => {
    const app = authApp({ auth: { authType: 'private' } });
    app.networks.failNext('customFields', new ApiError(500, 'ServerError', 'Questions are not available.'));
    app.open();
    await flush(app);
    expect(app.notifier.messages('error')).toEqual(['Questions are not available.']);
  });

  it('the signup view is sign-up mode with a back to the login', async () => {
    const { modal } = await privateApp();
    modal.privateViewChosen('signup');
    expect(modal.flow).toMatchObject({ privateView: 'signup', mode: 'sign-up' });
    expect(modal.header).toBe('sign up to Sample Network');
    modal.backClicked();
    expect(modal.flow.privateView).toBe('login-with-email');
  });

  it('asks the birthday only with a minimum age', async () => {
    expect((await privateApp({ network: { minAge: 16 } })).modal.privateSignUp.asksBirthday).toBe(true);
    expect((await privateApp()).modal.privateSignUp.asksBirthday).toBe(false);
  });

  it('an empty form reports every required field, the required question and the birthday', async () => {
    const { app, modal } = await privateApp({ network: { minAge: 16 } });
    modal.privateViewChosen('signup');
    await modal.privateSignUp.submitted();
    expect(modal.privateSignUp.errors).toEqual({
      email: 'This field is required.',
      password: 'This field is required.',
      passwordConfirmation: 'This field is required.',
      firstName: 'This field is required.',
      lastName: 'This field is required.',
      invitationCode: 'This field is required.',
      birthday: 'This field is required.',
      'customFields.team': 'This field is required.',
    });
    expect(app.auth.callsOf('signUp')).toEqual([]);
  });

  it.each([
    { overrides: { firstName: ' Al ' }, errors: { firstName: 'At least 3 characters.' } },
    { overrides: { lastName: 'Li' }, errors: { lastName: 'At least 3 characters.' } },
    { overrides: { firstName: 'Al\u200B' }, errors: { firstName: 'At least 3 characters.' } },
    { overrides: { lastName: 'n'.repeat(101) }, errors: { lastName: 'At most 100 characters.' } },
    { overrides: { password: 'p'.repeat(129), passwordConfirmation: 'p'.repeat(129) }, errors: { password: 'At most 128 characters.' } },
    { overrides: { email: 'linus\u200B@example.com' }, errors: { email: 'The e-mail address contains an invisible or control character (often pasted along with it). Type it again.' } },
    { overrides: { password: '12345', passwordConfirmation: '12345' }, errors: { password: 'At least 6 characters.' } },
    { overrides: { passwordConfirmation: 'penguin2' }, errors: { passwordConfirmation: 'The passwords do not match.' } },
    { overrides: { invitationCode: '   ' }, errors: { invitationCode: 'This field is required.' } },
    { overrides: { email: 'linus.example.com' }, errors: { email: 'Type a valid e-mail address.' } },
    { overrides: { birthday: '2012-01-01' }, errors: { birthday: 'Only users old enough are allowed (at least 16 years old).' } },
    { overrides: { birthday: '1924-12-31' }, errors: { birthday: 'The date cannot be before 1 January 1925.' } },
    { overrides: { birthday: '2030-01-01' }, errors: { birthday: 'The date cannot be later than today.' } },
  ])('rejects $overrides', async ({ overrides, errors }) => {
    const { app, modal } = await privateApp({ network: { minAge: 16 } });
    const form = modal.privateSignUp;
    fillValid(form, { birthday: '1991-08-25', ...overrides });
    form.answerTyped('team', 'Kernel');
    await form.submitted();
    expect(form.errors).toEqual(errors);
    expect(app.auth.callsOf('signUp')).toEqual([]);
  });

  it('counts the names’ and passwords’ characters near their limits, in error past them (issue 22 §5)', async () => {
    const { modal } = await privateApp();
    const form = modal.privateSignUp;
    fillValid(form, { firstName: 'n'.repeat(79), lastName: 'n'.repeat(80), password: 'p'.repeat(129) });
    expect(form.noteOf('firstName')).toEqual({ error: false, helperText: undefined });
    expect(form.noteOf('lastName')).toEqual({ error: false, helperText: '80 / 100' });
    expect(form.noteOf('password')).toEqual({ error: true, helperText: '129 / 128: 1 character too many.' });
    expect(form.noteOf('invitationCode')).toEqual({ error: false, helperText: undefined });

    await form.submitted();
    expect(form.noteOf('password')).toEqual({ error: true, helperText: 'At most 128 characters.' });
  });

  it('a blank answer to a required question is missing; typing clears its error', async () => {
    const { modal } = await privateApp();
    const form = modal.privateSignUp;
    fillValid(form);
    form.answerTyped('team', '   ');
    await form.submitted();
    expect(form.errors).toEqual({ 'customFields.team': 'This field is required.' });
    form.answerTyped('team', 'Kernel');
    expect(form.errors).toEqual({});
  });

  it('sends trimmed values, drops the empty optional answer and the empty birthday, then closes', async () => {
    const { app, modal } = await privateApp();
    modal.privateViewChosen('signup');
    const form = modal.privateSignUp;
    fillValid(form);
    form.answerTyped('team', ' Kernel ');
    form.answerTyped('nickname', '  ');
    await form.submitted();
    expect(form.errors).toEqual({});
    expect(app.auth.callsOf('signUp')).toEqual([
      [
        {
          email: 'linus@example.com',
          password: 'penguin',
          passwordConfirmation: 'penguin',
          firstName: 'Linus',
          lastName: 'Torvalds',
          invitationCode: 'WELCOME',
          customFields: [{ id: 'team', answer: 'Kernel' }],
        },
      ],
    ]);
    expect(modal.flow.open).toBe(false);
    expect(app.controller.isOpen).toBe(false);
    expect(app.completeProfileRequests()).toBe(1);
  });

  it('sends the birthday when the network has a minimum age', async () => {
    const { app, modal } = await privateApp({ network: { minAge: 16 }, questions: [] });
    const form = modal.privateSignUp;
    fillValid(form, { birthday: '1991-08-25' });
    await form.submitted();
    const [[payload]] = app.auth.callsOf('signUp') as [[Record<string, unknown>]];
    expect(payload.birthday).toBe('1991-08-25');
    expect(payload).not.toHaveProperty('customFields');
  });

  it('an invalid invitation code is shown on its field, the rest kept', async () => {
    const { app, modal } = await privateApp();
    const form = modal.privateSignUp;
    fillValid(form, { invitationCode: 'NOPE' });
    form.answerTyped('team', 'Kernel');
    await form.submitted();
    expect(form.errors.invitationCode).toBe('The invitation code is not valid.');
    expect(form.values.firstName).toBe(' Linus ');
    expect(form.answers).toEqual({ team: 'Kernel' });
    expect(form.busy).toBe(false);
    expect(modal.flow.open).toBe(true);
    expect(app.session.isSignedIn).toBe(false);
    // Shown once, on its field: not also as a toast.
    expect(app.notifier.toasts).toEqual([]);
    form.fieldTyped('invitationCode', 'WELCOME');
    expect(form.errors.invitationCode).toBeUndefined();
  });

  it('another server error is a toast with its message', async () => {
    const { app, modal } = await privateApp();
    app.auth.failNext('signUp', new ApiError(422, 'ValidationError', 'Names may not contain digits.'));
    const form = modal.privateSignUp;
    fillValid(form);
    form.answerTyped('team', 'Kernel');
    await form.submitted();
    expect(app.notifier.messages('error')).toEqual(['Names may not contain digits.']);
    expect(form.errors).toEqual({});
  });

  it('an existing membership opens has_membership', async () => {
    const { modal } = await privateApp({ accounts: [{ email: 'linus@example.com', password: 'whatever', member: true }] });
    const form = modal.privateSignUp;
    fillValid(form);
    form.answerTyped('team', 'Kernel');
    await form.submitted();
    expect(form.conflict).toBe('has_membership');
    form.conflictDismissed();
    expect(form.conflict).toBeNull();
  });

  it('an unconfirmed e-mail after the private sign-up shows the confirm form and requests a code', async () => {
    const { app, modal } = await privateApp({ member: { emailConfirmed: false } });
    modal.privateViewChosen('signup');
    fillValid(modal.privateSignUp);
    modal.privateSignUp.answerTyped('team', 'Kernel');
    await modal.privateSignUp.submitted();
    expect(modal.flow).toMatchObject({ open: true, step: 'sign-up', tab: 'email', emailStage: 'confirm' });
    await vi.waitFor(() => expect(app.accounts.callsOf('requestEmailCode')).toEqual([['mem-1']]));
    modal.wrongEmailClicked();
    expect(modal.flow).toMatchObject({ step: 'private', privateView: 'signup' });
    expect(app.session.isSignedIn).toBe(false);
  });
});

describe('private network: the e-mail availability check (spec §5)', () => {
  it.each([
    { member: true, conflict: 'has_membership' },
    { member: false, conflict: 'has_user' },
  ] as const)('500 ms after typing stops, a taken e-mail opens the $conflict popup', async ({ member, conflict }) => {
    const { app, modal } = await privateApp({ accounts: [{ email: 'taken@example.com', password: 'x', member }] });
    modal.privateViewChosen('signup');
    const form = modal.privateSignUp;
    form.fieldTyped('email', ' Taken@Example.com ');
    await app.clock.advanceAsync(499);
    expect(app.auth.callsOf('checkEmail')).toEqual([]);
    await app.clock.advanceAsync(1);
    expect(app.auth.callsOf('checkEmail')).toEqual([['taken@example.com']]);
    expect(form.conflict).toBe(conflict);
    expect(modal.conflict).toEqual({ kind: conflict, email: ' Taken@Example.com ' });
  });

  it('checks only the e-mail, says nothing of a free one, and drops a check waiting when the modal goes', async () => {
    const { app, modal } = await privateApp({ accounts: [] });
    modal.privateViewChosen('signup');
    modal.privateSignUp.fieldTyped('firstName', 'Linus');
    modal.privateSignUp.fieldTyped('email', 'free@example.com');
    await app.clock.advanceAsync(500);
    expect(app.auth.callsOf('checkEmail')).toEqual([['free@example.com']]);
    expect(modal.privateSignUp.conflict).toBeNull();

    modal.privateSignUp.fieldTyped('email', 'other@example.com');
    modal.privateSignUp.unmounted();
    await app.clock.advanceAsync(1_000);
    expect(app.auth.callsOf('checkEmail')).toHaveLength(1);
  });
});
