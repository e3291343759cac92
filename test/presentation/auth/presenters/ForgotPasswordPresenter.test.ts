import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { authApp, MEMBER_EMAIL, type AuthAppOptions } from './authModalHarness';
import { privateApp } from './privateApp';

function onSignIn(options: AuthAppOptions = {}) {
  const app = authApp(options);
  const modal = app.openForm({ mode: 'sign-in' });
  return { app, modal, form: modal.emailSignIn };
}

describe('forgot-password dialog', () => {
  it('opened from sign-in carries the typed e-mail and closes back to the form', () => {
    const { app, modal, form } = onSignIn();
    form.emailTyped('someone@example.com');
    modal.forgotPasswordOpened();
    expect(modal.forgotPasswordOpen).toBe(true);
    expect(modal.forgotPassword.email).toBe('someone@example.com');
    modal.forgotPasswordClosed();
    expect(modal.forgotPasswordOpen).toBe(false);
    expect(modal.flow.step).toBe('sign-in');
    expect(app.controller.isOpen).toBe(true);
  });

  it('sends the link, shows the server message, then blocks resending for 60 s', async () => {
    const { app, modal, form } = onSignIn();
    form.emailTyped(' Someone@Example.com ');
    modal.forgotPasswordOpened();
    const dialog = modal.forgotPassword;
    await dialog.submitted();
    const message = 'If someone@example.com has an account, an e-mail with a link to reset the password is on its way.';
    expect(app.auth.callsOf('forgotPassword')).toEqual([['someone@example.com']]);
    expect(dialog.sentMessage).toBe(message);
    expect(app.notifier.messages('success')).toEqual([message]);
    expect(dialog.secondsLeft).toBe(60);
    await dialog.submitted();
    expect(app.auth.callsOf('forgotPassword')).toHaveLength(1);
    app.clock.advance(59_000);
    expect(dialog.secondsLeft).toBe(1);
    app.clock.advance(1000);
    expect(dialog.secondsLeft).toBe(0);
    await dialog.submitted();
    expect(app.auth.callsOf('forgotPassword')).toHaveLength(2);
  });

  it.each([
    { email: '', error: 'This field is required.' },
    { email: 'nope', error: 'Type a valid e-mail address.' },
  ])('rejects "$email" without asking the server', async ({ email, error }) => {
    const { app, modal } = onSignIn();
    modal.forgotPasswordOpened();
    modal.forgotPassword.emailTyped(email);
    await modal.forgotPassword.submitted();
    expect(modal.forgotPassword.error).toBe(error);
    expect(app.auth.callsOf('forgotPassword')).toEqual([]);
  });

  it('a server error is a toast, with no countdown', async () => {
    const { app, modal } = onSignIn();
    app.auth.failNext('forgotPassword', new ApiError(429, 'TooManyRequests', 'Too many requests, slow down.'));
    modal.forgotPasswordOpened();
    modal.forgotPassword.emailTyped(MEMBER_EMAIL);
    await modal.forgotPassword.submitted();
    expect(app.notifier.messages('error')).toEqual(['Too many requests, slow down.']);
    expect(modal.forgotPassword.secondsLeft).toBe(0);
    expect(modal.forgotPassword.sentMessage).toBe('');
  });

  it('opened on its own (/forgot-password) closes the whole modal when it closes', () => {
    const app = authApp();
    const modal = app.openForm({ forgotPassword: true, mode: 'sign-in' });
    expect(modal.forgotPasswordOpen).toBe(true);
    modal.forgotPasswordClosed();
    expect(app.controller.isOpen).toBe(false);
  });
});



describe('private network: forgot-password view', () => {
  it('carries the e-mail typed on the login view', async () => {
    const { modal } = await privateApp();
    modal.emailSignIn.emailTyped('linus@example.com');
    modal.privateViewChosen('forgot-password');
    expect(modal.forgotPassword.email).toBe('linus@example.com');
  });

  it('shows the server message and counts 60 s down; back returns to the login', async () => {
    const { app, modal } = await privateApp();
    modal.privateViewChosen('forgot-password');
    expect(modal.flow.privateView).toBe('forgot-password');
    expect(modal.canGoBack).toBe(true);
    const form = modal.forgotPassword;
    form.emailTyped('Linus@Example.com');
    await form.submitted();
    expect(app.auth.callsOf('forgotPassword')).toEqual([['linus@example.com']]);
    expect(form.sentMessage).toBe('If linus@example.com has an account, an e-mail with a link to reset the password is on its way.');
    expect(app.notifier.messages('success')).toEqual([form.sentMessage]);
    expect(form.secondsLeft).toBe(60);
    app.clock.advance(45_000);
    expect(form.secondsLeft).toBe(15);
    await form.submitted();
    expect(app.auth.callsOf('forgotPassword')).toHaveLength(1);
    modal.backClicked();
    expect(modal.flow.privateView).toBe('login-with-email');
  });
});
