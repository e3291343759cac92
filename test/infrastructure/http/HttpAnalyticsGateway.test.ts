// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpAnalyticsGateway } from '../../../src/infrastructure/http/HttpAnalyticsGateway';
import { keepaliveFetch } from '../../../src/infrastructure/http/keepaliveFetch';
import { BASE_URL, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
let unhandled: unknown[] = [];
const recordUnhandled = (reason: unknown) => unhandled.push(reason);

beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', recordUnhandled);
});

afterEach(() => {
  process.off('unhandledRejection', recordUnhandled);
});

/**
 * The gateway returns nothing, so the test watches the wire: the answers the fake back end gave.
 * It must not touch the client's promises either: handling them would hide the very unhandled
 * rejection this test looks for.
 */
function watchAnswers() {
  const answers: { path: string; status: number }[] = [];
  api.server.events.on('response:mocked', ({ request, response }) => {
    answers.push({ path: new URL(request.url).pathname, status: response.status });
  });
  return answers;
}

/** Waits for `count` requests to end, then a few event-loop turns, long enough for Node to report a rejection nobody handled. */
async function settled(count: number, ended: () => number): Promise<void> {
  await vi.waitFor(() => expect(ended()).toBe(count));
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
}

describe('HttpAnalyticsGateway', () => {
  it('posts views, shares and clicks to their paths, and the back end accepts them', async () => {
    await api.enter('harbour-runners');
    const answers = watchAnswers();
    const analytics = new HttpAnalyticsGateway(api.client);

    expect(analytics.view('creativity', 'cre-harbour-shoes')).toBeUndefined();
    analytics.share('content', 'cnt-harbour-10k');
    analytics.click('content', 'cnt-harbour-10k');

    await settled(3, () => answers.length);
    expect(unhandled).toEqual([]);
    expect(answers).toEqual([
      { path: '/v2/analytics/view/creativity/cre-harbour-shoes', status: 204 },
      { path: '/v2/analytics/share/content/cnt-harbour-10k', status: 204 },
      { path: '/v2/analytics/click/content/cnt-harbour-10k', status: 204 },
    ]);
  });

  it("posts a promotion's redeem-it click (Green Table's welcome, which has a link), and the back end accepts it", async () => {
    await api.enter('green-table');
    const answers = watchAnswers();
    new HttpAnalyticsGateway(api.client).redeemItClick('cre-green-welcome');
    await settled(1, () => answers.length);
    expect(answers).toEqual([{ path: '/v2/analytics/promotion/cre-green-welcome/redeem-it-click', status: 204 }]);
    expect(unhandled).toEqual([]);
  });

  it('publishes no app event for a 403 AccessDenied answer: an analytics call never sends the member to /subscribe or /paywall', async () => {
    await api.enter('harbour-runners');
    const denied = () => HttpResponse.json({ error: { code: 'AccessDenied', message: 'Subscribe first', details: { reason: 'canceled' } } }, { status: 403 });
    api.server.use(http.post(`${BASE_URL}/v2/analytics/view/:type/:id`, denied), http.post(`${BASE_URL}/v2/analytics/promotion/:id/redeem-it-click`, denied));
    const answers = watchAnswers();
    const analytics = new HttpAnalyticsGateway(api.client);

    analytics.view('content', 'cnt-harbour-10k');
    analytics.redeemItClick('cre-green-welcome');

    await settled(2, () => answers.length);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403]);
    expect(api.events).toEqual([]);
    expect(unhandled).toEqual([]);
    // The same answer to one of the app's own calls is the forbidden access the shell reacts to.
    await expect(api.client.post('/v2/analytics/view/content/cnt-harbour-10k')).rejects.toMatchObject({ code: 'AccessDenied' });
    expect(api.events).toEqual([{ type: 'forbiddenAccess', reason: 'canceled', networkId: expect.any(String) }]);
  });

  it('on the analytics client (keepaliveFetch), sends each event with keepalive, so it outlives a page being hidden or closed', async () => {
    await api.enter('harbour-runners');
    const sent: { keepalive: boolean; method: string }[] = [];
    api.server.events.on('request:start', ({ request }) => void sent.push({ keepalive: request.keepalive, method: request.method }));
    const answers = watchAnswers();
    new HttpAnalyticsGateway(api.newClient(keepaliveFetch)).view('content', 'cnt-harbour-10k');
    await settled(1, () => answers.length);
    expect(sent).toEqual([{ keepalive: true, method: 'POST' }]);
  });

  it('swallows a 500 without throwing nor leaving an unhandled rejection', async () => {
    await api.enter('harbour-runners');
    api.backend.scenarios.set({ failingCall: 'POST /v2/analytics/view/{type}/{id}' });
    const answers = watchAnswers();

    expect(() => new HttpAnalyticsGateway(api.client).view('content', 'cnt-harbour-10k')).not.toThrow();

    await settled(1, () => answers.length);
    expect(answers).toEqual([{ path: '/v2/analytics/view/content/cnt-harbour-10k', status: 500 }]);
    expect(unhandled).toEqual([]);
  });

  it('swallows an unknown subject (404) and an unreachable server', async () => {
    await api.enter('harbour-runners');
    const answers = watchAnswers();
    let networkErrors = 0;
    api.server.events.on('request:end', ({ request }) => {
      if (request.url.includes('redeem-it-click')) networkErrors++;
    });
    const analytics = new HttpAnalyticsGateway(api.client);

    analytics.click('content', 'cnt-does-not-exist');
    api.server.use(http.post(`${BASE_URL}/v2/analytics/promotion/:id/redeem-it-click`, () => HttpResponse.error()));
    analytics.redeemItClick('cre-harbour-shoes');

    await settled(2, () => answers.length + networkErrors);
    expect(answers).toEqual([{ path: '/v2/analytics/click/content/cnt-does-not-exist', status: 404 }]);
    expect(unhandled).toEqual([]);
  });
});
