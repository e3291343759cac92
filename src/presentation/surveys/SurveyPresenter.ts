import { makeAutoObservable, runInAction, toJS } from 'mobx';
import { ApiError } from '../../application/errors/ApiError';
import type { PageVisibility } from '../../application/ports/PageVisibility';
import type { Clock } from '../../application/ports/Clock';
import { networkKey, STORAGE_KEYS } from '../../application/ports/KeyValueStore';
import type { SurveyGateway } from '../../application/ports/SurveyGateway';
import type { Session } from '../../application/session/Session';
import type { AnswerSurvey } from '../../application/usecases/surveys/AnswerSurvey';
import { INPUT_LIMITS } from '../../domain/input/InputLimits';
import {
  surveyAnswerProblem,
  surveyStanding,
  type Survey,
  type SurveyAnswerProblem,
  type SurveyQuestion,
  type SurveyStanding,
} from '../../domain/surveys/Survey';
import type { AuthController } from '../auth';
import { errorMessageOf } from '../kit/errorMessage';
import { lengthNote, type FieldNote } from '../kit/lengthNote';
import { Lifetime } from '../kit/Lifetime';
import { watchViewer } from '../kit/watchViewer';
import { DraftKeeper, type DraftKind, type DraftStorage } from '../kit/storedDraft';
import type { I18n } from '../i18n/I18n';
import { closingLabel, questionCountLabel } from './SurveysPresenter';

/** A survey longer than this is answered one question at a time, with "Question 2 of 5". */
export const SURVEY_STEP_THRESHOLD = 3;

/** What a member has given and where they were, kept until the answers are sent (survives a reload). */
export interface SurveyDraft {
  responses: Record<string, string | string[]>;
  step: number;
}

const SURVEY_DRAFT: DraftKind<SurveyDraft> = {
  accepts: (value): value is SurveyDraft => typeof value === 'object' && value !== null && typeof (value as SurveyDraft).responses === 'object' && (value as SurveyDraft).responses !== null,
  // The step is worth keeping too: a member who only moved on comes back where they were.
  isBlank: () => false,
};

/** The page asks its view to move focus here (a question's first control); `seq` makes each request new. */
export interface FocusRequest {
  questionId: string;
  seq: number;
}

/** A question as the form shows it. */
export interface SurveyQuestionView {
  question: SurveyQuestion;
  /** The reason it cannot be sent, shown on the question; '' when none is shown. */
  problem: string;
  /** The member's single choice ('' for none). */
  chosen: string;
  /** The member's multiple choices. */
  chosenMany: readonly string[];
  text: string;
  /** Under a text answer: its counter near the 2,000-character limit, in error past it. */
  textNote: FieldNote;
}

export type SurveyPageOutcome = 'thanks' | 'alreadyAnswered';

/**
 * `/:slug/surveys/:surveyId`: one survey answered. Radio, checkboxes and text; required questions
 * are checked before sending and their reason is shown on the question, focus going to the first one; a long
 * survey goes one question at a time. The answers are kept locally per network, member and survey until sent
 * (a reload loses nothing; logout clears them); one send at a time; 409 `AlreadyAnswered` and 422 answered in
 * words. Guests read what the survey is and are asked to sign in, then come back to it.
 */
export class SurveyPresenter {
  status: 'loading' | 'ready' | 'notFound' | 'failed' = 'loading';
  failure = '';
  survey: Survey | null = null;
  responses: Record<string, string | string[]> = {};
  step = 0;
  /** The questions whose problem is shown (after Next or Send found one). */
  private checked = new Set<string>();
  /** What the server said of a question (422), until the member changes that answer. */
  private serverProblems = new Map<string, string>();
  sending = false;
  /** Why the last send failed as a whole (offline, closed…): shown above the send button. */
  sendFailure = '';
  outcome: SurveyPageOutcome | null = null;
  draftRestored = false;
  focusRequest: FocusRequest | null = null;
  private readonly lifetime = new Lifetime();
  private readonly drafts: DraftKeeper<SurveyDraft>;

