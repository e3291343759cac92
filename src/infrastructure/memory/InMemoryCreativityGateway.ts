import { ApiError } from '../../application/errors/ApiError';
import type { CreativityGateway } from '../../application/ports/CreativityGateway';
import type { Creativity, Survey, SurveyAnswer } from '../../domain/creativity/Creativity';
import { ScriptedGateway } from './ScriptedGateway';

export class InMemoryCreativityGateway extends ScriptedGateway<keyof CreativityGateway> implements CreativityGateway {
  bannerCreativity: Creativity | null = null;
  welcomeCreativity: Creativity | null = null;
  /** Surveys by network id. */
  readonly surveysOf = new Map<string, Survey[]>();
  readonly answers: { surveyId: string; answers: SurveyAnswer[] }[] = [];

  async banner(): Promise<Creativity | null> {
    this.enter('banner');
    return structuredClone(this.bannerCreativity);
  }

  async welcome(): Promise<Creativity | null> {
    this.enter('welcome');
    return structuredClone(this.welcomeCreativity);
  }

  async surveys(networkId: string): Promise<Survey[]> {
    this.enter('surveys', networkId);
    return structuredClone(this.surveysOf.get(networkId) ?? []);
  }

  async answerSurvey(surveyId: string, answers: SurveyAnswer[]): Promise<string> {
    this.enter('answerSurvey', surveyId, answers);
    const known = [...this.surveysOf.values()].some((surveys) => surveys.some((survey) => survey.id === surveyId));
    if (!known) throw new ApiError(404, 'SurveyNotFound', 'This survey is closed.');
    this.answers.push({ surveyId, answers });
    return 'Thank you for your answers.';
  }
}
