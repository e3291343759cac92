import { describe, expect, it } from 'vitest';
import * as ports from '../../src/application/ports';
import { ANSWER_SURVEY } from '../../src/application/usecases/surveys/AnswerSurvey';
import { bindSurveysModule } from '../../src/composition/surveysModule';
import { sampleMembership, sampleNetwork } from '../../src/infrastructure/memory/samples';
import type { InMemorySurveyGateway } from '../../src/infrastructure/memory/InMemorySurveyGateway';
import type { I18n } from '../../src/presentation/i18n/I18n';
import { PRESENTATION, PRESENTERS } from '../../src/presentation/tokens';
import { memoryApp } from '../presentation/memoryApp';

describe('the surveys module', () => {
  it('registers the surveys’ words and binds their presenters on the container’s survey gateway', async () => {
    const network = sampleNetwork({ name: 'Harbour Runners' });
    const member = sampleMembership({ networkId: network.id });
    const app = memoryApp({ networks: [network], membership: member });
    app.session.enterNetwork(network);
    app.session.updateMembership(member);
    const gateway = app.get<InMemorySurveyGateway>(ports.SURVEY_GATEWAY);
    gateway.surveysOf.set(network.id, [
      { id: 's1', title: 'Kit', description: null, closesAt: null, answered: false, questions: [{ id: 'q', text: 'Colour?', type: 'single', isRequired: true, options: [{ id: 'o', label: 'Blue' }] }] },
    ]);

    bindSurveysModule(app.container);

    expect(app.get<I18n>(PRESENTATION.I18n).t('surveys.title')).toBe('Surveys');
    const list = app.presenter(PRESENTERS.Surveys);
    list.mount();
    await expect.poll(() => list.items.map((item) => item.title)).toEqual(['Kit']);
    const survey = app.presenter(PRESENTERS.Survey, 's1');
    survey.mount();
    await expect.poll(() => survey.canAnswer).toBe(true);
  });

  it("sends a member's answers through the AnswerSurvey use case bound under its token, which QA may bind first", async () => {
    const network = sampleNetwork();
    const member = sampleMembership({ networkId: network.id });
    const app = memoryApp({ networks: [network], membership: member });
    app.session.enterNetwork(network);
    app.session.updateMembership(member);
    app.get<InMemorySurveyGateway>(ports.SURVEY_GATEWAY).surveysOf.set(network.id, [
      { id: 's1', title: 'Kit', description: null, closesAt: null, answered: false, questions: [{ id: 'q', text: 'Colour?', type: 'single', isRequired: true, options: [{ id: 'o', label: 'Blue' }] }] },
    ]);
    const sent: unknown[][] = [];
    app.container.bind(ANSWER_SURVEY).toConstantValue({ execute: async (...args: unknown[]) => (sent.push(args), 'Thanks') });

    bindSurveysModule(app.container);
    const survey = app.presenter(PRESENTERS.Survey, 's1');
    survey.mount();
    await expect.poll(() => survey.canAnswer).toBe(true);
    survey.optionChosen('q', 'o');
    await survey.sendClicked();

    expect(sent).toEqual([[expect.objectContaining({ id: 's1' }), { q: 'o' }]]);
    expect(app.get<InMemorySurveyGateway>(ports.SURVEY_GATEWAY).callsOf('answer')).toEqual([]);
  });
});
