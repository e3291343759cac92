import { makeAutoObservable, reaction } from 'mobx';
import {
  ageCheckboxShown, authDialogLayout, canClose, canGoBack, canSwitchMode, headerKind, initialAuthFlow, tabsEnabled, transition, visibleTabs,
  type AuthEffect, type AuthFlowContext, type AuthFlowEvent, type AuthFlowState, type AuthMode, type AuthTab, type PrivateView,
} from '../../../domain/auth/AuthFlow';
import type { SocialProvider, SsoProvider } from '../../../domain/auth/Tokens';
import type { Membership } from '../../../domain/membership/Membership';
import type { NetworkCustomization } from '../../../domain/network/NetworkCustomization';
import { COOKIES, type CookieJar } from '../../../application/ports/CookieJar';
import type { Session } from '../../../application/session/Session';
import { AuthError } from '../../../application/errors/AuthError';
import { Lifetime } from '../../kit/Lifetime';
import type { I18n } from '../../i18n/I18n';
import type { ProfileFlowController } from '../../profile';
import type { AuthController, AuthDialogRequest } from '../AuthController';
import { authDialogWidth } from '../authDialogWidth';
import type { BirthdatePresenter } from './BirthdatePresenter';
import type { CoverSoundPresenter } from './CoverSoundPresenter';
import type { EmailConfirmPresenter } from './EmailConfirmPresenter';
import type { EmailSignInPresenter } from './EmailSignInPresenter';
import type { CredentialsConflict, EmailSignUpPresenter } from './EmailSignUpPresenter';
import type { ForgotPasswordPresenter } from './ForgotPasswordPresenter';
import type { PhoneCodeHooks, PhoneCodePresenter } from './PhoneCodePresenter';
import type { PrivateSignUpPresenter } from './PrivateSignUpPresenter';
import type { ProviderSignInPresenter, SsoButton } from './ProviderSignInPresenter';

export type { SsoButton } from './ProviderSignInPresenter';

type SignedIn = (membership: Membership) => void;

const MODE_SWITCH_STEPS: readonly AuthFlowState['step'][] = ['cta', 'sign-up', 'sign-in', 'otp_first'];

/** The modal's parts, one presenter each, made by factories the composition root's auth module binds. */
export interface AuthModalParts {
  emailSignIn(lifetime: Lifetime, returnPath: string | null, onSignedIn: SignedIn): EmailSignInPresenter;
  emailSignUp(lifetime: Lifetime, returnPath: string | null, onSignedUp: SignedIn): EmailSignUpPresenter;
  emailConfirm(onConfirmed: () => void): EmailConfirmPresenter;
  phone(lifetime: Lifetime, returnPath: string | null, hooks: PhoneCodeHooks): PhoneCodePresenter;
  birthdate(minAge: number | null, onConfirmed: () => void): BirthdatePresenter;
  privateSignUp(network: NetworkCustomization, lifetime: Lifetime, onSignedUp: SignedIn): PrivateSignUpPresenter;
  forgotPassword(initialEmail: string): ForgotPasswordPresenter;
  providers(lifetime: Lifetime, returnPath: string | null, onSignedIn: SignedIn): ProviderSignInPresenter;
  coverSound(): CoverSoundPresenter;
}

/** SSO providers shown as buttons on the call to action, in this order, when the network configures them. */
const SSO_BUTTONS: readonly { provider: Exclude<SsoProvider, 'custom-sso'>; key: 'yTech' | 'sportsAlliance' | 'cvespa' | 'microsoft' | 'apple'; name: string }[] = [
  { provider: 'y-tech', key: 'yTech', name: 'Y-Tech' },
  { provider: 'sports-alliance', key: 'sportsAlliance', name: 'Sports Alliance' },
  { provider: 'cvespa', key: 'cvespa', name: 'CVESPA' },
  { provider: 'microsoft', key: 'microsoft', name: 'Microsoft' },
  { provider: 'apple', key: 'apple', name: 'Apple' },
];

/**
 * The authentication modal: the pure state machine of the domain decides the steps, this presenter
 * feeds it what the person did and what the server answered, and runs the effects it asks for.
 * One presenter per opening; closing the modal aborts whatever is still waiting ('Component unmounted').
 */
