import { type AuthType } from '../network/NetworkCustomization';
import { hasMinimumAge } from './Birthday';
import { type SocialProvider } from './Tokens';

/** Spec §2: the steps of the authentication modal. */
export type AuthStep = 'cta' | 'custom_sso' | 'otp_first' | 'private' | 'birthdate' | 'sign-up' | 'sign-in';
export type AuthMode = 'sign-up' | 'sign-in';
export type AuthTab = 'phone' | 'email';
/** The e-mail tab shows the credentials form, then the confirmation form after an unconfirmed sign-up. */
export type EmailStage = 'credentials' | 'confirm';
/** The phone code flow: the number, then the code once it was sent. */
export type PhoneStage = 'telephone' | 'verification';
export type PrivateView = 'login-with-email' | 'forgot-password' | 'signup';

/** What the flow reads from the network, the cookies and the birthdate holder; it never changes it. */
export interface AuthFlowContext {
  authType: AuthType;
  smsOtp: boolean;
  minAge: number | null;
  /** A birthday is already held (typed on the birthdate step before signing up). */
  birthdateKnown: boolean;
  /** The 'authed-before' cookie exists. */
  authedBefore: boolean;
}

export interface AuthFlowOptions {
  /** Explicit mode, as on /login and /register; otherwise the 'authed-before' cookie decides. */
  mode?: AuthMode;
  /** The caller or the network requires the dialog: people cannot close it. */
  fixed?: boolean;
  /** Sign-up without the birthdate detour. */
  forced?: boolean;
}

export interface AuthFlowState {
  readonly open: boolean;
  readonly step: AuthStep;
  readonly mode: AuthMode;
  readonly tab: AuthTab;
  readonly emailStage: EmailStage;
  readonly phoneStage: PhoneStage;
  readonly privateView: PrivateView;
  readonly fixed: boolean;
  /** Spec §4: moving to sign-up goes through the birthdate step unless the dialog was opened forced. */
  readonly forced: boolean;
  /** Signed in or signed up during this dialog: the person now has an account and tokens. */
  readonly hasUserSession: boolean;
  /** The social sign-up waiting for the birthdate step to finish. */
  readonly pendingSocial: SocialProvider | null;
}

/**
 * Events are named after what happened. `signedIn`, `signedUp`, `emailConfirmed` and `codeSent` are
 * reported once the server agreed; with a user session, the birthdate is saved before
 * `birthdateConfirmed` is reported, so a failed save keeps the step open with what was typed.
 */
export type AuthFlowEvent =
  | { type: 'continueClicked' }
  | { type: 'socialClicked'; provider: SocialProvider }
  | { type: 'birthdateConfirmed' }
  | { type: 'backClicked' }
  | { type: 'modeSwitched'; mode: AuthMode }
  | { type: 'tabChosen'; tab: AuthTab }
  | { type: 'codeSent' }
  | { type: 'changeNumberClicked' }
  | { type: 'signedIn'; hasBirthday: boolean }
  | { type: 'signedUp'; emailConfirmed: boolean }
  | { type: 'emailConfirmed' }
  | { type: 'wrongEmailClicked' }
  | { type: 'privateViewChosen'; view: PrivateView }
  /** `forced`: the app closes the dialog itself, which a fixed dialog allows. */
  | { type: 'closeRequested'; forced?: boolean };

export type AuthEffect =
  | { type: 'startSocial'; provider: SocialProvider }
  /** The custom SSO step's 'continue to log in': go to the external identity provider. */
  | { type: 'startCustomSso' }
  /** The account has no birthday but the birthdate step collected one: save it to the profile. */
  | { type: 'saveStoredBirthday' }
  /** 'Wrong e-mail': forget the account just created, its tokens and membership, before starting again. */
  | { type: 'dropUserSession' }
  | { type: 'showCompleteProfile' }
  | { type: 'closed' };

export interface AuthTransition {
  state: AuthFlowState;
  effects: AuthEffect[];
}

/** Spec §4: the first step of the dialog by the network's auth type. */
export function firstAuthStep(authType: AuthType): AuthStep {
  switch (authType) {
    case 'classic':
      return 'cta';
    case 'custom_sso':
      return 'custom_sso';
    case 'otp_first':
      return 'otp_first';
    case 'private':
      return 'private';
  }
}

