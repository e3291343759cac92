// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NETWORK_IDS, setupFakeApi, contentsAs, meAs } from '../fakeApiHarness';

const api = setupFakeApi();

describe('access rules', () => {
  it('lets guests read public networks and denies the others with the reason', async () => {
    expect((await contentsAs(api, NETWORK_IDS.harbour)).status).toBe(200);
    const cases: [string, string][] = [
      [NETWORK_IDS.atelier, 'private'],
      [NETWORK_IDS.blueNote, 'not_purchased'],
      [NETWORK_IDS.greenTable, 'not_subscribable'],
    ];
    for (const [networkId, reason] of cases) {
      const answer = await contentsAs(api, networkId);
      expect(answer.status).toBe(403);
      expect(answer.json.error).toEqual({ code: 'AccessDenied', message: expect.any(String), details: { reason } });
    }
  });

  it('reflects the same decision on the membership (a past-due subscription still gives access; managers always have it)', async () => {
    expect((await meAs(api, 'tom@demo.test', NETWORK_IDS.greenTable)).me).toMatchObject({ isAccessAuthorized: false, accessDenyReason: 'not_subscribable' });
    expect((await meAs(api, 'elena@demo.test', NETWORK_IDS.greenTable)).me).toMatchObject({ isAccessAuthorized: false, accessDenyReason: 'canceled' });
    expect((await meAs(api, 'chiara@demo.test', NETWORK_IDS.greenTable)).me).toMatchObject({ isAccessAuthorized: true, accessDenyReason: null });
    expect((await meAs(api, 'paolo@demo.test', NETWORK_IDS.greenTable)).me).toMatchObject({ isAccessAuthorized: true, accessDenyReason: null });
    expect((await meAs(api, 'marco@demo.test', NETWORK_IDS.greenTable)).me).toMatchObject({ isAccessAuthorized: true });
    expect((await meAs(api, 'sara@demo.test', NETWORK_IDS.blueNote)).me).toMatchObject({ isAccessAuthorized: false, accessDenyReason: 'not_purchased' });
    expect((await meAs(api, 'leo@demo.test', NETWORK_IDS.blueNote)).me).toMatchObject({ isAccessAuthorized: true });
    expect((await meAs(api, 'nina@demo.test', NETWORK_IDS.atelier)).me).toMatchObject({ isAccessAuthorized: true });
    expect((await meAs(api, 'marco@demo.test', NETWORK_IDS.blueNote)).me).toMatchObject({ isAccessAuthorized: true });
  });

  it('denies a canceled member with reason canceled', async () => {
    const { accessToken } = await meAs(api, 'elena@demo.test', NETWORK_IDS.greenTable);
    const answer = await contentsAs(api, NETWORK_IDS.greenTable, accessToken);
    expect(answer.json.error?.details).toEqual({ reason: 'canceled' });
  });

  it('authorizes a member while the subscription is in its free trial', async () => {
    const { accessToken } = await meAs(api, 'tom@demo.test', NETWORK_IDS.greenTable);
    await api.call('POST', '/subscriptions', {
      token: accessToken,
      networkId: NETWORK_IDS.greenTable,
      body: { bundleId: 'bundle-green-monthly', paymentMethodId: 'pm_card_visa' },
      headers: { 'Idempotency-Key': 'attempt-1' },
    });

    expect((await api.call('GET', '/v2/memberships/me', { token: accessToken, networkId: NETWORK_IDS.greenTable })).json.data).toMatchObject({ isAccessAuthorized: true });
    expect((await contentsAs(api, NETWORK_IDS.greenTable, accessToken)).status).toBe(200);
  });
});
