import { surveyAnswersOf, type Survey, type SurveyResponses } from '../../../domain/surveys/Survey';
import type { SurveyGateway } from '../../ports/SurveyGateway';

/** Sends the member's answers (only the questions the survey asks); resolves with the server's thanks. */
export class AnswerSurvey {
  constructor(private readonly surveys: Pick<SurveyGateway, 'answer'>) {}

  execute(survey: Survey, responses: SurveyResponses): Promise<string> {
    return this.surveys.answer(survey.id, surveyAnswersOf(survey, responses));
  }
}
export const ANSWER_SURVEY = Symbol.for('AnswerSurvey');
