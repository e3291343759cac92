import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { COOKIES } from '../../../../src/application/ports/CookieJar';
import { authApp, MEMBER_EMAIL, MEMBER_PASSWORD, type AuthAppOptions } from './authModalHarness';
import { privateApp } from './privateApp';

function onSignIn(options: AuthAppOptions = {}) {
  const app = authApp(options);
  const modal = app.openForm({ mode: 'sign-in' });
  return { app, modal, form: modal.emailSignIn };
}

describe('EmailSignInPresenter inside the modal', () => {
  it('signs in with the trimmed, lowercased e-mail, closes the modal and asks for complete-profile', async () => {
    const { app, modal, form } = onSignIn();
    expect(modal.flow.step).toBe('sign-in');
    form.emailTyped('  Ada@Example.COM ');
    form.passwordTyped(` ${MEMBER_PASSWORD} `);
    await form.submitted();
    expect(app.auth.callsOf('login')).toEqual([[MEMBER_EMAIL, MEMBER_PASSWORD]]);
    expect(modal.flow.open).toBe(false);
    expect(app.controller.isOpen).toBe(false);
    expect(app.published).toEqual(['authenticated', 'completeProfileRequested']);
    expect(app.session.membership?.email).toBe(MEMBER_EMAIL);
    expect(app.cookies.get(COOKIES.authedBefore)).toBe('true');
    expect(app.notifier.toasts).toEqual([]);
  });

  it.each([
    { email: '', password: '', errors: { email: 'This field is required.', password: 'This field is required.' } },
    { email: 'not-an-email', password: 'secret', errors: { email: 'Type a valid e-mail address.' } },
    { email: MEMBER_EMAIL, password: '12345', errors: { password: 'At least 6 characters.' } },
    { email: MEMBER_EMAIL, password: '   123456   ', errors: {} },
    { email: MEMBER_EMAIL, password: 'p'.repeat(129), errors: { password: 'At most 128 characters.' } },
    { email: 'ada\u200B@example.com', password: 'secret', errors: { email: 'The e-mail address contains an invisible or control character (often pasted along with it). Type it again.' } },
  ])('validates e-mail "$email" and password "$password" before asking the server', async ({ email, password, errors }) => {
    const { app, form } = onSignIn({ accounts: [] });
    form.emailTyped(email);
    form.passwordTyped(password);
    await form.submitted();
    expect(form.errors).toEqual(errors);
    expect(app.auth.callsOf('login')).toHaveLength(Object.keys(errors).length === 0 ? 1 : 0);
  });

  it('counts the password’s characters from 80% of its 128 on (issue 22 §5)', () => {
    const { form } = onSignIn();
    form.passwordTyped('p'.repeat(102));
    expect(form.passwordNote).toEqual({ error: false, helperText: undefined });
    form.passwordTyped('p'.repeat(103));
    expect(form.passwordNote).toEqual({ error: false, helperText: '103 / 128' });
    form.passwordTyped('p'.repeat(130));
    expect(form.passwordNote).toEqual({ error: true, helperText: '130 / 128: 2 characters too many.' });
  });

  it('typing in a field clears its error only', async () => {
    const { form } = onSignIn();
    await form.submitted();
    form.emailTyped('a');
    expect(form.errors).toEqual({ password: 'This field is required.' });
  });

  it("a 401 shows the server's message as an error toast (spec §8), no popup, one login call, the form kept", async () => {
    const { app, modal, form } = onSignIn();
    form.emailTyped(MEMBER_EMAIL);
    form.passwordTyped('wrong-password');
    await form.submitted();
    expect(app.notifier.messages('error')).toEqual(['The e-mail or the password is not correct.']);
    expect(app.auth.callsOf('login')).toHaveLength(1);
    expect(modal.emailSignUp.conflict).toBeNull();
    expect(modal.flow.step).toBe('sign-in');
    expect(modal.flow.open).toBe(true);
    expect([form.email, form.password]).toEqual([MEMBER_EMAIL, 'wrong-password']);
  });

  it('the forgot-password link opens the dialog with the typed e-mail', async () => {
    const { modal, form } = onSignIn();
    form.emailTyped('Ada@example.com');
    form.passwordTyped('wrong-password');
    await form.submitted();
    modal.forgotPasswordOpened();
    expect(modal.forgotPasswordOpen).toBe(true);
    expect(modal.forgotPassword.email).toBe('Ada@example.com');
  });

  it('another server error is an error toast with the server message, and what was typed stays', async () => {
    const { app, modal, form } = onSignIn();
    app.auth.failNext('login', new ApiError(503, 'Maintenance', 'We are upgrading: back in five minutes.'));
    form.emailTyped(MEMBER_EMAIL);
    form.passwordTyped(MEMBER_PASSWORD);
    await form.submitted();
    expect(app.notifier.messages('error')).toEqual(['We are upgrading: back in five minutes.']);
    expect(form.busy).toBe(false);
    expect([form.email, form.password]).toEqual([MEMBER_EMAIL, MEMBER_PASSWORD]);
    expect(modal.flow.step).toBe('sign-in');
    // And the same form can try again.
    await form.submitted();
    expect(modal.flow.open).toBe(false);
  });

  it('a synchronizing answer is asked again after 2 s, busy meanwhile, until tokens arrive', async () => {
    const { app, modal, form } = onSignIn();
    app.auth.queueLogin({ kind: 'synchronizing' }, { kind: 'synchronizing' });
    form.emailTyped(MEMBER_EMAIL);
    form.passwordTyped(MEMBER_PASSWORD);
    const done = form.submitted();
    await vi.waitFor(() => expect(app.clock.pendingDelays()).toEqual([2000]));
    expect(form.busy).toBe(true);
    await form.submitted(); // a second click while busy does nothing
    expect(app.auth.callsOf('login')).toHaveLength(1);
    await app.clock.advanceAsync(1999);
    expect(app.auth.callsOf('login')).toHaveLength(1);
    await app.clock.advanceAsync(1);
    expect(app.auth.callsOf('login')).toHaveLength(2);
    expect(app.clock.pendingDelays()).toEqual([2000]);
    await app.clock.advanceAsync(2000);
    await done;
    expect(app.auth.callsOf('login')).toHaveLength(3);
    expect(modal.flow.open).toBe(false);
    expect(app.completeProfileRequests()).toBe(1);
  });

  it('a membership still synchronizing after 2 minutes is not waited for any more: a clear error toast, the form kept for a retry', async () => {
    const { app, modal, form } = onSignIn();
    app.auth.queueLogin(...Array.from({ length: 100 }, () => ({ kind: 'synchronizing' }) as const));
    form.emailTyped(MEMBER_EMAIL);
    form.passwordTyped(MEMBER_PASSWORD);
    const done = form.submitted();
    await app.clock.advanceAsync(120_000);
    await done;
    expect(app.notifier.messages('error')).toEqual(['Your membership is still being prepared. Please try signing in again in a few minutes.']);
    expect(app.clock.pendingDelays()).toEqual([]);
    expect(form.busy).toBe(false);
    expect(modal.flow.open).toBe(true);
    expect([form.email, form.password]).toEqual([MEMBER_EMAIL, MEMBER_PASSWORD]);
  });

  it('a member without a birthday on a network with a minimum age gives it before the modal closes', async () => {
    const { app, modal, form } = onSignIn({ network: { minAge: 16 }, member: { birthday: null } });
    form.emailTyped(MEMBER_EMAIL);
    form.passwordTyped(MEMBER_PASSWORD);
    await form.submitted();
    expect(modal.flow.step).toBe('birthdate');
    expect(modal.canGoBack).toBe(false);
    expect(modal.canSwitchMode).toBe(false);
    expect(app.completeProfileRequests()).toBe(0);
    modal.birthdate.valueTyped('2000-02-29');
    await modal.birthdate.continueClicked();
    expect(app.memberships.callsOf('update')).toEqual([['mem-1', { birthday: '2000-02-29' }]]);
    expect(app.session.membership?.birthday).toBe('2000-02-29');
    expect(modal.flow.open).toBe(false);
    expect(app.completeProfileRequests()).toBe(1);
  });

  it('a failed birthday save keeps the birthdate step open with a toast', async () => {
    const { app, modal, form } = onSignIn({ network: { minAge: 16 }, member: { birthday: null } });
    form.emailTyped(MEMBER_EMAIL);
    form.passwordTyped(MEMBER_PASSWORD);
    await form.submitted();
    app.memberships.failNext('update', new ApiError(422, 'ValidationError', 'The birthday is not valid.'));
    modal.birthdate.valueTyped('2000-01-01');
    await modal.birthdate.continueClicked();
    expect(app.notifier.messages('error')).toEqual(['The birthday is not valid.']);
    expect(modal.flow.step).toBe('birthdate');
    expect(modal.birthdate.value).toBe('2000-01-01');
    expect(modal.birthdate.busy).toBe(false);
  });

  it('closing the birthdate asked after sign-in still asks for complete-profile', async () => {
    const { app, modal, form } = onSignIn({ network: { minAge: 16 }, member: { birthday: null } });
    form.emailTyped(MEMBER_EMAIL);
    form.passwordTyped(MEMBER_PASSWORD);
    await form.submitted();
    modal.closeRequested();
    expect(app.controller.isOpen).toBe(false);
    expect(app.completeProfileRequests()).toBe(1);
  });
});

