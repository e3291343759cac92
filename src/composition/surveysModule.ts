import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { SESSION, type Session } from '../application/session/Session';
import { ANSWER_SURVEY, AnswerSurvey } from '../application/usecases/surveys/AnswerSurvey';
import type { ApiClient } from '../infrastructure/http/ApiClient';
import { HttpSurveyGateway } from '../infrastructure/http/HttpSurveyGateway';
import { DocumentPageVisibility } from '../infrastructure/tabs/DocumentPageVisibility';
import type { AuthController } from '../presentation/auth/AuthController';
import type { I18n } from '../presentation/i18n/I18n';
import { SurveyPresenter } from '../presentation/surveys/SurveyPresenter';
import { SurveysPresenter } from '../presentation/surveys/SurveysPresenter';
import { registerSurveysMessages } from '../presentation/surveys/surveysMessages';
import { PRESENTATION, PRESENTERS } from '../presentation/tokens';
import { API_CLIENT, HTTP_MONITORING } from './apiClientToken';
import type { Monitoring } from '../application/ports/Monitoring';

/**
 * The surveys part of the composition root, loaded with the survey pages: their messages, the survey
 * gateway and their presenters. Bindings made before it loads (tests, QA) are kept.
 */
export function bindSurveysModule(container: Container): void {
  const i18n = container.get<I18n>(PRESENTATION.I18n);
  registerSurveysMessages(i18n);
  if (container.isBound(PRESENTERS.Surveys)) return;
  if (!container.isBound(ports.SURVEY_GATEWAY)) {
    container.bind(ports.SURVEY_GATEWAY).toResolvedValue((client: ApiClient, monitoring: Monitoring) => new HttpSurveyGateway(client, monitoring), [API_CLIENT, HTTP_MONITORING]);
  }
  if (!container.isBound(ports.PAGE_VISIBILITY)) container.bind(ports.PAGE_VISIBILITY).toConstantValue(new DocumentPageVisibility());

  container.bind(PRESENTERS.Surveys).toResolvedValue(
    (surveys: ports.SurveyGateway, session: Session, clock: ports.Clock) => () => new SurveysPresenter(surveys, session, clock, i18n),
    [ports.SURVEY_GATEWAY, SESSION, ports.CLOCK],
  );
  if (!container.isBound(ANSWER_SURVEY)) container.bind(ANSWER_SURVEY).toResolvedValue((surveys: ports.SurveyGateway) => new AnswerSurvey(surveys), [ports.SURVEY_GATEWAY]);
  container.bind(PRESENTERS.Survey).toResolvedValue(
    (surveys: ports.SurveyGateway, answer: AnswerSurvey, session: Session, store: ports.KeyValueStore, clock: ports.Clock, auth: AuthController, page: ports.PageVisibility) => (surveyId: string) =>
      new SurveyPresenter(surveys, answer, session, store, clock, page, auth, i18n, surveyId),
    [ports.SURVEY_GATEWAY, ANSWER_SURVEY, SESSION, ports.LOCAL_STORE, ports.CLOCK, PRESENTATION.AuthController, ports.PAGE_VISIBILITY],
  );
}
