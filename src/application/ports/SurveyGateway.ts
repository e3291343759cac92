import type { Survey, SurveyAnswer } from '../../domain/surveys/Survey';

/** The network's surveys, as the viewer sees them (`answered` is theirs), and sending one's answers. */
export interface SurveyGateway {
  surveys(networkId: string): Promise<Survey[]>;
  /** Resolves with the server's thanks; 409 `AlreadyAnswered`, 422 `ValidationError` (`details.fields`). */
  answer(surveyId: string, answers: SurveyAnswer[]): Promise<string>;
}
export const SURVEY_GATEWAY = Symbol.for('SurveyGateway');
