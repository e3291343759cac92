import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../application/errors/ApiError';
import type { QueryRegistry } from '../../application/queries/QueryRegistry';
import type { AppVersionCheck } from '../../application/usecases/version/AppVersionCheck';
import type { LoadNetwork } from '../../application/usecases/network/LoadNetwork';
import type { RestoreSession } from '../../application/usecases/session/RestoreSession';
import { errorMessageOf } from '../kit/errorMessage';
import type { I18n } from '../i18n/I18n';

export type ShellStatus = 'loading' | 'ready' | 'notFound' | 'failed';

/**
 * The network shell's loading part: opens the network of the slug, resumes the member's session and checks the
 * app's version; the visitor's latest slug wins over an earlier one still loading.
 */
export class NetworkLoading {
  status: ShellStatus = 'loading';
  failureMessage = '';
  private slug: string | null = null;

  constructor(
    private readonly loadNetwork: Pick<LoadNetwork, 'execute'>,
    private readonly restoreSession: Pick<RestoreSession, 'execute'>,
    private readonly versionGuard: Pick<AppVersionCheck, 'execute'>,
    private readonly queries: Pick<QueryRegistry, 'refetchAll'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<NetworkLoading, 'loadNetwork' | 'restoreSession' | 'versionGuard' | 'queries' | 'i18n' | 'slug'>(
      this,
      { loadNetwork: false, restoreSession: false, versionGuard: false, queries: false, i18n: false, slug: false },
      { autoBind: true },
    );
  }

  /** Resolves true when the network of `slug` became ready by this call (false: already open, failed, or overtaken). */
  async open(slug: string): Promise<boolean> {
    if (slug === this.slug && this.status !== 'failed') return false;
    this.slug = slug;
    this.status = 'loading';
    try {
      await this.loadNetwork.execute(slug);
      if (this.slug !== slug) return false;
      await this.restoreSession.execute().catch(() => null);
      if (this.slug !== slug) return false;
      await this.versionGuard.execute().catch(() => null);
      if (this.slug !== slug) return false;
      runInAction(() => (this.status = 'ready'));
      return true;
    } catch (error) {
      if (this.slug !== slug) return false;
      runInAction(() => {
        if (ApiError.is(error, 'NetworkNotFound')) {
          this.status = 'notFound';
        } else {
          this.status = 'failed';
          this.failureMessage = errorMessageOf(error, this.i18n);
        }
      });
      return false;
    }
  }

  /** The last slug asked for, again (after a failure). */
  retry(): Promise<boolean> {
    return this.slug ? this.open(this.slug) : Promise.resolve(false);
  }

  /** Spec §4: the app version is checked again whenever the window regains focus. */
  windowFocused(): void {
    if (this.status === 'ready') void this.versionGuard.execute().catch(() => null);
  }

  /** A member whose session could not be resumed offline gets a new access token, and every loaded query refetches. */
  async refreshAfterOffline(): Promise<void> {
    if (this.status !== 'ready') return;
    await this.restoreSession.execute().catch(() => null);
    this.queries.refetchAll({ exceptUserScoped: false });
  }
}
