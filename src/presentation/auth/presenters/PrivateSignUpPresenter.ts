import { makeAutoObservable, runInAction } from 'mobx';
import type { Membership } from '../../../domain/membership/Membership';
import type { CustomFieldDefinition } from '../../../domain/network/NetworkCustomization';
import { toPrivateSignUpPayload, validatePrivateSignUp, type PrivateSignUpField, type PrivateSignUpInput } from '../../../domain/auth/validation';
import { INPUT_LIMITS } from '../../../domain/input/InputLimits';
import { ApiError } from '../../../application/errors/ApiError';
import type { Clock } from '../../../application/ports/Clock';
import type { CustomFieldGateway } from '../../../application/ports/CustomFieldGateway';
import type { Notifier } from '../../../application/ports/Notifier';
import type { EmailAvailabilityCheck, EmailAvailabilityReport } from '../../../application/usecases/auth/EmailAvailabilityCheck';
import type { SignUpWithEmail } from '../../../application/usecases/auth/SignUpWithEmail';
import { lengthNote, problemNote, type FieldNote } from '../../kit/lengthNote';
import type { Lifetime } from '../../kit/Lifetime';
import type { I18n } from '../../i18n/I18n';
import { errorsByField } from './errorsByField';
import { toastFailure } from './toastFailure';
import type { CredentialsConflict } from './EmailSignUpPresenter';

type TextField = Exclude<keyof PrivateSignUpInput, 'customAnswers'>;

/** The fields with a length limit: they count their characters near it. */
const LIMITS: Partial<Record<TextField, number>> = {
  firstName: INPUT_LIMITS.name,
  lastName: INPUT_LIMITS.name,
  password: INPUT_LIMITS.password,
  passwordConfirmation: INPUT_LIMITS.password,
};

/**
 * The private network's sign-up with invitation code, names, birthday and custom questions (spec §2, §5), the e-mail
 * checked 500 ms after typing stops as on the standard sign-up (its conflicts open the same popups).
 */
export class PrivateSignUpPresenter {
  values: Omit<PrivateSignUpInput, 'customAnswers'> = { email: '', password: '', passwordConfirmation: '', firstName: '', lastName: '', invitationCode: '', birthday: '' };
  answers: Record<string, string> = {};
  customFields: CustomFieldDefinition[] = [];
  errors: Partial<Record<PrivateSignUpField, string>> = {};
  busy = false;
  conflict: CredentialsConflict | null = null;
  /** Set once a valid form is sent: from then on the sign-up answers for itself, not the availability check. */
  private submittedOnce = false;

  constructor(
    private readonly signUp: Pick<SignUpWithEmail, 'execute'>,
    private readonly availability: Pick<EmailAvailabilityCheck, 'onResult' | 'emailTyped' | 'cancel'>,
    private readonly networks: CustomFieldGateway,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly notifier: Pick<Notifier, 'error'>,
    private readonly i18n: I18n,
    private readonly network: { id: string; minAge: number | null },
    private readonly lifetime: Pick<Lifetime, 'signal'>,
    private readonly onSignedUp: (membership: Membership) => void,
  ) {
    this.availability.onResult((report) => this.availabilityReported(report));
    makeAutoObservable<PrivateSignUpPresenter, 'signUp' | 'availability' | 'networks' | 'clock' | 'notifier' | 'i18n' | 'network' | 'lifetime' | 'onSignedUp' | 'submittedOnce'>(
      this,
      { signUp: false, availability: false, networks: false, clock: false, notifier: false, i18n: false, network: false, lifetime: false, onSignedUp: false, submittedOnce: false },
      { autoBind: true },
    );
  }

  get asksBirthday(): boolean {
    return this.network.minAge !== null && this.network.minAge > 0;
  }

  noteOf(field: TextField): FieldNote {
    const max = LIMITS[field];
    const problem = this.errors[field];
    return max === undefined ? problemNote(problem) : lengthNote(this.i18n, this.values[field], max, { problem });
  }

  async load(): Promise<void> {
    try {
      const fields = await this.networks.customFields(this.network.id);
      runInAction(() => (this.customFields = fields));
    } catch (error) {
      toastFailure(error, this.notifier, this.i18n);
    }
  }

  fieldTyped(field: TextField, value: string): void {
    this.values[field] = value;
    delete this.errors[field];
    if (field !== 'email') return;
    this.submittedOnce = false;
    this.availability.emailTyped(value);
  }

  answerTyped(id: string, value: string): void {
    this.answers[id] = value;
    delete this.errors[`customFields.${id}`];
  }

  conflictDismissed(): void {
    this.conflict = null;
  }

  async submitted(): Promise<void> {
    if (this.busy) return;
    const input: PrivateSignUpInput = { ...this.values, customAnswers: this.answers };
    const errors = validatePrivateSignUp(input, { minAge: this.network.minAge, today: new Date(this.clock.now()), customFields: this.customFields });
    this.errors = errorsByField(this.i18n, errors);
    if (errors.length > 0) return;
    this.submittedOnce = true;
    this.busy = true;
    try {
      const result = await this.signUp.execute(toPrivateSignUpPayload(input), { signal: this.lifetime.signal });
      if (result.kind === 'conflict') runInAction(() => (this.conflict = result.conflict));
      else this.onSignedUp(result.membership);
    } catch (error) {
      // The invitation code's refusal belongs to its field; other failures are toasts (spec §8).
      if (ApiError.is(error, 'InvalidInvitationCode')) runInAction(() => (this.errors = { ...this.errors, invitationCode: error.message }));
      else toastFailure(error, this.notifier, this.i18n);
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** The modal went away: a check still waiting to start is dropped. */
  unmounted(): void {
    this.availability.cancel();
  }

  private availabilityReported(report: EmailAvailabilityReport): void {
    // Once the form is sent the sign-up answers for itself (409 → has_membership): a check landing during or after
    // it would report the account just created as a conflict.
    if (this.busy || this.submittedOnce) return;
    if (report.kind === 'failed') toastFailure(report.error, this.notifier, this.i18n);
    else if (report.conflict) this.conflict = report.conflict;
  }
}
