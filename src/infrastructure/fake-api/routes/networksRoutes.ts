import type { NetworkCustomization } from '../../../domain/network/NetworkCustomization';
import { fail } from '../FakeApiError';
import { data, type Route } from '../Route';

/** What the `hostileUrls` scenario puts wherever a customization hands the app a URL. */
export const HOSTILE_URL = 'javascript:alert(document.domain)//';

/** QA: the app must neither follow nor render any of these (domain/security/SafeUrl). */
function withHostileUrls(customization: NetworkCustomization): NetworkCustomization {
  const hostileCover = (cover: NetworkCustomization['authCover']) =>
    cover && { ...cover, url: HOSTILE_URL, thumbnails: { small: HOSTILE_URL, medium: HOSTILE_URL, large: HOSTILE_URL } };
  const providers = Object.fromEntries(
    Object.entries(customization.auth.providers).map(([key, config]) => [key, 'authorizeUrl' in config ? { ...config, authorizeUrl: HOSTILE_URL } : config]),
  );
  return {
    ...customization,
    logo: HOSTILE_URL,
    authCover: hostileCover(customization.authCover),
    auth: { ...customization.auth, authCover: hostileCover(customization.auth.authCover), providers },
  };
}

export const networksRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v2/networks/by-slug/{slug}',
    network: 'none',
    handle: (context) => {
      const network = context.backend.networkBySlug(context.param('slug'));
      if (!network) fail(404, 'NetworkNotFound', 'There is no network at this address.');
      const { hostileUrls, analyticsTag } = context.backend.scenarios.get();
      const customization = { ...structuredClone(network.customization), ...(analyticsTag ? { gtag: analyticsTag } : {}) };
      return data(hostileUrls ? withHostileUrls(customization) : customization);
    },
  },
  {
    method: 'GET',
    path: '/v2/networks/{networkId}/custom-fields',
    handle: (context) => {
      const network = context.backend.networkById(context.param('networkId'));
      if (!network) fail(404, 'NetworkNotFound', 'This network does not exist.');
      return data(network.customFields.map((field) => ({ ...field })));
    },
  },
  {
    method: 'GET',
    path: '/v2/ip-lookup',
    // Every demo visitor is placed in Italy, the spec's default phone country.
    handle: () => data({ countryCode: 'IT' }),
  },
];
