// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { NETWORK_IDS } from '../../../src/infrastructure/fake-api';
import { HttpNetworkGateway } from '../../../src/infrastructure/http/HttpNetworkGateway';
import { BASE_URL, recordRequests, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const gateway = () => new HttpNetworkGateway(api.client);

describe('HttpNetworkGateway', () => {
  it('reads a network by slug into a NetworkCustomization, without a networkId', async () => {
    const requests = recordRequests(api);

    const network = await gateway().bySlug('harbour-runners');

    expect(network).toMatchObject({
      id: NETWORK_IDS.harbour,
      slug: 'harbour-runners',
      accessType: 'public',
      minAge: 16,
      dataCollection: { level: 'strong' },
      auth: { authType: 'classic', google: true, smsOtp: true, initUserCredits: 5 },
    });
    expect(network.auth.providers.yTech).toEqual({ authorizeUrl: expect.any(String), clientId: 'demo-y-tech', label: 'Y-Tech' });
    expect(network.auth.providers.google).toEqual({ clientId: 'demo-google-client-id' });
    expect(network.auth.providers.customSso).toBeUndefined();
    expect(requests.map((url) => url.searchParams.has('networkId'))).toEqual([false]);
  });

  it('reads the private network with its invitation texts', async () => {
    await expect(gateway().bySlug('atelier-ceramica')).resolves.toMatchObject({
      accessType: 'private',
      private: true,
      isIntroLandingActive: true,
      invitationCodeLabel: 'Invitation code',
      auth: { authType: 'private', providers: {} },
    });
  });

  it('rejects an unknown slug with 404 NetworkNotFound', async () => {
    const error = await gateway().bySlug('no-such-network').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NetworkNotFound' });
  });

  describe('URLs of the customization', () => {
    async function customizationWith(patch: (customization: Record<string, unknown>) => void) {
      const answer = (await (await fetch(`${BASE_URL}/v2/networks/by-slug/harbour-runners`)).json()) as { data: Record<string, unknown> };
      patch(answer.data);
      api.server.use(http.get(`${BASE_URL}/v2/networks/by-slug/:slug`, () => HttpResponse.json(answer)));
      return gateway().bySlug('harbour-runners');
    }
    const UNSAFE = ['javascript:alert(document.domain)', ' javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'http://cdn.example/x.png', '//evil.example/x.png', 'https://user:pw@cdn.example/x.png'];

    it('keeps safe ones as sent: relative to the app, https', async () => {
      const network = await gateway().bySlug('harbour-runners');
      expect(network.logo).toBe('/demo/logo-harbour-runners.svg');
      expect(network.authCover?.url).toBe('/demo/cover-harbour-auth.svg');
      const https = await customizationWith((data) => (data.logo = 'https://cdn.example/logo.png'));
      expect(https.logo).toBe('https://cdn.example/logo.png');
    });

    it.each(UNSAFE)('reads a logo %j that is not safe as no logo', async (logo) => {
      expect((await customizationWith((data) => (data.logo = logo))).logo).toBeNull();
    });

    it.each(UNSAFE)('reads a cover whose URL %j is not safe as no cover, on the network and in its auth settings', async (url) => {
      const network = await customizationWith((data) => {
        const cover = { mediaType: 'video', url, thumbnails: { small: '/s.png', medium: '/m.png', large: '/l.png' } };
        data.authCover = cover;
        (data.auth as Record<string, unknown>).authCover = cover;
      });
      expect(network.authCover).toBeNull();
      expect(network.auth.authCover).toBeNull();
    });

    it('keeps a cover but drops a thumbnail that is not safe', async () => {
      const network = await customizationWith((data) => {
        data.authCover = { mediaType: 'video', url: 'https://cdn.example/v.mp4', thumbnails: { small: '/s.png', medium: 'javascript:alert(1)', large: 'data:image/png;base64,AAAA' } };
      });
      expect(network.authCover).toEqual({ mediaType: 'video', url: 'https://cdn.example/v.mp4', thumbnails: { small: '/s.png', medium: '', large: '' } });
    });

    it('keeps an SSO authorize URL as sent: StartSso refuses an unsafe one with a message', async () => {
      const network = await customizationWith((data) => {
        (data.auth as { providers: Record<string, unknown> }).providers.customSso = { authorizeUrl: 'javascript:alert(1)', clientId: 'c' };
      });
      expect(network.auth.providers.customSso).toEqual({ authorizeUrl: 'javascript:alert(1)', clientId: 'c' });
    });
  });

  it('turns a customization missing a field into MalformedResponse naming the field', async () => {
    api.server.use(
      http.get(`${BASE_URL}/v2/networks/by-slug/:slug`, () =>
        HttpResponse.json({ data: { id: 'n1', slug: 'x', name: 'X', logo: null, accessType: 'secret' } }),
      ),
    );

    const error = await gateway().bySlug('x').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data.accessType' } });
  });

});
