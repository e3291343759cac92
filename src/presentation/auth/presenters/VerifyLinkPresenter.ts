import { makeAutoObservable, runInAction } from 'mobx';
import { NETWORK_PATHS } from '../../../domain/navigation/NetworkPaths';
import type { Navigator } from '../../../application/ports/Navigator';
import { errorMessageOf } from '../../kit/errorMessage';
import type { ConfirmEmail } from '../../../application/usecases/auth/ConfirmEmail';
import type { I18n } from '../../i18n/I18n';

/**
 * /verify?code=…&membershipId=…: the e-mail link variant of the confirmation (spec §2). The code leaves the
 * address bar and the history as soon as it is read, as the SSO callback's token does.
 */
export class VerifyLinkPresenter {
  status: 'working' | 'confirmed' | 'failed' = 'working';
  message = '';

  private opened: Promise<void> | null = null;

  constructor(
    private readonly confirmEmail: Pick<ConfirmEmail, 'execute'>,
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<VerifyLinkPresenter, 'confirmEmail' | 'navigator' | 'i18n' | 'opened'>(
      this,
      { confirmEmail: false, navigator: false, i18n: false, opened: false },
      { autoBind: true },
    );
  }

  /** Once per presenter: the code is single-use, so a remount (StrictMode in development) shares the first answer. */
  linkOpened(query: URLSearchParams): Promise<void> {
    this.opened ??= this.confirm(query);
    return this.opened;
  }

  private async confirm(query: URLSearchParams): Promise<void> {
    const code = query.get('code')?.trim() ?? '';
    const membershipId = query.get('membershipId')?.trim() ?? '';
    this.navigator.goTo(NETWORK_PATHS.verify, { replace: true });
    if (!code || !membershipId) {
      this.finish('failed', this.i18n.t('auth.verify.badLink'));
      return;
    }
    try {
      const message = await this.confirmEmail.execute(code, membershipId);
      this.finish('confirmed', message);
    } catch (error) {
      this.finish('failed', errorMessageOf(error, this.i18n));
    }
  }

  private finish(status: 'confirmed' | 'failed', message: string): void {
    runInAction(() => {
      this.status = status;
      this.message = message;
    });
  }
}
