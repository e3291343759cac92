import type { SurveyGateway } from '../../application/ports/SurveyGateway';
import type { Monitoring } from '../../application/ports/Monitoring';
import type { Survey, SurveyAnswer } from '../../domain/surveys/Survey';
import type { ApiClient } from './ApiClient';
import { dataOf, messageOf } from './readers';
import { readSurvey } from './surveyReaders';
import { listReaderOf, type ListReader } from './wire';

/** `GET /community/{networkId}/surveys` and `POST /unity-answer`. */
export class HttpSurveyGateway implements SurveyGateway {
  private readonly readList: ListReader;

  constructor(
    private readonly api: ApiClient,
    monitoring: Pick<Monitoring, 'reportError'>,
  ) {
    this.readList = listReaderOf(monitoring);
  }

  async surveys(networkId: string): Promise<Survey[]> {
    return dataOf(await this.api.get(`/community/${encodeURIComponent(networkId)}/surveys`), this.readList('surveys', readSurvey));
  }

  async answer(surveyId: string, answers: SurveyAnswer[]): Promise<string> {
    return messageOf(await this.api.post('/unity-answer', { surveyId, answers }));
  }
}
