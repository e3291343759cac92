import { makeAutoObservable, runInAction } from 'mobx';
import {
  ageCheckboxShown, authDialogLayout, canClose, canGoBack, canSwitchMode, headerKind, initialAuthFlow, tabsEnabled, transition, visibleTabs,
  type AuthEffect, type AuthFlowContext, type AuthFlowEvent, type AuthFlowState, type AuthMode, type AuthTab, type PrivateView,
} from '../../../domain/auth/AuthFlow';
import type { SocialProvider, SsoProvider } from '../../../domain/auth/Tokens';
import type { Membership } from '../../../domain/membership/Membership';
import type { NetworkCustomization, OAuthProviderConfig } from '../../../domain/network/NetworkCustomization';
import { COOKIES } from '../../../application/ports/CookieJar';
import { AuthError } from '../../../application/usecases/auth/AuthError';
import type { AuthDialogRequest } from '../AuthController';
import { authDialogWidth } from '../authDialogWidth';
import type { AuthDeps } from './AuthDeps';
import { BirthdatePresenter } from './BirthdatePresenter';
import { EmailConfirmPresenter } from './EmailConfirmPresenter';
import { EmailSignInPresenter } from './EmailSignInPresenter';
import { EmailSignUpPresenter } from './EmailSignUpPresenter';
import { ForgotPasswordPresenter } from './ForgotPasswordPresenter';
import { PhoneCodePresenter } from './PhoneCodePresenter';
import { PrivateSignUpPresenter } from './PrivateSignUpPresenter';
import { toastFailure } from './toastFailure';

/** SSO providers shown as buttons on the call to action, in this order, when the network configures them. */
const SSO_BUTTONS: readonly { provider: Exclude<SsoProvider, 'custom-sso'>; key: 'yTech' | 'sportsAlliance' | 'cvespa' | 'microsoft' | 'apple'; name: string }[] = [
  { provider: 'y-tech', key: 'yTech', name: 'Y-Tech' },
  { provider: 'sports-alliance', key: 'sportsAlliance', name: 'Sports Alliance' },
  { provider: 'cvespa', key: 'cvespa', name: 'CVESPA' },
  { provider: 'microsoft', key: 'microsoft', name: 'Microsoft' },
  { provider: 'apple', key: 'apple', name: 'Apple' },
];

export interface SsoButton {
  provider: SsoProvider;
  label: string;
  config: OAuthProviderConfig;
}

/**
 * The authentication modal: the pure state machine of the domain decides the steps, this presenter
 * feeds it what the person did and what the server answered, and runs the effects it asks for.
 * One presenter per opening; closing the modal aborts whatever is still waiting ('Component unmounted').
 */
export class AuthModalPresenter {
  flow: AuthFlowState;
  birthdateKnown: boolean;
  forgotPasswordOpen = false;
  socialBusy: SocialProvider | null = null;
  /** The cover video's sound (spec §2: a mute toggle), as the visitor last left it. */
  coverMuted: boolean;
  readonly emailSignIn: EmailSignInPresenter;
  readonly emailSignUp: EmailSignUpPresenter;
  readonly emailConfirm: EmailConfirmPresenter;
  readonly phone: PhoneCodePresenter;
  readonly birthdate: BirthdatePresenter;
  readonly privateSignUp: PrivateSignUpPresenter;
  forgotPassword: ForgotPasswordPresenter;
  private readonly abort = new AbortController();

