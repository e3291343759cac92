import type { CreativityGateway } from '../../application/ports/CreativityGateway';
import type { Creativity, Survey, SurveyAnswer } from '../../domain/creativity/Creativity';
import type { ApiClient } from './ApiClient';
import { dataOf, messageOf } from './readers';
import { readCreativity, readSurvey } from './creativityReaders';
import { readArray, readNullable } from './wire';

export class HttpCreativityGateway implements CreativityGateway {
  constructor(private readonly api: ApiClient) {}

  async banner(): Promise<Creativity | null> {
    return dataOf(await this.api.get('/v2/creativity/banner'), readNullable(readCreativity));
  }

  async welcome(): Promise<Creativity | null> {
    return dataOf(await this.api.get('/v1/creativity/welcome'), readNullable(readCreativity));
  }

  async surveys(networkId: string): Promise<Survey[]> {
    return dataOf(await this.api.get(`/community/${encodeURIComponent(networkId)}/surveys`), readArray(readSurvey));
  }

  async answerSurvey(surveyId: string, answers: SurveyAnswer[]): Promise<string> {
    return messageOf(await this.api.post('/unity-answer', { surveyId, answers }));
  }
}
