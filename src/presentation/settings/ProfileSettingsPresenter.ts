import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../application/ports/Clock';
import type { CustomFieldGateway } from '../../application/ports/CustomFieldGateway';
import type { Notifier } from '../../application/ports/Notifier';
import type { Session } from '../../application/session/Session';
import type { SaveProfile } from '../../application/usecases/profile/SaveProfile';
import { EARLIEST_BIRTHDAY, hasMinimumAge, latestAllowedBirthday } from '../../domain/auth/Birthday';
import { customFieldKey, toCustomFieldAnswers, validateProfile, type CustomAnswers, type CustomFieldKey, type ProfileField } from '../../domain/auth/validation';
import { INPUT_LIMITS } from '../../domain/input/InputLimits';
import type { Membership } from '../../domain/membership/Membership';
import type { CustomFieldDefinition } from '../../domain/network/NetworkCustomization';
import { errorsByField } from '../auth';
import { errorMessageOf } from '../kit/errorMessage';
import { lengthNote, type FieldNote } from '../kit/lengthNote';
import { watchViewer } from '../kit/watchViewer';
import { writeOptimistically } from '../kit/optimistic';
import type { I18n } from '../i18n/I18n';
import { serverFieldErrors } from '../kit/serverFieldErrors';
import './settingsMessages';

export type ProfileValueField = Exclude<ProfileField, CustomFieldKey>;

/**
 * The profile part of the settings (spec §5, §6 'update profile'): names, the birthday when the network has a
 * minimum age, and the network's questions, saved with `PATCH /v2/memberships/{id}`. The form knows what differs
 * from the saved profile (`dirty`), so leaving with unsaved changes can be questioned; a refused save keeps
 * everything typed.
 *
 * The server never tells a member's answers, so the questions start blank. When the profile is complete the
 * required ones are answered on the server already, and a blank answer keeps that answer (empty answers are
 * not sent, spec §5); otherwise they need one here.
 */
export class ProfileSettingsPresenter {
  values: Record<ProfileValueField, string> = { firstName: '', lastName: '', birthday: '' };
  answers: Record<string, string> = {};
  customFields: CustomFieldDefinition[] = [];
  errors: Partial<Record<ProfileField, string>> = {};
  loadingQuestions = false;
  questionsFailure = '';
  busy = false;
  /** The answers saved from this page: what the server holds as far as the page knows. */
  private savedAnswers: Record<string, string> = {};
  /** The member the form was filled for: another member (or the same one after signing in again) starts afresh. */
  private memberId: string | null = null;

  constructor(
    private readonly saveProfile: Pick<SaveProfile, 'execute'>,
    private readonly questions: CustomFieldGateway,
    private readonly session: Pick<Session, 'membership' | 'network'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly notifier: Pick<Notifier, 'success' | 'error'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<ProfileSettingsPresenter, 'saveProfile' | 'questions' | 'session' | 'clock' | 'notifier' | 'i18n' | 'memberId'>(
      this,
      { saveProfile: false, questions: false, session: false, clock: false, notifier: false, i18n: false, memberId: false },
      { autoBind: true },
    );
  }

  get asksBirthday(): boolean {
    return hasMinimumAge(this.minAge);
  }

  get birthdayBounds(): { min: string; max: string } {
    return { min: EARLIEST_BIRTHDAY, max: latestAllowedBirthday({ minAge: this.minAge, today: this.today() }) };
  }

  /** Required questions were answered when the profile was completed: a blank answer here keeps that one. */
  get keepsAnswersOnFile(): boolean {
    return this.session.membership?.isProfileCompleted ?? false;
  }

  get canSave(): boolean {
    return !this.busy && !this.loadingQuestions;
  }

  /** Something typed differs from the saved profile (compared as it would be sent: trimmed). */
  get dirty(): boolean {
    const member = this.session.membership;
    if (!member) return false;
    const differs = (typed: string, saved: string) => typed.trim() !== saved.trim();
    return (
      differs(this.values.firstName, member.firstName) ||
      differs(this.values.lastName, member.lastName) ||
      (this.asksBirthday && differs(this.values.birthday, member.birthday ?? '')) ||
      Object.entries(this.answers).some(([id, answer]) => differs(answer, this.savedAnswers[id] ?? ''))
    );
  }

  nameNote(field: 'firstName' | 'lastName'): FieldNote {
    return lengthNote(this.i18n, this.values[field], INPUT_LIMITS.name, { problem: this.errors[field] });
  }

