import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageCheckboxShown,
  authDialogLayout,
  canClose,
  canGoBack,
  canSwitchMode,
  firstAuthStep,
  headerKind,
  initialAuthFlow,
  tabsEnabled,
  transition,
  visibleTabs,
  type AuthDialogLayout,
  type AuthEffect,
  type AuthFlowContext,
  type AuthFlowEvent,
  type AuthFlowOptions,
  type AuthFlowState,
  type AuthMode,
  type AuthStep,
  type AuthTab,
  type PrivateView,
} from '../../../src/domain/auth/AuthFlow';
import { type AuthType } from '../../../src/domain/network/NetworkCustomization';

const CLASSIC: AuthFlowContext = { authType: 'classic', smsOtp: true, minAge: null, birthdateKnown: false, authedBefore: false };
const WITH_MIN_AGE: AuthFlowContext = { ...CLASSIC, minAge: 18 };
const context = (overrides: Partial<AuthFlowContext> = {}): AuthFlowContext => ({ ...CLASSIC, ...overrides });

/** Plays events from a freshly opened dialog; returns the last state and every effect emitted. */
function play(ctx: AuthFlowContext, options: AuthFlowOptions, ...events: AuthFlowEvent[]): { state: AuthFlowState; effects: AuthEffect[] } {
  let state = initialAuthFlow(ctx, options);
  const effects: AuthEffect[] = [];
  for (const event of events) {
    const next = transition(state, event, ctx);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const CONTINUE: AuthFlowEvent = { type: 'continueClicked' };
const BACK: AuthFlowEvent = { type: 'backClicked' };
const BIRTHDATE_CONFIRMED: AuthFlowEvent = { type: 'birthdateConfirmed' };
const CLOSE: AuthFlowEvent = { type: 'closeRequested' };
const FORCED_CLOSE: AuthFlowEvent = { type: 'closeRequested', forced: true };
const CODE_SENT: AuthFlowEvent = { type: 'codeSent' };
const google: AuthFlowEvent = { type: 'socialClicked', provider: 'google' };
const facebook: AuthFlowEvent = { type: 'socialClicked', provider: 'facebook' };
const tab = (chosen: AuthTab): AuthFlowEvent => ({ type: 'tabChosen', tab: chosen });
const switchTo = (mode: AuthMode): AuthFlowEvent => ({ type: 'modeSwitched', mode });
const signedIn = (hasBirthday: boolean): AuthFlowEvent => ({ type: 'signedIn', hasBirthday });
const signedUp = (emailConfirmed: boolean): AuthFlowEvent => ({ type: 'signedUp', emailConfirmed });

const CLOSED_WITH_PROFILE: AuthEffect[] = [{ type: 'closed' }, { type: 'showCompleteProfile' }];

/** The e-mail confirm stage after an unconfirmed e-mail sign-up. */
const atConfirmStage = (ctx: AuthFlowContext = CLASSIC, options: AuthFlowOptions = {}) =>
  play(ctx, { mode: 'sign-up', forced: true, ...options }, CONTINUE, tab('email'), signedUp(false));

describe('opening the dialog', () => {
  it.each<[AuthType, AuthStep]>([
    ['classic', 'cta'],
    ['custom_sso', 'custom_sso'],
    ['otp_first', 'otp_first'],
    ['private', 'private'],
  ])('a %s network starts at %s', (authType, step) => {
    expect(firstAuthStep(authType)).toBe(step);
    expect(initialAuthFlow(context({ authType })).step).toBe(step);
  });

  it.each<[boolean, AuthMode | undefined, AuthMode]>([
    [false, undefined, 'sign-up'],
    [true, undefined, 'sign-in'],
    [true, 'sign-up', 'sign-up'],
    [false, 'sign-in', 'sign-in'],
    [true, 'sign-in', 'sign-in'],
    [false, 'sign-up', 'sign-up'],
  ])('with the authed-before cookie %s and the explicit mode %s the mode is %s', (authedBefore, mode, expected) => {
    expect(initialAuthFlow(context({ authedBefore }), { mode }).mode).toBe(expected);
  });

  it.each<[AuthMode | undefined, boolean, string]>([
    [undefined, false, 'login-with-email'],
    [undefined, true, 'login-with-email'],
    ['sign-in', false, 'login-with-email'],
    ['sign-up', true, 'signup'],
  ])('a private network opened with mode %s (cookie %s) shows %s', (mode, authedBefore, view) => {
    const state = initialAuthFlow(context({ authType: 'private', authedBefore }), { mode });
    expect(state.privateView).toBe(view);
    expect(headerKind(state)).toBe(view === 'signup' ? 'signUp' : 'logIn');
  });

  it('opens open, closable, without a user session and with fresh stages', () => {
    expect(initialAuthFlow(CLASSIC)).toEqual({
      open: true,
      step: 'cta',
      mode: 'sign-up',
      tab: 'phone',
      emailStage: 'credentials',
      phoneStage: 'telephone',
      privateView: 'login-with-email',
      fixed: false,
      forced: false,
      hasUserSession: false,
      pendingSocial: null,
    });
  });

  it.each<[Partial<AuthFlowContext>, AuthFlowOptions, AuthStep]>([
    // Spec §4: the first step by auth type, whatever the mode (/login and /register open there too).
    [{}, { mode: 'sign-in' }, 'cta'],
    [{}, { mode: 'sign-up' }, 'cta'],
    [{ minAge: 18 }, { mode: 'sign-up' }, 'cta'],
    [{ authType: 'otp_first' }, { mode: 'sign-in' }, 'otp_first'],
    [{ authType: 'custom_sso' }, { mode: 'sign-up' }, 'custom_sso'],
    [{ authType: 'private' }, { mode: 'sign-up' }, 'private'],
  ])('context %o opened with %o starts at %s', (overrides, options, step) => {
    expect(initialAuthFlow(context(overrides), options).step).toBe(step);
  });

  it.each<[Partial<AuthFlowContext>, AuthFlowOptions, AuthStep]>([
    [{}, { mode: 'sign-in' }, 'sign-in'],
    [{}, { mode: 'sign-up' }, 'sign-up'],
    [{ minAge: 18 }, { mode: 'sign-up' }, 'birthdate'],
    [{ minAge: 18 }, { mode: 'sign-up', forced: true }, 'sign-up'],
    [{ minAge: 18, birthdateKnown: true }, { mode: 'sign-up' }, 'sign-up'],
    [{ minAge: 18 }, { mode: 'sign-in' }, 'sign-in'],
    [{ minAge: 18, authedBefore: true }, {}, 'sign-in'],
  ])('context %o opened with %o continues from the cta to %s', (overrides, options, step) => {
    expect(play(context(overrides), options, CONTINUE).state.step).toBe(step);
  });

  it.each<[boolean, AuthTab[], AuthTab]>([
    [true, ['phone', 'email'], 'phone'],
    [false, ['email'], 'email'],
  ])('with SMS codes %s the tabs are %o, %s by default', (smsOtp, tabs, defaultTab) => {
    expect(visibleTabs({ smsOtp })).toEqual(tabs);
    expect(play(context({ smsOtp }), {}, CONTINUE).state.tab).toBe(defaultTab);
  });
});

describe('continue from the cta', () => {
  it.each<[AuthMode, number | null, boolean, boolean, AuthStep]>([
    ['sign-up', null, false, false, 'sign-up'],
    ['sign-up', 0, false, false, 'sign-up'],
    ['sign-up', 18, false, false, 'birthdate'],
    ['sign-up', 18, true, false, 'sign-up'],
    ['sign-up', 18, false, true, 'sign-up'],
    ['sign-in', 18, false, false, 'sign-in'],
    ['sign-in', null, false, false, 'sign-in'],
  ])('in %s mode, min age %s, birthdate known %s, forced %s → %s', (mode, minAge, birthdateKnown, forced, step) => {
    const { state, effects } = play(context({ minAge, birthdateKnown }), { mode, forced }, CONTINUE);
    expect(state.step).toBe(step);
    expect(state.mode).toBe(mode);
    expect(effects).toEqual([]);
  });

  it('continues from the birthdate step to the sign-up form', () => {
    const { state } = play(WITH_MIN_AGE, { mode: 'sign-up' }, CONTINUE, BIRTHDATE_CONFIRMED);
    expect(state.step).toBe('sign-up');
    expect(state.hasUserSession).toBe(false);
  });

  it('on custom SSO leads to the external identity provider', () => {
    const { state, effects } = play(context({ authType: 'custom_sso' }), {}, CONTINUE);
    expect(state.step).toBe('custom_sso');
    expect(effects).toEqual([{ type: 'startCustomSso' }]);
  });

  it.each<AuthType>(['otp_first', 'private'])('is ignored on %s', (authType) => {
    const opened = initialAuthFlow(context({ authType }));
    expect(transition(opened, CONTINUE, context({ authType }))).toEqual({ state: opened, effects: [] });
  });
});

describe('the footer link switching modes', () => {
  it.each<[Partial<AuthFlowContext>, AuthFlowOptions, AuthStep]>([
    [{}, {}, 'sign-up'],
    [{ minAge: 18 }, {}, 'birthdate'],
    [{ minAge: 18, birthdateKnown: true }, {}, 'sign-up'],
    [{ minAge: 18 }, { forced: true }, 'sign-up'],
  ])('from the sign-in form with %o %o goes to %s', (overrides, options, step) => {
    const { state } = play(context(overrides), { mode: 'sign-in', ...options }, CONTINUE, switchTo('sign-up'));
    expect(state.mode).toBe('sign-up');
    expect(state.step).toBe(step);
  });

  it('from the sign-up form goes to the sign-in form on the same tab, restarting the code flow', () => {
    const { state } = play(CLASSIC, { mode: 'sign-up' }, CONTINUE, CODE_SENT, switchTo('sign-in'));
    expect(state).toMatchObject({ step: 'sign-in', mode: 'sign-in', tab: 'phone', phoneStage: 'telephone' });
  });

  it('keeps the e-mail tab chosen', () => {
    expect(play(CLASSIC, { mode: 'sign-up' }, CONTINUE, tab('email'), switchTo('sign-in')).state.tab).toBe('email');
  });

  it('on the cta only changes the mode, so the header and continue follow it', () => {
    const { state } = play(WITH_MIN_AGE, { mode: 'sign-in' }, switchTo('sign-up'));
    expect(state).toMatchObject({ step: 'cta', mode: 'sign-up' });
    expect(headerKind(state)).toBe('signUp');
    expect(play(WITH_MIN_AGE, { mode: 'sign-in' }, switchTo('sign-up'), CONTINUE).state.step).toBe('birthdate');
  });

  it('on otp_first only changes the mode', () => {
    expect(play(context({ authType: 'otp_first' }), { mode: 'sign-up' }, switchTo('sign-in')).state).toMatchObject({
      step: 'otp_first',
      mode: 'sign-in',
    });
  });

  it('from the birthdate step back to sign-in goes to the sign-in form', () => {
    const { state } = play(WITH_MIN_AGE, { mode: 'sign-up' }, CONTINUE, switchTo('sign-in'));
    expect(state).toMatchObject({ step: 'sign-in', mode: 'sign-in' });
  });

  it('from a social sign-up waiting for the birthdate goes back to the social buttons in sign-in mode', () => {
    const { state, effects } = play(WITH_MIN_AGE, { mode: 'sign-up' }, google, switchTo('sign-in'));
    expect(state).toMatchObject({ step: 'cta', mode: 'sign-in', pendingSocial: null });
    expect(effects).toEqual([]);
  });

  it.each<[PrivateView, AuthMode, string]>([
    ['login-with-email', 'sign-up', 'signup'],
    ['signup', 'sign-in', 'login-with-email'],
  ])('on a private network from %s to %s shows %s', (from, mode, view) => {
    const ctx = context({ authType: 'private' });
    const { state } = play(ctx, {}, { type: 'privateViewChosen', view: from }, switchTo(mode));
    expect(state).toMatchObject({ step: 'private', privateView: view, mode });
  });

  it('is hidden and ignored once a user session exists', () => {
    const { state } = atConfirmStage();
    expect(canSwitchMode(state)).toBe(false);
    expect(transition(state, switchTo('sign-in'), CLASSIC).state).toBe(state);
  });

  it('is hidden and ignored on custom SSO', () => {
    const ctx = context({ authType: 'custom_sso' });
    const opened = initialAuthFlow(ctx);
    expect(canSwitchMode(opened)).toBe(false);
    expect(transition(opened, switchTo('sign-in'), ctx).state).toBe(opened);
  });

  it('to the current mode changes nothing', () => {
    const { state } = play(CLASSIC, { mode: 'sign-in' }, CONTINUE, CODE_SENT);
    expect(transition(state, switchTo('sign-in'), CLASSIC).state).toBe(state);
  });
});

describe('social sign-in and sign-up', () => {
  it.each<[AuthMode, number | null, boolean, boolean, boolean]>([
    ['sign-up', 18, false, false, true],
    ['sign-up', 18, true, false, false],
    ['sign-up', 18, false, true, false],
    ['sign-up', null, false, false, false],
    ['sign-in', 18, false, false, false],
  ])('in %s mode, min age %s, birthdate known %s, forced %s: birthdate first %s', (mode, minAge, birthdateKnown, forced, detour) => {
    const { state, effects } = play(context({ minAge, birthdateKnown }), { mode, forced }, facebook);
    if (detour) {
      expect(state).toMatchObject({ step: 'birthdate', pendingSocial: 'facebook' });
      expect(effects).toEqual([]);
    } else {
      expect(state.step).toBe('cta');
      expect(effects).toEqual([{ type: 'startSocial', provider: 'facebook' }]);
    }
  });

  it.each<[AuthType, AuthStep]>([
    ['classic', 'cta'],
    ['otp_first', 'otp_first'],
  ])('on %s continues with the remembered provider after the birthdate, back on %s', (authType, step) => {
    const { state, effects } = play(context({ authType, minAge: 18 }), { mode: 'sign-up' }, google, BIRTHDATE_CONFIRMED);
    expect(effects).toEqual([{ type: 'startSocial', provider: 'google' }]);
    expect(state).toMatchObject({ step, pendingSocial: null, open: true });
  });

  it('forgets the provider when going back from the birthdate step', () => {
    const { state, effects } = play(WITH_MIN_AGE, { mode: 'sign-up' }, google, BACK);
    expect(state).toMatchObject({ step: 'cta', pendingSocial: null });
    expect(effects).toEqual([]);
  });

  it('then continuing with e-mail or phone through the birthdate starts no provider', () => {
    const { state, effects } = play(WITH_MIN_AGE, { mode: 'sign-up' }, google, BACK, CONTINUE, BIRTHDATE_CONFIRMED);
    expect(state.step).toBe('sign-up');
    expect(effects).toEqual([]);
  });

  it.each<AuthMode>(['sign-up', 'sign-in'])('is ignored on the %s form, which has no social buttons', (mode) => {
    const { state } = play(CLASSIC, { mode }, CONTINUE);
    expect(transition(state, google, CLASSIC)).toEqual({ state, effects: [] });
  });
});

describe('after signing in', () => {
  it.each<[boolean, number | null, boolean, AuthStep | 'closed', AuthEffect[]]>([
    [true, 18, false, 'closed', CLOSED_WITH_PROFILE],
    [true, null, false, 'closed', CLOSED_WITH_PROFILE],
    [false, null, false, 'closed', CLOSED_WITH_PROFILE],
    [false, 0, false, 'closed', CLOSED_WITH_PROFILE],
    [false, 18, false, 'birthdate', []],
    [false, 18, true, 'closed', [{ type: 'closed' }, { type: 'saveStoredBirthday' }, { type: 'showCompleteProfile' }]],
  ])('with a birthday %s, min age %s, birthdate held %s → %s', (hasBirthday, minAge, birthdateKnown, outcome, effects) => {
    const ctx = context({ minAge, birthdateKnown, authedBefore: true });
    const result = play(ctx, {}, CONTINUE, signedIn(hasBirthday));
    expect(result.effects).toEqual(effects);
    expect(result.state.hasUserSession).toBe(true);
    if (outcome === 'closed') expect(result.state.open).toBe(false);
    else expect(result.state).toMatchObject({ open: true, step: outcome });
  });

  it('asks the birthdate without a back button, then closes and shows complete-profile', () => {
    const { state } = play(WITH_MIN_AGE, { mode: 'sign-in' }, CONTINUE, signedIn(false));
    expect(canGoBack(state)).toBe(false);
    expect(transition(state, BACK, WITH_MIN_AGE).state).toBe(state);
    const confirmed = transition(state, BIRTHDATE_CONFIRMED, WITH_MIN_AGE);
    expect(confirmed.state.open).toBe(false);
    expect(confirmed.effects).toEqual(CLOSED_WITH_PROFILE);
  });

  it('after a social sign-in without birthday goes to the birthdate step too', () => {
    const { state } = play(WITH_MIN_AGE, { mode: 'sign-in' }, google, signedIn(false));
    expect(state).toMatchObject({ step: 'birthdate', hasUserSession: true, pendingSocial: null });
  });

  it('after a phone sign-in on otp_first closes the dialog', () => {
    const ctx = context({ authType: 'otp_first' });
    expect(play(ctx, {}, CODE_SENT, signedIn(true)).effects).toEqual(CLOSED_WITH_PROFILE);
  });

  it('closing the birthdate step asked after sign-in still shows complete-profile', () => {
    const { effects } = play(WITH_MIN_AGE, { mode: 'sign-in' }, CONTINUE, signedIn(false), CLOSE);
    expect(effects).toEqual(CLOSED_WITH_PROFILE);
  });

  it('closes even a fixed dialog', () => {
    const { state, effects } = play(CLASSIC, { fixed: true, mode: 'sign-in' }, CONTINUE, signedIn(true));
    expect(state.open).toBe(false);
    expect(effects).toEqual(CLOSED_WITH_PROFILE);
  });
});

describe('the e-mail sign-up and its confirm stage', () => {
  it('goes to the confirm stage when the e-mail is not confirmed', () => {
    const { state, effects } = atConfirmStage();
    expect(state).toMatchObject({ open: true, step: 'sign-up', tab: 'email', emailStage: 'confirm', hasUserSession: true });
    expect(effects).toEqual([]);
    expect(canGoBack(state)).toBe(false);
    expect(tabsEnabled(state)).toBe(false);
  });

  it('closes and shows complete-profile when the e-mail is already confirmed', () => {
    const { state, effects } = play(CLASSIC, { mode: 'sign-up' }, CONTINUE, tab('email'), signedUp(true));
    expect(state.open).toBe(false);
    expect(effects).toEqual(CLOSED_WITH_PROFILE);
  });

  it('asks to save the birthday held from the birthdate step', () => {
    const ctx = context({ minAge: 18, birthdateKnown: true });
    expect(play(ctx, { mode: 'sign-up' }, CONTINUE, tab('email'), signedUp(false)).effects).toEqual([{ type: 'saveStoredBirthday' }]);
    expect(play(ctx, { mode: 'sign-up' }, CONTINUE, tab('email'), signedUp(true)).effects).toEqual([
      { type: 'closed' },
      { type: 'saveStoredBirthday' },
      { type: 'showCompleteProfile' },
    ]);
  });

  it('closes with complete-profile once the code is confirmed', () => {
    const { state } = atConfirmStage();
    const confirmed = transition(state, { type: 'emailConfirmed' }, CLASSIC);
    expect(confirmed.state.open).toBe(false);
    expect(confirmed.effects).toEqual(CLOSED_WITH_PROFILE);
  });

  it('closing without confirming still shows complete-profile', () => {
    const { state } = atConfirmStage();
    const closing = transition(state, CLOSE, CLASSIC);
    expect(closing.state.open).toBe(false);
    expect(closing.effects).toEqual(CLOSED_WITH_PROFILE);
  });

  it("'wrong e-mail' starts again at the cta without the user session", () => {
    const { state } = atConfirmStage(context({ authedBefore: true }));
    const restarted = transition(state, { type: 'wrongEmailClicked' }, CLASSIC);
    expect(restarted.effects).toEqual([{ type: 'dropUserSession' }]);
    expect(restarted.state).toMatchObject({
      open: true,
      step: 'cta',
      mode: 'sign-up',
      tab: 'phone',
      emailStage: 'credentials',
      hasUserSession: false,
    });
    expect(tabsEnabled(restarted.state)).toBe(true);
  });

  it("'wrong e-mail' keeps a fixed dialog fixed", () => {
    const { state } = atConfirmStage(CLASSIC, { fixed: true });
    expect(transition(state, { type: 'wrongEmailClicked' }, CLASSIC).state.fixed).toBe(true);
  });

  it.each<AuthFlowEvent['type']>(['emailConfirmed', 'wrongEmailClicked'])('%s is ignored outside the confirm stage', (type) => {
    const { state } = play(CLASSIC, { mode: 'sign-up' }, CONTINUE, tab('email'));
    expect(transition(state, { type } as AuthFlowEvent, CLASSIC)).toEqual({ state, effects: [] });
  });

  it('a private sign-up with an unconfirmed e-mail uses the e-mail tab confirm form, and wrong e-mail returns to the private sign-up', () => {
    const ctx = context({ authType: 'private' });
    const { state } = play(ctx, { mode: 'sign-up' }, signedUp(false));
    expect(state).toMatchObject({ step: 'sign-up', tab: 'email', emailStage: 'confirm', hasUserSession: true });
    expect(transition(state, { type: 'wrongEmailClicked' }, ctx).state).toMatchObject({ step: 'private', privateView: 'signup' });
  });
});

describe('back', () => {
  it.each<[string, boolean, () => AuthFlowState]>([
    ['cta', false, () => initialAuthFlow(CLASSIC)],
    ['custom_sso', false, () => initialAuthFlow(context({ authType: 'custom_sso' }))],
    ['birthdate before signing up', true, () => play(WITH_MIN_AGE, { mode: 'sign-up' }, CONTINUE).state],
    ['birthdate after signing in', false, () => play(WITH_MIN_AGE, { mode: 'sign-in' }, CONTINUE, signedIn(false)).state],
    ['sign-up on the phone tab', true, () => play(CLASSIC, { mode: 'sign-up' }, CONTINUE).state],
    ['sign-in on the e-mail tab', true, () => play(CLASSIC, { mode: 'sign-in' }, CONTINUE, tab('email')).state],
    ['sign-up on the e-mail tab with a user', false, () => atConfirmStage().state],
    ['otp_first at the number', false, () => initialAuthFlow(context({ authType: 'otp_first' }))],
    ['otp_first at the code', true, () => play(context({ authType: 'otp_first' }), {}, CODE_SENT).state],
    ['private login', false, () => initialAuthFlow(context({ authType: 'private' }))],
    ['private sign-up', true, () => initialAuthFlow(context({ authType: 'private' }), { mode: 'sign-up' })],
  ])('on %s is shown: %s', (_name, shown, stateOf) => {
    expect(canGoBack(stateOf())).toBe(shown);
  });

  it('on a sign-in or sign-up form with a user session on the phone tab is shown', () => {
    const state: AuthFlowState = { ...play(CLASSIC, { mode: 'sign-in' }, CONTINUE).state, hasUserSession: true };
    expect(canGoBack(state)).toBe(true);
  });

  it.each<[string, AuthFlowContext, AuthFlowOptions, AuthFlowEvent[], Partial<AuthFlowState>]>([
    ['birthdate → cta', WITH_MIN_AGE, { mode: 'sign-up' }, [CONTINUE], { step: 'cta', mode: 'sign-up' }],
    ['sign-up form → cta', CLASSIC, { mode: 'sign-up' }, [CONTINUE], { step: 'cta' }],
    ['sign-in e-mail form → cta', CLASSIC, { mode: 'sign-in' }, [CONTINUE, tab('email')], { step: 'cta', tab: 'email' }],
    ['sent code → phone number', CLASSIC, { mode: 'sign-in' }, [CONTINUE, CODE_SENT], { step: 'sign-in', phoneStage: 'telephone' }],
    ['otp_first code → number', context({ authType: 'otp_first' }), {}, [CODE_SENT], { step: 'otp_first', phoneStage: 'telephone' }],
    [
      'private forgot password → login',
      context({ authType: 'private' }),
      {},
      [{ type: 'privateViewChosen', view: 'forgot-password' }],
      { step: 'private', privateView: 'login-with-email', mode: 'sign-in' },
    ],
    [
      'otp_first birthdate → otp_first',
      context({ authType: 'otp_first', minAge: 18 }),
      { mode: 'sign-up' },
      [google],
      { step: 'otp_first', pendingSocial: null },
    ],
  ])('goes %s', (_name, ctx, options, events, expected) => {
    const { state, effects } = play(ctx, options, ...events, BACK);
    expect(state).toMatchObject(expected);
    expect(effects).toEqual([]);
  });

  it('is ignored where it is hidden', () => {
    const opened = initialAuthFlow(CLASSIC);
    expect(transition(opened, BACK, CLASSIC).state).toBe(opened);
    const { state } = atConfirmStage();
    expect(transition(state, BACK, CLASSIC).state).toBe(state);
  });
});

describe('tabs', () => {
  it('switch between phone and e-mail on the forms', () => {
    const { state } = play(CLASSIC, { mode: 'sign-up' }, CONTINUE, tab('email'));
    expect(state.tab).toBe('email');
    expect(transition(state, tab('phone'), CLASSIC).state.tab).toBe('phone');
  });

  it('cannot choose the phone tab without SMS codes', () => {
    const ctx = context({ smsOtp: false });
    const { state } = play(ctx, { mode: 'sign-in' }, CONTINUE, tab('phone'));
    expect(state.tab).toBe('email');
  });

  it('are disabled once a user session exists', () => {
    const { state } = atConfirmStage();
    expect(tabsEnabled(state)).toBe(false);
    expect(transition(state, tab('phone'), CLASSIC).state).toBe(state);
  });

  it('are enabled without a user session', () => {
    expect(tabsEnabled(play(CLASSIC, { mode: 'sign-in' }, CONTINUE).state)).toBe(true);
  });

  it('are ignored outside the forms', () => {
    const opened = initialAuthFlow(CLASSIC);
    expect(transition(opened, tab('email'), CLASSIC).state).toBe(opened);
  });
});

describe('the phone code flow', () => {
  it.each<[string, AuthFlowContext, AuthFlowOptions, AuthFlowEvent[]]>([
    ['the sign-up phone tab', CLASSIC, { mode: 'sign-up' }, [CONTINUE]],
    ['the sign-in phone tab', CLASSIC, { mode: 'sign-in' }, [CONTINUE]],
    ['otp_first', context({ authType: 'otp_first' }), {}, []],
  ])('on %s moves to verification once the code is sent, and back with change number', (_name, ctx, options, events) => {
    const sent = play(ctx, options, ...events, CODE_SENT).state;
    expect(sent.phoneStage).toBe('verification');
    expect(transition(sent, { type: 'changeNumberClicked' }, ctx).state.phoneStage).toBe('telephone');
  });

  it('ignores a sent code on the e-mail tab and the cta', () => {
    expect(play(CLASSIC, { mode: 'sign-in' }, CONTINUE, tab('email'), CODE_SENT).state.phoneStage).toBe('telephone');
    expect(play(CLASSIC, {}, CODE_SENT).state.phoneStage).toBe('telephone');
  });
});

describe('the private flow', () => {
  const ctx = context({ authType: 'private' });

  it.each<[PrivateView, 'logIn' | 'signUp']>([
    ['login-with-email', 'logIn'],
    ['forgot-password', 'logIn'],
    ['signup', 'signUp'],
  ])('shows the %s view under a %s header', (view, header) => {
    const { state } = play(ctx, {}, { type: 'privateViewChosen', view });
    expect(state.privateView).toBe(view);
    expect(headerKind(state)).toBe(header);
  });

  it('ignores private views elsewhere', () => {
    const opened = initialAuthFlow(CLASSIC);
    expect(transition(opened, { type: 'privateViewChosen', view: 'signup' }, CLASSIC).state).toBe(opened);
  });

  it('opens fixed for a guest, and success closes it', () => {
    const { state } = play(ctx, { fixed: true }, CLOSE);
    expect(state.open).toBe(true);
    expect(transition(state, signedIn(true), ctx).state.open).toBe(false);
  });
});

describe('closing', () => {
  it('closes a closable dialog with no other effect before any sign-in', () => {
    const { state, effects } = play(CLASSIC, {}, CONTINUE, CLOSE);
    expect(state.open).toBe(false);
    expect(effects).toEqual([{ type: 'closed' }]);
    expect(canClose(initialAuthFlow(CLASSIC))).toBe(true);
  });

  it('a fixed dialog ignores close requests', () => {
    const opened = initialAuthFlow(CLASSIC, { fixed: true });
    expect(canClose(opened)).toBe(false);
    expect(transition(opened, CLOSE, CLASSIC)).toEqual({ state: opened, effects: [] });
  });

  it('a fixed dialog closes when the close is forced', () => {
    const { state, effects } = play(CLASSIC, { fixed: true }, FORCED_CLOSE);
    expect(state.open).toBe(false);
    expect(effects).toEqual([{ type: 'closed' }]);
  });

  it('a fixed dialog at the confirm stage ignores close requests and closes once confirmed', () => {
    const { state } = atConfirmStage(CLASSIC, { fixed: true });
    expect(transition(state, CLOSE, CLASSIC).state.open).toBe(true);
    expect(transition(state, { type: 'emailConfirmed' }, CLASSIC).state.open).toBe(false);
  });

  it('a closed dialog ignores every event', () => {
    const { state } = play(CLASSIC, {}, CLOSE);
    for (const event of [CONTINUE, google, signedIn(true), CLOSE, FORCED_CLOSE]) {
      expect(transition(state, event, CLASSIC)).toEqual({ state, effects: [] });
    }
  });

  it('without success, no sequence of what people do closes a fixed dialog, and the tab stays a visible one', () => {
    const userEvent = fc.constantFrom<AuthFlowEvent>(
      CONTINUE,
      BACK,
      CLOSE,
      BIRTHDATE_CONFIRMED,
      CODE_SENT,
      google,
      facebook,
      tab('phone'),
      tab('email'),
      switchTo('sign-in'),
      switchTo('sign-up'),
      { type: 'changeNumberClicked' },
      { type: 'privateViewChosen', view: 'signup' },
      { type: 'privateViewChosen', view: 'forgot-password' },
      { type: 'wrongEmailClicked' },
    );
    const anyContext = fc.record({
      authType: fc.constantFrom<AuthType>('classic', 'custom_sso', 'otp_first', 'private'),
      smsOtp: fc.boolean(),
      minAge: fc.constantFrom(null, 0, 14, 18),
      birthdateKnown: fc.boolean(),
      authedBefore: fc.boolean(),
    });
    fc.assert(
      fc.property(anyContext, fc.array(userEvent, { maxLength: 30 }), (ctx, events) => {
        let state = initialAuthFlow(ctx, { fixed: true });
        for (const event of events) {
          const next = transition(state, event, ctx);
          expect(next.effects.some((effect) => effect.type === 'closed')).toBe(false);
          state = next.state;
          expect(state.open).toBe(true);
          expect(visibleTabs(ctx)).toContain(state.tab);
        }
      }),
    );
  });
});

describe('presentation', () => {
  it.each<[AuthMode, 'logIn' | 'signUp']>([
    ['sign-in', 'logIn'],
    ['sign-up', 'signUp'],
  ])('the header of %s mode reads %s', (mode, kind) => {
    expect(headerKind(initialAuthFlow(CLASSIC, { mode }))).toBe(kind);
  });

  const classicForm = () => play(CLASSIC, { mode: 'sign-in' }, CONTINUE).state;
  const privateLogin = () => initialAuthFlow(context({ authType: 'private' }));
  const privateSignUp = () => initialAuthFlow(context({ authType: 'private' }), { mode: 'sign-up' });
  it.each<[string, boolean, boolean, AuthDialogLayout, () => AuthFlowState]>([
    ['a classic form', false, true, 'compact', classicForm],
    ['a classic form with a cover', true, true, 'withCover', classicForm],
    ['the cta with a cover', true, true, 'withCover', () => initialAuthFlow(CLASSIC)],
    ['the private login', false, true, 'private', privateLogin],
    ['the private login with a cover', true, true, 'private', privateLogin],
    ['the private sign-up', false, true, 'private', privateSignUp],
    ['a classic form on mobile', true, false, 'fullScreen', classicForm],
    ['the private login on mobile', false, false, 'fullScreen', privateLogin],
  ])('%s (cover %s, desktop %s) is laid out %s', (_name, hasCover, desktop, layout, stateOf) => {
    expect(authDialogLayout(stateOf(), { hasCover, desktop })).toBe(layout);
  });

  it.each<[AuthType, number | null, boolean]>([
    ['otp_first', 18, true],
    ['otp_first', null, false],
    ['otp_first', 0, false],
    ['classic', 18, false],
  ])('the age checkbox on %s with min age %s is shown: %s', (authType, minAge, shown) => {
    const ctx = context({ authType, minAge });
    expect(ageCheckboxShown(initialAuthFlow(ctx), ctx)).toBe(shown);
  });
});
