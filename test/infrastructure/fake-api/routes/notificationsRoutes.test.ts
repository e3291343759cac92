// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../src/domain/notifications/Notification';
import { NETWORK_IDS, setupFakeApi, T0 } from '../fakeApiHarness';

const api = setupFakeApi();

const DRAFT = { title: 'Track closed on Tuesday', body: 'The council resurfaces the track: intervals move to the seafront.' };

async function tokenOf(email: string, networkId: string = NETWORK_IDS.harbour): Promise<string> {
  return (await api.signIn(email, networkId)).accessToken;
}

async function notificationsOf(token: string, query: Record<string, string> = {}, networkId: string = NETWORK_IDS.harbour) {
  const answer = await api.call('GET', '/v2/notifications', { token, query, networkId });
  expect(answer.status).toBe(200);
  return { items: answer.json.data as Notification[], metadata: answer.json.metadata as { total: number; unread: number } };
}

describe('reading notifications', () => {
  it("lists the member's own notifications newest first, with the total and the unread count", async () => {
    const ada = await tokenOf('ada@demo.test');
    const { items, metadata } = await notificationsOf(ada);
    expect(metadata).toEqual({ total: 5, unread: 3 });
    expect(items.map((item) => [item.id, item.read])).toEqual([
      ['ntf-harbour-sunday', true],
      ['ntf-harbour-shoes', false],
      ['ntf-harbour-reply', false],
      ['ntf-harbour-10k', false],
      ['ntf-harbour-welcome', true],
    ]);
    expect(items[2]).toEqual({
      id: 'ntf-harbour-reply',
      title: 'Giulia Verdi answered your comment',
      body: expect.any(String),
      link: '/harbour-runners/contents/cnt-harbour-10k',
      createdAt: expect.any(String),
      read: false,
    });
    expect(items.map((item) => item.link)).toEqual([
      '/harbour-runners/contents/cnt-harbour-sunday',
      'https://www.example.com/offers/trail-shoes',
      '/harbour-runners/contents/cnt-harbour-10k',
      '/harbour-runners/contents/cnt-harbour-10k',
      null,
    ]);
  });

  it('pages with limit and offset; the counts are of the whole list', async () => {
    const ada = await tokenOf('ada@demo.test');
    const page = await notificationsOf(ada, { limit: '2', offset: '1' });
    expect(page.items.map((item) => item.id)).toEqual(['ntf-harbour-shoes', 'ntf-harbour-reply']);
    expect(page.metadata).toEqual({ total: 5, unread: 3 });
    expect((await api.call('GET', '/v2/notifications', { token: ada, query: { limit: '0' } })).status).toBe(422);
  });

  it("shows each member only what was sent to them: giulia's post thread is hers, ada's reply is ada's", async () => {
    const giulia = await notificationsOf(await tokenOf('giulia@demo.test'));
    expect(giulia.metadata).toEqual({ total: 5, unread: 3 });
    expect(giulia.items.map((item) => item.id)).toContain('ntf-harbour-drills');
    expect(giulia.items.map((item) => item.id)).not.toContain('ntf-harbour-reply');
    // Nora joined three hours ago: nothing was sent since.
    expect((await notificationsOf(await tokenOf('nora@demo.test'))).metadata).toEqual({ total: 0, unread: 0 });
    const nina = await notificationsOf(await tokenOf('nina@demo.test', NETWORK_IDS.atelier), {}, NETWORK_IDS.atelier);
    expect(nina.items.map((item) => item.id)).toEqual(['ntf-atelier-kiln']);
  });

  it('asks a guest to sign in', async () => {
    for (const [method, path] of [['GET', '/v2/notifications'], ['POST', '/v2/notifications/ntf-harbour-10k/read'], ['POST', '/v2/notifications']] as const) {
      const answer = await api.call(method, path, { body: method === 'POST' ? DRAFT : undefined });
      expect([answer.status, answer.json.error?.code]).toEqual([401, 'AuthenticationRequired']);
    }
  });
});

describe('marking as read', () => {
  it('marks it read for this member only, answering 204 every time', async () => {
    const ada = await tokenOf('ada@demo.test');
    for (let time = 0; time < 2; time += 1) {
      const answer = await api.call('POST', '/v2/notifications/ntf-harbour-shoes/read', { token: ada, body: {} });
      expect([answer.status, answer.json]).toEqual([204, {}]);
    }
    const after = await notificationsOf(ada);
    expect(after.metadata).toEqual({ total: 5, unread: 2 });
    expect(after.items.find((item) => item.id === 'ntf-harbour-shoes')?.read).toBe(true);

    const giulia = await notificationsOf(await tokenOf('giulia@demo.test'));
    expect(giulia.items.find((item) => item.id === 'ntf-harbour-shoes')?.read).toBe(false);
  });

  it("answers 404 NotFound for an unknown notification, someone else's and another network's", async () => {
    const ada = await tokenOf('ada@demo.test');
    for (const id of ['ntf-nothing', 'ntf-harbour-drills', 'ntf-atelier-kiln']) {
      const answer = await api.call('POST', `/v2/notifications/${id}/read`, { token: ada, body: {} });
      expect([answer.status, answer.json.error?.code]).toEqual([404, 'NotFound']);
    }
  });
});

