import { makeAutoObservable } from 'mobx';
import type { Membership } from '../../../domain/membership/Membership';
import { passwordChecklist } from '../../../domain/auth/Password';
import { EmailSignUpForm, validateForm } from '../../../domain/auth/validation';
import type { EmailAvailabilityCheck, EmailAvailabilityReport } from '../../../application/usecases/auth/EmailAvailabilityCheck';
import type { Notifier } from '../../../application/ports/Notifier';
import type { SignUpWithEmail } from '../../../application/usecases/auth/SignUpWithEmail';
import type { Lifetime } from '../../kit/Lifetime';
import type { I18n } from '../../i18n/I18n';
import { errorsByField } from './errorsByField';
import { toastFailure } from './toastFailure';
import { requestWhileBusy } from './requestWhileBusy';

export type CredentialsConflict = 'has_membership' | 'has_user' | 'invalid_credentials';

/** The standard e-mail sign-up: live password checklist, e-mail availability check, conflicts (spec §5, §8). */
export class EmailSignUpPresenter {
  email = '';
  password = '';
  errors: Partial<Record<'email' | 'password', string>> = {};
  busy = false;
  conflict: CredentialsConflict | null = null;
  /** The e-mail the conflict is about (spec §8: remembered). */
  conflictEmail = '';
  private submittedOnce = false;

  constructor(
    private readonly signUp: Pick<SignUpWithEmail, 'execute'>,
    private readonly availability: Pick<EmailAvailabilityCheck, 'onResult' | 'emailTyped' | 'cancel'>,
    private readonly notifier: Pick<Notifier, 'error'>,
    private readonly i18n: I18n,
    private readonly lifetime: Pick<Lifetime, 'signal'>,
    private readonly returnPath: string | null,
    private readonly onSignedUp: (membership: Membership) => void,
  ) {
    this.availability.onResult((report) => this.availabilityReported(report));
    makeAutoObservable<EmailSignUpPresenter, 'signUp' | 'availability' | 'notifier' | 'i18n' | 'lifetime' | 'returnPath' | 'onSignedUp' | 'submittedOnce'>(
      this,
      { signUp: false, availability: false, notifier: false, i18n: false, lifetime: false, returnPath: false, onSignedUp: false, submittedOnce: false },
      { autoBind: true },
    );
  }

  get checklist() {
    return passwordChecklist(this.password.trim());
  }

  emailTyped(value: string): void {
    this.email = value;
    delete this.errors.email;
    this.submittedOnce = false;
    this.availability.emailTyped(value);
  }

  passwordTyped(value: string): void {
    this.password = value;
    delete this.errors.password;
  }

  conflictDismissed(): void {
    this.conflict = null;
  }

  async submitted(): Promise<void> {
    if (this.busy) return;
    const errors = validateForm(new EmailSignUpForm({ email: this.email, password: this.password }));
    this.errors = errorsByField(this.i18n, errors);
    if (errors.length > 0) return;
    this.submittedOnce = true;
    await requestWhileBusy(this, this.notifier, this.i18n, async () => {
      const password = this.password.trim();
      const result = await this.signUp.execute(
        { email: this.email, password, passwordConfirmation: password },
        { signal: this.lifetime.signal, returnPath: this.returnPath },
      );
      if (result.kind === 'conflict') this.showConflict(result.conflict, this.email.trim());
      else this.onSignedUp(result.membership);
    });
  }

  /** The modal went away: a check still waiting to start is dropped. */
  unmounted(): void {
    this.availability.cancel();
  }

  private availabilityReported(report: EmailAvailabilityReport): void {
    // Once the form is submitted the sign-up answers for itself (409 → has_membership); a check that
    // lands during or after it would report the account just created as a conflict.
    if (this.busy || this.submittedOnce) return;
    if (report.kind === 'failed') toastFailure(report.error, this.notifier, this.i18n);
    else if (report.conflict) this.showConflict(report.conflict, report.email);
  }

  private showConflict(conflict: CredentialsConflict, email: string): void {
    this.conflict = conflict;
    this.conflictEmail = email;
  }
}
