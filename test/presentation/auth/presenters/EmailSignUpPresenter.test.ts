import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { authApp, GOOD_PASSWORD, NEW_EMAIL, onSignUp } from './authModalHarness';

describe('EmailSignUpPresenter: the form', () => {
  it.each([
    { password: '', checklist: { length: false, letterAndNumber: false, special: false } },
    { password: 'abc', checklist: { length: false, letterAndNumber: false, special: false } },
    { password: 'abcdefg1', checklist: { length: true, letterAndNumber: true, special: false } },
    { password: 'abcdefg!', checklist: { length: true, letterAndNumber: false, special: true } },
    { password: 'ab1!', checklist: { length: false, letterAndNumber: true, special: true } },
    { password: '  abcdef1!  ', checklist: { length: true, letterAndNumber: true, special: true } },
    { password: 'abcdefghijklmnopqr1!', checklist: { length: true, letterAndNumber: true, special: true } },
    { password: 'abcdefghijklmnopqrs1!', checklist: { length: false, letterAndNumber: true, special: true } },
  ])('the live checklist for "$password" is $checklist', ({ password, checklist }) => {
    const { form } = onSignUp();
    form.passwordTyped(password);
    expect(form.checklist).toEqual(checklist);
  });

  it.each([
    { email: '', password: '', errors: { email: 'This field is required.', password: 'This field is required.' } },
    { email: 'grace@', password: GOOD_PASSWORD, errors: { email: 'Type a valid e-mail address.' } },
    { email: NEW_EMAIL, password: 'ab1!', errors: { password: 'At least 8 characters.' } },
    { email: NEW_EMAIL, password: 'abcdefghijklmnopqrs1!', errors: { password: 'At most 20 characters.' } },
    { email: NEW_EMAIL, password: 'abcdefgh!', errors: { password: 'At least 1 letter and 1 number is required.' } },
    { email: NEW_EMAIL, password: 'abcdefg1', errors: { password: 'Must have at least 1 special character.' } },
  ])('rejects "$email" / "$password" without signing up', async ({ email, password, errors }) => {
    const { app, form } = onSignUp();
    form.emailTyped(email);
    form.passwordTyped(password);
    await form.submitted();
    expect(form.errors).toEqual(errors);
    expect(app.auth.callsOf('signUp')).toEqual([]);
  });

  it('signs up with the lowercased e-mail and the trimmed password (as confirmation too), then closes', async () => {
    const { app, modal, form } = onSignUp();
    form.emailTyped('  Grace@Example.com ');
    form.passwordTyped(`  ${GOOD_PASSWORD} `);
    await form.submitted();
    expect(app.auth.callsOf('signUp')).toEqual([[{ email: NEW_EMAIL, password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD }]]);
    expect(app.auth.callsOf('exchange')).toEqual([['exchange-1']]);
    expect(modal.flow.open).toBe(false);
    expect(app.controller.isOpen).toBe(false);
    expect(app.published).toEqual(['authenticated', 'completeProfileRequested']);
  });

  it('saves the birthday held from the birthdate step to the new profile', async () => {
    const app = authApp({ network: { minAge: 18 }, member: { email: NEW_EMAIL, birthday: null } });
    const modal = app.open();
    modal.continueClicked();
    modal.birthdate.valueTyped('1999-12-31');
    await modal.birthdate.continueClicked();
    modal.emailSignUp.emailTyped(NEW_EMAIL);
    modal.emailSignUp.passwordTyped(GOOD_PASSWORD);
    await modal.emailSignUp.submitted();
    expect(app.memberships.callsOf('update')).toEqual([['mem-1', { birthday: '1999-12-31' }]]);
    expect(app.heldBirthdate()).toBeNull();
    expect(modal.flow.open).toBe(false);
  });

  it('the exchange is polled 1 s apart and its timeout is an error toast, the form kept', async () => {
    const { app, modal, form } = onSignUp();
    app.auth.queueExchange(...Array.from({ length: 6 }, () => ({ kind: 'pending' as const })));
    form.emailTyped(NEW_EMAIL);
    form.passwordTyped(GOOD_PASSWORD);
    const done = form.submitted();
    // The e-mail check set on typing (500 ms) waits beside the exchange's second attempt (1 s).
    await vi.waitFor(() => expect(app.clock.pendingDelays()).toContain(1000));
    expect(app.auth.callsOf('exchange')).toHaveLength(1);
    await app.clock.advanceAsync(5000);
    await done;
    expect(app.auth.callsOf('exchange')).toHaveLength(6);
    expect(app.notifier.messages('error')).toEqual(['Maximum polling attempts reached']);
    expect(modal.flow.step).toBe('sign-up');
    expect([form.email, form.password]).toEqual([NEW_EMAIL, GOOD_PASSWORD]);
  });

  it('another sign-up error is a toast with the server message', async () => {
    const { app, form } = onSignUp();
    app.auth.failNext('signUp', new ApiError(422, 'ValidationError', 'This e-mail domain is not accepted.'));
    form.emailTyped(NEW_EMAIL);
    form.passwordTyped(GOOD_PASSWORD);
    await form.submitted();
    expect(app.notifier.messages('error')).toEqual(['This e-mail domain is not accepted.']);
    expect(form.conflict).toBeNull();
  });
});