export function initialAuthFlow(ctx: AuthFlowContext, options: AuthFlowOptions = {}): AuthFlowState {
  const mode = options.mode ?? (ctx.authedBefore ? 'sign-in' : 'sign-up');
  const atFirstStepState: AuthFlowState = {
    open: true,
    step: firstAuthStep(ctx.authType),
    mode,
    tab: defaultTab(ctx),
    emailStage: 'credentials',
    phoneStage: 'telephone',
    privateView: 'login-with-email',
    fixed: options.fixed ?? false,
    forced: options.forced ?? false,
    hasUserSession: false,
    pendingSocial: null,
  };
  switch (ctx.authType) {
    case 'private':
      // A private network's gate is a login dialog (spec §4): its sign-up view needs an explicit ask.
      return withPrivateView(atFirstStepState, options.mode === 'sign-up' ? 'signup' : 'login-with-email');
    case 'classic':
    case 'custom_sso':
    case 'otp_first':
      // Spec §4: every opening starts at the network's first step (the cta carries the social buttons,
      // the phone option and the policies footer); the mode only decides where it continues.
      return atFirstStepState;
  }
}

/** Events that make no sense where the flow stands are ignored. A closed flow ignores them all: reopen with {@link initialAuthFlow}. */
export function transition(state: AuthFlowState, event: AuthFlowEvent, ctx: AuthFlowContext): AuthTransition {
  if (!state.open) return noEffects(state);
  switch (event.type) {
    case 'continueClicked':
      return continueClicked(state, ctx);
    case 'socialClicked':
      return socialClicked(state, event.provider, ctx);
    case 'birthdateConfirmed':
      return birthdateConfirmed(state, ctx);
    case 'backClicked':
      return backClicked(state, ctx);
    case 'modeSwitched':
      return modeSwitched(state, event.mode, ctx);
    case 'tabChosen':
      return tabChosen(state, event.tab, ctx);
    case 'codeSent':
      return hasPhoneCodeFlow(state) ? noEffects({ ...state, phoneStage: 'verification' }) : noEffects(state);
    case 'changeNumberClicked':
      return hasPhoneCodeFlow(state) ? noEffects({ ...state, phoneStage: 'telephone' }) : noEffects(state);
    case 'signedIn':
      return signedIn(state, event.hasBirthday, ctx);
    case 'signedUp':
      return signedUp(state, event.emailConfirmed, ctx);
    case 'emailConfirmed':
      return state.emailStage === 'confirm' ? closeAfterSuccess(state, []) : noEffects(state);
    case 'wrongEmailClicked':
      return wrongEmailClicked(state, ctx);
    case 'privateViewChosen':
      return state.step === 'private' ? noEffects(withPrivateView(state, event.view)) : noEffects(state);
    case 'closeRequested':
      return closeRequested(state, event.forced ?? false);
  }
}

// ---------------------------------------------------------------------------------------------
// Selectors

/** Spec §2: Phone and E-mail when SMS codes are on (Phone first, the default), else e-mail only. */
export function visibleTabs(ctx: Pick<AuthFlowContext, 'smsOtp'>): AuthTab[] {
  return ctx.smsOtp ? ['phone', 'email'] : ['email'];
}

/** Spec §2: once a user session exists the account is chosen, so the method cannot change. */
export function tabsEnabled(state: AuthFlowState): boolean {
  return !state.hasUserSession;
}

/**
 * Spec §2: birthdate has a back button only without a user session; sign-up and sign-in have one
 * unless on the e-mail tab with an existing user (the confirm form). Where the spec is silent, back
 * undoes the last move forward: from a sent code to the phone number, from the private sub-views
 * to the private login.
 */
export function canGoBack(state: AuthFlowState): boolean {
  switch (state.step) {
    case 'birthdate':
      return !state.hasUserSession;
    case 'sign-up':
    case 'sign-in':
      return !(state.tab === 'email' && state.hasUserSession);
    case 'otp_first':
      return state.phoneStage === 'verification';
    case 'private':
      return state.privateView !== 'login-with-email';
    case 'cta':
    case 'custom_sso':
      return false;
  }
}

/**
 * The footer link switching sign-in and sign-up. Hidden once a user session exists (the account is
 * made: switching would lose it) and on custom SSO, whose single button serves both.
 */
export function canSwitchMode(state: AuthFlowState): boolean {
  return !state.hasUserSession && state.step !== 'custom_sso';
}

export function canClose(state: AuthFlowState): boolean {
  return !state.fixed;
}

/** Spec §2: the header reads 'log in to' or 'sign up to' the network's name. */
export type AuthHeaderKind = 'logIn' | 'signUp';

export function headerKind(state: AuthFlowState): AuthHeaderKind {
  return state.mode === 'sign-in' ? 'logIn' : 'signUp';
}

/**
 * Spec §5: the age checkbox belongs to the phone code flow with social buttons, i.e. otp_first; the
 * sign-up and sign-in phone tabs have none (spec §2), and the cta's social sign-up asks the birthdate.
 */
export function ageCheckboxShown(state: AuthFlowState, ctx: Pick<AuthFlowContext, 'minAge'>): boolean {
  return state.step === 'otp_first' && hasMinimumAge(ctx.minAge);
}