  constructor(
    private readonly deps: AuthDeps,
    readonly network: NetworkCustomization,
    private readonly request: AuthDialogRequest,
  ) {
    this.birthdateKnown = deps.birthdate.held() !== null;
    this.coverMuted = deps.coverSound.muted();
    this.flow = initialAuthFlow(this.contextWith(this.birthdateKnown), { mode: request.mode, fixed: request.fixed, forced: request.forced });
    const signal = this.abort.signal;
    // Callbacks are arrows: autoBind only applies once makeAutoObservable has run, below.
    this.emailSignIn = new EmailSignInPresenter(deps, signal, request.returnPath, (membership) => this.signedIn(membership));
    this.emailSignUp = new EmailSignUpPresenter(deps, signal, request.returnPath, (membership) => this.signedUp(membership));
    this.emailConfirm = new EmailConfirmPresenter(deps, () => this.emailConfirmed());
    this.phone = new PhoneCodePresenter(deps, signal, request.returnPath, {
      ageRequired: () => ageCheckboxShown(this.flow, this.context),
      codeSent: () => this.dispatch({ type: 'codeSent' }),
      signedIn: (membership) => this.signedIn(membership),
    });
    this.birthdate = new BirthdatePresenter(deps, network.minAge, () => this.birthdateConfirmed());
    this.privateSignUp = new PrivateSignUpPresenter(deps, network, signal, (membership) => this.signedUp(membership));
    this.forgotPassword = new ForgotPasswordPresenter(deps);
    this.forgotPasswordOpen = request.forgotPassword === true;
    makeAutoObservable<AuthModalPresenter, 'deps' | 'request' | 'abort'>(
      this,
      { deps: false, request: false, abort: false, network: false, emailSignIn: false, emailSignUp: false, emailConfirm: false, phone: false, birthdate: false, privateSignUp: false },
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

  get closable(): boolean {
    return canClose(this.flow);
  }

  get header(): string {
    const key = headerKind(this.flow) === 'logIn' ? 'auth.header.logIn' : 'auth.header.signUp';
    return this.deps.i18n.t(key, { name: this.network.name });
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

  /** Runs when the modal is shown: the phone country comes from the IP lookup; private sign-up needs its questions. */
  mounted(): void {
    if (this.network.auth.smsOtp) void this.phone.locate();
    if (this.network.auth.authType === 'private') void this.privateSignUp.load();
  }

  coverMuteToggled(): void {
    this.coverMuted = !this.coverMuted;
    this.deps.coverSound.remember(this.coverMuted);
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
    try {
      this.deps.startSso.execute(button.provider, button.config, { returnPath: this.request.returnPath });
    } catch (error) {
      // An unsafe provider address from the server: nothing was opened, and the toast says why.
      toastFailure(error, this.deps.notifier, this.deps.i18n);
    }
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
    if (this.request.forgotPassword && this.closable) this.deps.controller.close();
  }

  /** 'Login' on the has_membership popup: the same e-mail, on the sign-in form. */
  conflictLoginClicked(): void {
    const email = this.privateSignUp.conflict ? this.privateSignUp.values.email : this.emailSignUp.conflictEmail || this.emailSignUp.email;
    this.emailSignIn.emailTyped(email.trim());
    this.emailSignUp.conflictDismissed();
    this.privateSignUp.conflictDismissed();
    if (this.flow.step === 'private') this.dispatch({ type: 'privateViewChosen', view: 'login-with-email' });
    else this.dispatch({ type: 'modeSwitched', mode: 'sign-in' });
  }

  dispose(): void {
    this.abort.abort(AuthError.aborted());
    this.emailSignUp.dispose();
    this.emailConfirm.dispose();
    this.phone.dispose();
    this.forgotPassword.dispose();
  }

  private freshForgotPassword(): void {
    this.forgotPassword.dispose();
    const typed = [this.emailSignIn.email, this.emailSignUp.email, this.privateSignUp.values.email].find((email) => email.trim() !== '') ?? '';
    this.forgotPassword = new ForgotPasswordPresenter(this.deps, typed);
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
    this.birthdateKnown = this.deps.birthdate.held() !== null;
    const { state, effects } = transition(this.flow, event, this.context);
    this.flow = state;
    for (const effect of effects) this.run(effect);
  }

  private run(effect: AuthEffect): void {
    switch (effect.type) {
      case 'startSocial':
        void this.runSocial(effect.provider);
        return;
      case 'startCustomSso':
        if (this.customSso) this.ssoClicked(this.customSso);
        return;
      case 'saveStoredBirthday': {
        // CompleteLogin saves a held birthday already; this covers one typed after that.
        const held = this.deps.birthdate.held();
        if (held) void this.deps.saveBirthday.execute(held).then(() => this.deps.birthdate.clear(), (error: unknown) => toastFailure(error, this.deps.notifier, this.deps.i18n));
        return;
      }
      case 'dropUserSession':
        this.deps.session.clearUser();
        return;
      case 'showCompleteProfile':
        this.deps.profileFlow.completeProfileRequested();
        return;
      case 'closed':
        this.deps.controller.close();
        return;
    }
  }

  private async runSocial(provider: SocialProvider): Promise<void> {
    this.socialBusy = provider;
    try {
      const result = await this.deps.socialSignIn.execute(provider, { signal: this.abort.signal, returnPath: this.request.returnPath });
      // A closed provider window stops the spinner with no message (spec §8).
      if (result.kind === 'signedIn') this.signedIn(result.membership);
    } catch (error) {
      toastFailure(error, this.deps.notifier, this.deps.i18n);
    } finally {
      runInAction(() => (this.socialBusy = null));
    }
  }

  private contextWith(birthdateKnown: boolean): AuthFlowContext {
    const auth = this.network.auth;
    return {
      authType: auth.authType,
      smsOtp: auth.smsOtp,
      minAge: this.network.minAge,
      birthdateKnown,
      authedBefore: this.deps.cookies.get(COOKIES.authedBefore) !== null,
    };
  }
}