export class AuthModalPresenter {
  flow: AuthFlowState;
  birthdateKnown: boolean;
  forgotPasswordOpen = false;
  readonly emailSignIn: EmailSignInPresenter;
  readonly emailSignUp: EmailSignUpPresenter;
  readonly emailConfirm: EmailConfirmPresenter;
  readonly phone: PhoneCodePresenter;
  readonly birthdate: BirthdatePresenter;
  readonly privateSignUp: PrivateSignUpPresenter;
  readonly providers: ProviderSignInPresenter;
  readonly coverSound: CoverSoundPresenter;
  forgotPassword: ForgotPasswordPresenter;
  private readonly lifetime = new Lifetime();

  constructor(
    private readonly parts: AuthModalParts,
    private readonly session: Pick<Session, 'clearUser'>,
    private readonly controller: Pick<AuthController, 'close' | 'closeForced'>,
    private readonly profileFlow: Pick<ProfileFlowController, 'completeProfileRequested'>,
    private readonly cookies: Pick<CookieJar, 'get'>,
    private readonly i18n: I18n,
    readonly network: NetworkCustomization,
    private readonly request: AuthDialogRequest,
  ) {
    // Callbacks are arrows: autoBind only applies once makeAutoObservable has run, below.
    this.birthdate = parts.birthdate(network.minAge, () => this.birthdateConfirmed());
    this.birthdateKnown = this.birthdate.isHeld();
    this.coverSound = parts.coverSound();
    this.flow = initialAuthFlow(this.contextWith(this.birthdateKnown), { mode: request.mode, fixed: request.fixed, forced: request.forced });
    const { lifetime } = this;
    this.emailSignIn = parts.emailSignIn(lifetime, request.returnPath, (membership) => this.signedIn(membership));
    this.emailSignUp = parts.emailSignUp(lifetime, request.returnPath, (membership) => this.signedUp(membership));
    this.emailConfirm = parts.emailConfirm(() => this.emailConfirmed());
    this.phone = parts.phone(lifetime, request.returnPath, {
      ageRequired: () => ageCheckboxShown(this.flow, this.context),
      codeSent: () => this.dispatch({ type: 'codeSent' }),
      signedIn: (membership) => this.signedIn(membership),
    });
    this.privateSignUp = parts.privateSignUp(network, lifetime, (membership) => this.signedUp(membership));
    this.forgotPassword = parts.forgotPassword('');
    this.forgotPasswordOpen = request.forgotPassword === true;
    this.providers = parts.providers(lifetime, request.returnPath, (membership) => this.signedIn(membership));
    makeAutoObservable<AuthModalPresenter, 'parts' | 'session' | 'controller' | 'profileFlow' | 'cookies' | 'i18n' | 'request' | 'lifetime'>(
      this,
      {
        parts: false, session: false, controller: false, profileFlow: false, cookies: false, i18n: false, request: false, lifetime: false,
        network: false, emailSignIn: false, emailSignUp: false, emailConfirm: false, phone: false, birthdate: false, privateSignUp: false, providers: false, coverSound: false,
      },
      { autoBind: true },
    );
  }

  get context(): AuthFlowContext {
    return this.contextWith(this.birthdateKnown);
  }

  get tabs(): AuthTab[] {
    return visibleTabs(this.context);
  }

  get tabsEnabled(): boolean {
    return tabsEnabled(this.flow);
  }

  get canGoBack(): boolean {
    return canGoBack(this.flow);
  }

  get canSwitchMode(): boolean {
    return canSwitchMode(this.flow);
  }

  /** The footer link to the other mode: on the cta, the forms and the phone step, while switching is allowed. */
  get modeSwitch(): { mode: AuthMode; label: string } | null {
    if (!this.canSwitchMode || !MODE_SWITCH_STEPS.includes(this.flow.step)) return null;
    return this.flow.mode === 'sign-in'
      ? { mode: 'sign-up', label: this.i18n.t('auth.footer.toSignUp') }
      : { mode: 'sign-in', label: this.i18n.t('auth.footer.toSignIn') };
  }

