import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { SESSION, type Session } from '../application/session/Session';
import { QUERY_REGISTRY, type QueryRegistry } from '../application/queries/QueryRegistry';
import { Countdown } from '../application/timing/Countdown';
import { BirthdateHolder } from '../application/usecases/auth/BirthdateHolder';
import { CoverSoundPreference } from '../application/usecases/cookies/CoverSoundPreference';
import { CompleteLogin } from '../application/usecases/auth/CompleteLogin';
import { CompleteSso } from '../application/usecases/auth/CompleteSso';
import { ConfirmEmail } from '../application/usecases/auth/ConfirmEmail';
import { EmailAvailabilityCheck } from '../application/usecases/auth/EmailAvailabilityCheck';
import { ForgotPassword } from '../application/usecases/auth/ForgotPassword';
import { PollExchange } from '../application/usecases/auth/PollExchange';
import { RequestEmailCode } from '../application/usecases/auth/RequestEmailCode';
import { SaveBirthday } from '../application/usecases/auth/SaveBirthday';
import { SendPhoneCode } from '../application/usecases/auth/SendPhoneCode';
import { SignInWithEmail } from '../application/usecases/auth/SignInWithEmail';
import { SignInWithProviderToken } from '../application/usecases/auth/SignInWithProviderToken';
import { SignUpWithEmail } from '../application/usecases/auth/SignUpWithEmail';
import { SocialSignIn } from '../application/usecases/auth/SocialSignIn';
import { StartSso } from '../application/usecases/auth/StartSso';
import { VerifyPhoneCode } from '../application/usecases/auth/VerifyPhoneCode';
import type { SocialProvider, SsoProvider } from '../domain/auth/Tokens';
import { PopupIdentityProvider, type PopupProviderConfig } from '../infrastructure/identity/PopupIdentityProvider';
import { BrowserExternalNavigator } from '../infrastructure/identity/BrowserExternalNavigator';
import { CryptoRandomSource } from '../infrastructure/identity/CryptoRandomSource';
import { PRESENTATION, PRESENTERS } from '../presentation/tokens';
import { SsoCallbackPresenter } from '../presentation/auth/presenters/SsoCallbackPresenter';
import { VerifyLinkPresenter } from '../presentation/auth/presenters/VerifyLinkPresenter';
import { registerAuthMessages } from '../presentation/auth/authMessages';
import type { I18n } from '../presentation/i18n/I18n';
import type { AuthController } from '../presentation/auth/AuthController';
import type { ProfileFlowController } from '../presentation/profile/ProfileFlowController';
import { AUTH_DEPS, type AuthDeps } from '../presentation/auth/presenters/AuthDeps';
import { AuthModalPresenter } from '../presentation/auth/presenters/AuthModalPresenter';
import type { AuthModalFactory } from '../presentation/auth/presenters/AuthModalFactory';
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
  if (container.isBound(AUTH_DEPS)) return;
  const get = <T,>(token: symbol) => container.get<T>(token);
  const session = get<Session>(SESSION);
  const bindMissing = (token: symbol, create: () => unknown) => {
    if (!container.isBound(token)) container.bind(token).toConstantValue(create());
  };

  bindMissing(ports.RANDOM_SOURCE, () => new CryptoRandomSource());
  bindMissing(ports.EXTERNAL_NAVIGATOR, () => new BrowserExternalNavigator(() => (config.hostSlug || !session.network ? '' : `/${session.network.slug}`)));
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

  const auth = get<ports.AuthGateway>(ports.AUTH_GATEWAY);
  const memberships = get<ports.MembershipGateway>(ports.MEMBERSHIP_GATEWAY);
  const accounts = get<ports.AccountGateway>(ports.ACCOUNT_GATEWAY);
  const clock = get<ports.Clock>(ports.CLOCK);
  const localStore = get<ports.KeyValueStore>(ports.LOCAL_STORE);
  const sessionStore = get<ports.KeyValueStore>(ports.SESSION_STORE);
  const i18n = get<I18n>(PRESENTATION.I18n);
  // The auth screens' strings, registered before any of them renders (the one place they are).
  registerAuthMessages(i18n);

  const birthdate = new BirthdateHolder(localStore, session);
  const completeLogin = new CompleteLogin(
    get(ports.TOKEN_STORE), memberships, birthdate, session, i18n, get(ports.COOKIE_JAR), get(ports.CHAT_GATEWAY), get<QueryRegistry>(QUERY_REGISTRY), get(ports.NAVIGATOR), get(ports.SESSION_BROADCAST),
  );
  const pollExchange = new PollExchange(auth, clock);
  const withProviderToken = new SignInWithProviderToken(auth, pollExchange, completeLogin);
  const deps: AuthDeps = {
    session,
    i18n,
    notifier: get(ports.NOTIFIER),
    profileFlow: get<ProfileFlowController>(PRESENTATION.ProfileFlowController),
    cookies: get(ports.COOKIE_JAR),
    clock,
    controller: get<AuthController>(PRESENTATION.AuthController),
    networks: get(ports.NETWORK_GATEWAY),
    birthdate,
    coverSound: new CoverSoundPreference(get(ports.COOKIE_JAR), localStore),
    signInWithEmail: new SignInWithEmail(auth, clock, pollExchange, completeLogin),
    signUpWithEmail: new SignUpWithEmail(auth, pollExchange, completeLogin),
    emailCheck: () => new EmailAvailabilityCheck(auth, clock),
    countdown: () => new Countdown(clock),
    sendPhoneCode: new SendPhoneCode(auth),
    verifyPhoneCode: new VerifyPhoneCode(auth, completeLogin),
    requestEmailCode: new RequestEmailCode(accounts, session),
    confirmEmail: new ConfirmEmail(accounts, session),
    forgotPassword: new ForgotPassword(auth),
    socialSignIn: new SocialSignIn(get(ports.IDENTITY_PROVIDER), withProviderToken),
    startSso: new StartSso(get(ports.RANDOM_SOURCE), sessionStore, get(ports.EXTERNAL_NAVIGATOR)),
    completeSso: new CompleteSso(sessionStore, get(ports.EXTERNAL_NAVIGATOR), withProviderToken),
    saveBirthday: new SaveBirthday(memberships, session),
  };
  container.bind(AUTH_DEPS).toConstantValue(deps);
  const createModal: AuthModalFactory = (request) => {
    const network = session.network;
    if (!network) throw new Error('The authentication modal opens inside a network.');
    return new AuthModalPresenter(deps, network, request);
  };
  container.bind(PRESENTATION.AuthModalFactory).toConstantValue(createModal);
  container.bind(PRESENTERS.SsoCallback).toConstantValue((provider: SsoProvider) => new SsoCallbackPresenter(deps, provider, get(ports.NAVIGATOR)));
  container.bind(PRESENTERS.VerifyLink).toConstantValue(() => new VerifyLinkPresenter(deps));
}
