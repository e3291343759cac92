import { Container } from 'inversify';
import * as ports from '../application/ports';
import { NetworkScope, NETWORK_SCOPE } from '../application/session/NetworkScope';
import { MONITORING, type Monitoring, type ReportedError } from '../application/ports/Monitoring';
import { SESSION, type Session } from '../application/session/Session';
import { observableSession } from './observableSession';
import { QueryRegistry, QUERY_REGISTRY } from '../application/queries/QueryRegistry';
import { UserTraceRegistry, USER_TRACE_REGISTRY } from '../application/session/UserTraceRegistry';
import { LoadNetwork, LOAD_NETWORK } from '../application/usecases/network/LoadNetwork';
import type { RestoreSession } from '../application/usecases/session/RestoreSession';
import { RESTORE_SESSION } from '../application/lazyUseCaseTokens';
import { ResumeSession } from '../application/usecases/session/ResumeSession';
import type { Logout } from '../application/usecases/session/Logout';
import type { RememberLanguage } from '../application/usecases/network/RememberLanguage';
import { END_EXPIRED_SESSION, FOLLOW_OTHER_TABS, LOGOUT, REMEMBER_LANGUAGE } from '../application/lazyUseCaseTokens';
import { HandleForbiddenAccess, HANDLE_FORBIDDEN_ACCESS } from '../application/usecases/session/HandleForbiddenAccess';
import { AppVersionCheck, APP_VERSION_CHECK } from '../application/usecases/version/AppVersionCheck';
import { ApiClient } from '../infrastructure/http/ApiClient';
import { pagePrefetchOf, prefetchedFetch } from '../infrastructure/http/prefetchedFetch';
import { HttpContentFeed } from '../infrastructure/http/HttpContentFeed';
import { HttpMembershipGateway } from '../infrastructure/http/HttpMembershipGateway';
import { HttpNetworkGateway } from '../infrastructure/http/HttpNetworkGateway';
import { SynchronousEventBus } from '../infrastructure/events/SynchronousEventBus';
import { WebStorageKeyValueStore } from '../infrastructure/storage/WebStorageKeyValueStore';
import { BrowserCookieJar } from '../infrastructure/storage/BrowserCookieJar';
import { WebLocksCrossTabLock } from '../infrastructure/tabs/WebLocksCrossTabLock';
import { BroadcastSessionChannel } from '../infrastructure/tabs/BroadcastSessionChannel';
import { SystemClock } from '../infrastructure/time/SystemClock';
import { RouterNavigator } from '../infrastructure/routing/RouterNavigator';
import { PRESENTATION, PRESENTERS } from '../presentation/tokens';
import { I18n } from '../presentation/i18n/I18n';
import { ToastCenter } from '../presentation/toasts/ToastCenter';
import { AuthController } from '../presentation/auth/AuthController';
import { ProfileFlowSlot } from '../presentation/profile/ProfileFlowSlot';
import { CookieConsentController } from '../presentation/cookies/CookieConsentController';
import { ChatTokenHolder } from '../infrastructure/chat/ChatTokenHolder';
import { NetworkShellPresenter } from '../presentation/shell/NetworkShellPresenter';
import { BrowserWindowSignals } from '../infrastructure/tabs/BrowserWindowSignals';
import { NetworkLoading } from '../presentation/shell/NetworkLoading';
import { ShellAccess } from '../presentation/shell/ShellAccess';
import { ShellLanguage } from '../presentation/shell/ShellLanguage';
import { ContentsPresenter } from '../presentation/content/ContentsPresenter';
import { CONTENTS_STORE, ContentsStore } from '../presentation/content/ContentsStore';
import { nextTask } from '../presentation/kit/nextTask';
import type { AppConfig } from './config';
import { lazyGateway } from './lazyGateway';
import { networkBasePath } from './networkBasePath';
import { bindSharedPresenter } from './sharedPresenter';

import { API_CLIENT, API_STARTED, HTTP_MONITORING, type ApiStarted } from './apiClientToken';
import { AUTH_ADAPTER } from './authAdapterToken';
import { LOAD_LIVE_MODULE } from './liveModuleToken';
import { registerUserTraces } from './registerUserTraces';

/** Binds the adapters of what the app runs on: storage, cookies, toasts, navigation, chat. */
export type Platform = (container: Container, config: AppConfig) => void;

