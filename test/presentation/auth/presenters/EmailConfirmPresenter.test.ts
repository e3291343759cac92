import { describe, expect, it, vi } from 'vitest';
import { GOOD_PASSWORD, NEW_EMAIL, onSignUp, type AuthAppOptions } from './authModalHarness';

/** Signs up with an account whose e-mail is still unconfirmed: the modal then shows the confirm form. */
async function atConfirmStep(options: AuthAppOptions = {}) {
  const setup = onSignUp({ ...options, member: { email: NEW_EMAIL, emailConfirmed: false, ...(options.member ?? {}) } });
  setup.form.emailTyped(NEW_EMAIL);
  setup.form.passwordTyped(GOOD_PASSWORD);
  await setup.form.submitted();
  await vi.waitFor(() => expect(setup.app.accounts.callsOf('requestEmailCode')).toHaveLength(1));
  // The resend countdown starts once the server agreed to send the code.
  await vi.waitFor(() => expect(setup.modal.emailConfirm.secondsLeft).toBe(60));
  return { ...setup, confirm: setup.modal.emailConfirm };
}

describe('EmailConfirmPresenter: the confirm step after an unconfirmed sign-up', () => {
  it('shows the confirm form, locks the tabs and back, and requests a code on entry', async () => {
    const { app, modal, confirm } = await atConfirmStep({ auth: { smsOtp: true } });
    expect(modal.flow).toMatchObject({ open: true, step: 'sign-up', tab: 'email', emailStage: 'confirm', hasUserSession: true });
    expect(modal.tabsEnabled).toBe(false);
    expect(modal.canGoBack).toBe(false);
    expect(modal.canSwitchMode).toBe(false);
    modal.tabChosen('phone');
    expect(modal.flow.tab).toBe('email');
    expect(app.accounts.callsOf('requestEmailCode')).toEqual([['mem-1']]);
    expect(confirm.email).toBe(NEW_EMAIL);
    expect(app.completeProfileRequests()).toBe(0);
  });

  it('resending is blocked for 60 s', async () => {
    const { app, confirm } = await atConfirmStep();
    expect(confirm.secondsLeft).toBe(60);
    await confirm.codeRequested();
    expect(app.accounts.callsOf('requestEmailCode')).toHaveLength(1);
    app.clock.advance(30_000);
    expect(confirm.secondsLeft).toBe(30);
    app.clock.advance(29_999);
    expect(confirm.secondsLeft).toBe(1);
    app.clock.advance(1);
    expect(confirm.secondsLeft).toBe(0);
    await confirm.codeRequested();
    expect(app.accounts.callsOf('requestEmailCode')).toHaveLength(2);
    expect(confirm.secondsLeft).toBe(60);
  });

  it.each([
    { typed: '12345', error: 'The code has 6 characters.' },
    { typed: '', error: 'This field is required.' },
  ])('a code "$typed" is not sent', async ({ typed, error }) => {
    const { app, confirm } = await atConfirmStep();
    confirm.codeTyped(typed);
    expect(confirm.canSubmit).toBe(false);
    await confirm.submitted();
    expect(confirm.error).toBe(error);
    expect(app.accounts.callsOf('confirmEmail')).toEqual([]);
  });

  it('a pasted code loses its spaces and is cut to 6 characters; free text is kept', async () => {
    const { confirm } = await atConfirmStep();
    confirm.codeTyped(' Ab 3-x9\n7 ');
    expect(confirm.code).toBe('Ab3-x9');
    expect(confirm.canSubmit).toBe(true);
  });

  it('success toasts the server message, closes and asks for complete-profile', async () => {
    const { app, modal, confirm } = await atConfirmStep();
    confirm.codeTyped(' 123 456 ');
    await confirm.submitted();
    expect(app.accounts.callsOf('confirmEmail')).toEqual([['mem-1', '123456']]);
    expect(app.notifier.messages('success')).toEqual(['Your e-mail address is confirmed.']);
    expect(app.session.membership?.emailConfirmed).toBe(true);
    expect(modal.flow.open).toBe(false);
    expect(app.controller.isOpen).toBe(false);
    expect(app.completeProfileRequests()).toBe(1);
  });

  it('a wrong code is an error toast and the step stays', async () => {
    const { app, modal, confirm } = await atConfirmStep();
    confirm.codeTyped('654321');
    await confirm.submitted();
    expect(app.notifier.messages('error')).toEqual(['The code is not valid.']);
    expect(confirm.code).toBe('654321');
    expect(modal.flow.emailStage).toBe('confirm');
    expect(app.completeProfileRequests()).toBe(0);
  });

  it("'wrong e-mail' starts again at the cta without the account's session", async () => {
    const { app, modal } = await atConfirmStep();
    expect(app.session.isSignedIn).toBe(true);
    modal.wrongEmailClicked();
    expect(modal.flow).toMatchObject({ open: true, step: 'cta', mode: 'sign-up', emailStage: 'credentials', hasUserSession: false });
    expect(app.session.isSignedIn).toBe(false);
    expect(app.tokens.accessToken(app.session.networkId ?? '')).toBeNull();
    expect(app.tokens.refreshToken(app.session.networkId ?? '')).toBeNull();
    expect(modal.tabsEnabled).toBe(true);
    expect(app.completeProfileRequests()).toBe(0);
  });

  it('closing the confirm step without confirming still asks for complete-profile', async () => {
    const { app, modal } = await atConfirmStep();
    modal.closeRequested();
    expect(modal.flow.open).toBe(false);
    expect(app.controller.isOpen).toBe(false);
    expect(app.completeProfileRequests()).toBe(1);
  });

  it('unmounting stops the resend countdown', async () => {
    const { app, modal, confirm } = await atConfirmStep();
    expect(confirm.secondsLeft).toBe(60);
    app.unmount(modal);
    expect(app.clock.pendingDelays()).toEqual([]);
  });
});