  /** The cta's main button: the phone is offered only where the network signs in by SMS. */
  get ctaLabel(): string {
    return this.i18n.t(this.network.auth.smsOtp ? 'auth.cta.usePhoneOrEmail' : 'auth.cta.useEmail');
  }

  /** The credentials conflict of whichever sign-up form ran into one, and its e-mail (spec §8). */
  get conflict(): { kind: CredentialsConflict; email: string } | null {
    const kind = this.emailSignUp.conflict ?? this.privateSignUp.conflict;
    return kind ? { kind, email: this.emailSignUp.conflictEmail || this.privateSignUp.values.email } : null;
  }

  conflictDismissed(): void {
    this.emailSignUp.conflictDismissed();
    this.privateSignUp.conflictDismissed();
  }

  /** 'Forgot password' on a conflict popup: the popup closes and the dialog opens with that e-mail. */
  conflictForgotPasswordClicked(): void {
    this.conflictDismissed();
    this.forgotPasswordOpened();
  }

  get closable(): boolean {
    return canClose(this.flow);
  }

  get header(): string {
    const key = headerKind(this.flow) === 'logIn' ? 'auth.header.logIn' : 'auth.header.signUp';
    return this.i18n.t(key, { name: this.network.name });
  }

  get ageCheckboxShown(): boolean {
    return ageCheckboxShown(this.flow, this.context);
  }

  width(desktop: boolean): number | 'full' {
    return authDialogWidth(authDialogLayout(this.flow, { hasCover: this.cover !== null, desktop }));
  }

  get cover() {
    return this.network.auth.authCover ?? this.network.authCover;
  }

  get socialProviders(): SocialProvider[] {
    const providers: SocialProvider[] = [];
    if (this.network.auth.google) providers.push('google');
    if (this.network.auth.facebook) providers.push('facebook');
    return providers;
  }

  get ssoButtons(): SsoButton[] {
    const configured = this.network.auth.providers;
    return SSO_BUTTONS.flatMap(({ provider, key, name }) => {
      const config = configured[key];
      return config ? [{ provider, label: config.label ?? name, config }] : [];
    });
  }

  get customSso(): SsoButton | null {
    const config = this.network.auth.providers.customSso;
    return config ? { provider: 'custom-sso', label: config.label ?? 'SSO', config } : null;
  }

  /**
   * The modal is shown: the phone country comes from the IP lookup; private sign-up needs its questions.
   * The returned function runs when it goes away: whatever is still waiting is aborted ('Component
   * unmounted') and the countdowns stop. Shown again (React remounts in development), it starts afresh.
   */
  mount(): () => void {
    this.lifetime.begin();
    if (this.network.auth.smsOtp) void this.phone.locate();
    if (this.network.auth.authType === 'private') void this.privateSignUp.load();
    // Asked before the modal's code had loaded, or while it is shown.
    const stopWatchingForcedClose = reaction(
      () => this.controller.closeForced,
      (forced) => {
        if (forced) this.dispatch({ type: 'closeRequested', forced: true });
      },
      { fireImmediately: true },
    );
    return () => {
      stopWatchingForcedClose();
      this.lifetime.end(AuthError.aborted());
      this.emailSignUp.unmounted();
      this.privateSignUp.unmounted();
      this.emailConfirm.unmounted();
      this.phone.unmounted();
      this.forgotPassword.unmounted();
    };
  }

  get coverMuted(): boolean {
    return this.coverSound.muted;
  }

  coverMuteToggled(): void {
    this.coverSound.toggled();
  }

  get socialBusy(): SocialProvider | null {
    return this.providers.socialBusy;
  }

  continueClicked(): void {
    this.dispatch({ type: 'continueClicked' });
  }

  socialClicked(provider: SocialProvider): void {
    if (this.socialBusy) return;
    if (this.ageCheckboxShown && !this.phone.ageCheckPassed()) return;
    this.dispatch({ type: 'socialClicked', provider });
  }

  ssoClicked(button: SsoButton): void {
    this.providers.ssoClicked(button);
  }

