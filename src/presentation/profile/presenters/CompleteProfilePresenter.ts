import { makeAutoObservable, runInAction } from 'mobx';
import { EARLIEST_BIRTHDAY, hasMinimumAge, latestAllowedBirthday } from '../../../domain/auth/Birthday';
import { customFieldKey, validateProfile, type ProfileField } from '../../../domain/auth/validation';
import type { FieldError } from '../../../domain/auth/ValidationIssue';
import { INPUT_LIMITS } from '../../../domain/input/InputLimits';
import type { Membership } from '../../../domain/membership/Membership';
import type { CustomFieldDefinition, NetworkCustomization } from '../../../domain/network/NetworkCustomization';
import { isCompleteProfileDismissible } from '../../../domain/profile/CompleteProfilePrompt';
import { errorMessageOf } from '../../kit/errorMessage';
import { lengthNote, type FieldNote } from '../../kit/lengthNote';
import { errorsByField } from '../../auth';
import type { Clock } from '../../../application/ports/Clock';
import type { CustomFieldGateway } from '../../../application/ports/CustomFieldGateway';
import type { Notifier } from '../../../application/ports/Notifier';
import type { SaveProfile } from '../../../application/usecases/profile/SaveProfile';
import type { I18n } from '../../i18n/I18n';
import type { ProfileFlowController } from '../ProfileFlowController';
import '../profileMessages';

export type CompleteProfileField = 'firstName' | 'lastName' | 'birthday';

/**
 * 'About you' (spec §4, §5): names, the birthday when the network has a minimum age, and the
 * network's custom questions. Saving or closing hands over to the consent queue; a failed save keeps
 * every answer and shows the server's message.
 */
export class CompleteProfilePresenter {
  values: Record<CompleteProfileField, string>;
  answers: Record<string, string> = {};
  customFields: CustomFieldDefinition[] = [];
  errors: Partial<Record<ProfileField, string>> = {};
  /** The custom questions are on their way: saving waits for them, or required ones would go unchecked. */
  loadingQuestions = true;
  busy = false;

  constructor(
    private readonly saveProfile: Pick<SaveProfile, 'execute'>,
    private readonly networks: CustomFieldGateway,
    private readonly controller: Pick<ProfileFlowController, 'completeProfileFinished'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly notifier: Pick<Notifier, 'error' | 'success'>,
    private readonly i18n: I18n,
    private readonly network: Pick<NetworkCustomization, 'id' | 'minAge' | 'dataCollection'>,
    membership: Pick<Membership, 'firstName' | 'lastName' | 'birthday'>,
  ) {
    this.values = { firstName: membership.firstName, lastName: membership.lastName, birthday: membership.birthday ?? '' };
    makeAutoObservable<CompleteProfilePresenter, 'saveProfile' | 'networks' | 'controller' | 'clock' | 'notifier' | 'i18n' | 'network'>(
      this,
      { saveProfile: false, networks: false, controller: false, clock: false, notifier: false, i18n: false, network: false },
      { autoBind: true },
    );
  }

  /** Spec §4: fixed, with the page blurred behind, when the network collects data strongly. */
  get dismissible(): boolean {
    return isCompleteProfileDismissible(this.network);
  }

  get asksBirthday(): boolean {
    return hasMinimumAge(this.network.minAge);
  }

  get birthdayBounds(): { min: string; max: string } {
    return { min: EARLIEST_BIRTHDAY, max: latestAllowedBirthday({ minAge: this.network.minAge, today: this.today() }) };
  }

  get canSave(): boolean {
    return !this.busy && !this.loadingQuestions;
  }

  nameNote(field: 'firstName' | 'lastName'): FieldNote {
    return lengthNote(this.i18n, this.values[field], INPUT_LIMITS.name, { problem: this.errors[field] });
  }

  errorOf(questionId: string): string | undefined {
    return this.errors[customFieldKey(questionId)];
  }

  requires(question: CustomFieldDefinition): boolean {
    return question.isRequired;
  }

  hintOf(question: CustomFieldDefinition): string | undefined {
    return this.errorOf(question.id);
  }

  /** Shown: the network's custom questions are fetched. */
  mount(): void {
    void this.load();
  }

  async load(): Promise<void> {
    try {
      const fields = await this.networks.customFields(this.network.id);
      runInAction(() => (this.customFields = fields));
    } catch (error) {
      // Without the questions the names can still be saved; the server checks what it requires.
      this.notifier.error(errorMessageOf(error, this.i18n));
    } finally {
      runInAction(() => (this.loadingQuestions = false));
    }
  }

  fieldTyped(field: CompleteProfileField, value: string): void {
    this.values[field] = value;
    delete this.errors[field];
  }

  answerTyped(questionId: string, value: string): void {
    this.answers[questionId] = value;
    delete this.errors[customFieldKey(questionId)];
  }

  async saveClicked(): Promise<void> {
    if (!this.canSave) return;
    const errors = this.validate();
    this.errors = errorsByField(this.i18n, errors);
    if (errors.length > 0) return;
    this.busy = true;
    try {
      await this.saveProfile.execute({
        firstName: this.values.firstName,
        lastName: this.values.lastName,
        birthday: this.asksBirthday ? this.values.birthday : undefined,
        customFields: this.answers,
      });
      this.notifier.success(this.i18n.t('profile.complete.saved'));
      this.controller.completeProfileFinished();
    } catch (error) {
      // Spec §8: the server's message as a toast; the answers stay for another try.
      this.notifier.error(errorMessageOf(error, this.i18n));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Escape, the backdrop or the close button: ignored when the prompt is fixed or a save is running. */
  closeRequested(): void {
    if (!this.dismissible || this.busy) return;
    this.controller.completeProfileFinished();
  }

  private validate(): FieldError<ProfileField>[] {
    return validateProfile({ ...this.values, customAnswers: this.answers }, { minAge: this.network.minAge, today: this.today(), customFields: this.customFields });
  }

  private today(): Date {
    return new Date(this.clock.now());
  }
}
