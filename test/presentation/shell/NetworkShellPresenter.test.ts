import type { Membership } from '../../../src/domain/membership/Membership';
import type { NetworkCustomization } from '../../../src/domain/network/NetworkCustomization';
import { describe, expect, it } from 'vitest';
import { runInAction } from 'mobx';
import { PRESENTATION, PRESENTERS } from '../../../src/presentation/tokens';
import type { AuthController } from '../../../src/presentation/auth/AuthController';
import type { ProfileFlowController } from '../../../src/presentation/profile/ProfileFlowController';
import type { NetworkShellPresenter } from '../../../src/presentation/shell/NetworkShellPresenter';
import { ApiError } from '../../../src/application/errors/ApiError';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { memoryApp } from '../memoryApp';
import * as ports from '../../../src/application/ports';
import { QUERY_REGISTRY, type QueryRegistry } from '../../../src/application/queries/QueryRegistry';
import type { InMemoryTokenRefresher } from '../../../src/infrastructure/memory/InMemoryTokenRefresher';
import type { InMemoryWindowSignals } from '../../../src/infrastructure/memory/InMemoryWindowSignals';
import type { I18n } from '../../../src/presentation/i18n/I18n';

const publicNetwork = sampleNetwork({ id: 'pub', slug: 'runners', name: 'Runners' });
const subscribable = sampleNetwork({ id: 'sub', slug: 'fit', accessType: 'subscribable', subscribable: true });
const privateWithIntro = sampleNetwork({ id: 'priv', slug: 'atelier', accessType: 'private', private: true, isIntroLandingActive: true });
const privateNoIntro = sampleNetwork({ id: 'priv2', slug: 'club', accessType: 'private', private: true });

/** A member of `network` back after a reload with tokens kept, as the shell finds them on load. */
function signedInApp(network: NetworkCustomization, member: Partial<Membership>) {
  const membership = sampleMembership({ networkId: network.id, ...member });
  const app = memoryApp({ networks: [network], membership });
  app.session.enterNetwork(network);
  app.tokens.save(network.id, { accessToken: 'a', refreshToken: 'r' });
  return app;
}

function shellOf(app: ReturnType<typeof memoryApp>): NetworkShellPresenter {
  const shell = app.presenter(PRESENTERS.NetworkShell);
  shell.mount();
  return shell;
}

