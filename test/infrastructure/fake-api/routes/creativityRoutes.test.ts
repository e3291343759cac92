// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NETWORK_IDS, setupFakeApi } from '../fakeApiHarness';

const api = setupFakeApi();

describe('ads', () => {
  it('serves the banner and welcome creativities, null where a network has none', async () => {
    expect((await api.call('GET', '/v2/creativity/banner')).json.data).toMatchObject({ id: 'cre-harbour-shoes', imageUrl: '/demo/banner-harbour-shoes.svg' });
    expect((await api.call('GET', '/v1/creativity/welcome')).json.data).toMatchObject({ id: 'cre-harbour-welcome' });
    api.backend.state.creativities = api.backend.state.creativities.filter((record) => !(record.networkId === NETWORK_IDS.northwind && record.placement === 'banner'));
    expect((await api.call('GET', '/v2/creativity/banner', { networkId: NETWORK_IDS.northwind })).json).toEqual({ data: null });
  });

  it('gives every demo network a banner and a welcome', async () => {
    for (const networkId of Object.values(NETWORK_IDS)) {
      expect((await api.call('GET', '/v2/creativity/banner', { networkId })).json.data, networkId).not.toBeNull();
      expect((await api.call('GET', '/v1/creativity/welcome', { networkId })).json.data, networkId).not.toBeNull();
    }
    expect((await api.call('GET', '/v1/creativity/welcome', { networkId: NETWORK_IDS.greenTable })).json.data).toMatchObject({ linkUrl: 'https://www.example.com/green-table/first-recipes' });
  });
});