/** Replacements by token, e.g. `{ [AUTH_ADAPTER]: new InMemoryAuthGateway() }` for tests and QA. */
export type Overrides = Partial<Record<symbol, unknown>>;

/**
 * The composition root: the one place that knows every concrete class. `http` and `demo` talk to
 * an API over HTTP (in demo mode the embedded fake back end answers it in the browser); `memory`
 * runs without a network or a browser, for tests.
 */
export function createContainer(config: AppConfig, overrides: Overrides = {}, platform: Platform = bindBrowserPlatform): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(NETWORK_SCOPE).toConstantValue(new NetworkScope());
  container.bind(ports.CLOCK).toConstantValue(new SystemClock());
  container.bind(ports.EVENT_BUS).toConstantValue(new SynchronousEventBus());
  container.bind(QUERY_REGISTRY).toConstantValue(new QueryRegistry());

  platform(container, config);

  container.bind(API_CLIENT).toResolvedValue(
    (scope: NetworkScope, tokens: ports.TokenStore, clock: ports.Clock, events: ports.EventBus, lock: ports.CrossTabLock, i18n: I18n) => {
      // The answers index.html's inline script asked for before the app ran. Only http builds carry that
      // script: statically false in the demo build, so the code is not even shipped there.
      const prefetch = import.meta.env.VITE_API_BASE_URL ? pagePrefetchOf(globalThis) : undefined;
      const started = container.isBound(API_STARTED) ? container.get<ApiStarted>(API_STARTED)() : null;
      const fetch = prefetch ? prefetchedFetch(prefetch, () => clock.now(), (input, init) => globalThis.fetch(input, init)) : started ? fetchOnceStarted(started) : undefined;
      return new ApiClient({ baseUrl: config.apiBaseUrl, timeoutMs: config.requestTimeoutMs, language: () => i18n.locale, fetch }, scope, tokens, clock, events, lock);
    },
    [NETWORK_SCOPE, ports.TOKEN_STORE, ports.CLOCK, ports.EVENT_BUS, ports.CROSS_TAB_LOCK, PRESENTATION.I18n],
  );
  container.bind(HTTP_MONITORING).toConstantValue({
    reportError: (error: ReportedError) => {
      if (container.isBound(MONITORING)) container.get<Monitoring>(MONITORING).reportError(error);
    },
  });
  // The memory profile binds no gateway here: createMemoryContainer supplies in-memory ones.
  if (config.profile !== 'memory') bindHttpGateways(container);
  for (const role of [ports.EMAIL_ACCOUNT_GATEWAY, ports.ACCOUNT_EXCHANGE_GATEWAY, ports.PHONE_CODE_GATEWAY, ports.PROVIDER_SIGN_IN_GATEWAY, ports.SESSION_END_GATEWAY]) {
    container.bind(role).toResolvedValue((adapter: unknown) => adapter, [AUTH_ADAPTER]);
  }

  container.bind(SESSION).toResolvedValue(
    (scope: NetworkScope, tokens: ports.TokenStore, store: ports.KeyValueStore) => observableSession(scope, tokens, store),
    [NETWORK_SCOPE, ports.TOKEN_STORE, ports.LOCAL_STORE],
  );
  container.bind(LOAD_NETWORK).toResolvedValue((networks: ports.NetworkGateway, session: Session) => new LoadNetwork(networks, session), [ports.NETWORK_GATEWAY, SESSION]);
  container.bind(RESTORE_SESSION).toResolvedValue(
    (session: Session, tokens: ports.TokenStore, refresher: ports.TokenRefresher, memberships: ports.MembershipGateway) =>
      new ResumeSession(session, tokens, lazyGateway(() => import('../application/usecases/session/RestoreSession').then((m) => new m.RestoreSession(session, tokens, refresher, memberships)))),
    [SESSION, ports.TOKEN_STORE, ports.TOKEN_REFRESHER, ports.MEMBERSHIP_GATEWAY],
  );
  container.bind(USER_TRACE_REGISTRY).toResolvedValue(
    (local: ports.KeyValueStore, sessionStore: ports.KeyValueStore, chat: ports.ChatGateway) => {
      const traces = new UserTraceRegistry();
      registerUserTraces(traces, local, sessionStore, chat);
      return traces;
    },
    [ports.LOCAL_STORE, ports.SESSION_STORE, ports.CHAT_GATEWAY],
  );
  container.bind(LOGOUT).toResolvedValue(
    (session: Session, tokens: ports.TokenStore, auth: ports.SessionEndGateway, traces: UserTraceRegistry, queries: QueryRegistry, navigator: ports.Navigator, otherTabs: ports.SessionBroadcast, connectivity: ports.Connectivity) =>
      // Not needed to paint: a member's click, another tab or a refused session loads it (first-load budget).
      lazyGateway(() => import('../application/usecases/session/Logout').then((m) => new m.Logout(session, tokens, auth, traces, queries, navigator, otherTabs, connectivity))),
    [SESSION, ports.TOKEN_STORE, ports.SESSION_END_GATEWAY, USER_TRACE_REGISTRY, QUERY_REGISTRY, ports.NAVIGATOR, ports.SESSION_BROADCAST, ports.CONNECTIVITY],
  );
  // Rare, and not needed to paint: loaded when first used (first-load budget, DESIGN.md).
  container.bind(FOLLOW_OTHER_TABS).toResolvedValue(
    (session: Session, tokens: ports.TokenStore, restore: RestoreSession, logout: Logout, queries: QueryRegistry, chat: ports.ChatGateway) =>
      lazyGateway(() => import('../application/usecases/session/FollowOtherTabs').then((m) => new m.FollowOtherTabs(session, tokens, restore, logout, queries, chat))),
    [SESSION, ports.TOKEN_STORE, RESTORE_SESSION, LOGOUT, QUERY_REGISTRY, ports.CHAT_GATEWAY],
  );
  container.bind(END_EXPIRED_SESSION).toResolvedValue(
    (session: Session, tokens: ports.TokenStore, logout: Logout) =>
      lazyGateway(() => import('../application/usecases/session/EndExpiredSession').then((m) => new m.EndExpiredSession(session, tokens, logout))),
    [SESSION, ports.TOKEN_STORE, LOGOUT],
  );
  container.bind(APP_VERSION_CHECK).toResolvedValue(
    (store: ports.KeyValueStore, memberships: ports.MembershipGateway, session: Session, logout: Logout) =>
      new AppVersionCheck(store, lazyGateway(() => import('../application/usecases/version/AppVersionGuard').then((m) => new m.AppVersionGuard(store, memberships, session, logout)))),
    [ports.LOCAL_STORE, ports.MEMBERSHIP_GATEWAY, SESSION, LOGOUT],
  );
  container.bind(REMEMBER_LANGUAGE).toResolvedValue(
    (session: Session, memberships: ports.MembershipGateway) => lazyGateway(() => import('../application/usecases/network/RememberLanguage').then((m) => new m.RememberLanguage(session, memberships))),
    [SESSION, ports.MEMBERSHIP_GATEWAY],
  );
  container.bind(HANDLE_FORBIDDEN_ACCESS).toResolvedValue((session: Session, navigator: ports.Navigator) => new HandleForbiddenAccess(session, navigator), [SESSION, ports.NAVIGATOR]);

  container.bind(PRESENTATION.AuthController).toConstantValue(new AuthController());
  container.bind(PRESENTATION.ProfileFlowSlot).toConstantValue(new ProfileFlowSlot());
  const loadProfileFlow = () => import('./profileFlowModule').then((module) => module.bindProfileFlow(container));
  container.bind(PRESENTATION.LoadProfileFlow).toConstantValue(loadProfileFlow);
  // The modal and the after-login dialogs ask the profile flow's controller: it is bound before they are.
  container.bind(PRESENTATION.LoadAuthModule).toConstantValue(() =>
    Promise.all([import('./authModule'), loadProfileFlow()]).then(async ([module]) => {
      await nextTask(); // binding is a task of its own, not a part of the one that evaluated the chunks
      module.bindAuthModule(container, config);
    }),
  );
  container.bind(PRESENTATION.CookieConsentController).toResolvedValue((store: ports.KeyValueStore, session: Session) => new CookieConsentController(store, session), [ports.LOCAL_STORE, SESSION]);
  bindSharedPresenter(container, PRESENTERS.AuthController, PRESENTATION.AuthController);
  bindSharedPresenter(container, PRESENTERS.ProfileFlowSlot, PRESENTATION.ProfileFlowSlot);
  bindSharedPresenter(container, PRESENTERS.CookieConsentController, PRESENTATION.CookieConsentController);
  container.bind(PRESENTATION.LoadCookieModule).toConstantValue(() => import('./cookieModule').then((module) => module.bindCookieModule(container, config)));
  container.bind(PRESENTATION.LoadPagesModule).toConstantValue(() => import('./pagesModule').then((module) => module.bindPagesModule(container)));
  // A purchase unlocks the complete-profile prompt on purchasable networks (PaidAccess): the profile flow comes too.
  container.bind(PRESENTATION.LoadSubscriptionModule).toConstantValue(() =>
    Promise.all([import('./subscriptionModule'), loadProfileFlow()]).then(([module]) => module.bindSubscriptionModule(container, config)),
  );
  container.bind(PRESENTATION.LoadContentModule).toConstantValue(() => import('./contentModule').then((module) => module.bindContentModule(container, config)));
  container.bind(PRESENTATION.LoadChatModule).toConstantValue(() => import('./chatModule').then((module) => module.bindChatModule(container)));
  container.bind(LOAD_LIVE_MODULE).toConstantValue(() => import('./liveModule').then((module) => module.bindLiveModule(container, config)));
  container.bind(PRESENTATION.LoadAdsModule).toConstantValue(() => import('./adsModule').then((module) => module.bindFeedAds(container, config)));
  container.bind(PRESENTATION.LoadFeedExtrasModule).toConstantValue(() => import('./feedExtrasModule').then((module) => module.bindFeedExtrasModule(container)));
  container.bind(PRESENTATION.LoadSurveysModule).toConstantValue(() => import('./surveysModule').then((module) => module.bindSurveysModule(container)));
  container.bind(PRESENTATION.LoadCouponsModule).toConstantValue(() => import('./couponsModule').then((module) => module.bindCouponsModule(container)));
  container.bind(PRESENTATION.LoadManageModule).toConstantValue(() => import('./manageModule').then((module) => module.bindManageModule(container)));
  container.bind(PRESENTATION.LoadSearchModule).toConstantValue(() => import('./searchModule').then((module) => module.bindSearchModule(container)));
  container.bind(PRESENTATION.LoadLandingModule).toConstantValue(() => import('./landingModule').then((module) => module.bindLandingModule(container, config)));
  container.bind(PRESENTATION.LoadProfileModule).toConstantValue(() => Promise.all([import('./profileModule'), loadProfileFlow()]).then(([module]) => module.bindProfileModule(container, config)));

  container.bind(PRESENTATION.I18n).toResolvedValue((cookies: ports.CookieJar) => new I18n(cookies), [ports.COOKIE_JAR]);
  container.bind(PRESENTERS.NetworkShell).toResolvedValue(
    (
      load: LoadNetwork, restore: RestoreSession, guard: AppVersionCheck, queries: QueryRegistry, session: Session, navigator: ports.Navigator, auth: AuthController,
      profileFlow: ProfileFlowSlot, rememberLanguage: RememberLanguage, logout: Logout, notifier: ports.Notifier, i18n: I18n, window: ports.WindowSignals,
    ) =>
      () =>
        new NetworkShellPresenter(
          new NetworkLoading(load, restore, guard, queries, i18n),
          new ShellAccess(session, navigator, auth, profileFlow),
          new ShellLanguage(i18n, rememberLanguage),
          session,
          auth,
          logout,
          notifier,
          i18n,
          window,
        ),
    [LOAD_NETWORK, RESTORE_SESSION, APP_VERSION_CHECK, QUERY_REGISTRY, SESSION, ports.NAVIGATOR, PRESENTATION.AuthController, PRESENTATION.ProfileFlowSlot, REMEMBER_LANGUAGE, LOGOUT, ports.NOTIFIER, PRESENTATION.I18n, ports.WINDOW_SIGNALS],
  );
  container.bind(CONTENTS_STORE).toResolvedValue((contents: ports.ContentFeed, session: Session) => new ContentsStore(contents, session), [ports.CONTENT_FEED, SESSION]);
  container.bind(PRESENTERS.Contents).toResolvedValue(
    // One feed per app: back from a content page, the home shows the list it had.
    (store: ContentsStore, queries: QueryRegistry, i18n: I18n, clock: ports.Clock) => {
      const feed = new ContentsPresenter(store, queries, i18n, clock);
      return () => feed;
    },
    [CONTENTS_STORE, QUERY_REGISTRY, PRESENTATION.I18n, ports.CLOCK],
  );

  for (const token of Object.getOwnPropertySymbols(overrides)) {
    (container.isBound(token) ? container.rebind(token) : container.bind(token)).toConstantValue(overrides[token]);
  }
  return container;
}