describe('NetworkShellPresenter', () => {
  it('a pointer over or focus on sign-in tells the auth controller an opening is expected, without opening', () => {
    const app = memoryApp({ networks: [publicNetwork] });
    const shell = shellOf(app);
    const auth = app.get<AuthController>(PRESENTATION.AuthController);
    expect(auth.expected).toBe(false);
    shell.signInApproached();
    expect(auth.expected).toBe(true);
    expect(auth.isOpen).toBe(false);
  });

  it('a guest using the page (touch, scroll, keys) makes the modal expected once the network is there; a member does not', async () => {
    const guestApp = memoryApp({ networks: [publicNetwork] });
    const guest = shellOf(guestApp);
    const guestAuth = guestApp.get<AuthController>(PRESENTATION.AuthController);
    guest.pageEngaged();
    expect(guestAuth.expected).toBe(false);
    await guest.networkRequested('runners');
    guest.pageEngaged();
    expect(guestAuth.expected).toBe(true);
    expect(guestAuth.isOpen).toBe(false);

    const memberApp = signedInApp(publicNetwork, {});
    const member = shellOf(memberApp);
    await member.networkRequested('runners');
    expect(member.isSignedIn).toBe(true);
    member.pageEngaged();
    expect(memberApp.get<AuthController>(PRESENTATION.AuthController).expected).toBe(false);
  });

  it('hears a guest using the page through the WindowSignals port while mounted, and no more once unmounted', async () => {
    const app = memoryApp({ networks: [publicNetwork] });
    const shell = app.presenter(PRESENTERS.NetworkShell);
    const unmount = shell.mount();
    await shell.networkRequested('runners');
    const window = app.get<InMemoryWindowSignals>(ports.WINDOW_SIGNALS);
    const auth = app.get<AuthController>(PRESENTATION.AuthController);
    unmount();
    window.engage();
    expect(auth.expected).toBe(false);
    shell.mount();
    window.engage();
    expect(auth.expected).toBe(true);
    expect(auth.isOpen).toBe(false);
  });

  it('opens the network of the slug as a guest', async () => {
    const app = memoryApp({ networks: [publicNetwork] });
    const shell = shellOf(app);
    await shell.networkRequested('runners');
    expect(shell.status).toBe('ready');
    expect(shell.network?.name).toBe('Runners');
    expect(shell.isSignedIn).toBe(false);
    expect(app.navigator.paths).toEqual([]);
  });

  it('shows not-found for an unknown slug', async () => {
    const shell = shellOf(memoryApp({ networks: [publicNetwork] }));
    await shell.networkRequested('nowhere');
    expect(shell.status).toBe('notFound');
  });

  it('shows a retryable failure when the network cannot be loaded', async () => {
    const app = memoryApp({ networks: [publicNetwork] });
    app.networks.failNext('bySlug', new ApiError(0, ApiError.TIMEOUT, 'slow'));
    const shell = shellOf(app);
    await shell.networkRequested('runners');
    expect(shell.status).toBe('failed');
    expect(shell.failureMessage).toBe('The server took too long to answer. Please try again.');
    shell.retryClicked();
    await expect.poll(() => shell.status).toBe('ready');
  });

  it('sends a guest of a subscribable network to /subscribe on load', async () => {
    const app = memoryApp({ networks: [subscribable] });
    const shell = shellOf(app);
    shell.locationChanged('/');
    await shell.networkRequested('fit');
    expect(app.navigator.navigations).toEqual([{ path: '/subscribe', replace: true }]);
    // The home must not load (and probe) contents while the visitor is being sent away.
    expect(shell.redirecting).toBe(true);
    shell.locationChanged('/subscribe');
    expect(shell.redirecting).toBe(false);
  });

  it('never redirects from a policy or auth page', async () => {
    const app = memoryApp({ networks: [subscribable] });
    const shell = shellOf(app);
    shell.locationChanged('/login');
    await shell.networkRequested('fit');
    shell.locationChanged('/terms/cookie-policy');
    expect(app.navigator.paths).toEqual([]);
  });

  it('sends a guest of a private network with intro landing to /intro, and opens the login dialog fixed without it', async () => {
    const withIntro = memoryApp({ networks: [privateWithIntro] });
    const shell = shellOf(withIntro);
    await shell.networkRequested('atelier');
    expect(withIntro.navigator.paths).toEqual(['/intro']);

    const noIntro = memoryApp({ networks: [privateNoIntro] });
    const other = shellOf(noIntro);
    await other.networkRequested('club');
    expect(noIntro.navigator.paths).toEqual([]);
    expect(other.loginDialog).toBe('fixed');
  });

  it('closes the fixed login dialog (forced) on the policy pages its footer links to, and opens it again back in the app', async () => {
    const app = memoryApp({ networks: [privateNoIntro] });
    const shell = shellOf(app);
    await shell.networkRequested('club');
    const auth = app.container.get<AuthController>(PRESENTATION.AuthController);
    expect(auth.request).toMatchObject({ fixed: true });

    shell.locationChanged('/terms/privacy-policy');
    expect(auth.closeForced).toBe(true);
    // The modal's flow closes itself (AuthModalPresenter): here, as it does.
    auth.close();

    shell.locationChanged('/');
    expect(auth.request).toMatchObject({ fixed: true });
    expect(auth.closeForced).toBe(false);
  });

  it('restores a member and sends a non-authorized one to /subscribe with the deny reason', async () => {
    const app = signedInApp(subscribable, { networkId: 'sub', isAccessAuthorized: false, accessDenyReason: 'canceled' });
    const shell = shellOf(app);
    await shell.networkRequested('fit');
    expect(shell.isSignedIn).toBe(true);
    expect(app.navigator.paths).toEqual(['/subscribe?deny_reason=canceled']);
  });

  it('follows a forbidden-access event published by the API edge', async () => {
    const app = signedInApp(subscribable, { networkId: 'sub', isAccessAuthorized: true });
    const shell = shellOf(app);
    await shell.networkRequested('fit');
    expect(app.navigator.paths).toEqual([]);
    app.events.publish({ type: 'forbiddenAccess', reason: null, networkId: 'other' });
    expect(app.navigator.paths).toEqual([]);
    app.events.publish({ type: 'forbiddenAccess', reason: null, networkId: 'sub' });
    expect(app.navigator.paths).toEqual(['/subscribe?deny_reason=not_subscribable']);
    expect(shell.membership?.isAccessAuthorized).toBe(false);
  });

  it('signs out: the session is cleared, a toast confirms, the visitor goes where guests go', async () => {
    const app = signedInApp(publicNetwork, { networkId: 'pub' });
    const shell = shellOf(app);
    await shell.networkRequested('runners');
    expect(shell.isSignedIn).toBe(true);
    await shell.signOutClicked();
    expect(shell.isSignedIn).toBe(false);
    expect(app.tokens.refreshToken(app.session.networkId ?? '')).toBeNull();
    expect(app.notifier.messages('info')).toEqual(['You have signed out.']);
  });

  it('logs the user out when the API edge reports the session expired', async () => {
    const app = signedInApp(publicNetwork, { networkId: 'pub' });
    const shell = shellOf(app);
    await shell.networkRequested('runners');
    // As the API edge does: the refused refresh token is gone before the event.
    app.tokens.clear('pub');
    app.events.publish({ type: 'sessionExpired', networkId: 'pub' });
    await expect.poll(() => shell.isSignedIn).toBe(false);
  });

  it.each([
    ['3.0.0', false],
    ['4.3.0', true],
    [null, false],
  ] as const)('with version %s stored by a previous visit, the member stays signed in: %s (spec §4)', async (stored, staysSignedIn) => {
    const member = sampleMembership({ networkId: 'pub' });
    const app = memoryApp({ networks: [publicNetwork], membership: member, storedVersion: stored });
    app.session.enterNetwork(publicNetwork);
    app.tokens.save(app.session.networkId ?? '', { accessToken: 'a', refreshToken: 'r' });
    const shell = shellOf(app);
    await shell.networkRequested('runners');
    expect(shell.isSignedIn).toBe(staysSignedIn);
    expect(app.localStore.get('app-version')).toBe('4.4.1');
  });

  it('keeps a member who reloads offline signed in, and resumes the session when the browser is back online', async () => {
    const member = sampleMembership({ networkId: 'pub' });
    const app = memoryApp({ networks: [publicNetwork], membership: member });
    app.session.enterNetwork(publicNetwork);
    app.session.authenticate(member, { accessToken: 'a', refreshToken: 'r' });
    app.tokens.forgetAccessTokens();
    const refresher = app.get<InMemoryTokenRefresher>(ports.TOKEN_REFRESHER);
    refresher.queue('unavailable', 'refreshed');
    const shell = shellOf(app);

    await shell.networkRequested('runners');
    expect(shell.isSignedIn).toBe(true);
    expect(app.tokens.refreshToken('pub')).toBe('r');
    expect(app.tokens.accessToken('pub')).toBeNull();

    const refetched: string[] = [];
    app.get<QueryRegistry>(QUERY_REGISTRY).register({ key: 'contents', userScoped: false, refetch: () => refetched.push('contents'), clear: () => undefined });
    await shell.backOnline();

    expect(refresher.calls).toEqual(['pub', 'pub']);
    expect(app.tokens.accessToken('pub')).not.toBeNull();
    expect(shell.isSignedIn).toBe(true);
    expect(refetched).toEqual(['contents']);
  });

  it('loads the network again when the browser is back online after a failed load', async () => {
    const app = memoryApp({ networks: [publicNetwork] });
    app.networks.failNext('bySlug', ApiError.unreachable());
    const shell = shellOf(app);
    await shell.networkRequested('runners');
    expect(shell.status).toBe('failed');

    app.get<InMemoryWindowSignals>(ports.WINDOW_SIGNALS).backOnline();

    await expect.poll(() => shell.status).toBe('ready');
  });

  it("switches the language and tells the server a member's choice (lastLocale)", async () => {
    const member = sampleMembership({ networkId: 'pub', lastLocale: 'en' });
    const app = memoryApp({ networks: [publicNetwork], membership: member });
    app.session.enterNetwork(publicNetwork);
    app.tokens.save('pub', { accessToken: 'a', refreshToken: 'r' });
    const shell = shellOf(app);
    await shell.networkRequested('runners');

    shell.languageChosen('it');

    await expect.poll(() => app.get<I18n>(PRESENTATION.I18n).locale).toBe('it');
    expect(app.memberships.callsOf('update')).toEqual([[member.id, { lastLocale: 'it' }]]);
  });

  it('checks the version again when the window regains focus', async () => {
    const app = signedInApp(publicNetwork, { networkId: 'pub' });
    const shell = shellOf(app);
    await shell.networkRequested('runners');
    app.localStore.set('app-version', '3.2.1');
    app.get<InMemoryWindowSignals>(ports.WINDOW_SIGNALS).focus();
    await expect.poll(() => shell.isSignedIn).toBe(false);
  });

  it('sends a member who must verify the e-mail to /verify/email once no dialog is open', async () => {
    const app = signedInApp(publicNetwork, { networkId: 'pub', shouldVerifyEmailToContinue: true, emailConfirmed: false });
    const auth = app.get<AuthController>(PRESENTATION.AuthController);
    auth.open();
    const shell = shellOf(app);
    await shell.networkRequested('runners');
    expect(app.navigator.paths).toEqual([]);
    auth.close();
    expect(app.navigator.paths).toEqual(['/verify/email']);
    shell.locationChanged('/verify/email');
    expect(app.navigator.paths).toEqual(['/verify/email']);
  });

  it('waits for the complete-profile prompt to close before sending to /verify/email', async () => {
    const strong = sampleNetwork({ id: 'str', slug: 'strong', dataCollection: { level: 'strong' } });
    const app = signedInApp(strong, { networkId: 'str', shouldVerifyEmailToContinue: true, emailConfirmed: false, isProfileCompleted: false });
    const profileFlow = app.get<ProfileFlowController>(PRESENTATION.ProfileFlowController);
    const auth = app.get<AuthController>(PRESENTATION.AuthController);
    auth.open();
    const shell = shellOf(app);
    await shell.networkRequested('strong');
    // The modal closes after a sign-in and the prompt opens in the same step (spec §4).
    runInAction(() => {
      auth.close();
      profileFlow.completeProfileRequested();
    });
    expect(profileFlow.isOpen).toBe(true);
    expect(app.navigator.paths).toEqual([]);
    profileFlow.completeProfileFinished();
    profileFlow.consentFinished();
    await expect.poll(() => app.navigator.paths).toEqual(['/verify/email']);
  });
});
