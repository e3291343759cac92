// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NETWORK_IDS, setupFakeApi } from '../fakeApiHarness';

const api = setupFakeApi();

describe('memberships', () => {
  it('lets only the owner patch a membership, and completes the profile when names are set', async () => {
    const { accessToken } = await api.signIn('nora@demo.test');
    const me = await api.call('GET', '/v2/memberships/me', { token: accessToken });
    expect(me.json.data).toMatchObject({ id: 'mem-nora-harbour', isProfileCompleted: false });

    const others = await api.call('PATCH', '/v2/memberships/mem-ada-harbour', { token: accessToken, body: { firstName: 'Hacker' } });
    expect([others.status, others.json.error?.code]).toEqual([403, 'Forbidden']);

    const firstOnly = await api.call('PATCH', '/v2/memberships/mem-nora-harbour', { token: accessToken, body: { firstName: 'Nora' } });
    expect(firstOnly.json.data).toMatchObject({ firstName: 'Nora', isProfileCompleted: false });
    const names = await api.call('PATCH', '/v2/memberships/mem-nora-harbour', {
      token: accessToken,
      body: { lastName: 'Santoro', customFields: [{ id: 'cf-harbour-distance', answer: '10K' }] },
    });
    expect(names.json.data).toMatchObject({ firstName: 'Nora', lastName: 'Santoro', isProfileCompleted: true });

    // Harbour Runners has a minimum age of 16.
    const tooYoung = await api.call('PATCH', '/v2/memberships/mem-nora-harbour', { token: accessToken, body: { birthday: '2015-06-01' } });
    expect(tooYoung.status).toBe(422);
    const saved = await api.call('PATCH', '/v2/memberships/me', {
      token: accessToken,
      body: { birthday: '1998-02-14', marketingAccepted: true, lastLocale: 'it' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ birthday: '1998-02-14', marketingAccepted: true, lastLocale: 'it' });
  });

  it('rejects short names, unknown custom fields and fields that cannot be changed', async () => {
    const { accessToken } = await api.signIn('ada@demo.test');
    const answer = await api.call('PATCH', '/v2/memberships/mem-ada-harbour', {
      token: accessToken,
      body: { firstName: 'Al', customFields: [{ id: 'cf-nope', answer: 'x' }], role: 'network_manager' },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.json.error?.details as { fields: object }).fields).sort()).toEqual(['customFields', 'firstName', 'role']);
  });

  it('needs every required custom field for a complete profile', async () => {
    const { accessToken } = await api.signIn('sam@demo.test', NETWORK_IDS.northwind);
    const call = (method: string, path: string, body?: object) => api.call(method, path, { token: accessToken, networkId: NETWORK_IDS.northwind, body });
    expect((await call('GET', '/v2/memberships/me')).json.data).toMatchObject({ isProfileCompleted: true });
    const fields = await call('GET', `/v2/networks/${NETWORK_IDS.northwind}/custom-fields`);
    expect(fields.json.data).toEqual([{ id: 'cf-northwind-team', field: 'Which team are you in?', isRequired: true }]);
    // An empty answer is dropped, so it does not replace the saved one.
    expect((await call('PATCH', '/v2/memberships/me', { customFields: [{ id: 'cf-northwind-team', answer: ' ' }] })).json.data)
      .toMatchObject({ isProfileCompleted: true });
    api.backend.state.memberships.filter((member) => member.id === 'mem-sam-northwind').forEach((member) => {
      member.customFields = [];
    });
    expect((await call('GET', '/v2/memberships/me')).json.data).toMatchObject({ isProfileCompleted: false });
  });

  it('removes accepted contracts from missingContracts', async () => {
    const { accessToken } = await api.signIn('nora@demo.test');
    const me = await api.call('GET', '/v2/memberships/me', { token: accessToken });
    const [contract] = (me.json.data as { missingContracts: { id: string; type: string }[] }).missingContracts;
    expect(contract?.type).toBe('beAppCookiePolicy');
    const accepted = await api.call('POST', '/v2/memberships/me/contracts/accept', { token: accessToken, body: { ids: [contract?.id] } });
    expect(accepted.json.data).toMatchObject({ missingContracts: [] });
  });

  it('deletes my membership and its sessions', async () => {
    const { accessToken, refreshToken } = await api.signIn('ada@demo.test');
    const deleted = await api.call('DELETE', '/v2/memberships/me', { token: accessToken });
    expect(deleted.status).toBe(204);
    expect((await api.call('GET', '/v2/memberships/me', { token: accessToken })).status).toBe(401);
    expect((await api.call('POST', '/v2/auth/refresh', { body: { refreshToken } })).status).toBe(401);
    // Ada had no other membership, so her user is gone and the e-mail is free again.
    const available = await api.call('GET', '/v2/accounts/available', { query: { email: 'ada@demo.test' } });
    expect(available.json.data).toEqual({ available: true });
  });
});