  errorOf(questionId: string): string | undefined {
    return this.errors[customFieldKey(questionId)];
  }

  /** What a question's field says under it: its error, or that a blank answer keeps the one on file. */
  /** Once the profile is complete, a blank answer keeps the one on file: nothing is required any more. */
  requires(question: CustomFieldDefinition): boolean {
    return question.isRequired && !this.keepsAnswersOnFile;
  }

  hintOf(question: CustomFieldDefinition): string | undefined {
    const error = this.errorOf(question.id);
    if (error) return error;
    return this.keepsAnswersOnFile && (this.answers[question.id] ?? '').trim() === '' ? this.i18n.t('settings.profile.keepAnswer') : undefined;
  }

  /** Follows who is signed in: the form fills in when a member arrives (also a guest who signs in on the page). */
  mount(): () => void {
    return watchViewer(this.session, this.memberChanged);
  }

  fieldTyped(field: ProfileValueField, value: string): void {
    this.values[field] = value;
    delete this.errors[field];
  }

  answerTyped(questionId: string, value: string): void {
    this.answers[questionId] = value;
    delete this.errors[customFieldKey(questionId)];
  }

  questionsRetryClicked(): void {
    void this.loadQuestions();
  }

  /** Back to the saved profile. */
  discardClicked(): void {
    const member = this.session.membership;
    if (member) this.fill(member);
    this.answers = { ...this.savedAnswers };
    this.errors = {};
  }

  async saveClicked(): Promise<void> {
    if (!this.canSave || !this.session.membership) return;
    const errors = validateProfile(
      { ...this.values, customAnswers: this.answers },
      { minAge: this.minAge, today: this.today(), customFields: this.keepsAnswersOnFile ? [] : this.customFields },
    );
    this.errors = errorsByField(this.i18n, errors);
    if (errors.length > 0) return;
    const answers: CustomAnswers = { ...this.answers };
    const outcome = await writeOptimistically({
      // Nothing shows the change before the server takes it: the form is busy meanwhile.
      apply: () => {
        this.busy = true;
        return this.idle;
      },
      send: () =>
        this.saveProfile.execute({
          firstName: this.values.firstName,
          lastName: this.values.lastName,
          birthday: this.asksBirthday ? this.values.birthday : undefined,
          customFields: answers,
        }),
      confirm: (saved) => this.saved(saved, answers),
    });
    if (!outcome.ok) this.refused(outcome.error);
  }

  private memberChanged(): void {
    const member = this.session.membership;
    if (!member) {
      this.memberId = null;
      return;
    }
    if (member.id === this.memberId) return;
    this.memberId = member.id;
    this.fill(member);
    this.answers = {};
    this.savedAnswers = {};
    this.errors = {};
    void this.loadQuestions();
  }

  private async loadQuestions(): Promise<void> {
    const networkId = this.session.network?.id;
    if (!networkId) return;
    this.loadingQuestions = true;
    this.questionsFailure = '';
    try {
      const fields = await this.questions.customFields(networkId);
      runInAction(() => (this.customFields = fields));
    } catch (error) {
      // The names can still be saved without the questions; the server checks what it requires.
      runInAction(() => (this.questionsFailure = errorMessageOf(error, this.i18n)));
    } finally {
      runInAction(() => (this.loadingQuestions = false));
    }
  }

  private fill(member: Pick<Membership, 'firstName' | 'lastName' | 'birthday'>): void {
    this.values = { firstName: member.firstName, lastName: member.lastName, birthday: member.birthday ?? '' };
  }

  private idle(): void {
    this.busy = false;
  }

  private saved(member: Membership, answers: CustomAnswers): void {
    this.idle();
    this.fill(member);
    this.savedAnswers = Object.fromEntries(toCustomFieldAnswers(answers).map(({ id, answer }) => [id, answer]));
    this.answers = { ...this.savedAnswers };
    this.notifier.success(this.i18n.t('settings.profile.saved'));
  }

  /** Spec §8: the server's message as a toast, and under each field it names; everything typed stays. */
  private refused(error: unknown): void {
    this.errors = serverFieldErrors(error, ['firstName', 'lastName', 'birthday', ...this.customFields.map((field) => customFieldKey(field.id))]);
    this.notifier.error(errorMessageOf(error, this.i18n));
  }

  private get minAge(): number | null {
    return this.session.network?.minAge ?? null;
  }

  private today(): Date {
    return new Date(this.clock.now());
  }
}
