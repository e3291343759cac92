import { makeAutoObservable, runInAction } from 'mobx';
import { ForgotPasswordForm, validateForm } from '../../../domain/auth/validation';
import type { Countdown } from '../../../application/timing/Countdown';
import type { Notifier } from '../../../application/ports/Notifier';
import type { ForgotPassword } from '../../../application/usecases/auth/ForgotPassword';
import type { I18n } from '../../i18n/I18n';
import { errorsByField } from './errorsByField';
import { requestWhileBusy } from './requestWhileBusy';

/** The forgot-password dialog: the e-mail, then a confirmation screen with a 60 s resend countdown. */
export class ForgotPasswordPresenter {
  email = '';
  error = '';
  busy = false;
  /** The server's message once the link was sent (spec §8: shown as a success toast too). */
  sentMessage = '';
  secondsLeft = 0;

  constructor(
    private readonly forgotPassword: Pick<ForgotPassword, 'execute'>,
    private readonly countdown: Countdown,
    private readonly notifier: Pick<Notifier, 'error' | 'success'>,
    private readonly i18n: I18n,
    initialEmail = '',
  ) {
    this.email = initialEmail;
    this.countdown.subscribe((remaining) => runInAction(() => (this.secondsLeft = remaining)));
    makeAutoObservable<ForgotPasswordPresenter, 'forgotPassword' | 'countdown' | 'notifier' | 'i18n'>(
      this,
      { forgotPassword: false, countdown: false, notifier: false, i18n: false },
      { autoBind: true },
    );
  }

  emailTyped(value: string): void {
    this.email = value;
    this.error = '';
  }

  async submitted(): Promise<void> {
    if (this.busy || this.secondsLeft > 0) return;
    const errors = validateForm(new ForgotPasswordForm({ email: this.email }));
    this.error = errorsByField(this.i18n, errors).email ?? '';
    if (errors.length > 0) return;
    await requestWhileBusy(this, this.notifier, this.i18n, async () => {
      const message = await this.forgotPassword.execute(this.email);
      runInAction(() => (this.sentMessage = message));
      this.notifier.success(message);
      this.countdown.start();
    });
  }

  /** The dialog went away: the resend countdown stops ticking. */
  unmounted(): void {
    this.countdown.stop();
  }
}
