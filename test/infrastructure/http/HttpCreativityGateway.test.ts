// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
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

  it('answers null where a network has no creativity of the kind', async () => {
    // Every demo network has both: the back end answers as one that has neither would.
    await api.enter('northwind-staff');
    api.server.use(
      http.get(`${BASE_URL}/v2/creativity/banner`, () => HttpResponse.json({ data: null })),
      http.get(`${BASE_URL}/v1/creativity/welcome`, () => HttpResponse.json({ data: null })),
    );
    await expect(creativity().banner()).resolves.toBeNull();
    await expect(creativity().welcome()).resolves.toBeNull();
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

  it('reads the image and the link as they were checked, never as sent (a browser reads https:host as a path)', async () => {
    await api.enter('harbour-runners');
    api.server.use(
      http.get(`${BASE_URL}/v1/creativity/welcome`, () => HttpResponse.json({ data: { id: 'w1', imageUrl: 'https:ads.example/w.png', linkUrl: 'https:shop.example', title: 'Hi' } })),
    );

    await expect(creativity().welcome()).resolves.toEqual({ id: 'w1', imageUrl: 'https://ads.example/w.png', linkUrl: 'https://shop.example/', title: 'Hi' });
  });

  it('turns a banner without an image into MalformedResponse', async () => {
    await api.enter('harbour-runners');
    api.server.use(http.get(`${BASE_URL}/v2/creativity/banner`, () => HttpResponse.json({ data: { id: 'b1', linkUrl: null, title: null } })));

    await expect(creativity().banner()).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data.imageUrl' } });
  });
});