describe('EmailSignUpPresenter: availability and conflicts', () => {
  it.each([
    { account: { email: 'taken@example.com', password: 'x', member: true }, conflict: 'has_membership' },
    { account: { email: 'taken@example.com', password: 'x', member: false }, conflict: 'has_user' },
    { account: null, conflict: null },
  ])('500 ms after typing stops, a check of the e-mail reports $conflict', async ({ account, conflict }) => {
    const { app, form } = onSignUp({ accounts: account ? [account] : [] });
    form.emailTyped('Taken@example.co');
    app.clock.advance(300);
    form.emailTyped(' Taken@Example.com ');
    await app.clock.advanceAsync(499);
    expect(app.auth.callsOf('checkEmail')).toEqual([]);
    await app.clock.advanceAsync(1);
    expect(app.auth.callsOf('checkEmail')).toEqual([['taken@example.com']]);
    expect(form.conflict).toBe(conflict);
    expect(form.conflictEmail).toBe(conflict ? 'taken@example.com' : '');
  });

  it('a check that lands after a quick submit does not report the account just created as a conflict', async () => {
    const { app, modal, form } = onSignUp({ member: { email: NEW_EMAIL, emailConfirmed: false } });
    form.emailTyped(NEW_EMAIL);
    form.passwordTyped(GOOD_PASSWORD);
    await form.submitted();
    await vi.waitFor(() => expect(modal.flow.emailStage).toBe('confirm'));
    // The sign-up made the account a member; the debounced check now runs and finds it.
    app.auth.accounts.set(NEW_EMAIL, { email: NEW_EMAIL, password: GOOD_PASSWORD, member: true });
    await app.clock.advanceAsync(500);
    expect(form.conflict).toBeNull();
  });

  it('an e-mail that does not look valid is not checked', async () => {
    const { app, form } = onSignUp();
    form.emailTyped('taken@example');
    await app.clock.advanceAsync(1000);
    expect(app.auth.callsOf('checkEmail')).toEqual([]);
  });

  it('a failed check is an error toast', async () => {
    const { app, form } = onSignUp();
    app.auth.failNext('checkEmail', new ApiError(500, 'ServerError', 'The check is not available.'));
    form.emailTyped(NEW_EMAIL);
    await app.clock.advanceAsync(500);
    expect(app.notifier.messages('error')).toEqual(['The check is not available.']);
    expect(form.conflict).toBeNull();
  });

  it('a 409 on sign-up opens has_membership with the e-mail remembered; Ignore closes it', async () => {
    const { app, modal, form } = onSignUp({ accounts: [{ email: 'taken@example.com', password: 'whatever', member: true }] });
    form.emailTyped('taken@example.com');
    form.passwordTyped(GOOD_PASSWORD);
    await form.submitted();
    expect(form.conflict).toBe('has_membership');
    expect(form.conflictEmail).toBe('taken@example.com');
    expect(app.notifier.toasts).toEqual([]);
    expect(modal.flow.step).toBe('sign-up');
    form.conflictDismissed();
    expect(form.conflict).toBeNull();
    expect(modal.flow.step).toBe('sign-up');
  });

  it('a known user with another password on sign-up opens invalid_credentials', async () => {
    const { form } = onSignUp({ accounts: [{ email: 'taken@example.com', password: 'other-1!x', member: false }] });
    form.emailTyped('taken@example.com');
    form.passwordTyped(GOOD_PASSWORD);
    await form.submitted();
    expect(form.conflict).toBe('invalid_credentials');
  });

  it("'Login' on the popup moves to sign-in with the same e-mail", async () => {
    const { app, modal, form } = onSignUp({ accounts: [{ email: 'taken@example.com', password: 'whatever', member: true }] });
    form.emailTyped('taken@example.com');
    await app.clock.advanceAsync(500);
    expect(form.conflict).toBe('has_membership');
    modal.conflictLoginClicked();
    expect(form.conflict).toBeNull();
    expect(modal.flow.step).toBe('sign-in');
    expect(modal.flow.mode).toBe('sign-in');
    expect(modal.header).toBe('log in to Sample Network');
    expect(modal.emailSignIn.email).toBe('taken@example.com');
  });
});

describe('closing the modal while a sign-up waits', () => {
  it('unmounting aborts the exchange polling without a toast', async () => {
    const { app, modal, form } = onSignUp();
    app.auth.queueExchange({ kind: 'pending' });
    form.emailTyped(NEW_EMAIL);
    form.passwordTyped(GOOD_PASSWORD);
    const done = form.submitted();
    // The e-mail check set on typing (500 ms) waits beside the exchange's second attempt (1 s).
    await vi.waitFor(() => expect(app.clock.pendingDelays()).toContain(1000));
    expect(app.auth.callsOf('exchange')).toHaveLength(1);
    app.unmount(modal);
    await done;
    await app.clock.advanceAsync(10_000);
    expect(app.auth.callsOf('exchange')).toHaveLength(1);
    expect(app.notifier.toasts).toEqual([]);
    expect(app.session.isSignedIn).toBe(false);
    expect(form.busy).toBe(false);
  });

  it('unmounting cancels a pending availability check', async () => {
    const { app, modal, form } = onSignUp();
    form.emailTyped(NEW_EMAIL);
    app.unmount(modal);
    await app.clock.advanceAsync(1000);
    expect(app.auth.callsOf('checkEmail')).toEqual([]);
  });
});
