import { afterEach } from 'vitest';
import * as ports from '../../../../src/application/ports';
import { COOKIES } from '../../../../src/application/ports/CookieJar';
import { watchViewer } from '../../../../src/presentation/kit/watchViewer';
import type { ProfileFlowController } from '../../../../src/presentation/profile/ProfileFlowController';
import { type KeyValueStore } from '../../../../src/application/ports/KeyValueStore';
import { bindAuthModule } from '../../../../src/composition/authModule';
import { readConfig } from '../../../../src/composition/config';
import type { Membership } from '../../../../src/domain/membership/Membership';
import type { AuthSettings, NetworkCustomization } from '../../../../src/domain/network/NetworkCustomization';
import { InMemoryAccountGateway } from '../../../../src/infrastructure/memory/InMemoryAccountGateway';
import { InMemoryAuthGateway, type InMemoryAccount } from '../../../../src/infrastructure/memory/InMemoryAuthGateway';
import { AUTH_ADAPTER } from '../../../../src/composition/authAdapterToken';
import type { InMemoryCookieJar } from '../../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryExternalNavigator } from '../../../../src/infrastructure/memory/InMemoryExternalNavigator';
import { ManualClock } from '../../../../src/infrastructure/memory/ManualClock';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { ScriptedIdentityProvider } from '../../../../src/infrastructure/memory/ScriptedIdentityProvider';
import { SequenceRandomSource } from '../../../../src/infrastructure/memory/SequenceRandomSource';
import type { AuthController, AuthDialogRequest } from '../../../../src/presentation/auth/AuthController';
import { registerAuthMessages } from '../../../../src/presentation/auth/authMessages';
import type { AuthModalPresenter } from '../../../../src/presentation/auth/presenters/AuthModalPresenter';
import type { I18n } from '../../../../src/presentation/i18n/I18n';
import { PRESENTATION, PRESENTERS } from '../../../../src/presentation/tokens';
import { memoryApp } from '../../memoryApp';

/** Local noon, so calendar-day rules do not depend on the machine's time zone. */
export const TODAY = new Date(2025, 5, 15, 12, 0, 0).getTime();
export const TODAY_ISO = '2025-06-15';

export const MEMBER_EMAIL = 'ada@example.com';
export const MEMBER_PASSWORD = 'secret-1';

export interface AuthAppOptions {
  /** Merged into `sampleNetwork()`. */
  network?: Partial<Omit<NetworkCustomization, 'auth'>>;
  /** Merged into the sample network's `auth`. */
  auth?: Partial<AuthSettings>;
  /** What `me` answers once tokens exist (merged into `sampleMembership`); null: no membership. */
  member?: Partial<Membership> | null;
  /** Accounts the auth gateway knows; by default the member's, with MEMBER_PASSWORD. */
  accounts?: InMemoryAccount[];
  /** Sets the 'authed-before' cookie before the modal opens. */
  authedBefore?: boolean;
}

const mounted = new Map<AuthModalPresenter, () => void>();

// Every modal a test opened goes away with the test, as the dialog's unmount would do.
afterEach(() => {
  for (const unmount of mounted.values()) unmount();
  mounted.clear();
});

/**
 * The memory composition root with the auth module bound the way the lazy modal chunk binds it,
 * a manual clock and scripted gateways, a guest inside one network. `open` builds the modal's
 * presenter as AuthDialog does (controller request, the bound factory, `mount`); `unmount` is the dialog going away.
 */
