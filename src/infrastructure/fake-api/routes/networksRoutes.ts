import { fail } from '../FakeApiError';
import { data, type Route } from '../Route';

export const networksRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v2/networks/by-slug/{slug}',
    network: 'none',
    handle: (context) => {
      const network = context.backend.networkBySlug(context.param('slug'));
      if (!network) fail(404, 'NetworkNotFound', 'There is no network at this address.');
      return data(structuredClone(network.customization));
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