describe('closing the modal while a sign-in waits', () => {
  it('unmounting stops the synchronizing retry silently', async () => {
    const { app, modal, form } = onSignIn();
    app.auth.queueLogin({ kind: 'synchronizing' });
    form.emailTyped(MEMBER_EMAIL);
    form.passwordTyped(MEMBER_PASSWORD);
    const done = form.submitted();
    await vi.waitFor(() => expect(app.clock.pendingDelays()).toEqual([2000]));
    app.unmount(modal);
    await done;
    expect(app.clock.pendingDelays()).toEqual([]);
    await app.clock.advanceAsync(10_000);
    expect(app.auth.callsOf('login')).toHaveLength(1);
    expect(app.notifier.toasts).toEqual([]);
    expect(app.session.isSignedIn).toBe(false);
    expect(form.busy).toBe(false);
  });

  it('mounted again (StrictMode remounts in development), the modal signs in instead of staying aborted', async () => {
    const { app, modal, form } = onSignIn();
    app.remount(modal);
    app.auth.queueLogin({ kind: 'synchronizing' });
    form.emailTyped(MEMBER_EMAIL);
    form.passwordTyped(MEMBER_PASSWORD);
    const done = form.submitted();
    await vi.waitFor(() => expect(app.clock.pendingDelays()).toEqual([2000]));
    await app.clock.advanceAsync(2000);
    await done;
    expect(app.auth.callsOf('login')).toHaveLength(2);
    expect(app.session.isSignedIn).toBe(true);
    expect(modal.flow.open).toBe(false);
  });
});