describe('sending notifications', () => {
  it('lets a network manager send one to every member of the network, the sender included, unread for all', async () => {
    const marco = await tokenOf('marco@demo.test');
    const link = '/harbour-runners/contents/cnt-harbour-10k';
    const sent = await api.call('POST', '/v2/notifications', { token: marco, body: { ...DRAFT, link } });
    expect(sent.status).toBe(201);
    const notification = sent.json.data as Notification;
    expect(notification).toEqual({ id: expect.stringMatching(/^ntf-/), ...DRAFT, link, createdAt: new Date(T0).toISOString(), read: false });

    for (const email of ['ada@demo.test', 'giulia@demo.test', 'victor@demo.test', 'nora@demo.test', 'marco@demo.test']) {
      const { items } = await notificationsOf(await tokenOf(email));
      expect(items[0], email).toEqual(notification);
    }
    expect((await notificationsOf(marco)).metadata).toEqual({ total: 5, unread: 2 });
    const nina = await notificationsOf(await tokenOf('nina@demo.test', NETWORK_IDS.atelier), {}, NETWORK_IDS.atelier);
    expect(nina.items.map((item) => item.id)).not.toContain(notification.id);
  });

  it.each([
    ['a trusted contributor', 'giulia@demo.test'],
    ['a user', 'ada@demo.test'],
  ])('refuses %s with 403 Forbidden', async (_, email) => {
    const answer = await api.call('POST', '/v2/notifications', { token: await tokenOf(email), body: DRAFT });
    expect([answer.status, answer.json.error?.code]).toEqual([403, 'Forbidden']);
    expect(api.backend.state.notifications.some((record) => record.title === DRAFT.title)).toBe(false);
  });

  it('needs a title and a text', async () => {
    const marco = await tokenOf('marco@demo.test');
    const answer = await api.call('POST', '/v2/notifications', { token: marco, body: { title: '  ', body: '' } });
    expect([answer.status, answer.json.error?.code]).toEqual([422, 'ValidationError']);
    expect(Object.keys(answer.json.error?.details?.fields as object)).toEqual(['title', 'body']);
  });

  it.each([
    'javascript:alert(1)',
    'http://www.example.com/offer',
    '//evil.example/path',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'data:text/html,<script>alert(1)</script>',
    'https://user:secret@www.example.com/',
    'harbour-runners/contents/cnt-harbour-10k',
    '/harbour runners',
  ])('refuses the unsafe link %s with 422 on the link field', async (link) => {
    const marco = await tokenOf('marco@demo.test');
    const answer = await api.call('POST', '/v2/notifications', { token: marco, body: { ...DRAFT, link } });
    expect([answer.status, answer.json.error?.code]).toEqual([422, 'ValidationError']);
    expect(answer.json.error?.details).toEqual({ fields: { link: 'The link must be a path of this site (starting with /) or an https:// address.' } });
  });

  it.each([
    ['a path of this site', '/harbour-runners/contents/cnt-harbour-sunday', '/harbour-runners/contents/cnt-harbour-sunday'],
    ['an https address', 'https://www.example.com/offers/trail-shoes?from=club', 'https://www.example.com/offers/trail-shoes?from=club'],
    ['no link', undefined, null],
    ['null', null, null],
    ['a blank link', '  ', null],
  ])('accepts %s', async (_, link, stored) => {
    const marco = await tokenOf('marco@demo.test');
    const answer = await api.call('POST', '/v2/notifications', { token: marco, body: { ...DRAFT, link } });
    expect(answer.status).toBe(201);
    expect((answer.json.data as Notification).link).toBe(stored);
  });
});

describe('a deleted membership', () => {
  it('takes the notifications addressed to it along', async () => {
    const ada = await tokenOf('ada@demo.test');
    expect((await api.call('DELETE', '/v2/memberships/me', { token: ada })).status).toBe(204);
    const { notifications } = api.backend.state;
    expect(notifications.some((record) => record.recipientIds.includes('mem-ada-harbour') || record.readByIds.includes('mem-ada-harbour'))).toBe(false);
    // The reply was hers alone.
    expect(notifications.map((record) => record.id)).not.toContain('ntf-harbour-reply');
    expect(notifications.map((record) => record.id)).toContain('ntf-harbour-10k');
  });
});

describe('live events of the notification calls (api-contract.md Live events)', () => {
  it('publishes notification.created, unread, to the members it was sent to', async () => {
    const marco = await tokenOf('marco@demo.test');
    const sent = await api.call('POST', '/v2/notifications', { token: marco, body: DRAFT });
    const [event] = api.backend.liveEvents.after(NETWORK_IDS.harbour, 0) ?? [];
    const recipients = api.backend.state.memberships.filter((member) => member.networkId === NETWORK_IDS.harbour).map((member) => member.id);
    expect(event).toEqual({ id: 1, name: 'notification.created', data: sent.json.data, audience: { kind: 'members', memberIds: recipients } });
    expect((sent.json.data as Notification).read).toBe(false);
  });
});