/**
 * Spec §2, §9: the layouts of the auth dialog. `compact` is the plain form, `withCover` shows the
 * network's cover beside it, `private` is the private network's wide login, `fullScreen` is the phone
 * layout. Presentation gives each its size.
 */
export type AuthDialogLayout = 'compact' | 'withCover' | 'private' | 'fullScreen';

/**
 * `desktop` is wider than the mobile breakpoint: at or below it the dialog takes the full screen and
 * the cover is not shown. The private step keeps its wide layout in every view so the dialog does
 * not jump in size when moving between its login, sign-up and forgot-password views.
 */
export function authDialogLayout(state: AuthFlowState, display: { hasCover: boolean; desktop: boolean }): AuthDialogLayout {
  if (!display.desktop) return 'fullScreen';
  if (state.step === 'private') return 'private';
  return display.hasCover ? 'withCover' : 'compact';
}

// ---------------------------------------------------------------------------------------------
// Transitions

function continueClicked(state: AuthFlowState, ctx: AuthFlowContext): AuthTransition {
  switch (state.step) {
    case 'cta':
      return noEffects(formOrBirthdate(state, state.mode, ctx));
    case 'custom_sso':
      return { state, effects: [{ type: 'startCustomSso' }] };
    default:
      return noEffects(state);
  }
}

/** Social buttons live on the cta and on otp_first. */
function socialClicked(state: AuthFlowState, provider: SocialProvider, ctx: AuthFlowContext): AuthTransition {
  if (state.step !== 'cta' && state.step !== 'otp_first') return noEffects(state);
  if (needsBirthdateBeforeSignUp(state, state.mode, ctx)) return noEffects({ ...state, step: 'birthdate', pendingSocial: provider });
  return { state, effects: [{ type: 'startSocial', provider }] };
}

function birthdateConfirmed(state: AuthFlowState, ctx: AuthFlowContext): AuthTransition {
  if (state.step !== 'birthdate') return noEffects(state);
  // After a sign-in without birthday: the birthday is now saved, the person is done here.
  if (state.hasUserSession) return closeAfterSuccess(state, []);
  if (state.pendingSocial !== null) {
    // Back to the buttons under the provider's window, so closing that window leaves them usable.
    return {
      state: { ...state, step: firstAuthStep(ctx.authType), pendingSocial: null },
      effects: [{ type: 'startSocial', provider: state.pendingSocial }],
    };
  }
  return noEffects(freshForm(state, state.mode));
}

function backClicked(state: AuthFlowState, ctx: AuthFlowContext): AuthTransition {
  if (!canGoBack(state)) return noEffects(state);
  switch (state.step) {
    case 'sign-up':
    case 'sign-in':
      if (state.tab === 'phone' && state.phoneStage === 'verification') return noEffects({ ...state, phoneStage: 'telephone' });
      return noEffects(atFirstStep(state, ctx));
    case 'otp_first':
      return noEffects({ ...state, phoneStage: 'telephone' });
    case 'private':
      return noEffects(withPrivateView(state, 'login-with-email'));
    case 'birthdate':
      return noEffects(atFirstStep(state, ctx));
    case 'cta':
    case 'custom_sso':
      return noEffects(state);
  }
}

function modeSwitched(state: AuthFlowState, mode: AuthMode, ctx: AuthFlowContext): AuthTransition {
  if (!canSwitchMode(state) || mode === state.mode) return noEffects(state);
  switch (state.step) {
    case 'private':
      return noEffects(withPrivateView(state, mode === 'sign-up' ? 'signup' : 'login-with-email'));
    case 'birthdate':
      // A social sign-up turned sign-in needs no birthdate: back to its buttons, none of them clicked.
      if (state.pendingSocial !== null) return noEffects({ ...atFirstStep(state, ctx), mode });
      return noEffects(formOrBirthdate(state, mode, ctx));
    case 'sign-up':
    case 'sign-in':
      return noEffects(formOrBirthdate(state, mode, ctx));
    case 'cta':
    case 'otp_first':
    case 'custom_sso':
      return noEffects({ ...state, mode });
  }
}

function tabChosen(state: AuthFlowState, tab: AuthTab, ctx: AuthFlowContext): AuthTransition {
  const onForm = state.step === 'sign-up' || state.step === 'sign-in';
  if (!onForm || !tabsEnabled(state) || !visibleTabs(ctx).includes(tab)) return noEffects(state);
  return noEffects({ ...state, tab });
}