describe('private network: login-with-email', () => {
  it('opens fixed on the login view and signs a member in, closing even the fixed dialog', async () => {
    const { app, modal } = await privateApp({ member: { email: MEMBER_EMAIL } });
    expect(modal.flow).toMatchObject({ step: 'private', privateView: 'login-with-email', mode: 'sign-in' });
    expect(modal.closable).toBe(false);
    expect(modal.canGoBack).toBe(false);
    modal.emailSignIn.emailTyped(MEMBER_EMAIL);
    modal.emailSignIn.passwordTyped(MEMBER_PASSWORD);
    await modal.emailSignIn.submitted();
    expect(modal.flow.open).toBe(false);
    expect(app.controller.isOpen).toBe(false);
    expect(app.completeProfileRequests()).toBe(1);
  });

  it("wrong credentials show the server's message as a toast", async () => {
    const { app, modal } = await privateApp();
    modal.emailSignIn.emailTyped(MEMBER_EMAIL);
    modal.emailSignIn.passwordTyped('not-it');
    await modal.emailSignIn.submitted();
    expect(app.notifier.messages('error')).toEqual(['The e-mail or the password is not correct.']);
    expect(modal.privateSignUp.conflict).toBeNull();
    expect(modal.flow.open).toBe(true);
  });
});
