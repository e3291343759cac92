import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf } from '../../common/errorMessage';
import type { AuthDeps } from './AuthDeps';

/** /verify?code=…&membershipId=…: the e-mail link variant of the confirmation (spec §2). */
export class VerifyLinkPresenter {
  status: 'working' | 'confirmed' | 'failed' = 'working';
  message = '';

  constructor(private readonly deps: AuthDeps) {
    makeAutoObservable<VerifyLinkPresenter, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  async linkOpened(query: URLSearchParams): Promise<void> {
    const code = query.get('code')?.trim() ?? '';
    const membershipId = query.get('membershipId')?.trim() ?? '';
    if (!code || !membershipId) {
      this.finish('failed', this.deps.i18n.t('auth.verify.badLink'));
      return;
    }
    try {
      const message = await this.deps.confirmEmail.execute(code, membershipId);
      this.finish('confirmed', message);
    } catch (error) {
      this.finish('failed', errorMessageOf(error, this.deps.i18n));
    }
  }

  private finish(status: 'confirmed' | 'failed', message: string): void {
    runInAction(() => {
      this.status = status;
      this.message = message;
    });
  }
}
