// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { NETWORK_IDS } from '../../../src/infrastructure/fake-api';
import { HttpMembershipGateway } from '../../../src/infrastructure/http/HttpMembershipGateway';
import { BASE_URL, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const memberships = () => new HttpMembershipGateway(api.client);

describe('HttpMembershipGateway', () => {
  it("reads the signed-in member's membership", async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');

    await expect(memberships().me()).resolves.toEqual({
      id: 'mem-ada-harbour',
      firstName: 'Ada',
      lastName: 'Rossi',
      email: 'ada@demo.test',
      role: 'user',
      networkId: NETWORK_IDS.harbour,
      lastLocale: 'en',
      isAccessAuthorized: true,
      accessDenyReason: null,
      isProfileCompleted: true,
      emailConfirmed: true,
      shouldVerifyEmailToContinue: false,
      marketingAccepted: false,
      partnerAccepted: false,
      profilingAccepted: false,
      missingContracts: [],
      birthday: '1991-04-12',
      credits: 5,
      avatarUrl: null,
    });
  });

  it("reads the member's picture, and none where its address is not safe to show", async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');
    const ada = api.backend.state.memberships.find((member) => member.id === 'mem-ada-harbour');
    if (!ada) throw new Error('Ada is in the seed.');
    ada.avatarUrl = 'https://images.example.com/ada.png';
    await expect(memberships().me()).resolves.toMatchObject({ avatarUrl: 'https://images.example.com/ada.png' });
    ada.avatarUrl = 'javascript:alert(1)';
    await expect(memberships().me()).resolves.toMatchObject({ avatarUrl: null });
  });

  it('reads the deny reason of a member the network refuses', async () => {
    await api.signIn('green-table', 'elena@demo.test');
    await expect(memberships().me()).resolves.toMatchObject({ isAccessAuthorized: false, accessDenyReason: 'canceled' });
  });

  it('answers 401 to a guest', async () => {
    await api.enter('harbour-runners');
    await expect(memberships().me()).rejects.toMatchObject({ status: 401, code: 'AuthenticationRequired' });
  });

  it('updates names, consents and locale, and answers the updated membership', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');

    const updated = await memberships().update('mem-ada-harbour', {
      firstName: 'Adele',
      marketingAccepted: true,
      profilingAccepted: true,
      lastLocale: 'it',
      customFields: [{ id: 'cf-harbour-distance', answer: '10K' }],
    });

    expect(updated).toMatchObject({ firstName: 'Adele', marketingAccepted: true, profilingAccepted: true, partnerAccepted: false, lastLocale: 'it' });
    await expect(memberships().me()).resolves.toMatchObject({ firstName: 'Adele', lastLocale: 'it' });
  });

  it('refuses invalid values with 422 ValidationError and the server message', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');

    const error = await memberships().update('mem-ada-harbour', { firstName: 'Al' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'ValidationError', message: 'Names must be at least 3 characters long.' });
  });

  it("refuses to change someone else's membership with 403 Forbidden", async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');
    await expect(memberships().update('mem-giulia-harbour', { firstName: 'Hacked' })).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
  });

  it('accepts the missing contracts', async () => {
    await api.signIn('harbour-runners', 'nora@demo.test');
    const before = await memberships().me();
    expect(before.missingContracts).toHaveLength(1);

    const after = await memberships().acceptContracts(before.missingContracts.map((contract) => contract.id));

    expect(after.missingContracts).toEqual([]);
  });

  it('deletes my membership: my session ends with it', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');

    await expect(memberships().deleteMe()).resolves.toBeUndefined();

    const me = memberships().me();
    await api.refusedRefreshGraceElapsed();
    await expect(me).rejects.toMatchObject({ status: 401 });
    expect(api.events).toEqual([{ type: 'sessionExpired', networkId: 'net-harbour-runners' }]);
  });

  it('turns a membership with a wrong role into MalformedResponse', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');
    const valid = await memberships().me();
    api.server.use(http.get(`${BASE_URL}/v2/memberships/me`, () => HttpResponse.json({ data: { ...valid, role: 'admin' } })));

    await expect(memberships().me()).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data.role' } });
  });

  it('turns a missing contract without an id into MalformedResponse naming it', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');
    const valid = await memberships().me();
    api.server.use(
      http.post(`${BASE_URL}/v2/memberships/me/contracts/accept`, () =>
        HttpResponse.json({ data: { ...valid, missingContracts: [{ type: 'terms' }] } }),
      ),
    );

    await expect(memberships().acceptContracts(['x'])).rejects.toMatchObject({ details: { field: 'data.missingContracts[0].id' } });
  });
});
