import { INPUT_LIMITS } from '../input/InputLimits';

/** A survey of a network (api-contract `Survey`): its questions, when it closes, and whether the viewer answered it. */
export type SurveyQuestionType = 'single' | 'multiple' | 'text';

export interface SurveyOption {
  id: string;
  label: string;
}

export interface SurveyQuestion {
  id: string;
  text: string;
  type: SurveyQuestionType;
  isRequired: boolean;
  /** The choices of a single or multiple question; a text question has none. */
  options: SurveyOption[];
}

export interface Survey {
  id: string;
  title: string;
  description: string | null;
  /** When answers stop being accepted; null: open until the network closes it. */
  closesAt: string | null;
  /** The viewer has answered it (always false for a guest). */
  answered: boolean;
  questions: SurveyQuestion[];
}

/** One answer as `POST /unity-answer` takes it: an option id (single), a list of option ids (multiple), or text. */
export interface SurveyAnswer {
  questionId: string;
  answer: string | string[];
}

/** What the member has given so far, by question id: an option id, option ids, or text. */
export type SurveyResponses = Readonly<Record<string, string | readonly string[]>>;

/** Why an answer cannot be sent: left empty while required, a choice that is not one of the options, or too long. */
export type SurveyAnswerProblem = 'required' | 'unknownOption' | 'tooLong';

/** Open until its closing moment (exclusive); a survey without one stays open. */
export function isSurveyOpen(survey: Pick<Survey, 'closesAt'>, now: number): boolean {
  return survey.closesAt === null || Date.parse(survey.closesAt) > now;
}

function chosen(given: string | readonly string[] | undefined): string[] {
  if (given === undefined) return [];
  const ids = typeof given === 'string' ? [given] : [...given];
  return ids.filter((id) => id !== '');
}

function textOf(given: string | readonly string[] | undefined): string {
  return typeof given === 'string' ? given.trim() : '';
}

/** The problem of one question's answer, or null when it can be sent as it is (an optional question may stay empty). */
export function surveyAnswerProblem(question: SurveyQuestion, given: string | readonly string[] | undefined): SurveyAnswerProblem | null {
  if (question.type === 'text') {
    const text = textOf(given);
    if (text === '') return question.isRequired ? 'required' : null;
    return text.length > INPUT_LIMITS.surveyTextAnswer ? 'tooLong' : null;
  }
  const ids = chosen(given);
  if (ids.length === 0) return question.isRequired ? 'required' : null;
  if (question.type === 'single' && ids.length > 1) return 'unknownOption';
  const known = new Set(question.options.map((option) => option.id));
  return ids.every((id) => known.has(id)) ? null : 'unknownOption';
}

/** Every question's problem, in the survey's order: empty when the answers can be sent. */
export function surveyAnswerProblems(survey: Pick<Survey, 'questions'>, responses: SurveyResponses): Map<string, SurveyAnswerProblem> {
  const problems = new Map<string, SurveyAnswerProblem>();
  for (const question of survey.questions) {
    const problem = surveyAnswerProblem(question, responses[question.id]);
    if (problem) problems.set(question.id, problem);
  }
  return problems;
}

/**
 * The answers as the wire takes them, in the survey's order: a single choice as its option id, a multiple
 * choice as its option ids in the options' order, text trimmed; questions left empty are not sent.
 */
export function surveyAnswersOf(survey: Pick<Survey, 'questions'>, responses: SurveyResponses): SurveyAnswer[] {
  const answers: SurveyAnswer[] = [];
  for (const question of survey.questions) {
    const given = responses[question.id];
    if (question.type === 'text') {
      const text = textOf(given);
      if (text) answers.push({ questionId: question.id, answer: text });
      continue;
    }
    const ids = new Set(chosen(given));
    if (ids.size === 0) continue;
    if (question.type === 'single') answers.push({ questionId: question.id, answer: [...ids][0] ?? '' });
    else answers.push({ questionId: question.id, answer: question.options.filter((option) => ids.has(option.id)).map((option) => option.id) });
  }
  return answers;
}

/** Where a survey stands for the viewer: to answer, answered, or closed (not answerable). */
export type SurveyStanding = 'open' | 'answered' | 'closed';

export function surveyStanding(survey: Pick<Survey, 'closesAt' | 'answered'>, now: number): SurveyStanding {
  if (survey.answered) return 'answered';
  return isSurveyOpen(survey, now) ? 'open' : 'closed';
}

const STANDING_ORDER: Record<SurveyStanding, number> = { open: 0, answered: 1, closed: 2 };

/**
 * The list's order: open ones first, the soonest to close on top (no closing date last), then the answered
 * ones, then the closed ones, the most recently closed first.
 */
export function orderSurveys<S extends Pick<Survey, 'closesAt' | 'answered'>>(surveys: readonly S[], now: number): S[] {
  const closing = (survey: S) => (survey.closesAt === null ? Number.POSITIVE_INFINITY : Date.parse(survey.closesAt));
  return [...surveys].sort((a, b) => {
    const standing = STANDING_ORDER[surveyStanding(a, now)] - STANDING_ORDER[surveyStanding(b, now)];
    if (standing !== 0) return standing;
    return surveyStanding(a, now) === 'closed' ? closing(b) - closing(a) : closing(a) - closing(b);
  });
}