  constructor(
    private readonly gateway: Pick<SurveyGateway, 'surveys'>,
    private readonly answerSurvey: Pick<AnswerSurvey, 'execute'>,
    private readonly session: Pick<Session, 'networkId' | 'membership'>,
    localStore: DraftStorage,
    private readonly clock: Pick<Clock, 'now' | 'schedule'>,
    /** A page being left (a reload, a tab closed) writes the draft that waits: the screen is not unmounted then. */
    private readonly page: Pick<PageVisibility, 'onChange'>,
    private readonly auth: Pick<AuthController, 'open'>,
    private readonly i18n: I18n,
    private readonly surveyId: string,
  ) {
    this.drafts = new DraftKeeper(localStore, clock, SURVEY_DRAFT);
    makeAutoObservable<SurveyPresenter, 'gateway' | 'answerSurvey' | 'session' | 'drafts' | 'clock' | 'page' | 'auth' | 'i18n' | 'surveyId' | 'lifetime'>(
      this,
      { gateway: false, answerSurvey: false, session: false, drafts: false, clock: false, page: false, auth: false, i18n: false, surveyId: false, lifetime: false },
      { autoBind: true },
    );
  }

  get isGuest(): boolean {
    return this.session.membership === null;
  }

  get standing(): SurveyStanding | null {
    return this.survey ? surveyStanding(this.survey, this.clock.now()) : null;
  }

  /** The form shows: a member, an open survey not answered yet, nothing sent. */
  get canAnswer(): boolean {
    return !this.isGuest && this.standing === 'open' && this.outcome === null;
  }

  /** The page's own name in the tab ("survey title · network"): the survey's title once known. */
  get pageTitle(): string | null {
    if (this.status === 'notFound') return this.i18n.t('notFound.pageTitle');
    return this.survey?.title ?? null;
  }

  /** "5 questions · Closes on December 8, 2026". */
  get summary(): string {
    if (!this.survey || !this.standing) return '';
    return `${questionCountLabel(this.survey.questions.length, this.i18n)} · ${closingLabel(this.survey, this.standing, this.i18n)}`;
  }

  get closedOn(): string {
    return this.survey?.closesAt ? this.i18n.formatDate(this.survey.closesAt) : '';
  }

  /** One question at a time when the survey is long. */
  get stepped(): boolean {
    return (this.survey?.questions.length ?? 0) > SURVEY_STEP_THRESHOLD;
  }

  get questionCount(): number {
    return this.survey?.questions.length ?? 0;
  }

  get isLastStep(): boolean {
    return !this.stepped || this.step >= this.questionCount - 1;
  }

  /** "Question 2 of 5" for a stepped survey; '' otherwise. */
  get progress(): string {
    return this.stepped ? this.i18n.t('surveys.progress', { current: this.step + 1, total: this.questionCount }) : '';
  }

  get questions(): SurveyQuestionView[] {
    const questions = this.survey?.questions ?? [];
    const shown = this.stepped ? questions.slice(this.step, this.step + 1) : questions;
    return shown.map((question) => {
      const given = this.responses[question.id];
      const text = typeof given === 'string' && question.type === 'text' ? given : '';
      return {
        question,
        problem: this.problemOf(question),
        chosen: typeof given === 'string' && question.type === 'single' ? given : '',
        chosenMany: Array.isArray(given) ? given : [],
        text,
        textNote: lengthNote(this.i18n, text, INPUT_LIMITS.surveyTextAnswer),
      };
    });
  }

  /**
   * Above the send button when all questions are on the page and some show a problem (one may be out of view);
   * a stepped survey shows only the question with the problem, its reason on it.
   */
  get problemSummary(): string {
    if (this.stepped) return '';
    return (this.survey?.questions ?? []).some((question) => this.problemOf(question) !== '') ? this.i18n.t('surveys.problems') : '';
  }

