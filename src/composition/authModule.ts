import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { SESSION, type Session } from '../application/session/Session';
import { QUERY_REGISTRY, type QueryRegistry } from '../application/queries/QueryRegistry';
import { COUNTDOWN, Countdown } from '../application/timing/Countdown';
import { BIRTHDATE_HOLDER, BirthdateHolder } from '../application/usecases/auth/BirthdateHolder';
import { COVER_SOUND_PREFERENCE, CoverSoundPreference } from '../application/usecases/cookies/CoverSoundPreference';
import { COMPLETE_LOGIN, CompleteLogin } from '../application/usecases/auth/CompleteLogin';
import { ENTER_NETWORK_AFTER_LOGIN, EnterNetworkAfterLogin } from '../application/usecases/auth/EnterNetworkAfterLogin';
import { COMPLETE_SSO, CompleteSso } from '../application/usecases/auth/CompleteSso';
import { CONFIRM_EMAIL, ConfirmEmail } from '../application/usecases/auth/ConfirmEmail';
import { EMAIL_AVAILABILITY_CHECK, EmailAvailabilityCheck } from '../application/usecases/auth/EmailAvailabilityCheck';
import { FORGOT_PASSWORD, ForgotPassword } from '../application/usecases/auth/ForgotPassword';
import { POLL_EXCHANGE, PollExchange } from '../application/usecases/auth/PollExchange';
import { REQUEST_EMAIL_CODE, RequestEmailCode } from '../application/usecases/auth/RequestEmailCode';
import { SAVE_BIRTHDAY, SaveBirthday } from '../application/usecases/auth/SaveBirthday';
import { SEND_PHONE_CODE, SendPhoneCode } from '../application/usecases/auth/SendPhoneCode';
import { SIGN_IN_WITH_EMAIL, SignInWithEmail } from '../application/usecases/auth/SignInWithEmail';
import { SIGN_IN_WITH_PROVIDER_TOKEN, SignInWithProviderToken } from '../application/usecases/auth/SignInWithProviderToken';
import { SIGN_UP_WITH_EMAIL, SignUpWithEmail } from '../application/usecases/auth/SignUpWithEmail';
import { SOCIAL_SIGN_IN, SocialSignIn } from '../application/usecases/auth/SocialSignIn';
import { START_SSO, StartSso } from '../application/usecases/auth/StartSso';
import { VERIFY_PHONE_CODE, VerifyPhoneCode } from '../application/usecases/auth/VerifyPhoneCode';
import type { SocialProvider, SsoProvider } from '../domain/auth/Tokens';
import { HttpCustomFieldGateway } from '../infrastructure/http/HttpCustomFieldGateway';
import { HttpIpLookup } from '../infrastructure/http/HttpIpLookup';
import { PopupIdentityProvider, type PopupProviderConfig } from '../infrastructure/identity/PopupIdentityProvider';
import { BrowserExternalNavigator } from '../infrastructure/identity/BrowserExternalNavigator';
import { networkBasePath } from './networkBasePath';
import { CryptoRandomSource } from '../infrastructure/identity/CryptoRandomSource';
import { PRESENTATION, PRESENTERS } from '../presentation/tokens';
import type { AuthController, AuthDialogRequest } from '../presentation/auth/AuthController';
import { registerAuthMessages } from '../presentation/auth/authMessages';
import { AuthModalPresenter, type AuthModalParts } from '../presentation/auth/presenters/AuthModalPresenter';
import { CoverSoundPresenter } from '../presentation/auth/presenters/CoverSoundPresenter';
import { ProviderSignInPresenter } from '../presentation/auth/presenters/ProviderSignInPresenter';
import { BirthdatePresenter } from '../presentation/auth/presenters/BirthdatePresenter';
import { EmailConfirmPresenter } from '../presentation/auth/presenters/EmailConfirmPresenter';
import { EmailSignInPresenter } from '../presentation/auth/presenters/EmailSignInPresenter';
import { EmailSignUpPresenter } from '../presentation/auth/presenters/EmailSignUpPresenter';
import { ForgotPasswordPresenter } from '../presentation/auth/presenters/ForgotPasswordPresenter';
import { PhoneCodePresenter } from '../presentation/auth/presenters/PhoneCodePresenter';
import { PrivateSignUpPresenter } from '../presentation/auth/presenters/PrivateSignUpPresenter';
import { SsoCallbackPresenter } from '../presentation/auth/presenters/SsoCallbackPresenter';
import { VerifyLinkPresenter } from '../presentation/auth/presenters/VerifyLinkPresenter';
import type { I18n } from '../presentation/i18n/I18n';
import type { ProfileFlowController } from '../presentation/profile/ProfileFlowController';
import { API_CLIENT } from './apiClientToken';
import type { AppConfig } from './config';

