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

  it('reads the live socket’s state, refuses the next opens and switches the simulated activity, validating the input', async () => {
    expect((await api.call('GET', '/__demo/live', { networkId: null })).json.data).toEqual({ sockets: 0, refusing: 0, simulating: false });
    expect((await api.call('PUT', '/__demo/live/refusals', { networkId: null, body: { count: 3 } })).json.data).toMatchObject({ refusing: 3 });
    expect(api.backend.live.admit()).toBe(false);
    const badCount = await api.call('PUT', '/__demo/live/refusals', { networkId: null, body: { count: -1 } });
    expect([badCount.status, Object.keys((badCount.json.error?.details as { fields: object }).fields)]).toEqual([422, ['count']]);
    expect((await api.call('PUT', '/__demo/live/activity', { networkId: null, body: { on: true } })).json.data).toMatchObject({ simulating: true, refusing: 2 });
    expect((await api.call('PUT', '/__demo/live/activity', { networkId: null, body: { on: false } })).json.data).toMatchObject({ simulating: false });
    expect((await api.call('PUT', '/__demo/live/activity', { networkId: null, body: { on: 'yes' } })).status).toBe(422);
  });

  it('sends reset to every signed-in socket and drops every socket', async () => {
    const frames: string[] = [];
    const ends: string[] = [];
    const session = api.backend.live.connect(
      { send: (frame) => frames.push(frame), close: () => ends.push('closed'), drop: () => ends.push('dropped') },
      new URL(`ws://api.test/v2/live?networkId=${NETWORK_IDS.harbour}`),
    );
    session.received(JSON.stringify({ type: 'auth', token: (await api.signIn('ada@demo.test')).accessToken }));
    expect((await api.call('POST', '/__demo/live/reset', { networkId: null })).json.data).toEqual({ reset: 1 });
    expect(JSON.parse(frames.at(-1) ?? '{}')).toEqual({ type: 'reset' });
    expect((await api.call('POST', '/__demo/live/drop', { networkId: null })).json.data).toEqual({ dropped: 1 });
    expect(ends).toEqual(['dropped']);
    expect(api.backend.live.status().sockets).toBe(0);
  });
});
