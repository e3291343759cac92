import { ApiError } from '../../application/errors/ApiError';
import type { SurveyGateway } from '../../application/ports/SurveyGateway';
import { isSurveyOpen, surveyAnswerProblems, type Survey, type SurveyAnswer, type SurveyResponses } from '../../domain/surveys/Survey';
import { ScriptedGateway } from './ScriptedGateway';

/**
 * Surveys by network for one viewer, answered as the contract says: once (409 `AlreadyAnswered`), while open,
 * and only with valid answers (422 `ValidationError`, `details.fields` by `answers.<questionId>`).
 */
export class InMemorySurveyGateway extends ScriptedGateway<keyof SurveyGateway> implements SurveyGateway {
  /** Surveys by network id. */
  readonly surveysOf = new Map<string, Survey[]>();
  readonly answers: { surveyId: string; answers: SurveyAnswer[] }[] = [];
  /** Held calls to `answer`: each waits until the test releases it. */
  holdAnswers = false;
  private readonly held: (() => void)[] = [];

  constructor(private readonly now: () => number = () => Date.now()) {
    super();
  }

  async surveys(networkId: string): Promise<Survey[]> {
    this.enter('surveys', networkId);
    return structuredClone(this.surveysOf.get(networkId) ?? []);
  }

  async answer(surveyId: string, answers: SurveyAnswer[]): Promise<string> {
    this.enter('answer', surveyId, structuredClone(answers));
    if (this.holdAnswers) await new Promise<void>((release) => this.held.push(release));
    const survey = [...this.surveysOf.values()].flat().find((candidate) => candidate.id === surveyId);
    if (!survey) throw new ApiError(404, 'NotFound', 'This survey does not exist.');
    if (survey.answered) throw new ApiError(409, 'AlreadyAnswered', 'You have already answered this survey.');
    if (!isSurveyOpen(survey, this.now())) throw new ApiError(422, 'ValidationError', 'This survey is closed.', { fields: { surveyId: 'This survey is closed.' } });
    const responses: SurveyResponses = Object.fromEntries(answers.map((entry) => [entry.questionId, entry.answer]));
    const problems = surveyAnswerProblems(survey, responses);
    if (problems.size > 0) {
      const fields = Object.fromEntries([...problems.keys()].map((questionId) => [`answers.${questionId}`, 'Please answer this question.']));
      throw new ApiError(422, 'ValidationError', 'Please answer this question.', { fields });
    }
    survey.answered = true;
    this.answers.push({ surveyId, answers: structuredClone(answers) });
    return 'Thank you for your answers.';
  }

  /** Lets the held `answer` calls go on, in order. */
  release(): void {
    for (const release of this.held.splice(0)) release();
  }
}
