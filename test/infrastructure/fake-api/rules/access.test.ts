// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NETWORK_IDS, setupFakeApi } from '../fakeApiHarness';

const api = setupFakeApi();

async function contentsAs(networkId: string, token?: string) {
  return api.call('GET', '/v2/contents', { networkId, token, query: { limit: '1', offset: '0' } });
}

async function meAs(email: string, networkId: string) {
  const { accessToken } = await api.signIn(email, networkId);
  const me = await api.call('GET', '/v2/memberships/me', { token: accessToken, networkId });
  return { accessToken, me: me.json.data as { isAccessAuthorized: boolean; accessDenyReason: string | null } };
}


describe('access rules', () => {
  it('lets guests read public networks and denies the others with the reason', async () => {
    expect((await contentsAs(NETWORK_IDS.harbour)).status).toBe(200);
    const cases: [string, string][] = [
      [NETWORK_IDS.atelier, 'private'],
      [NETWORK_IDS.blueNote, 'not_purchased'],
      [NETWORK_IDS.greenTable, 'not_subscribable'],
    ];
    for (const [networkId, reason] of cases) {
      const answer = await contentsAs(networkId);
      expect(answer.status).toBe(403);
      expect(answer.json.error).toEqual({ code: 'AccessDenied', message: expect.any(String), details: { reason } });
    }
  });

  it('reflects the same decision on the membership', async () => {
    expect((await meAs('tom@demo.test', NETWORK_IDS.greenTable)).me).toMatchObject({ isAccessAuthorized: false, accessDenyReason: 'not_subscribable' });
    expect((await meAs('elena@demo.test', NETWORK_IDS.greenTable)).me).toMatchObject({ isAccessAuthorized: false, accessDenyReason: 'canceled' });
    expect((await meAs('chiara@demo.test', NETWORK_IDS.greenTable)).me).toMatchObject({ isAccessAuthorized: true, accessDenyReason: null });
    expect((await meAs('sara@demo.test', NETWORK_IDS.blueNote)).me).toMatchObject({ isAccessAuthorized: false, accessDenyReason: 'not_purchased' });
    expect((await meAs('leo@demo.test', NETWORK_IDS.blueNote)).me).toMatchObject({ isAccessAuthorized: true });
    expect((await meAs('nina@demo.test', NETWORK_IDS.atelier)).me).toMatchObject({ isAccessAuthorized: true });
    expect((await meAs('marco@demo.test', NETWORK_IDS.blueNote)).me).toMatchObject({ isAccessAuthorized: true });
  });

  it('denies a canceled member with reason canceled', async () => {
    const { accessToken } = await meAs('elena@demo.test', NETWORK_IDS.greenTable);
    const answer = await contentsAs(NETWORK_IDS.greenTable, accessToken);
    expect(answer.json.error?.details).toEqual({ reason: 'canceled' });
  });
});
