import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { STORAGE_KEYS } from '../../../../src/application/ports/KeyValueStore';
import type { SsoProvider } from '../../../../src/domain/auth/Tokens';
import { SsoCallbackPresenter } from '../../../../src/presentation/auth/presenters/SsoCallbackPresenter';
import { COMPLETE_SSO, type CompleteSso } from '../../../../src/application/usecases/auth/CompleteSso';
import type { Navigator } from '../../../../src/application/ports/Navigator';
import type { ProfileFlowController } from '../../../../src/presentation/profile/ProfileFlowController';
import { PRESENTATION } from '../../../../src/presentation/tokens';
import { authApp, flush, type AuthApp } from './authModalHarness';

/** The page's presenter with the bound use case and profile flow, and a navigator the test chooses. */
function callbackPresenter(app: AuthApp, provider: SsoProvider, navigator: Pick<Navigator, 'goTo'>): SsoCallbackPresenter {
  return new SsoCallbackPresenter(app.get<CompleteSso>(COMPLETE_SSO), app.get<ProfileFlowController>(PRESENTATION.ProfileFlowController), navigator, app.i18n, provider);
}

const CUSTOM_SSO = { authType: 'custom_sso' as const, providers: { customSso: { authorizeUrl: 'https://sso.example/authorize', clientId: 'client-1', label: 'Staff login' } } };

describe('SsoCallbackPresenter', () => {
  async function startedThenBack(callback: { hash?: string; search?: string }, options: { provider?: SsoProvider } = {}) {
    const app = authApp({ auth: CUSTOM_SSO });
    app.open().continueClicked();
    const presenter = callbackPresenter(app, options.provider ?? 'custom-sso', app.navigator);
    const result = await presenter.callbackReceived({ hash: callback.hash ?? '', search: callback.search ?? '' }, new AbortController().signal);
    return { app, presenter, result };
  }

  it.each([
    { where: 'fragment', callback: { hash: '#access_token=tok-1&state=random-1' } },
    { where: 'query', callback: { search: '?access_token=tok-1&state=random-1' } },
  ])('the matching state in the $where signs in and asks for complete-profile', async ({ callback }) => {
    const { app, presenter, result } = await startedThenBack(callback);
    expect(result).toBe(true);
    expect(presenter.status).toBe('working');
    expect(app.auth.callsOf('withProvider')).toEqual([['custom-sso', 'tok-1', 'https://app.example/sample/auth/custom-sso']]);
    expect(app.session.isSignedIn).toBe(true);
    expect(app.published).toEqual(['authenticated', 'completeProfileRequested']);
    // The state is good once.
    expect(app.sessionStore.get(STORAGE_KEYS.ssoState)).toBeNull();
  });

  it.each([
    { name: 'a forged state', hash: '#access_token=tok-1&state=forged', provider: 'custom-sso' as const },
    { name: 'no state', hash: '#access_token=tok-1', provider: 'custom-sso' as const },
    { name: 'another provider', hash: '#access_token=tok-1&state=random-1', provider: 'y-tech' as const },
  ])('$name fails with the not-valid-any-more text and no gateway call', async ({ hash, provider }) => {
    const { app, presenter, result } = await startedThenBack({ hash }, { provider });
    expect(result).toBe(false);
    expect(presenter.status).toBe('failed');
    expect(presenter.failureMessage).toBe('This sign-in link is not valid any more. Please start again.');
    expect(app.auth.callsOf('withProvider')).toEqual([]);
    expect(app.session.isSignedIn).toBe(false);
    expect(app.published).toEqual([]);
  });

  it('a callback that was never started here fails the same way', async () => {
    const app = authApp({ auth: CUSTOM_SSO });
    const presenter = callbackPresenter(app, 'custom-sso', app.navigator);
    expect(await presenter.callbackReceived({ hash: '#access_token=tok-1&state=random-1', search: '' }, new AbortController().signal)).toBe(false);
    expect(presenter.failureMessage).toBe('This sign-in link is not valid any more. Please start again.');
    expect(app.auth.callsOf('withProvider')).toEqual([]);
  });

  it.each([
    { where: 'query', callback: { search: '?code=auth-code-1&state=random-1' } },
    { where: 'fragment', callback: { hash: '#code=auth-code-1&state=random-1' } },
  ])('an authorization code in the $where is refused with a clear text and sent nowhere (the contract has no code exchange)', async ({ callback }) => {
    const { app, presenter, result } = await startedThenBack(callback);
    expect(result).toBe(false);
    expect(presenter.status).toBe('failed');
    expect(presenter.failureMessage).toBe(
      "This sign-in service answered with an authorization code, which this app cannot use: it signs in with the service's access token only. Please tell the network's managers.",
    );
    expect(app.auth.calls).toEqual([]);
    expect(app.navigator.navigations).toEqual([{ path: '/auth/custom-sso', replace: true }]);
  });

  it('says it in Italian too', async () => {
    const app = authApp({ auth: CUSTOM_SSO });
    await app.i18n.localeChosen('it');
    app.open().continueClicked();
    const presenter = callbackPresenter(app, 'custom-sso', app.navigator);
    await presenter.callbackReceived({ hash: '', search: '?code=auth-code-1&state=random-1' });
    expect(presenter.failureMessage).toBe(
      'Questo servizio di accesso ha risposto con un codice di autorizzazione, che l’app non può usare: accede solo con il token di accesso del servizio. Avvisa i gestori della community.',
    );
  });

  it('a callback without a token fails with the generic SSO text', async () => {
    const { app, presenter, result } = await startedThenBack({ hash: '#state=random-1&error=access_denied' });
    expect(result).toBe(false);
    expect(presenter.failureMessage).toBe('The sign-in could not be completed. Please try again.');
    expect(app.auth.callsOf('withProvider')).toEqual([]);
  });

  it('a server error shows its message', async () => {
    const app = authApp({ auth: CUSTOM_SSO });
    app.open().continueClicked();
    app.auth.queueProvider(new ApiError(401, 'InvalidToken', 'The SSO token has expired.'));
    const presenter = callbackPresenter(app, 'custom-sso', app.navigator);
    await presenter.callbackReceived({ hash: '#access_token=tok-1&state=random-1', search: '' }, new AbortController().signal);
    expect(presenter.failureMessage).toBe('The SSO token has expired.');
  });

  it('leaving the page while the exchange is polled stops it without a failure', async () => {
    const app = authApp({ auth: CUSTOM_SSO });
    app.open().continueClicked();
    app.auth.queueProvider({ kind: 'exchange', exchangeToken: 'ex-9' });
    app.auth.queueExchange({ kind: 'pending' });
    const presenter = callbackPresenter(app, 'custom-sso', app.navigator);
    const abort = new AbortController();
    const result = presenter.callbackReceived({ hash: '#access_token=tok-1&state=random-1', search: '' }, abort.signal);
    await vi.waitFor(() => expect(app.clock.pendingDelays()).toEqual([1000]));
    abort.abort();
    expect(await result).toBe(false);
    expect(presenter.status).toBe('working');
    expect(presenter.failureMessage).toBe('');
    await flush(app);
    expect(app.session.isSignedIn).toBe(false);
  });

  it('a paid network sends the member to the return path kept with the state', async () => {
    const app = authApp({ network: { accessType: 'purchasable', purchasable: true }, auth: CUSTOM_SSO });
    app.open({ returnPath: '/contents/7' }).continueClicked();
    const presenter = callbackPresenter(app, 'custom-sso', app.navigator);
    expect(await presenter.callbackReceived({ hash: '#access_token=tok-1&state=random-1', search: '' }, new AbortController().signal)).toBe(true);
    expect(app.navigator.navigations).toEqual([
      { path: '/auth/custom-sso', replace: true },
      { path: '/contents/7', replace: true },
    ]);
  });
});