  backClicked(): void {
    this.dispatch({ type: 'backClicked' });
  }

  modeSwitched(mode: AuthMode): void {
    this.dispatch({ type: 'modeSwitched', mode });
  }

  tabChosen(tab: AuthTab): void {
    this.dispatch({ type: 'tabChosen', tab });
  }

  changeNumberClicked(): void {
    this.phone.changeNumberClicked();
    this.dispatch({ type: 'changeNumberClicked' });
  }

  privateViewChosen(view: PrivateView): void {
    if (view === 'forgot-password') this.freshForgotPassword();
    this.dispatch({ type: 'privateViewChosen', view });
  }

  wrongEmailClicked(): void {
    this.dispatch({ type: 'wrongEmailClicked' });
  }

  closeRequested(): void {
    this.dispatch({ type: 'closeRequested' });
  }

  /** Seeded with the e-mail the person already typed, wherever they typed it. */
  forgotPasswordOpened(): void {
    this.freshForgotPassword();
    this.forgotPasswordOpen = true;
  }

  forgotPasswordClosed(): void {
    this.forgotPasswordOpen = false;
    // Opened on its own (/forgot-password): nothing else to show once it closes.
    if (this.request.forgotPassword && this.closable) this.controller.close();
  }

  /** 'Login' on the has_membership popup: the same e-mail, on the sign-in form. */
  conflictLoginClicked(): void {
    const email = this.privateSignUp.conflict ? this.privateSignUp.values.email : this.emailSignUp.conflictEmail || this.emailSignUp.email;
    this.emailSignIn.emailTyped(email.trim());
    this.conflictDismissed();
    if (this.flow.step === 'private') this.dispatch({ type: 'privateViewChosen', view: 'login-with-email' });
    else this.dispatch({ type: 'modeSwitched', mode: 'sign-in' });
  }

  private freshForgotPassword(): void {
    this.forgotPassword.unmounted();
    const typed = [this.emailSignIn.email, this.emailSignUp.email, this.privateSignUp.values.email].find((email) => email.trim() !== '') ?? '';
    this.forgotPassword = this.parts.forgotPassword(typed);
  }

  private signedIn(membership: Membership): void {
    this.dispatch({ type: 'signedIn', hasBirthday: membership.birthday !== null && membership.birthday !== '' });
  }

  private signedUp(membership: Membership): void {
    this.dispatch({ type: 'signedUp', emailConfirmed: membership.emailConfirmed });
    if (this.flow.open && this.flow.emailStage === 'confirm') void this.emailConfirm.entered();
  }

  private emailConfirmed(): void {
    this.dispatch({ type: 'emailConfirmed' });
  }

  private birthdateConfirmed(): void {
    this.dispatch({ type: 'birthdateConfirmed' });
  }

  private dispatch(event: AuthFlowEvent): void {
    // The holder changes outside this presenter (a sign-up saves and clears it): read it afresh.
    this.birthdateKnown = this.birthdate.isHeld();
    const { state, effects } = transition(this.flow, event, this.context);
    this.flow = state;
    for (const effect of effects) this.run(effect);
  }

  private run(effect: AuthEffect): void {
    switch (effect.type) {
      case 'startSocial':
        void this.providers.socialStarted(effect.provider);
        return;
      case 'startCustomSso':
        if (this.customSso) this.ssoClicked(this.customSso);
        return;
      case 'saveStoredBirthday': {
        // CompleteLogin saves a held birthday already; this covers one typed after that.
        this.birthdate.saveHeld();
        return;
      }
      case 'dropUserSession':
        this.session.clearUser();
        return;
      case 'showCompleteProfile':
        this.profileFlow.completeProfileRequested();
        return;
      case 'closed':
        this.controller.close();
        return;
    }
  }

  private contextWith(birthdateKnown: boolean): AuthFlowContext {
    const auth = this.network.auth;
    return {
      authType: auth.authType,
      smsOtp: auth.smsOtp,
      minAge: this.network.minAge,
      birthdateKnown,
      authedBefore: this.cookies.get(COOKIES.authedBefore) !== null,
    };
  }
}
