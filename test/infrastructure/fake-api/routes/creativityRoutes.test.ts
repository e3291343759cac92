// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NETWORK_IDS, setupFakeApi } from '../fakeApiHarness';

const api = setupFakeApi();

describe('ads and surveys', () => {
  it('serves the banner and welcome creativities, null where a network has none', async () => {
    expect((await api.call('GET', '/v2/creativity/banner')).json.data).toMatchObject({ id: 'cre-harbour-shoes', imageUrl: '/demo/banner-harbour-shoes.svg' });
    expect((await api.call('GET', '/v1/creativity/welcome')).json.data).toMatchObject({ id: 'cre-harbour-welcome' });
    expect((await api.call('GET', '/v2/creativity/banner', { networkId: NETWORK_IDS.northwind })).json).toEqual({ data: null });
  });

  it('takes one valid answer per survey and member', async () => {
    const path = `/community/${NETWORK_IDS.harbour}/surveys`;
    const surveys = await api.call('GET', path);
    expect(surveys.json.data).toEqual([
      expect.objectContaining({ id: 'srv-harbour-next-race', questions: expect.arrayContaining([expect.objectContaining({ id: 'q-distance', options: ['5K', '10K', 'Half marathon'] })]) }),
    ]);
    const ada = await api.signIn('ada@demo.test');
    const answer = (answers: object[]) => api.call('POST', '/unity-answer', { token: ada.accessToken, body: { surveyId: 'srv-harbour-next-race', answers } });
    expect((await answer([{ questionId: 'q-distance', answer: 'Marathon' }])).status).toBe(422);
    const ok = await answer([{ questionId: 'q-distance', answer: '10K' }, { questionId: 'q-day', answer: 'Sunday morning' }]);
    expect(ok.json).toEqual({ message: expect.any(String) });
    expect((await answer([{ questionId: 'q-distance', answer: '10K' }, { questionId: 'q-day', answer: 'Sunday morning' }])).status).toBe(409);
    expect((await api.call('GET', path, { token: ada.accessToken })).json.data).toEqual([]);
  });
});
