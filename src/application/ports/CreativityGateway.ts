import type { Creativity, Survey, SurveyAnswer } from '../../domain/creativity/Creativity';

/** Ads (creativities) and surveys. */
export interface CreativityGateway {
  banner(): Promise<Creativity | null>;
  welcome(): Promise<Creativity | null>;
  surveys(networkId: string): Promise<Survey[]>;
  answerSurvey(surveyId: string, answers: SurveyAnswer[]): Promise<string>;
}
export const CREATIVITY_GATEWAY = Symbol.for('CreativityGateway');
