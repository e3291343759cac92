// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { NETWORK_IDS } from '../../../src/infrastructure/fake-api';
import { HttpSurveyGateway } from '../../../src/infrastructure/http/HttpSurveyGateway';
import { BASE_URL, leftOutReport, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const surveys = () => new HttpSurveyGateway(api.client, api.monitoring);

const SEASON = 'srv-harbour-season';
const validSeason = [
  { questionId: 'q-distance', answer: 'opt-distance-2' },
  { questionId: 'q-days', answer: ['opt-days-1', 'opt-days-3'] },
  { questionId: 'q-goal', answer: 'Under two hours' },
];

describe('HttpSurveyGateway', () => {
  it('reads the network’s surveys on the contract’s shape, answered for the viewer', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');

    const list = await surveys().surveys(NETWORK_IDS.harbour);

    expect(list.map((survey) => [survey.id, survey.answered])).toEqual([
      ['srv-harbour-season', false],
      ['srv-harbour-kit', true],
      ['srv-harbour-night-run', false],
    ]);
    const season = list[0];
    expect(season).toMatchObject({ title: 'Plan the autumn season with us', description: expect.any(String), closesAt: expect.any(String) });
    expect(season?.questions.map((question) => [question.type, question.isRequired])).toEqual([
      ['single', true],
      ['multiple', true],
      ['text', true],
      ['multiple', false],
      ['text', false],
    ]);
    expect(season?.questions[0]?.options[0]).toEqual({ id: 'opt-distance-1', label: 'Harbour 10K' });
  });

  it('answers nothing as answered for a guest', async () => {
    await api.enter('harbour-runners');
    expect((await surveys().surveys(NETWORK_IDS.harbour)).every((survey) => !survey.answered)).toBe(true);
  });

  it('sends the answers, then the survey is answered; a second answer is 409 AlreadyAnswered', async () => {
    await api.signIn('harbour-runners', 'giulia@demo.test');

    await expect(surveys().answer(SEASON, validSeason)).resolves.toBe('Thank you for taking part in the survey!');
    expect((await surveys().surveys(NETWORK_IDS.harbour)).find((survey) => survey.id === SEASON)?.answered).toBe(true);
    await expect(surveys().answer(SEASON, validSeason)).rejects.toMatchObject({ status: 409, code: 'AlreadyAnswered' });
  });

  it('turns missing required answers into 422 ValidationError with the questions in details.fields', async () => {
    await api.signIn('harbour-runners', 'giulia@demo.test');

    const error = await surveys()
      .answer(SEASON, [{ questionId: 'q-distance', answer: 'opt-distance-9' }])
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'ValidationError',
      details: { fields: { 'answers.q-distance': 'Please choose one of the options.', 'answers.q-days': 'Please answer this question.', 'answers.q-goal': 'Please answer this question.' } },
    });
  });

  it.each([
    ['a question of an unknown type', { type: 'scale' }, 'questions[].type'],
    ['options that are not {id, label}', { options: ['a'] }, 'questions[].options[]'],
  ])('leaves out a survey with %s (it could not be answered), reads the others, and reports it', async (_case, change, field) => {
    await api.enter('harbour-runners');
    const survey = { id: 's2', title: 'T', description: null, closesAt: null, answered: false, questions: [{ id: 'q', text: 'Q?', type: 'single', isRequired: true, options: [{ id: 'o', label: 'O' }] }] };
    const unreadable = { ...survey, id: 's1', questions: [survey.questions[0], { ...survey.questions[0], ...change }] };
    api.server.use(http.get(`${BASE_URL}/community/:networkId/surveys`, () => HttpResponse.json({ data: [unreadable, survey] })));

    await expect(surveys().surveys(NETWORK_IDS.harbour)).resolves.toEqual([survey]);
    expect(api.monitoring.errors).toEqual([leftOutReport('surveys', field, 's1')]);
  });

  it('still turns a survey list that is no list into MalformedResponse', async () => {
    await api.enter('harbour-runners');
    api.server.use(http.get(`${BASE_URL}/community/:networkId/surveys`, () => HttpResponse.json({ data: { surveys: [] } })));

    await expect(surveys().surveys(NETWORK_IDS.harbour)).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data' } });
  });
});