describe('SsoCallbackPresenter: the token leaves the address bar and the history first', () => {
  /** A navigator that notes, with each move, how many token exchanges the back end had been asked for. */
  function recordingNavigator(app: AuthApp) {
    const moves: { path: string; replace: boolean; exchangesBefore: number }[] = [];
    const navigator = {
      goTo: (path: string, options?: { replace?: boolean }) => {
        moves.push({ path, replace: options?.replace ?? false, exchangesBefore: app.auth.callsOf('withProvider').length });
        app.navigator.goTo(path, options);
      },
    };
    return { navigator, moves };
  }

  it.each([
    { outcome: 'a successful sign-in', hash: '#access_token=tok-1&state=random-1&token_type=bearer', provider: 'custom-sso' as const, path: '/auth/custom-sso', signedIn: true },
    { outcome: 'a forged state', hash: '#access_token=tok-1&state=forged', provider: 'custom-sso' as const, path: '/auth/custom-sso', signedIn: false },
    { outcome: 'a provider error without a token', hash: '#error=access_denied&state=random-1', provider: 'custom-sso' as const, path: '/auth/custom-sso', signedIn: false },
    { outcome: 'another provider', hash: '#access_token=tok-1&state=random-1', provider: 'y-tech' as const, path: '/auth/y-tech/callback', signedIn: false },
  ])('after $outcome, the callback entry is replaced by its bare path before any exchange', async ({ hash, provider, path, signedIn }) => {
    const app = authApp({ auth: CUSTOM_SSO });
    app.open().continueClicked();
    const { navigator, moves } = recordingNavigator(app);
    const presenter = callbackPresenter(app, provider, navigator);
    const result = await presenter.callbackReceived({ hash, search: '' }, new AbortController().signal);
    expect(result).toBe(signedIn);
    expect(moves[0]).toEqual({ path, replace: true, exchangesBefore: 0 });
    // Nothing else carries the token back into the history.
    expect(moves.every((move) => move.replace && !move.path.includes('tok-1') && !move.path.includes('state='))).toBe(true);
  });

  it('the token in the query (access_token=…) goes too, and the token still reaches the exchange', async () => {
    const app = authApp({ auth: CUSTOM_SSO });
    app.open().continueClicked();
    const { navigator, moves } = recordingNavigator(app);
    // A live location object: what the page hands over is read before the address changes.
    const location = { hash: '', search: '?access_token=tok-1&state=random-1' };
    const cleaning = { goTo: (path: string, options?: { replace?: boolean }) => {
      location.search = '';
      navigator.goTo(path, options);
    } };
    const presenter = callbackPresenter(app, 'custom-sso', cleaning);
    expect(await presenter.callbackReceived(location, new AbortController().signal)).toBe(true);
    expect(moves[0]).toEqual({ path: '/auth/custom-sso', replace: true, exchangesBefore: 0 });
    expect(app.auth.callsOf('withProvider')).toEqual([['custom-sso', 'tok-1', 'https://app.example/sample/auth/custom-sso']]);
  });

  it('a second run (a remount) does not move again', async () => {
    const app = authApp({ auth: CUSTOM_SSO });
    app.open().continueClicked();
    const { navigator, moves } = recordingNavigator(app);
    const presenter = callbackPresenter(app, 'custom-sso', navigator);
    const callback = { hash: '#access_token=tok-1&state=random-1', search: '' };
    await Promise.all([presenter.callbackReceived(callback), presenter.callbackReceived(callback)]);
    expect(moves.filter((move) => move.path === '/auth/custom-sso')).toHaveLength(1);
  });
});