  mount(): () => void {
    this.lifetime.begin();
    void this.load();
    const stopWatchingViewer = watchViewer(
      this.session,
      () => {
        // Signed in from this page (or out in another tab): the answered flag and the draft are someone else's.
        this.drafts.discard();
        this.outcome = null;
        this.responses = {};
        this.step = 0;
        this.checked = new Set();
        this.serverProblems = new Map();
        void this.load();
      },
      { immediately: false },
    );
    const stopWatchingPage = this.page.onChange((visible) => visible || this.drafts.flush());
    return () => {
      stopWatchingViewer();
      stopWatchingPage();
      this.drafts.flush();
      this.lifetime.end(new Error('Component unmounted'));
    };
  }

  retryClicked(): void {
    void this.load();
  }

  signInClicked(): void {
    // No return path: the member comes back to this page, which reads the survey again for them.
    this.auth.open({ returnPath: null });
  }

  optionChosen(questionId: string, optionId: string): void {
    this.answerChanged(questionId, optionId);
  }

  optionToggled(questionId: string, optionId: string, checked: boolean): void {
    const given = this.responses[questionId];
    const current = Array.isArray(given) ? given : [];
    this.answerChanged(questionId, checked ? [...current.filter((id) => id !== optionId), optionId] : current.filter((id) => id !== optionId));
  }

  textTyped(questionId: string, text: string): void {
    this.answerChanged(questionId, text);
  }

  /** The form was submitted (Enter on a choice, or the button): the next question, or the answers sent. */
  submitted(): void {
    if (this.isLastStep) void this.sendClicked();
    else this.nextClicked();
  }

  nextClicked(): void {
    const question = this.survey?.questions[this.step];
    if (!question || this.isLastStep) return;
    this.checked.add(question.id);
    if (this.problemOf(question)) {
      this.requestFocus(question.id);
      return;
    }
    this.goToStep(this.step + 1);
  }

  previousClicked(): void {
    if (this.step > 0) this.goToStep(this.step - 1);
  }

