import { makeAutoObservable, runInAction } from 'mobx';
import { sanitizeCode, validateOneTimeCode } from '../../../domain/auth/OneTimeCode';
import type { Countdown } from '../../../application/timing/Countdown';
import type { AuthDeps } from './AuthDeps';
import { issueText } from './issueText';
import { toastFailure } from './toastFailure';

/** Spec §4 e-mail confirm step: a code is requested on entry, 60 s resend countdown, 6-character code. */
export class EmailConfirmPresenter {
  code = '';
  error = '';
  busy = false;
  secondsLeft = 0;
  private readonly countdown: Countdown;
  private readonly stopCountdown: () => void;

  constructor(
    private readonly deps: AuthDeps,
    private readonly onConfirmed: () => void,
  ) {
    this.countdown = deps.countdown();
    this.stopCountdown = this.countdown.subscribe((remaining) => runInAction(() => (this.secondsLeft = remaining)));
    makeAutoObservable<EmailConfirmPresenter, 'deps' | 'onConfirmed' | 'countdown' | 'stopCountdown'>(
      this,
      { deps: false, onConfirmed: false, countdown: false, stopCountdown: false },
      { autoBind: true },
    );
  }

  get email(): string {
    return this.deps.session.membership?.email ?? '';
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
      await this.deps.requestEmailCode.execute();
      this.countdown.start();
    } catch (error) {
      toastFailure(error, this.deps.notifier, this.deps.i18n);
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
      this.error = issueText(this.deps.i18n, issue, 'email');
      return;
    }
    if (this.busy) return;
    this.busy = true;
    try {
      const message = await this.deps.confirmEmail.execute(this.code);
      this.deps.notifier.success(message);
      this.onConfirmed();
    } catch (error) {
      toastFailure(error, this.deps.notifier, this.deps.i18n);
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  dispose(): void {
    this.stopCountdown();
    this.countdown.dispose();
  }
}
