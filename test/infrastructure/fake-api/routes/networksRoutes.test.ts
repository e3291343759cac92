// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NETWORK_IDS, setupFakeApi } from '../fakeApiHarness';

const api = setupFakeApi();

describe('networks', () => {
  it('finds a network by slug without networkId, and 404s an unknown slug', async () => {
    const found = await api.call('GET', '/v2/networks/by-slug/atelier-ceramica', { networkId: null });
    expect(found.json.data).toMatchObject({
      id: NETWORK_IDS.atelier,
      accessType: 'private',
      private: true,
      minAge: 18,
      invitationCodeLabel: 'Invitation code',
      logo: '/demo/logo-atelier-ceramica.svg',
      auth: { authType: 'private' },
    });
    const missing = await api.call('GET', '/v2/networks/by-slug/nowhere', { networkId: null });
    expect([missing.status, missing.json.error?.code]).toEqual([404, 'NetworkNotFound']);
  });

  it('requires networkId on every other call and knows the visitor country', async () => {
    const missing = await api.call('GET', '/v2/ip-lookup', { networkId: null });
    expect([missing.status, missing.json.error?.code]).toEqual([400, 'MissingNetworkId']);
    expect((await api.call('GET', '/v2/ip-lookup', { networkId: 'net-unknown' })).status).toBe(404);
    expect((await api.call('GET', '/v2/ip-lookup')).json).toEqual({ data: { countryCode: 'IT' } });
  });
});
