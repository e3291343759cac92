// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { HttpNotificationGateway } from '../../../src/infrastructure/http/HttpNotificationGateway';
import { BASE_URL, leftOutReport, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const notifications = () => new HttpNotificationGateway(api.client, api.monitoring);

describe('HttpNotificationGateway', () => {
  it("lists the member's notifications newest first, with the unread count", async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');

    const page = await notifications().list({ limit: 50, offset: 0 });

    expect(page.items.length).toBeGreaterThan(0);
    expect(page.total).toBe(page.items.length);
    expect(page.unread).toBe(page.items.filter((notification) => !notification.read).length);
    const dates = page.items.map((notification) => notification.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('marks one read, for this member only', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');
    const before = await notifications().list({ limit: 50, offset: 0 });
    const unread = before.items.find((notification) => !notification.read);
    if (!unread) throw new Error('the seed gives ada an unread notification');

    await notifications().markRead(unread.id);

    const after = await notifications().list({ limit: 50, offset: 0 });
    expect(after.unread).toBe(before.unread - 1);
    expect(after.items.find((notification) => notification.id === unread.id)?.read).toBe(true);
  });

  it('lets a manager send one to the network, and refuses anyone else with 403 Forbidden', async () => {
    await api.signIn('harbour-runners', 'giulia@demo.test');
    await expect(notifications().send({ title: 'Hi', body: 'All of you' })).rejects.toMatchObject({ status: 403, code: 'Forbidden' });

    await api.signIn('harbour-runners', 'marco@demo.test');
    const sent = await notifications().send({ title: 'Track closed', body: 'No intervals on Tuesday.', link: '/harbour-runners' });
    expect(sent).toMatchObject({ title: 'Track closed', body: 'No intervals on Tuesday.', link: '/harbour-runners', read: false });

    await api.signIn('harbour-runners', 'ada@demo.test');
    expect((await notifications().list({ limit: 50, offset: 0 })).items[0]).toMatchObject({ title: 'Track closed' });
  });

  it('leaves out a notification that cannot be read, lists the others, and reports it', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');
    const notification = { id: 'n2', title: 'T', body: 'B', link: null, createdAt: '2026-01-01T00:00:00Z', read: false };
    api.server.use(http.get(`${BASE_URL}/v2/notifications`, () => HttpResponse.json({ data: [{ ...notification, id: 'n1', link: 42 }, notification], metadata: { total: 2, unread: 2 } })));

    await expect(notifications().list({ limit: 10, offset: 0 })).resolves.toEqual({ items: [notification], total: 2, unread: 2, skipped: 1 });
    expect(api.monitoring.errors).toEqual([leftOutReport('notifications', 'link', 'n1')]);
  });

  it('turns an answer without the unread count into MalformedResponse', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');
    api.server.use(http.get(`${BASE_URL}/v2/notifications`, () => HttpResponse.json({ data: [], metadata: { total: 0 } })));

    await expect(notifications().list({ limit: 10, offset: 0 })).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'metadata.unread' } });
  });
});