export function authApp(options: AuthAppOptions = {}) {
  const base = sampleNetwork();
  const network: NetworkCustomization = { ...base, ...options.network, auth: { ...base.auth, ...options.auth } };
  const member = options.member === null ? null : sampleMembership({ networkId: network.id, email: MEMBER_EMAIL, birthday: '1990-01-01', ...options.member });
  const clock = new ManualClock(TODAY);
  const auth = new InMemoryAuthGateway(options.accounts ?? [{ email: MEMBER_EMAIL, password: MEMBER_PASSWORD, member: true }]);
  const accounts = new InMemoryAccountGateway();
  const identity = new ScriptedIdentityProvider();
  const external = new InMemoryExternalNavigator();
  const random = new SequenceRandomSource();
  const app = memoryApp({
    networks: [network],
    membership: member,
    overrides: {
      [ports.CLOCK]: clock,
      [AUTH_ADAPTER]: auth,
      [ports.ACCOUNT_GATEWAY]: accounts,
      [ports.IDENTITY_PROVIDER]: identity,
      [ports.EXTERNAL_NAVIGATOR]: external,
      [ports.RANDOM_SOURCE]: random,
    },
  });
  app.session.enterNetwork(network);
  bindAuthModule(app.container, readConfig({}, 'localhost', 'memory'));
  const i18n = app.get<I18n>(PRESENTATION.I18n);
  registerAuthMessages(i18n);
  const cookies = app.get<InMemoryCookieJar>(ports.COOKIE_JAR);
  if (options.authedBefore) cookies.set(COOKIES.authedBefore, 'true');
  const controller = app.get<AuthController>(PRESENTATION.AuthController);
  const sessionStore = app.get<KeyValueStore>(ports.SESSION_STORE);
  const localStore = app.get<KeyValueStore>(ports.LOCAL_STORE);

  const published: ('authenticated' | 'completeProfileRequested')[] = [];
  watchViewer(app.session, (viewerId) => viewerId && published.push('authenticated'));
  // Recorded in order with the sign-in: the modal asks the profile flow directly once it is done,
  // so the presenters get a recording stand-in under the flow's token (as QA would swap it).
  const profileFlow = app.get<ProfileFlowController>(PRESENTATION.ProfileFlowController);
  const recordingFlow: Pick<ProfileFlowController, 'completeProfileRequested'> = {
    completeProfileRequested: (request) => {
      published.push('completeProfileRequested');
      profileFlow.completeProfileRequested(request);
    },
  };
  app.container.rebind(PRESENTATION.ProfileFlowController).toConstantValue(recordingFlow);

  return {
    ...app,
    network,
    clock,
    auth,
    accounts,
    identity,
    external,
    random,
    cookies,
    controller,
    i18n,
    sessionStore,
    /** In order: a member signed in (the session's viewer), the profile flow asked for. */
    published,
    completeProfileRequests: () => published.filter((type) => type === 'completeProfileRequested').length,
    heldBirthdate: () => localStore.get<string>('birthdate:net-1'),
    open(request: Partial<AuthDialogRequest> = {}): AuthModalPresenter {
      controller.open(request);
      const current = controller.request;
      if (!current) throw new Error('the controller did not open');
      const modal = app.presenter(PRESENTERS.AuthModal, current);
      mounted.set(modal, modal.mount());
      return modal;
    },
    /** The dialog goes away (closed, or React unmounting it). */
    unmount(modal: AuthModalPresenter): void {
      mounted.get(modal)?.();
      mounted.delete(modal);
    },
    /** React mounting the same dialog again (StrictMode does in development). */
    remount(modal: AuthModalPresenter): void {
      this.unmount(modal);
      mounted.set(modal, modal.mount());
    },
    /** Opens at the cta, as every opening does (spec §4), and continues to the form of the mode. */
    openForm(request: Partial<AuthDialogRequest> = {}): AuthModalPresenter {
      const modal = this.open(request);
      modal.continueClicked();
      return modal;
    },
  };
}

export type AuthApp = ReturnType<typeof authApp>;

/** Lets the in-memory gateways' promise chains run (no timers move). */
export async function flush(app: AuthApp): Promise<void> {
  await app.clock.advanceAsync(0);
}

export const NEW_EMAIL = 'grace@example.com';
export const GOOD_PASSWORD = 'hopper-1!';

/** A newcomer on the e-mail sign-up form (the account the server will create is NEW_EMAIL's). */
export function onSignUp(options: AuthAppOptions = {}) {
  const app = authApp({ member: { email: NEW_EMAIL }, ...options });
  const modal = app.openForm({ mode: 'sign-up' });
  return { app, modal, form: modal.emailSignUp };
}
