import { makeAutoObservable, runInAction } from 'mobx';
import type { Membership } from '../../../domain/membership/Membership';
import { passwordChecklist } from '../../../domain/auth/Password';
import { EmailSignUpForm, validateForm } from '../../../domain/auth/validation';
import type { EmailAvailabilityCheck, EmailAvailabilityReport } from '../../../application/usecases/auth/EmailAvailabilityCheck';
import type { AuthDeps } from './AuthDeps';
import { errorsByField } from './errorsByField';
import { toastFailure } from './toastFailure';

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
  private readonly availability: EmailAvailabilityCheck;

  constructor(
    private readonly deps: AuthDeps,
    private readonly signal: AbortSignal,
    private readonly returnPath: string | null,
    private readonly onSignedUp: (membership: Membership) => void,
  ) {
    this.availability = deps.emailCheck();
    this.availability.onResult((report) => this.availabilityReported(report));
    makeAutoObservable<EmailSignUpPresenter, 'deps' | 'signal' | 'returnPath' | 'onSignedUp' | 'availability' | 'submittedOnce'>(
      this,
      { deps: false, signal: false, returnPath: false, onSignedUp: false, availability: false, submittedOnce: false },
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
    this.errors = errorsByField(this.deps.i18n, errors);
    if (errors.length > 0) return;
    this.busy = true;
    this.submittedOnce = true;
    try {
      const password = this.password.trim();
      const result = await this.deps.signUpWithEmail.execute(
        { email: this.email, password, passwordConfirmation: password },
        { signal: this.signal, returnPath: this.returnPath },
      );
      if (result.kind === 'conflict') this.showConflict(result.conflict, this.email.trim());
      else this.onSignedUp(result.membership);
    } catch (error) {
      toastFailure(error, this.deps.notifier, this.deps.i18n);
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  dispose(): void {
    this.availability.dispose();
  }

  private availabilityReported(report: EmailAvailabilityReport): void {
    // Once the form is submitted the sign-up answers for itself (409 → has_membership); a check that
    // lands during or after it would report the account just created as a conflict.
    if (this.busy || this.submittedOnce) return;
    if (report.kind === 'failed') toastFailure(report.error, this.deps.notifier, this.deps.i18n);
    else if (report.conflict) this.showConflict(report.conflict, report.email);
  }

  private showConflict(conflict: CredentialsConflict, email: string): void {
    this.conflict = conflict;
    this.conflictEmail = email;
  }
}
