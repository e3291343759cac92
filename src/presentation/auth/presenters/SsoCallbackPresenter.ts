import { makeAutoObservable, runInAction } from 'mobx';
import type { SsoProvider } from '../../../domain/auth/Tokens';
import { ssoCallbackPath } from '../../../domain/navigation/NetworkPaths';
import type { Navigator } from '../../../application/ports/Navigator';
import { AuthError } from '../../../application/errors/AuthError';
import { errorMessageOf } from '../../kit/errorMessage';
import type { CompleteSso } from '../../../application/usecases/auth/CompleteSso';
import type { I18n } from '../../i18n/I18n';
import type { ProfileFlowController } from '../../profile';
import '../authMessages';

/**
 * An SSO provider sent the visitor back (spec §2 /auth/{provider}/callback, /auth/custom-sso): the
 * access token and `state` come in the URL fragment (implicit grant) or query. Only the `state` this tab
 * sent out signs anyone in. The token leaves the address bar and the history at once, whatever the
 * outcome: the back button must never lead to a URL that carries it.
 */
export class SsoCallbackPresenter {
  status: 'working' | 'failed' = 'working';
  failureMessage = '';

  constructor(
    private readonly completeSso: Pick<CompleteSso, 'execute'>,
    private readonly profileFlow: Pick<ProfileFlowController, 'completeProfileRequested'>,
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly i18n: I18n,
    private readonly provider: SsoProvider,
  ) {
    makeAutoObservable<SsoCallbackPresenter, 'completeSso' | 'profileFlow' | 'navigator' | 'i18n' | 'provider' | 'completion'>(
      this,
      { completeSso: false, profileFlow: false, navigator: false, i18n: false, provider: false, completion: false },
      { autoBind: true },
    );
  }

  private completion: Promise<boolean> | null = null;

  /**
   * Runs once per presenter: the stored state is single-use, so a second run (a remount, StrictMode in
   * development) must share the first one's outcome rather than fail the state check.
   */
  callbackReceived(location: { hash: string; search: string }, signal?: AbortSignal): Promise<boolean> {
    this.completion ??= this.complete(location, signal);
    return this.completion;
  }

  private async complete(location: { hash: string; search: string }, signal?: AbortSignal): Promise<boolean> {
    const params = new URLSearchParams(location.hash.replace(/^#/, '') || location.search.replace(/^\?/, ''));
    const accessToken = params.get('access_token');
    const state = params.get('state') ?? '';
    // Before anything else: the same page, without the provider's answer (the callback URL the app
    // registered has no query or fragment of its own), replacing the entry that carried it.
    this.navigator.goTo(ssoCallbackPath(this.provider), { replace: true });
    // api-contract.md signs in with the provider's access token and has no code exchange: an authorization
    // code is of no use to the back end, so it is sent nowhere and the visitor is told why the sign-in stops.
    if (!accessToken) return this.failed(this.i18n.t(params.has('code') ? 'auth.sso.codeNotAccepted' : 'auth.sso.failed'));
    try {
      await this.completeSso.execute(this.provider, { accessToken, state }, { signal });
      this.profileFlow.completeProfileRequested();
      return true;
    } catch (error) {
      if (AuthError.is(error, 'Aborted')) return false;
      return this.failed(errorMessageOf(error, this.i18n));
    }
  }

  private failed(message: string): false {
    runInAction(() => {
      this.status = 'failed';
      this.failureMessage = message;
    });
    return false;
  }
}
