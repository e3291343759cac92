import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../application/errors/ApiError';
import type { UnsubscribeFromEmails } from '../../application/usecases/account/UnsubscribeFromEmails';
import type { I18n } from '../i18n/I18n';
import { errorMessageOf } from '../common/errorMessage';
import './pagesMessages';

/** `invalid`: the link carries no token, or the server refused it; `failed`: worth trying again. */
export type NotificationPreferencesStatus = 'working' | 'done' | 'invalid' | 'failed';

/**
 * Spec §2 /notification-preferences: opened from an e-mail link, it unsubscribes at once with the
 * link's token and shows the server's message.
 */
export class NotificationPreferencesPresenter {
  status: NotificationPreferencesStatus = 'working';
  /** The server's message once done; the reason otherwise. */
  message = '';
  private token: string | null = null;

  constructor(
    private readonly unsubscribe: Pick<UnsubscribeFromEmails, 'execute'>,
    private readonly i18n: I18n,
    private readonly networkName: string,
  ) {
    makeAutoObservable<NotificationPreferencesPresenter, 'unsubscribe' | 'i18n' | 'networkName' | 'token'>(
      this,
      { unsubscribe: false, i18n: false, networkName: false, token: false },
      { autoBind: true },
    );
  }

  /** The page opened with the link's `token` (null when the address has none). Once per token. */
  async linkOpened(token: string | null): Promise<void> {
    const trimmed = token?.trim() ?? '';
    if (this.token !== null && this.token === trimmed) return;
    this.token = trimmed;
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
