// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { HttpEngagementGateway } from '../../../src/infrastructure/http/HttpEngagementGateway';
import { BASE_URL, leftOutReport, recordRequests, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const engagement = () => new HttpEngagementGateway(api.client, api.monitoring);
const week = { from: '2024-03-01', to: '2024-03-07' };

describe('HttpEngagementGateway', () => {
  it('reads a time series for the range, one point a day, with its total', async () => {
    await api.signIn('harbour-runners', 'marco@demo.test');
    const requests = recordRequests(api);

    const users = await engagement().timeSeries('users', week);

    expect(users.series.map((point) => point.date)).toEqual(['2024-03-01', '2024-03-02', '2024-03-03', '2024-03-04', '2024-03-05', '2024-03-06', '2024-03-07']);
    expect(users.total).toBe(users.series.reduce((sum, point) => sum + point.value, 0));
    expect(requests.map((url) => [url.pathname, url.searchParams.get('from'), url.searchParams.get('to')])).toEqual([
      ['/analytics/engagement/users', '2024-03-01', '2024-03-07'],
    ]);
  });

  it('reads a ranking, highest first', async () => {
    await api.signIn('harbour-runners', 'marco@demo.test');

    const ranking = await engagement().ranking('most-viewed-contents', week);

    expect(ranking.length).toBeGreaterThan(0);
    expect(ranking[0]).toEqual({ id: expect.stringMatching(/^cnt-/), label: expect.any(String), value: expect.any(Number) });
    expect(ranking.map((entry) => entry.value)).toEqual([...ranking.map((entry) => entry.value)].sort((a, b) => b - a));
  });

  it('refuses a member who does not manage the network with 403 Forbidden', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');
    await expect(engagement().timeSeries('sessions', week)).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
  });

  it('turns an answer of the other shape into MalformedResponse', async () => {
    await api.signIn('harbour-runners', 'marco@demo.test');
    api.server.use(http.get(`${BASE_URL}/analytics/engagement/:metric`, () => HttpResponse.json({ data: [{ id: 'a', label: 'A', value: 1 }] })));

    await expect(engagement().timeSeries('users', week)).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data' } });
  });

  it('leaves out a ranking entry without a value, keeps the others, and reports it', async () => {
    await api.signIn('harbour-runners', 'marco@demo.test');
    api.server.use(http.get(`${BASE_URL}/analytics/engagement/:metric`, () => HttpResponse.json({ data: [{ id: 'a', label: 'A', value: 'many' }, { id: 'b', label: 'B', value: 3 }] })));

    await expect(engagement().ranking('most-messages', week)).resolves.toEqual([{ id: 'b', label: 'B', value: 3 }]);
    expect(api.monitoring.errors).toEqual([leftOutReport('ranking most-messages', 'value', 'a')]);
  });

  it('cancels a request when its signal aborts (the dashboard’s range changed)', async () => {
    await api.signIn('harbour-runners', 'marco@demo.test');
    const controller = new AbortController();
    const answer = engagement().timeSeries('sessions', week, controller.signal);
    controller.abort();

    await expect(answer).rejects.toMatchObject({ code: ApiError.ABORTED });
  });
});
