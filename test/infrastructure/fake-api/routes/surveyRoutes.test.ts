// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NETWORK_IDS, setupFakeApi } from '../fakeApiHarness';

const api = setupFakeApi();
const LIST = `/community/${NETWORK_IDS.harbour}/surveys`;
const SEASON = 'srv-harbour-season';
const validSeason = [
  { questionId: 'q-distance', answer: 'opt-distance-1' },
  { questionId: 'q-days', answer: ['opt-days-4', 'opt-days-2'] },
  { questionId: 'q-goal', answer: '  Finish the half marathon  ' },
  { questionId: 'q-notes', answer: '' },
];

type Listed = { id: string; answered: boolean; closesAt: string | null; questions: { id: string }[] };

describe('surveys', () => {
  it('lists every survey of the network, open, answered and closed, with the answered flag of the viewer', async () => {
    const asGuest = (await api.call('GET', LIST)).json.data as Listed[];
    expect(asGuest.map((survey) => [survey.id, survey.answered])).toEqual([
      ['srv-harbour-season', false],
      ['srv-harbour-kit', false],
      ['srv-harbour-night-run', false],
    ]);
    const ada = await api.signIn('ada@demo.test');
    const asAda = (await api.call('GET', LIST, { token: ada.accessToken })).json.data as Listed[];
    expect(asAda.find((survey) => survey.id === 'srv-harbour-kit')?.answered).toBe(true);
    expect(asAda.find((survey) => survey.id === SEASON)?.questions).toHaveLength(5);
  });

  it('answers 404 NetworkNotFound for another network’s path', async () => {
    const answer = await api.call('GET', `/community/${NETWORK_IDS.greenTable}/surveys`);
    expect(answer.status).toBe(404);
  });

  it('records valid answers once: the survey is then answered for that member only; again is 409 AlreadyAnswered', async () => {
    const giulia = await api.signIn('giulia@demo.test');
    const send = () => api.call('POST', '/unity-answer', { token: giulia.accessToken, body: { surveyId: SEASON, answers: validSeason } });

    const ok = await send();
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ message: expect.any(String) });
    expect(api.backend.state.surveyResponses.find((response) => response.surveyId === SEASON)?.answers).toEqual([
      { questionId: 'q-distance', answer: 'opt-distance-1' },
      { questionId: 'q-days', answer: ['opt-days-2', 'opt-days-4'] },
      { questionId: 'q-goal', answer: 'Finish the half marathon' },
    ]);
    const again = await send();
    expect(again.status).toBe(409);
    expect(again.json.error?.code).toBe('AlreadyAnswered');

    const listed = (await api.call('GET', LIST, { token: giulia.accessToken })).json.data as Listed[];
    expect(listed.find((survey) => survey.id === SEASON)?.answered).toBe(true);
    const marco = await api.signIn('marco@demo.test');
    const forMarco = (await api.call('GET', LIST, { token: marco.accessToken })).json.data as Listed[];
    expect(forMarco.find((survey) => survey.id === SEASON)?.answered).toBe(false);
  });

  it.each([
    ['a required question left out', [{ questionId: 'q-distance', answer: 'opt-distance-1' }, { questionId: 'q-days', answer: ['opt-days-1'] }], { 'answers.q-goal': 'Please answer this question.' }],
    ['an empty multiple choice', [{ questionId: 'q-distance', answer: 'opt-distance-1' }, { questionId: 'q-days', answer: [] }, { questionId: 'q-goal', answer: 'x' }], { 'answers.q-days': 'Please answer this question.' }],
    ['an option of another question', [{ questionId: 'q-distance', answer: 'opt-days-1' }, { questionId: 'q-days', answer: ['opt-days-1'] }, { questionId: 'q-goal', answer: 'x' }], { 'answers.q-distance': 'Please choose one of the options.' }],
    ['a list for a single choice', [{ questionId: 'q-distance', answer: ['opt-distance-1'] }, { questionId: 'q-days', answer: ['opt-days-1'] }, { questionId: 'q-goal', answer: 'x' }], { 'answers.q-distance': 'This answer does not fit the question.' }],
    ['a question the survey does not have', [...validSeason, { questionId: 'q-other', answer: 'x' }], { 'answers.q-other': 'This survey has no such question.' }],
    ['a text too long', [...validSeason.slice(0, 2), { questionId: 'q-goal', answer: 'x'.repeat(2001) }], { 'answers.q-goal': 'This answer is too long.' }],
  ])('refuses %s with 422 ValidationError naming the question', async (_case, answers, fields) => {
    const giulia = await api.signIn('giulia@demo.test');
    const answer = await api.call('POST', '/unity-answer', { token: giulia.accessToken, body: { surveyId: SEASON, answers } });
    expect(answer.status).toBe(422);
    expect(answer.json.error).toMatchObject({ code: 'ValidationError', details: { fields } });
    expect(api.backend.state.surveyResponses.filter((response) => response.surveyId === SEASON)).toEqual([]);
  });

  it('refuses an answer to a closed survey (422, surveyId), to an unknown one (404) and from a guest (401)', async () => {
    const giulia = await api.signIn('giulia@demo.test');
    const closed = await api.call('POST', '/unity-answer', { token: giulia.accessToken, body: { surveyId: 'srv-harbour-night-run', answers: [{ questionId: 'q-night', answer: 'opt-night-1' }] } });
    expect(closed.status).toBe(422);
    expect(closed.json.error?.details).toEqual({ fields: { surveyId: 'This survey is closed.' } });
    const unknown = await api.call('POST', '/unity-answer', { token: giulia.accessToken, body: { surveyId: 'srv-green-cuisine', answers: [] } });
    expect(unknown.status).toBe(404);
    const guest = await api.call('POST', '/unity-answer', { body: { surveyId: SEASON, answers: validSeason } });
    expect(guest.status).toBe(401);
  });

  it('closes a survey at its closing moment', async () => {
    const season = api.backend.state.surveys.find((record) => record.survey.id === SEASON);
    api.clock.advance(Date.parse(season?.survey.closesAt ?? '') - api.clock.now);
    const giulia = await api.signIn('giulia@demo.test');
    const answer = await api.call('POST', '/unity-answer', { token: giulia.accessToken, body: { surveyId: SEASON, answers: validSeason } });
    expect(answer.status).toBe(422);
  });
});
