// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { NETWORK_IDS } from '../../../src/infrastructure/fake-api';
import { HttpCreativityGateway } from '../../../src/infrastructure/http/HttpCreativityGateway';
import { BASE_URL, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const creativity = () => new HttpCreativityGateway(api.client);

describe('HttpCreativityGateway', () => {
  it('reads the banner and the welcome creativity of a network', async () => {
    await api.enter('harbour-runners');

    await expect(creativity().banner()).resolves.toEqual({
      id: 'cre-harbour-shoes',
      imageUrl: '/demo/banner-harbour-shoes.svg',
      linkUrl: 'https://www.example.com/offers/trail-shoes',
      title: 'Partner offer: 15% off trail shoes',
    });
    await expect(creativity().welcome()).resolves.toEqual({
      id: 'cre-harbour-welcome',
      imageUrl: '/demo/welcome-harbour.svg',
      linkUrl: null,
      title: 'Welcome to Harbour Runners',
    });
  });

  it('answers null where a network has no creativity', async () => {
    await api.enter('green-table');
    await expect(creativity().banner()).resolves.toBeNull();
    await expect(creativity().welcome()).resolves.toBeNull();
  });

  it('lists the open surveys, records an answer, and does not ask again', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');

    const surveys = await creativity().surveys(NETWORK_IDS.harbour);
    const survey = surveys.find((candidate) => candidate.id === 'srv-harbour-next-race');
    expect(survey?.questions[0]).toEqual({ id: 'q-distance', text: 'Which distance should we run?', options: ['5K', '10K', 'Half marathon'] });

    await expect(
      creativity().answerSurvey('srv-harbour-next-race', [
        { questionId: 'q-distance', answer: '10K' },
        { questionId: 'q-day', answer: 'Sunday morning' },
      ]),
    ).resolves.toBe('Thank you for taking part in the survey!');

    const after = await creativity().surveys(NETWORK_IDS.harbour);
    expect(after.map((candidate) => candidate.id)).not.toContain('srv-harbour-next-race');
  });

  it('refuses an answer that is not one of the options with 422 ValidationError', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');

    const error = await creativity()
      .answerSurvey('srv-harbour-next-race', [{ questionId: 'q-distance', answer: 'Ultra' }])
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'ValidationError' });
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'http://ads.example/banner.png', '//evil.example/banner.png'])(
    'answers no banner when its image URL is not safe (%j)',
    async (imageUrl) => {
      await api.enter('harbour-runners');
      api.server.use(http.get(`${BASE_URL}/v2/creativity/banner`, () => HttpResponse.json({ data: { id: 'b1', imageUrl, linkUrl: null, title: null } })));

      await expect(creativity().banner()).resolves.toBeNull();
    },
  );

  it.each(['javascript:alert(document.cookie)', 'JAVASCRIPT:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,x', 'file:///etc/passwd', 'http://shop.example/'])(
    'keeps the banner but drops a link that is not safe (%j)',
    async (linkUrl) => {
      await api.enter('harbour-runners');
      api.server.use(
        http.get(`${BASE_URL}/v1/creativity/welcome`, () => HttpResponse.json({ data: { id: 'w1', imageUrl: 'https://ads.example/w.png', linkUrl, title: 'Hi' } })),
      );

      await expect(creativity().welcome()).resolves.toEqual({ id: 'w1', imageUrl: 'https://ads.example/w.png', linkUrl: null, title: 'Hi' });
    },
  );

  it('turns a banner without an image into MalformedResponse', async () => {
    await api.enter('harbour-runners');
    api.server.use(http.get(`${BASE_URL}/v2/creativity/banner`, () => HttpResponse.json({ data: { id: 'b1', linkUrl: null, title: null } })));

    await expect(creativity().banner()).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data.imageUrl' } });
  });

  it('turns a survey question whose options are not texts into MalformedResponse', async () => {
    await api.enter('harbour-runners');
    api.server.use(
      http.get(`${BASE_URL}/community/:networkId/surveys`, () =>
        HttpResponse.json({ data: [{ id: 's', title: 'T', questions: [{ id: 'q', text: 'Q?', options: [1, 2] }] }] }),
      ),
    );

    await expect(creativity().surveys(NETWORK_IDS.harbour)).rejects.toMatchObject({ details: { field: 'data[0].questions[0].options[0]' } });
  });
});