  async sendClicked(): Promise<void> {
    const survey = this.survey;
    if (!survey || this.sending || !this.canAnswer) return;
    this.sendFailure = '';
    for (const question of survey.questions) this.checked.add(question.id);
    const first = survey.questions.find((question) => this.problemOf(question) !== '');
    if (first) {
      this.showQuestion(first.id);
      return;
    }
    this.sending = true;
    try {
      await this.answerSurvey.execute(survey, this.responses);
      runInAction(() => this.finish('thanks'));
    } catch (error) {
      runInAction(() => this.refused(error));
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  private refused(error: unknown): void {
    if (ApiError.is(error, 'AlreadyAnswered')) {
      this.finish('alreadyAnswered');
      return;
    }
    const byQuestion = this.serverProblemsOf(error);
    if (byQuestion.size > 0) {
      this.serverProblems = byQuestion;
      const first = this.survey?.questions.find((question) => byQuestion.has(question.id));
      if (first) this.showQuestion(first.id);
      return;
    }
    // A 422 about the survey itself (closed since the page was opened) or any other failure: the server's words.
    this.sendFailure = errorMessageOf(error, this.i18n);
  }

  /** 422 `details.fields` by question: `answers.<questionId>` (or the bare id). */
  private serverProblemsOf(error: unknown): Map<string, string> {
    const problems = new Map<string, string>();
    if (!ApiError.is(error, 'ValidationError')) return problems;
    const fields = error.details.fields;
    if (typeof fields !== 'object' || fields === null) return problems;
    for (const question of this.survey?.questions ?? []) {
      const given = (fields as Record<string, unknown>)[`answers.${question.id}`] ?? (fields as Record<string, unknown>)[question.id];
      if (typeof given === 'string' && given.trim()) problems.set(question.id, given);
    }
    return problems;
  }

  private finish(outcome: SurveyPageOutcome): void {
    this.outcome = outcome;
    if (this.survey) this.survey = { ...this.survey, answered: true };
    this.drafts.clear(this.draftKey);
  }

  private answerChanged(questionId: string, answer: string | string[]): void {
    if (!this.canAnswer) return;
    this.responses = { ...this.responses, [questionId]: answer };
    this.draftRestored = false;
    this.serverProblems.delete(questionId);
    this.saveDraft();
  }

  private goToStep(step: number): void {
    this.step = Math.max(0, Math.min(step, this.questionCount - 1));
    this.saveDraft();
    const question = this.survey?.questions[this.step];
    if (question) this.requestFocus(question.id);
  }

  /** Brings a question into view (its step) and focus to it. */
  private showQuestion(questionId: string): void {
    const index = this.survey?.questions.findIndex((question) => question.id === questionId) ?? -1;
    if (this.stepped && index >= 0) {
      this.step = index;
      this.saveDraft();
    }
    this.requestFocus(questionId);
  }

  private requestFocus(questionId: string): void {
    this.focusRequest = { questionId, seq: (this.focusRequest?.seq ?? 0) + 1 };
  }

  private problemOf(question: SurveyQuestion): string {
    const server = this.serverProblems.get(question.id);
    if (server) return server;
    if (!this.checked.has(question.id)) return '';
    const problem = surveyAnswerProblem(question, this.responses[question.id]);
    return problem ? this.problemText(question, problem) : '';
  }

  private problemText(question: SurveyQuestion, problem: SurveyAnswerProblem): string {
    if (problem === 'required') return this.i18n.t(`surveys.problem.required.${question.type}`);
    if (problem === 'tooLong') return this.i18n.t('surveys.problem.tooLong', { max: INPUT_LIMITS.surveyTextAnswer });
    return this.i18n.t('surveys.problem.unknownOption');
  }

  private async load(): Promise<void> {
    const networkId = this.session.networkId;
    if (!networkId) return;
    const signal = this.lifetime.signal;
    const viewer = this.session.membership?.id ?? null;
    if (this.status !== 'ready') this.status = 'loading';
    try {
      const surveys = await this.gateway.surveys(networkId);
      if (signal.aborted || viewer !== (this.session.membership?.id ?? null)) return;
      runInAction(() => {
        const survey = surveys.find((candidate) => candidate.id === this.surveyId) ?? null;
        this.survey = survey;
        this.status = survey ? 'ready' : 'notFound';
        this.restoreDraft();
      });
    } catch (error) {
      if (signal.aborted) return;
      runInAction(() => {
        this.status = 'failed';
        this.failure = errorMessageOf(error, this.i18n);
      });
    }
  }

  /** The member's unsent answers to this survey, as they left them; a sent or closed survey's are dropped. */
  private restoreDraft(): void {
    if (this.isGuest || !this.survey || this.outcome) return;
    if (this.standing !== 'open') {
      this.drafts.clear(this.draftKey);
      return;
    }
    const draft = this.drafts.read(this.draftKey);
    if (!draft) return;
    const known = new Set(this.survey.questions.map((question) => question.id));
    this.responses = Object.fromEntries(Object.entries(draft.responses).filter(([questionId]) => known.has(questionId)));
    this.step = Math.max(0, Math.min(Number(draft.step) || 0, this.questionCount - 1));
    this.draftRestored = Object.keys(this.responses).length > 0;
  }

  private saveDraft(): void {
    if (this.isGuest) return;
    this.drafts.write(this.draftKey, { responses: toJS(this.responses), step: this.step });
  }

  /** `survey-draft:<networkId>:<memberId>:<surveyId>`: logout removes the network's `survey-draft:<networkId>:`. */
  private get draftKey(): string {
    return `${networkKey(STORAGE_KEYS.surveyDraftPrefix, this.session.networkId ?? '')}:${this.session.membership?.id ?? ''}:${this.surveyId}`;
  }
}
