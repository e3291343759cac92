import { makeAutoObservable, runInAction } from 'mobx';
import type { Notifier } from '../../application/ports/Notifier';
import type { DeleteMyAccount } from '../../application/usecases/account/DeleteMyAccount';
import type { I18n } from '../i18n/I18n';
import { errorMessageOf } from '../kit/errorMessage';
import './pagesMessages';

export type DeleteMyAccountStatus = 'confirming' | 'deleting' | 'deleted';

/**
 * Spec §2 /delete-my-account: nothing is deleted until the member ticks the confirmation and
 * presses the destructive button. A failure leaves everything as it was, ready to try again.
 */
export class DeleteMyAccountPresenter {
  status: DeleteMyAccountStatus = 'confirming';
  confirmed = false;
  failureMessage = '';

  constructor(
    private readonly deleteMyAccount: Pick<DeleteMyAccount, 'execute'>,
    private readonly notifier: Notifier,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<DeleteMyAccountPresenter, 'deleteMyAccount' | 'notifier' | 'i18n'>(this, { deleteMyAccount: false, notifier: false, i18n: false }, { autoBind: true });
  }

  get busy(): boolean {
    return this.status === 'deleting';
  }

  get canDelete(): boolean {
    return this.status === 'confirming' && this.confirmed;
  }

  confirmationToggled(confirmed: boolean): void {
    if (this.status === 'confirming') this.confirmed = confirmed;
  }

  async deleteClicked(): Promise<void> {
    if (!this.canDelete) return;
    this.status = 'deleting';
    this.failureMessage = '';
    try {
      await this.deleteMyAccount.execute();
      runInAction(() => (this.status = 'deleted'));
      // Logging out may take the visitor to another page: the toast confirms wherever they land.
      this.notifier.success(this.i18n.t('pages.delete.doneToast'));
    } catch (error) {
      runInAction(() => {
        this.status = 'confirming';
        this.failureMessage = errorMessageOf(error, this.i18n);
      });
    }
  }
}
