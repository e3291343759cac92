import { makeAutoObservable, runInAction } from 'mobx';
import { sanitizeCode, validateOneTimeCode } from '../../../domain/auth/OneTimeCode';
import type { Countdown } from '../../../application/timing/Countdown';
import type { Notifier } from '../../../application/ports/Notifier';
import type { Session } from '../../../application/session/Session';
import type { ConfirmEmail } from '../../../application/usecases/auth/ConfirmEmail';
import type { RequestEmailCode } from '../../../application/usecases/auth/RequestEmailCode';
import type { I18n } from '../../i18n/I18n';
import { issueText } from './issueText';
import { toastFailure } from './toastFailure';
import { requestWhileBusy } from './requestWhileBusy';

/** Spec §4 e-mail confirm step: a code is requested on entry, 60 s resend countdown, 6-character code. */
export class EmailConfirmPresenter {
  code = '';
  error = '';
  busy = false;
  secondsLeft = 0;

  constructor(
    private readonly requestCode: Pick<RequestEmailCode, 'execute'>,
    private readonly confirmEmail: Pick<ConfirmEmail, 'execute'>,
    private readonly session: Pick<Session, 'membership'>,
    private readonly countdown: Countdown,
    private readonly notifier: Pick<Notifier, 'error' | 'success'>,
    private readonly i18n: I18n,
    private readonly onConfirmed: () => void,
  ) {
    this.countdown.subscribe((remaining) => runInAction(() => (this.secondsLeft = remaining)));
    makeAutoObservable<EmailConfirmPresenter, 'requestCode' | 'confirmEmail' | 'session' | 'countdown' | 'notifier' | 'i18n' | 'onConfirmed'>(
      this,
      { requestCode: false, confirmEmail: false, session: false, countdown: false, notifier: false, i18n: false, onConfirmed: false },
      { autoBind: true },
    );
  }

  get email(): string {
    return this.session.membership?.email ?? '';
  }

  /** On its own page (/verify/email): entering the page is entering the step. */
  mount(): () => void {
    void this.entered();
    return this.unmounted;
  }

  /** On entry to the confirm step (spec §4): a fresh code for this account, whatever countdown ran before. */
  async entered(): Promise<void> {
    this.countdown.stop();
    this.code = '';
    this.error = '';
    await this.request();
  }

  /** 'Send the code again': blocked while the 60 s countdown runs. */
  async codeRequested(): Promise<void> {
    if (this.secondsLeft > 0) return;
    await this.request();
  }

  /** The countdown starts once the server agreed to send: a failed request can be retried at once. */
  private async request(): Promise<void> {
    try {
      await this.requestCode.execute();
      this.countdown.start();
    } catch (error) {
      toastFailure(error, this.notifier, this.i18n);
    }
  }

  codeTyped(value: string): void {
    this.code = sanitizeCode(value, 'email');
    this.error = '';
  }

  get canSubmit(): boolean {
    return !this.busy && validateOneTimeCode(this.code, 'email') === null;
  }

  async submitted(): Promise<void> {
    const issue = validateOneTimeCode(this.code, 'email');
    if (issue) {
      this.error = issueText(this.i18n, issue, 'email');
      return;
    }
    if (this.busy) return;
    await requestWhileBusy(this, this.notifier, this.i18n, async () => {
      const message = await this.confirmEmail.execute(this.code);
      this.notifier.success(message);
      this.onConfirmed();
    });
  }

  /** The step went away: the resend countdown stops ticking. */
  unmounted(): void {
    this.countdown.stop();
  }
}