/** A fetch whose requests leave once `started` settles: should the back end fail to start, they fail in words as usual. */
function fetchOnceStarted(started: Promise<unknown>): typeof fetch {
  const send = (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init);
  return (input, init) => started.then(() => send(input, init), () => send(input, init));
}

/** The browser: web storage, cookies, toasts, the router. */
function bindBrowserPlatform(container: Container, config: AppConfig): void {
  container.bind(ports.LOCAL_STORE).toConstantValue(new WebStorageKeyValueStore(safeStorage('localStorage')));
  container.bind(ports.SESSION_STORE).toConstantValue(new WebStorageKeyValueStore(safeStorage('sessionStorage')));
  container.bind(ports.COOKIE_JAR).toConstantValue(new BrowserCookieJar());
  container.bind(ports.NOTIFIER).toConstantValue(new ToastCenter());
  bindSharedPresenter(container, PRESENTERS.ToastCenter, ports.NOTIFIER);
  // The token store keeps the chat tokens the live channel authenticates with (liveModule binds it as LiveCredentials).
  container.bind(ports.TOKEN_STORE).toResolvedValue((store: ports.KeyValueStore, sessionStore: ports.KeyValueStore) => new ChatTokenHolder(store, sessionStore), [ports.LOCAL_STORE, ports.SESSION_STORE]);
  container.bind(ports.CHAT_GATEWAY).toResolvedValue((holder: ChatTokenHolder) => holder, [ports.TOKEN_STORE]);
  container.bind(ports.CROSS_TAB_LOCK).toConstantValue(new WebLocksCrossTabLock());
  container.bind(ports.SESSION_BROADCAST).toConstantValue(new BroadcastSessionChannel());
  container.bind(ports.WINDOW_SIGNALS).toConstantValue(new BrowserWindowSignals());
  container.bind(ports.CONNECTIVITY).toConstantValue(lazyGateway(() => import('../infrastructure/tabs/BrowserConnectivity').then((m) => new m.BrowserConnectivity())));
  container.bind(ports.NAVIGATOR).toResolvedValue((session: Session) => new RouterNavigator(networkBasePath(config, session)), [SESSION]);
  container.bind(PRESENTATION.RouterBinding).toResolvedValue((navigator: RouterNavigator) => navigator, [ports.NAVIGATOR]);
}

