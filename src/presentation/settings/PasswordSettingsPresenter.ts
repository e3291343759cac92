import { makeAutoObservable } from 'mobx';
import { ApiError } from '../../application/errors/ApiError';
import type { Notifier } from '../../application/ports/Notifier';
import type { ChangePassword } from '../../application/usecases/account/ChangePassword';
import { passwordChecklist, type PasswordChecklist } from '../../domain/auth/Password';
import { PasswordChangeForm, validateForm, type PasswordChangeInput } from '../../domain/auth/validation';
import { INPUT_LIMITS } from '../../domain/input/InputLimits';
import { errorsByField } from '../auth';
import { errorMessageOf } from '../kit/errorMessage';
import { lengthNote, problemNote, type FieldNote } from '../kit/lengthNote';
import { writeOptimistically } from '../kit/optimistic';
import type { I18n } from '../i18n/I18n';
import { serverFieldErrors } from '../kit/serverFieldErrors';
import './settingsMessages';

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirmation'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

/**
 * The password part of the settings (spec §5, §6): the current password, a new one under the standard rules
 * with their live checklist, and its confirmation. A wrong current password is said on that field; the
 * server's other refusals go under the fields they name. Once changed, the server's message is shown and the
 * fields are emptied: passwords are not left on screen.
 */
export class PasswordSettingsPresenter {
  values: PasswordChangeInput = { ...EMPTY };
  errors: Partial<Record<PasswordField, string>> = {};
  busy = false;

  constructor(
    private readonly changePassword: Pick<ChangePassword, 'execute'>,
    private readonly notifier: Pick<Notifier, 'success' | 'error'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<PasswordSettingsPresenter, 'changePassword' | 'notifier' | 'i18n'>(this, { changePassword: false, notifier: false, i18n: false }, { autoBind: true });
  }

  /** The three rules of the new password, met or not, as it is typed (spec §5). */
  get checklist(): PasswordChecklist {
    return passwordChecklist(this.values.newPassword);
  }

  /**
   * Under each field: its problem; the current password also counts its characters near its limit.
   * The new one's stricter length rule is on its checklist.
   */
  noteOf(field: PasswordField): FieldNote {
    const problem = this.errors[field];
    return field === 'currentPassword' ? lengthNote(this.i18n, this.values.currentPassword, INPUT_LIMITS.password, { problem }) : problemNote(problem);
  }

  typed(field: PasswordField, value: string): void {
    this.values[field] = value;
    delete this.errors[field];
  }

  async saveClicked(): Promise<void> {
    if (this.busy) return;
    const errors = validateForm(new PasswordChangeForm(this.values));
    this.errors = errorsByField(this.i18n, errors);
    if (errors.length > 0) return;
    const change = { ...this.values };
    const outcome = await writeOptimistically({
      // A password change has nothing to show before the server takes it: the form is busy meanwhile.
      apply: () => {
        this.busy = true;
        return this.idle;
      },
      send: () => this.changePassword.execute(change),
      confirm: this.changed,
    });
    if (!outcome.ok) this.refused(outcome.error);
  }

  private idle(): void {
    this.busy = false;
  }

  private changed(message: string): void {
    this.idle();
    this.values = { ...EMPTY };
    this.errors = {};
    this.notifier.success(message);
  }

  private refused(error: unknown): void {
    if (ApiError.is(error, 'InvalidEmailOrPassword')) {
      this.errors = { currentPassword: this.i18n.t('settings.password.wrongCurrent') };
      return;
    }
    const byField = serverFieldErrors(error, PASSWORD_FIELDS);
    if (Object.keys(byField).length > 0) this.errors = byField;
    else this.notifier.error(errorMessageOf(error, this.i18n));
  }
}
