import { makeAutoObservable, runInAction } from 'mobx';
import { ForgotPasswordForm, validateForm } from '../../../domain/auth/validation';
import type { Countdown } from '../../../application/timing/Countdown';
import type { AuthDeps } from './AuthDeps';
import { errorsByField } from './errorsByField';
import { toastFailure } from './toastFailure';

/** The forgot-password dialog: the e-mail, then a confirmation screen with a 60 s resend countdown. */
export class ForgotPasswordPresenter {
  email = '';
  error = '';
  busy = false;
  /** The server's message once the link was sent (spec §8: shown as a success toast too). */
  sentMessage = '';
  secondsLeft = 0;
  private readonly countdown: Countdown;
  private readonly stopCountdown: () => void;

  constructor(private readonly deps: AuthDeps, initialEmail = '') {
    this.email = initialEmail;
    this.countdown = deps.countdown();
    this.stopCountdown = this.countdown.subscribe((remaining) => runInAction(() => (this.secondsLeft = remaining)));
    makeAutoObservable<ForgotPasswordPresenter, 'deps' | 'countdown' | 'stopCountdown'>(this, { deps: false, countdown: false, stopCountdown: false }, { autoBind: true });
  }

  emailTyped(value: string): void {
    this.email = value;
    this.error = '';
  }

  async submitted(): Promise<void> {
    if (this.busy || this.secondsLeft > 0) return;
    const errors = validateForm(new ForgotPasswordForm({ email: this.email }));
    this.error = errorsByField(this.deps.i18n, errors).email ?? '';
    if (errors.length > 0) return;
    this.busy = true;
    try {
      const message = await this.deps.forgotPassword.execute(this.email);
      runInAction(() => (this.sentMessage = message));
      this.deps.notifier.success(message);
      this.countdown.start();
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