function bindHttpGateways(container: Container): void {
  // Ports used only by lazy screens load their adapter on first use, or are bound by the lazy module of
  // those screens (ads, the manager's dashboard): first-load budget, DESIGN.md.
  container.bind(ports.TOKEN_REFRESHER).toResolvedValue((client: ApiClient) => client, [API_CLIENT]);
  container.bind(ports.NETWORK_GATEWAY).toResolvedValue((client: ApiClient) => new HttpNetworkGateway(client), [API_CLIENT]);
  container.bind(AUTH_ADAPTER).toResolvedValue((client: ApiClient) => lazyGateway(() => import('./httpAuthModule').then((m) => m.createHttpAuthGateway(container, client))), [API_CLIENT]);
  container.bind(ports.MEMBERSHIP_GATEWAY).toResolvedValue((client: ApiClient) => new HttpMembershipGateway(client), [API_CLIENT]);
  container.bind(ports.ACCOUNT_GATEWAY).toResolvedValue((client: ApiClient) => lazyGateway(() => import('../infrastructure/http/HttpAccountGateway').then((m) => new m.HttpAccountGateway(client))), [API_CLIENT]);
  container.bind(ports.CONTENT_FEED).toResolvedValue((client: ApiClient, monitoring: Monitoring) => new HttpContentFeed(client, monitoring), [API_CLIENT, HTTP_MONITORING]);
}

/** Storage can be missing or throw (privacy modes); the adapter then keeps values in memory. */
function safeStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}
