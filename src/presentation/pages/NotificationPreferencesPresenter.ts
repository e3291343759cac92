import { makeAutoObservable, observable, runInAction } from 'mobx';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { ApiError } from '../../application/errors/ApiError';
import type { Navigator } from '../../application/ports/Navigator';
import type { UnsubscribeFromEmails } from '../../application/usecases/account/UnsubscribeFromEmails';
import type { I18n } from '../i18n/I18n';
import { errorMessageOf } from '../kit/errorMessage';
import './pagesMessages';

/** `invalid`: the link carries no token, or the server refused it; `failed`: worth trying again. */
export type NotificationPreferencesStatus = 'working' | 'done' | 'invalid' | 'failed';

/**
 * Spec §2 /notification-preferences opened from an e-mail's link (`?token=`): it unsubscribes at once with the
 * link's token and shows the server's message, for a guest too. The token leaves the address bar and the history as soon
 * as it is read, as the SSO callback's does.
 */
export class NotificationPreferencesPresenter {
  status: NotificationPreferencesStatus = 'working';
  /** The server's message once done; the reason otherwise. */
  message = '';
  /** The link's token, once read: the address no longer has it. */
  private token: string | null = null;

  constructor(
    private readonly unsubscribe: Pick<UnsubscribeFromEmails, 'execute'>,
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly i18n: I18n,
    private readonly networkName: string,
  ) {
    makeAutoObservable<NotificationPreferencesPresenter, 'unsubscribe' | 'navigator' | 'i18n' | 'networkName' | 'token'>(
      this,
      { unsubscribe: false, navigator: false, i18n: false, networkName: false, token: observable },
      { autoBind: true },
    );
  }

  /** The page was opened from an e-mail's link: it stays about that link once the token has left the address. */
  get handlesLink(): boolean {
    return this.token !== null;
  }

  /**
   * The page opened with the link's `token` (blank when the address has `?token=` and nothing in it). Once per
   * presenter: the address the page reads again afterwards is the one without the token, and a re-rendered page must
   * not send it twice.
   */
  async linkOpened(token: string): Promise<void> {
    if (this.token !== null) return;
    const trimmed = token.trim();
    this.token = trimmed;
    this.navigator.goTo(NETWORK_PATHS.notificationPreferences, { replace: true });
    if (!trimmed) {
      this.status = 'invalid';
      this.message = this.i18n.t('pages.notifications.missingBody', { name: this.networkName });
      return;
    }
    await this.send(trimmed);
  }

  async retryClicked(): Promise<void> {
    if (this.status === 'failed' && this.token) await this.send(this.token);
  }

  private async send(token: string): Promise<void> {
    this.status = 'working';
    this.message = '';
    try {
      const message = await this.unsubscribe.execute(token);
      runInAction(() => {
        this.status = 'done';
        this.message = message;
      });
    } catch (error) {
      runInAction(() => {
        if (isRefusedLink(error)) {
          this.status = 'invalid';
          this.message = this.i18n.t('pages.notifications.invalidBody', { name: this.networkName });
        } else {
          this.status = 'failed';
          this.message = errorMessageOf(error, this.i18n);
        }
      });
    }
  }
}

/** 400 `InvalidToken` per the contract; a link that is gone (404, 410) is as unusable. */
function isRefusedLink(error: unknown): boolean {
  return ApiError.is(error) && (error.code === 'InvalidToken' || error.status === 400 || error.status === 404 || error.status === 410);
}
