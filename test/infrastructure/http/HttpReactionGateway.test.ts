// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { HttpReactionGateway } from '../../../src/infrastructure/http/HttpReactionGateway';
import { BASE_URL, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const reactions = () => new HttpReactionGateway(api.client);

describe('HttpReactionGateway', () => {
  it('gives with PUT {emoji} and takes back with DELETE ?emoji=, answering the target’s reactions afterwards', async () => {
    await api.signIn('harbour-runners', 'victor@demo.test');
    const sent: string[] = [];
    api.server.events.on('request:start', ({ request }) => void request.clone().text().then((body) => sent.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search} ${body}`)));

    await expect(reactions().give({ type: 'content', id: 'cnt-harbour-lighthouse' }, '😮')).resolves.toEqual([
      { emoji: '❤️', count: 3, mine: true },
      { emoji: '😮', count: 2, mine: true },
    ]);
    await expect(reactions().take({ type: 'comment', id: 'cmt-harbour-10' }, '❤️')).resolves.toEqual([{ emoji: '❤️', count: 2, mine: false }]);

    api.server.events.removeAllListeners();
    expect(sent).toEqual([
      'PUT /v2/reactions/content/cnt-harbour-lighthouse?networkId=net-harbour-runners {"emoji":"😮"}',
      `DELETE /v2/reactions/comment/cmt-harbour-10?networkId=net-harbour-runners&emoji=${encodeURIComponent('❤️')} `,
    ]);
  });

  it('fails as the server does: 401 for a guest', async () => {
    await api.enter('harbour-runners');
    await expect(reactions().give({ type: 'content', id: 'cnt-harbour-lighthouse' }, '👍')).rejects.toMatchObject({ status: 401 });
  });

  it('turns reactions it cannot read into MalformedResponse', async () => {
    await api.signIn('harbour-runners', 'victor@demo.test');
    api.server.use(http.put(`${BASE_URL}/v2/reactions/:type/:id`, () => HttpResponse.json({ data: [{ emoji: '💩', count: 1, mine: true }] })));
    await expect(reactions().give({ type: 'content', id: 'cnt-harbour-lighthouse' }, '👍')).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data[0].emoji' } });
  });
});
