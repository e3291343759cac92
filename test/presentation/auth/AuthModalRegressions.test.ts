/**
 * Regressions: each of these failed against fc9ce7e (the presenters as first written) and passes
 * since e13e76d. The comments say what went wrong then.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { authApp, flush } from './authModalHarness';

const GOOD_PASSWORD = 'hopper-1!';

describe('AuthModalPresenter regressions', () => {
  it("private sign-up: 'Login' on the has_membership popup moves to login-with-email with the same e-mail", async () => {
    const app = authApp({
      network: { accessType: 'private', private: true },
      auth: { authType: 'private' },
      accounts: [{ email: 'linus@example.com', password: 'whatever', member: true }],
    });
    const modal = app.open({ fixed: true });
    await flush(app);
    modal.privateViewChosen('signup');
    const form = modal.privateSignUp;
    for (const [field, value] of [['email', 'linus@example.com'], ['password', 'penguin'], ['passwordConfirmation', 'penguin'], ['firstName', 'Linus'], ['lastName', 'Torvalds'], ['invitationCode', 'WELCOME']] as const) {
      form.fieldTyped(field, value);
    }
    await form.submitted();
    expect(form.conflict).toBe('has_membership');
    modal.conflictLoginClicked();
    expect(modal.flow.privateView).toBe('login-with-email');
    expect(form.conflict).toBeNull();
    // Spec §8: the e-mail is remembered (conflictLoginClicked used to read only the standard sign-up form).
    expect(modal.emailSignIn.email).toBe('linus@example.com');
  });

  it('e-mail sign-up: the forgot-password link of the invalid_credentials popup carries the typed e-mail', async () => {
    const app = authApp({ accounts: [{ email: 'taken@example.com', password: 'other-1!x', member: false }] });
    const modal = app.openForm({ mode: 'sign-up' });
    modal.emailSignUp.emailTyped('taken@example.com');
    modal.emailSignUp.passwordTyped(GOOD_PASSWORD);
    await modal.emailSignUp.submitted();
    expect(modal.emailSignUp.conflict).toBe('invalid_credentials');
    // What the popup's link does (AuthDialog.tsx onForgotPassword).
    modal.emailSignUp.conflictDismissed();
    modal.forgotPasswordOpened();
    expect(modal.forgotPasswordOpen).toBe(true);
    // forgotPasswordOpened used to seed the dialog from the sign-in form only: '' here.
    expect(modal.forgotPassword.email).toBe('taken@example.com');
  });

  it("after 'wrong e-mail', signing up again within 60 s requests a code for the new address", async () => {
    const app = authApp({ accounts: [], member: { email: 'first@example.com', emailConfirmed: false } });
    const modal = app.openForm({ mode: 'sign-up' });
    modal.emailSignUp.emailTyped('first@example.com');
    modal.emailSignUp.passwordTyped(GOOD_PASSWORD);
    await modal.emailSignUp.submitted();
    await vi.waitFor(() => expect(app.accounts.callsOf('requestEmailCode')).toHaveLength(1));
    modal.wrongEmailClicked();
    expect(modal.flow.step).toBe('cta');

    // The second account, with the right address, a few seconds later.
    app.clock.advance(5000);
    app.memberships.membership = { ...app.memberships.membership!, id: 'mem-2', email: 'second@example.com' };
    modal.continueClicked();
    modal.emailSignUp.emailTyped('second@example.com');
    await modal.emailSignUp.submitted();
    expect(modal.flow.emailStage).toBe('confirm');
    await flush(app);
    // Spec §4: a code is requested on entry. It used to be skipped: the first account's countdown
    // (55 s left) was never reset, so the new address got no code.
    expect(app.accounts.callsOf('requestEmailCode')).toEqual([['mem-1'], ['mem-2']]);
  });

  it("after 'wrong e-mail' on a network with a minimum age, the next sign-up asks the birthdate again", async () => {
    const app = authApp({ network: { minAge: 18 }, accounts: [], member: { email: 'first@example.com', emailConfirmed: false, birthday: null } });
    const modal = app.open();
    modal.continueClicked();
    modal.birthdate.valueTyped('1990-05-01');
    await modal.birthdate.continueClicked();
    modal.emailSignUp.emailTyped('first@example.com');
    modal.emailSignUp.passwordTyped(GOOD_PASSWORD);
    await modal.emailSignUp.submitted();
    // The held birthday went to the first account, and the holder is empty again.
    expect(app.memberships.callsOf('update')).toEqual([['mem-1', { birthday: '1990-05-01' }]]);
    expect(app.heldBirthdate()).toBeNull();
    modal.wrongEmailClicked();

    modal.continueClicked();
    // Spec §4: sign-up with a minimum age and no known birthdate goes to birthdate first. The modal's
    // `birthdateKnown` used to stay true from before, so the second account was made without a birthday.
    expect(modal.flow.step).toBe('birthdate');
  });

  it('a failed e-mail code request does not block asking again for 60 s', async () => {
    const app = authApp({ accounts: [], member: { email: 'grace@example.com', emailConfirmed: false } });
    app.accounts.failNext('requestEmailCode', new ApiError(503, 'MailerDown', 'The mailer is not available.'));
    const modal = app.openForm({ mode: 'sign-up' });
    modal.emailSignUp.emailTyped('grace@example.com');
    modal.emailSignUp.passwordTyped(GOOD_PASSWORD);
    await modal.emailSignUp.submitted();
    await vi.waitFor(() => expect(app.notifier.messages('error')).toEqual(['The mailer is not available.']));
    // No code was sent, so 'send the code again' must be usable at once (as in the phone and
    // forgot-password flows, the countdown starts once the server agreed; it used to start before).
    expect(modal.emailConfirm.secondsLeft).toBe(0);
    await modal.emailConfirm.codeRequested();
    expect(app.accounts.callsOf('requestEmailCode')).toHaveLength(2);
  });
});