function signedIn(state: AuthFlowState, hasBirthday: boolean, ctx: AuthFlowContext): AuthTransition {
  const signedInState: AuthFlowState = { ...state, hasUserSession: true, pendingSocial: null };
  if (hasBirthday) return closeAfterSuccess(signedInState, []);
  if (ctx.birthdateKnown) return closeAfterSuccess(signedInState, [{ type: 'saveStoredBirthday' }]);
  if (hasMinimumAge(ctx.minAge)) return noEffects({ ...signedInState, step: 'birthdate' });
  return closeAfterSuccess(signedInState, []);
}

function signedUp(state: AuthFlowState, emailConfirmed: boolean, ctx: AuthFlowContext): AuthTransition {
  const signedUpState: AuthFlowState = { ...state, hasUserSession: true, pendingSocial: null };
  const saveBirthday: AuthEffect[] = ctx.birthdateKnown ? [{ type: 'saveStoredBirthday' }] : [];
  if (emailConfirmed) return closeAfterSuccess(signedUpState, saveBirthday);
  // The private sign-up has no confirm form of its own: it uses the e-mail tab's.
  return {
    state: { ...signedUpState, step: 'sign-up', mode: 'sign-up', tab: 'email', emailStage: 'confirm' },
    effects: saveBirthday,
  };
}

/** Spec §4: 'wrong e-mail' starts the sign-up again from the first step, without the account just made. */
function wrongEmailClicked(state: AuthFlowState, ctx: AuthFlowContext): AuthTransition {
  if (state.emailStage !== 'confirm') return noEffects(state);
  const restarted: AuthFlowState = {
    ...state,
    step: firstAuthStep(ctx.authType),
    mode: 'sign-up',
    tab: defaultTab(ctx),
    emailStage: 'credentials',
    phoneStage: 'telephone',
    privateView: 'signup',
    hasUserSession: false,
    pendingSocial: null,
  };
  return { state: restarted, effects: [{ type: 'dropUserSession' }] };
}

/**
 * A fixed dialog ignores people closing it. Spec §4 shows complete-profile when the confirm step is
 * closed; the same holds for any close with a user session (e.g. the birthdate asked after sign-in),
 * as the person has an account whose profile the prompt may still need.
 */
function closeRequested(state: AuthFlowState, forced: boolean): AuthTransition {
  if (!canClose(state) && !forced) return noEffects(state);
  return closed(state, state.hasUserSession ? [{ type: 'showCompleteProfile' }] : []);
}

// ---------------------------------------------------------------------------------------------
// Helpers

function defaultTab(ctx: Pick<AuthFlowContext, 'smsOtp'>): AuthTab {
  return ctx.smsOtp ? 'phone' : 'email';
}

function needsBirthdateBeforeSignUp(state: AuthFlowState, mode: AuthMode, ctx: AuthFlowContext): boolean {
  return mode === 'sign-up' && hasMinimumAge(ctx.minAge) && !ctx.birthdateKnown && !state.forced;
}

/** Spec §4: moving to sign-up with a minimum age and no known birthdate goes to birthdate first. */
function formOrBirthdate(state: AuthFlowState, mode: AuthMode, ctx: AuthFlowContext): AuthFlowState {
  if (needsBirthdateBeforeSignUp(state, mode, ctx)) return { ...state, mode, step: 'birthdate', pendingSocial: null };
  return freshForm(state, mode);
}

/** The form of the mode, on the tab last chosen, with both code flows at their start. */
function freshForm(state: AuthFlowState, mode: AuthMode): AuthFlowState {
  return { ...state, mode, step: mode, emailStage: 'credentials', phoneStage: 'telephone', pendingSocial: null };
}

function atFirstStep(state: AuthFlowState, ctx: AuthFlowContext): AuthFlowState {
  return { ...state, step: firstAuthStep(ctx.authType), emailStage: 'credentials', phoneStage: 'telephone', pendingSocial: null };
}

function hasPhoneCodeFlow(state: AuthFlowState): boolean {
  return state.step === 'otp_first' || ((state.step === 'sign-up' || state.step === 'sign-in') && state.tab === 'phone');
}

function withPrivateView(state: AuthFlowState, privateView: PrivateView): AuthFlowState {
  return { ...state, privateView, mode: privateView === 'signup' ? 'sign-up' : 'sign-in' };
}

/** Success closes even a fixed dialog: it was fixed to get the person signed in. */
function closeAfterSuccess(state: AuthFlowState, effects: AuthEffect[]): AuthTransition {
  return closed(state, [...effects, { type: 'showCompleteProfile' }]);
}

function closed(state: AuthFlowState, effects: AuthEffect[]): AuthTransition {
  return { state: { ...state, open: false }, effects: [{ type: 'closed' }, ...effects] };
}

/** A move (or an ignored event) with nothing for the presenter to do beyond showing the state. */
function noEffects(state: AuthFlowState): AuthTransition {
  return { state, effects: [] };
}
