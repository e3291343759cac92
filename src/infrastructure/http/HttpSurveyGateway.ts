import type { SurveyGateway } from '../../application/ports/SurveyGateway';
import type { Survey, SurveyAnswer } from '../../domain/survey/Survey';
import type { ApiClient } from './ApiClient';
import { dataOf, messageOf } from './readers';
import { readSurvey } from './surveyReaders';
import { readArray } from './wire';

/** `GET /community/{networkId}/surveys` and `POST /unity-answer`. */
export class HttpSurveyGateway implements SurveyGateway {
  constructor(private readonly api: ApiClient) {}

  async surveys(networkId: string): Promise<Survey[]> {
    return dataOf(await this.api.get(`/community/${encodeURIComponent(networkId)}/surveys`), readArray(readSurvey));
  }

  async answer(surveyId: string, answers: SurveyAnswer[]): Promise<string> {
    return messageOf(await this.api.post('/unity-answer', { surveyId, answers }));
  }
}