/** The providers' own OAuth endpoints; demo mode uses its fake provider pages instead. */
const SOCIAL_ENDPOINTS: Record<SocialProvider, { authorizeUrl: string; scope: string }> = {
  google: { authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth', scope: 'openid email profile' },
  facebook: { authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth', scope: 'email public_profile' },
};

/**
 * The sign-in part of the composition root, loaded with the authentication modal's chunk so none
 * of it weighs on the first load. Ports already bound (tests and QA bind scripted ones) are kept.
 */
export function bindAuthModule(container: Container, config: AppConfig): void {
  if (container.isBound(PRESENTERS.AuthModal)) return;
  const get = <T,>(token: symbol) => container.get<T>(token);
  const session = get<Session>(SESSION);
  const bindMissing = (token: symbol, create: () => unknown) => {
    if (!container.isBound(token)) container.bind(token).toConstantValue(create());
  };

  bindMissing(ports.RANDOM_SOURCE, () => new CryptoRandomSource());
  // The lookups of the sign-up forms, used by nothing on the first load (in-memory ones bound before stay).
  bindMissing(ports.IP_LOOKUP, () => new HttpIpLookup(get(API_CLIENT)));
  bindMissing(ports.CUSTOM_FIELD_GATEWAY, () => new HttpCustomFieldGateway(get(API_CLIENT)));
  bindMissing(ports.EXTERNAL_NAVIGATOR, () => new BrowserExternalNavigator(networkBasePath(config, session)));
  bindMissing(ports.IDENTITY_PROVIDER, () => {
    const configOf = (provider: SocialProvider): PopupProviderConfig | null => {
      const providers = session.network?.auth.providers;
      const clientId = provider === 'google' ? providers?.google?.clientId : providers?.facebook?.appId;
      if (!clientId) return null;
      const endpoint = SOCIAL_ENDPOINTS[provider];
      // The first test is statically false outside the demo build, so its fake provider page is not even named there.
      const demo = !import.meta.env.VITE_API_BASE_URL && config.profile === 'demo';
      const authorizeUrl = demo ? `/__demo/idp/${provider}` : endpoint.authorizeUrl;
      return { authorizeUrl, clientId, scope: endpoint.scope };
    };
    return new PopupIdentityProvider(configOf, get(ports.CLOCK), get(ports.RANDOM_SOURCE));
  });

  const i18n = get<I18n>(PRESENTATION.I18n);
  // The auth screens' strings, registered before any of them renders (the one place they are).
  registerAuthMessages(i18n);
  bindAuthUseCases(container);
  bindAuthPresenters(container);
}

/** Each use case under its own token, unless bound already (a test or QA swapped it). */
function bindAuthUseCases(container: Container): void {
  const bind = <T,>(token: symbol) => (container.isBound(token) ? null : container.bind<T>(token));
  bind(BIRTHDATE_HOLDER)?.toResolvedValue((local: ports.KeyValueStore, session: Session) => new BirthdateHolder(local, session), [ports.LOCAL_STORE, SESSION]);
  bind(COVER_SOUND_PREFERENCE)?.toResolvedValue((cookies: ports.CookieJar, local: ports.KeyValueStore, session: Session) => new CoverSoundPreference(cookies, local, session), [ports.COOKIE_JAR, ports.LOCAL_STORE, SESSION]);
  bind(ENTER_NETWORK_AFTER_LOGIN)?.toResolvedValue(
    (queries: QueryRegistry, navigator: ports.Navigator, probe: ports.ContentFeed) => new EnterNetworkAfterLogin(queries, navigator, probe),
    [QUERY_REGISTRY, ports.NAVIGATOR, ports.CONTENT_FEED],
  );
  bind(COMPLETE_LOGIN)?.toResolvedValue(
    (
      tokens: ports.TokenStore, memberships: ports.MembershipGateway, birthdate: BirthdateHolder, session: Session, i18n: I18n, cookies: ports.CookieJar,
      enterNetwork: EnterNetworkAfterLogin, otherTabs: ports.SessionBroadcast,
    ) => new CompleteLogin(tokens, memberships, birthdate, session, i18n, cookies, enterNetwork, otherTabs),
    [ports.TOKEN_STORE, ports.MEMBERSHIP_GATEWAY, BIRTHDATE_HOLDER, SESSION, PRESENTATION.I18n, ports.COOKIE_JAR, ENTER_NETWORK_AFTER_LOGIN, ports.SESSION_BROADCAST],
  );
  bind(POLL_EXCHANGE)?.toResolvedValue((auth: ports.AccountExchangeGateway, clock: ports.Clock) => new PollExchange(auth, clock), [ports.ACCOUNT_EXCHANGE_GATEWAY, ports.CLOCK]);
  bind(SIGN_IN_WITH_PROVIDER_TOKEN)?.toResolvedValue(
    (auth: ports.ProviderSignInGateway, poll: PollExchange, completeLogin: CompleteLogin) => new SignInWithProviderToken(auth, poll, completeLogin),
    [ports.PROVIDER_SIGN_IN_GATEWAY, POLL_EXCHANGE, COMPLETE_LOGIN],
  );
  bind(SIGN_IN_WITH_EMAIL)?.toResolvedValue(
    (auth: ports.EmailAccountGateway, clock: ports.Clock, poll: PollExchange, completeLogin: CompleteLogin) => new SignInWithEmail(auth, clock, poll, completeLogin),
    [ports.EMAIL_ACCOUNT_GATEWAY, ports.CLOCK, POLL_EXCHANGE, COMPLETE_LOGIN],
  );
  bind(SIGN_UP_WITH_EMAIL)?.toResolvedValue(
    (auth: ports.EmailAccountGateway, poll: PollExchange, completeLogin: CompleteLogin) => new SignUpWithEmail(auth, poll, completeLogin),
    [ports.EMAIL_ACCOUNT_GATEWAY, POLL_EXCHANGE, COMPLETE_LOGIN],
  );
  // One per form: they remember what their screen is waiting for.
  bind(EMAIL_AVAILABILITY_CHECK)?.toResolvedValue((auth: ports.EmailAccountGateway, clock: ports.Clock) => new EmailAvailabilityCheck(auth, clock), [ports.EMAIL_ACCOUNT_GATEWAY, ports.CLOCK]).inTransientScope();
  bind(COUNTDOWN)?.toResolvedValue((clock: ports.Clock) => new Countdown(clock), [ports.CLOCK]).inTransientScope();
  bind(SEND_PHONE_CODE)?.toResolvedValue((auth: ports.PhoneCodeGateway) => new SendPhoneCode(auth), [ports.PHONE_CODE_GATEWAY]);
  bind(VERIFY_PHONE_CODE)?.toResolvedValue((auth: ports.PhoneCodeGateway, completeLogin: CompleteLogin) => new VerifyPhoneCode(auth, completeLogin), [ports.PHONE_CODE_GATEWAY, COMPLETE_LOGIN]);
  bind(REQUEST_EMAIL_CODE)?.toResolvedValue((accounts: ports.AccountGateway, session: Session) => new RequestEmailCode(accounts, session), [ports.ACCOUNT_GATEWAY, SESSION]);
  bind(CONFIRM_EMAIL)?.toResolvedValue((accounts: ports.AccountGateway, session: Session) => new ConfirmEmail(accounts, session), [ports.ACCOUNT_GATEWAY, SESSION]);
  bind(FORGOT_PASSWORD)?.toResolvedValue((auth: ports.EmailAccountGateway) => new ForgotPassword(auth), [ports.EMAIL_ACCOUNT_GATEWAY]);
  bind(SOCIAL_SIGN_IN)?.toResolvedValue(
    (identity: ports.IdentityProvider, withProviderToken: SignInWithProviderToken) => new SocialSignIn(identity, withProviderToken),
    [ports.IDENTITY_PROVIDER, SIGN_IN_WITH_PROVIDER_TOKEN],
  );
  bind(START_SSO)?.toResolvedValue(
    (random: ports.RandomSource, sessionStore: ports.KeyValueStore, external: ports.ExternalNavigator) => new StartSso(random, sessionStore, external),
    [ports.RANDOM_SOURCE, ports.SESSION_STORE, ports.EXTERNAL_NAVIGATOR],
  );
  bind(COMPLETE_SSO)?.toResolvedValue(
    (sessionStore: ports.KeyValueStore, external: ports.ExternalNavigator, withProviderToken: SignInWithProviderToken) => new CompleteSso(sessionStore, external, withProviderToken),
    [ports.SESSION_STORE, ports.EXTERNAL_NAVIGATOR, SIGN_IN_WITH_PROVIDER_TOKEN],
  );
  bind(SAVE_BIRTHDAY)?.toResolvedValue((memberships: ports.MembershipGateway, session: Session) => new SaveBirthday(memberships, session), [ports.MEMBERSHIP_GATEWAY, SESSION]);
}

const AUTH_MODAL_PARTS = Symbol.for('AuthModalParts');

/** The modal's presenter and its parts, the SSO callback page's and the verification pages'. */
function bindAuthPresenters(container: Container): void {
  // Made anew for each screen (transient bindings): a countdown or a pending check belongs to one form.
  const countdown = () => container.get<Countdown>(COUNTDOWN);
  const emailCheck = () => container.get<EmailAvailabilityCheck>(EMAIL_AVAILABILITY_CHECK);

  container.bind(AUTH_MODAL_PARTS).toResolvedValue(
    (
      signIn: SignInWithEmail, signUp: SignUpWithEmail, sendCode: SendPhoneCode, verifyCode: VerifyPhoneCode, requestCode: RequestEmailCode, confirmEmail: ConfirmEmail,
      forgotPassword: ForgotPassword, saveBirthday: SaveBirthday, birthdate: BirthdateHolder, session: Session, ipLookup: ports.IpLookup, customFields: ports.CustomFieldGateway, clock: ports.Clock,
      notifier: ports.Notifier, i18n: I18n, startSso: StartSso, socialSignIn: SocialSignIn, coverSound: CoverSoundPreference,
    ): AuthModalParts => ({
      emailSignIn: (lifetime, returnPath, onSignedIn) => new EmailSignInPresenter(signIn, notifier, i18n, lifetime, returnPath, onSignedIn),
      emailSignUp: (lifetime, returnPath, onSignedUp) => new EmailSignUpPresenter(signUp, emailCheck(), notifier, i18n, lifetime, returnPath, onSignedUp),
      emailConfirm: (onConfirmed) => new EmailConfirmPresenter(requestCode, confirmEmail, session, countdown(), notifier, i18n, onConfirmed),
      phone: (lifetime, returnPath, hooks) => new PhoneCodePresenter(sendCode, verifyCode, ipLookup, countdown(), notifier, i18n, lifetime, returnPath, hooks),
      birthdate: (minAge, onConfirmed) => new BirthdatePresenter(saveBirthday, birthdate, session, clock, notifier, i18n, minAge, onConfirmed),
      privateSignUp: (network, lifetime, onSignedUp) => new PrivateSignUpPresenter(signUp, emailCheck(), customFields, clock, notifier, i18n, network, lifetime, onSignedUp),
      forgotPassword: (initialEmail) => new ForgotPasswordPresenter(forgotPassword, countdown(), notifier, i18n, initialEmail),
      providers: (lifetime, returnPath, onSignedIn) => new ProviderSignInPresenter(startSso, socialSignIn, notifier, i18n, lifetime, returnPath, onSignedIn),
      coverSound: () => new CoverSoundPresenter(coverSound),
    }),
    [
      SIGN_IN_WITH_EMAIL, SIGN_UP_WITH_EMAIL, SEND_PHONE_CODE, VERIFY_PHONE_CODE, REQUEST_EMAIL_CODE, CONFIRM_EMAIL, FORGOT_PASSWORD, SAVE_BIRTHDAY, BIRTHDATE_HOLDER, SESSION,
      ports.IP_LOOKUP, ports.CUSTOM_FIELD_GATEWAY, ports.CLOCK, ports.NOTIFIER, PRESENTATION.I18n, START_SSO, SOCIAL_SIGN_IN, COVER_SOUND_PREFERENCE,
    ],
  );
  container.bind(PRESENTERS.AuthModal).toResolvedValue(
    (parts: AuthModalParts, session: Session, controller: AuthController, profileFlow: ProfileFlowController, cookies: ports.CookieJar, i18n: I18n) =>
      (request: AuthDialogRequest) => {
        const network = session.network;
        if (!network) throw new Error('The authentication modal opens inside a network.');
        return new AuthModalPresenter(parts, session, controller, profileFlow, cookies, i18n, network, request);
      },
    [AUTH_MODAL_PARTS, SESSION, PRESENTATION.AuthController, PRESENTATION.ProfileFlowController, ports.COOKIE_JAR, PRESENTATION.I18n],
  );
  container.bind(PRESENTERS.EmailConfirm).toResolvedValue(
    (requestCode: RequestEmailCode, confirmEmail: ConfirmEmail, session: Session, notifier: ports.Notifier, i18n: I18n) =>
      (onConfirmed: () => void) => new EmailConfirmPresenter(requestCode, confirmEmail, session, countdown(), notifier, i18n, onConfirmed),
    [REQUEST_EMAIL_CODE, CONFIRM_EMAIL, SESSION, ports.NOTIFIER, PRESENTATION.I18n],
  );
  container.bind(PRESENTERS.SsoCallback).toResolvedValue(
    (completeSso: CompleteSso, profileFlow: ProfileFlowController, navigator: ports.Navigator, i18n: I18n) =>
      (provider: SsoProvider) => new SsoCallbackPresenter(completeSso, profileFlow, navigator, i18n, provider),
    [COMPLETE_SSO, PRESENTATION.ProfileFlowController, ports.NAVIGATOR, PRESENTATION.I18n],
  );
  container.bind(PRESENTERS.VerifyLink).toResolvedValue(
    (confirmEmail: ConfirmEmail, navigator: ports.Navigator, i18n: I18n) => () => new VerifyLinkPresenter(confirmEmail, navigator, i18n),
    [CONFIRM_EMAIL, ports.NAVIGATOR, PRESENTATION.I18n],
  );
}
