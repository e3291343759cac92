// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIOS } from '../../../../src/infrastructure/fake-api/index';
import { NETWORK_IDS, setupFakeApi } from '../fakeApiHarness';

const api = setupFakeApi();

describe('demo-control endpoints', () => {
  it('reads and switches scenarios, validating the input', async () => {
    const put = await api.call('PUT', '/__demo/scenarios', { networkId: null, body: { unauthorizedStorm: 3, failingCall: 'POST /v2/auth/login' } });
    expect(put.json.data).toMatchObject({ unauthorizedStorm: 3, failingCall: 'POST /v2/auth/login' });
    expect((await api.call('GET', '/__demo/scenarios', { networkId: null })).json.data).toEqual({ ...DEFAULT_SCENARIOS, unauthorizedStorm: 3, failingCall: 'POST /v2/auth/login' });
    const bad = await api.call('PUT', '/__demo/scenarios', { networkId: null, body: { latencyMs: 'slow', teleport: true } });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.json.error?.details as { fields: object }).fields).sort()).toEqual(['latencyMs', 'teleport']);
  });

  it('lists the inbox newest first and resets everything', async () => {
    await api.call('POST', '/v2/auth/otp/start', { body: { mobilePhone: '+393330000001' }, networkId: NETWORK_IDS.borgo });
    await api.call('POST', '/v2/auth/otp/start', { body: { mobilePhone: '+393330000002' }, networkId: NETWORK_IDS.borgo });
    const inbox = await api.call('GET', '/__demo/inbox', { networkId: null });
    expect((inbox.json.data as { to: string }[]).map((message) => message.to)).toEqual(['+393330000002', '+393330000001']);

    const { accessToken } = await api.signIn('ada@demo.test');
    await api.call('DELETE', '/v2/memberships/me', { token: accessToken });
    api.backend.scenarios.set({ declineCard: true });
    expect((await api.call('POST', '/__demo/reset', { networkId: null })).status).toBe(204);
    expect((await api.call('GET', '/__demo/inbox', { networkId: null })).json.data).toEqual([]);
    expect(api.backend.scenarios.get()).toEqual(DEFAULT_SCENARIOS);
    expect((await api.call('GET', '/v2/memberships/me', { token: accessToken })).status).toBe(401);
    await api.signIn('ada@demo.test');
  });
});
