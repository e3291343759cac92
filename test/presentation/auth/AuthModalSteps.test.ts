import type { KeyValueStore } from '../../../src/application/ports/KeyValueStore';
import * as ports from '../../../src/application/ports';
import { describe, expect, it } from 'vitest';
import type { AuthType } from '../../../src/domain/network/NetworkCustomization';
import { authApp, TODAY_ISO } from './authModalHarness';

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
    app.get<KeyValueStore>(ports.LOCAL_STORE).set('cookie-consent', { consentId: 'c1', givenAt: '2026-11-23T10:00:00Z', categories: ['necessary', 'preferences'], revision: '1' });
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

  it('a fixed classic dialog still moves between its steps', () => {
    const app = authApp();
    const modal = app.open({ fixed: true });
    modal.continueClicked();
    modal.closeRequested();
    expect(modal.flow.step).toBe('sign-up');
    expect(app.controller.isOpen).toBe(true);
  });
});
