// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../../../src/domain/coupons/Coupon';
import { BASE, NETWORK_IDS, setupFakeApi, T0 } from '../fakeApiHarness';
import { pngHeader } from '../pictureHeaders';

const api = setupFakeApi();

const HARBOUR_CODE = /^HR-[A-HJ-NP-Z2-9]{6}$/;
const HOUR_MS = 3_600_000;

async function tokenOf(email: string, networkId: string = NETWORK_IDS.harbour): Promise<string> {
  return (await api.signIn(email, networkId)).accessToken;
}

async function couponsAs(token?: string, networkId: string = NETWORK_IDS.harbour): Promise<Coupon[]> {
  const answer = await api.call('GET', '/v2/coupons', { token, networkId });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data as Coupon[];
}

function download(id: string, token?: string) {
  return api.call('POST', `/v2/coupons/${id}/download`, { token, body: {} });
}

describe('listing coupons (GET /v2/coupons)', () => {
  it('shows a guest every coupon of the network, newest first, expired ones included, without codes', async () => {
    const coupons = await couponsAs();
    expect(coupons.map((coupon) => [coupon.id, coupon.remaining, coupon.code])).toEqual([
      ['cpn-harbour-shoes', 98, null],
      ['cpn-harbour-massage', 1, null],
      ['cpn-harbour-coffee', null, null],
      ['cpn-harbour-gels', 19, null],
    ]);
    expect(coupons[0]).toEqual({
      id: 'cpn-harbour-shoes',
      title: '15% off trail shoes',
      description: expect.any(String),
      imageUrl: '/demo/coupon-harbour-shoes.svg',
      expiresAt: new Date(T0 + 30 * 86_400_000).toISOString().slice(0, 10) + 'T21:00:00.000Z',
      remaining: 98,
      code: null,
    });
    expect(Date.parse(coupons[3]?.expiresAt ?? '')).toBeLessThan(T0);
    expect(coupons[2]).toMatchObject({ description: null, imageUrl: null, expiresAt: null });
  });

  it('shows each member their own code only', async () => {
    const ada = await couponsAs(await tokenOf('ada@demo.test'));
    expect(ada.map((coupon) => coupon.code !== null)).toEqual([true, false, false, false]);
    expect(ada[0]?.code).toMatch(HARBOUR_CODE);
    const giulia = await couponsAs(await tokenOf('giulia@demo.test'));
    expect(giulia.map((coupon) => coupon.code !== null)).toEqual([true, true, false, true]);
    expect(giulia[0]?.code).not.toBe(ada[0]?.code);
  });

  it('keeps each network’s own, and asks for read access (Green Table: a subscription)', async () => {
    const chiara = await couponsAs(await tokenOf('chiara@demo.test', NETWORK_IDS.greenTable), NETWORK_IDS.greenTable);
    expect(chiara.map((coupon) => [coupon.id, coupon.remaining])).toEqual([['cpn-green-knives', 24], ['cpn-green-herbs', null]]);
    expect(chiara[0]?.code).toMatch(/^GT-[A-HJ-NP-Z2-9]{6}$/);
    const tom = await api.call('GET', '/v2/coupons', { token: await tokenOf('tom@demo.test', NETWORK_IDS.greenTable), networkId: NETWORK_IDS.greenTable });
    expect([tom.status, tom.json.error?.code]).toEqual([403, 'AccessDenied']);
    expect(await couponsAs(undefined, NETWORK_IDS.borgo)).toEqual([]);
  });
});

describe('downloading a coupon (POST /v2/coupons/{id}/download)', () => {
  it('hands the member a code of the network, and the same code again without taking another', async () => {
    const bruno = await tokenOf('bruno@demo.test');
    const first = await download('cpn-harbour-shoes', bruno);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ id: 'cpn-harbour-shoes', remaining: 97, code: expect.stringMatching(HARBOUR_CODE) });
    const again = await download('cpn-harbour-shoes', bruno);
    expect(again.json.data).toEqual(first.json.data);
    expect((await couponsAs(bruno))[0]).toEqual(first.json.data);
    expect((await couponsAs())[0]?.remaining).toBe(97);
  });

  it('gives the last code, then answers 409 CouponExhausted; a member who has one still gets it', async () => {
    const last = await download('cpn-harbour-massage', await tokenOf('bruno@demo.test'));
    expect(last.json.data).toMatchObject({ remaining: 0, code: expect.stringMatching(HARBOUR_CODE) });
    const none = await download('cpn-harbour-massage', await tokenOf('mara@demo.test'));
    expect([none.status, none.json.error]).toEqual([409, { code: 'CouponExhausted', message: 'This coupon has run out: every code has been taken.' }]);
    const rosa = await download('cpn-harbour-massage', await tokenOf('rosa@demo.test'));
    expect(rosa.json.data).toMatchObject({ remaining: 0, code: expect.stringMatching(HARBOUR_CODE) });
  });

  it('answers 410 CouponExpired past the expiry, by the back end’s clock; a code taken before stays the member’s', async () => {
    const bruno = await tokenOf('bruno@demo.test');
    const expired = await download('cpn-harbour-gels', bruno);
    expect([expired.status, expired.json.error]).toEqual([410, { code: 'CouponExpired', message: 'This coupon has expired.' }]);
    const giulia = await download('cpn-harbour-gels', await tokenOf('giulia@demo.test'));
    expect(giulia.json.data).toMatchObject({ code: expect.stringMatching(HARBOUR_CODE), remaining: 19 });

    const irene = await tokenOf('irene@demo.test');
    const soon = (await api.call('POST', '/v2/coupons', { token: irene, body: { title: 'Flash sale', expiresAt: new Date(T0 + HOUR_MS).toISOString() } })).json.data as Coupon;
    api.clock.advance(HOUR_MS);
    expect((await download(soon.id, await tokenOf('bruno@demo.test'))).status).toBe(410);
  });

  it('asks a guest to sign in, and does not know a coupon of another network', async () => {
    const guest = await download('cpn-harbour-coffee');
    expect([guest.status, guest.json.error?.code]).toEqual([401, 'AuthenticationRequired']);
    const elsewhere = await download('cpn-green-knives', await tokenOf('bruno@demo.test'));
    expect([elsewhere.status, elsewhere.json.error?.code]).toEqual([404, 'NotFound']);
  });

  it('counts in the coupons-download statistic of the day', async () => {
    const marco = await tokenOf('marco@demo.test');
    const today = new Date(T0).toISOString().slice(0, 10);
    const downloads = async () =>
      ((await api.call('GET', '/analytics/engagement/coupons-download', { token: marco, query: { from: today, to: today } })).json.data as { total: number }).total;
    const before = await downloads();
    await download('cpn-harbour-coffee', await tokenOf('bruno@demo.test'));
    await download('cpn-harbour-coffee', await tokenOf('bruno@demo.test'));
    await download('cpn-harbour-coffee', await tokenOf('mara@demo.test'));
    expect(await downloads()).toBe(before + 2);
  });
});

describe('creating and deleting coupons (managers only)', () => {
  it('lets a manager create one, listed first, with all its codes left; and delete it', async () => {
    const irene = await tokenOf('irene@demo.test');
    const created = await api.call('POST', '/v2/coupons', {
      token: irene,
      body: { title: '  Free entry to the 10K  ', description: '  ', quantity: 5, expiresAt: '2026-04-01T18:00:00+02:00' },
    });
    expect(created.status).toBe(201);
    const coupon = created.json.data as Coupon;
    expect(coupon).toEqual({ id: expect.any(String), title: 'Free entry to the 10K', description: null, imageUrl: null, expiresAt: '2026-04-01T16:00:00.000Z', remaining: 5, code: null });
    expect((await couponsAs()).map((each) => each.id)[0]).toBe(coupon.id);

    expect((await api.call('DELETE', `/v2/coupons/${coupon.id}`, { token: irene })).status).toBe(204);
    expect((await couponsAs()).map((each) => each.id)).not.toContain(coupon.id);
    expect((await api.call('DELETE', `/v2/coupons/${coupon.id}`, { token: irene })).status).toBe(404);
  });

  it('takes a picture uploaded to this network, and no other address', async () => {
    const irene = await tokenOf('irene@demo.test');
    const form = new FormData();
    form.append('file', new Blob([pngHeader(800, 400)], { type: 'image/png' }), 'picture');
    const uploaded = await fetch(`${BASE}/v2/uploads?networkId=${NETWORK_IDS.harbour}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${irene}` } });
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;

    const created = await api.call('POST', '/v2/coupons', { token: irene, body: { title: 'Club T-shirt', imageUrl: url } });
    expect([created.status, (created.json.data as Coupon).imageUrl]).toEqual([201, url]);
    const outside = await api.call('POST', '/v2/coupons', { token: irene, body: { title: 'Club T-shirt', imageUrl: 'https://images.example.com/shirt.png' } });
    expect([outside.status, outside.json.error?.details]).toEqual([422, { fields: { imageUrl: 'The picture must be one uploaded to this network.' } }]);
  });

  it('refuses anyone but a network manager with 403 Forbidden, and a guest with 401', async () => {
    for (const email of ['ada@demo.test', 'giulia@demo.test']) {
      const token = await tokenOf(email);
      const create = await api.call('POST', '/v2/coupons', { token, body: { title: 'Mine' } });
      expect([create.status, create.json.error]).toEqual([403, { code: 'Forbidden', message: 'Only network managers can create or delete coupons.' }]);
      expect((await api.call('DELETE', '/v2/coupons/cpn-harbour-coffee', { token })).status).toBe(403);
    }
    expect((await api.call('POST', '/v2/coupons', { body: { title: 'Mine' } })).status).toBe(401);
    expect((await couponsAs()).map((coupon) => coupon.id)).toContain('cpn-harbour-coffee');
  });

  it('answers 422 ValidationError field by field', async () => {
    const marco = await tokenOf('marco@demo.test');
    const answer = await api.call('POST', '/v2/coupons', {
      token: marco,
      body: { title: ' ', description: 'x'.repeat(501), imageUrl: 42, expiresAt: new Date(T0 - 1).toISOString(), quantity: 0 },
    });
    expect([answer.status, answer.json.error?.code]).toEqual([422, 'ValidationError']);
    expect(answer.json.error?.details).toEqual({
      fields: {
        title: 'The title is required.',
        description: 'The description can be at most 500 characters long.',
        imageUrl: 'The picture must be one uploaded to this network.',
        expiresAt: 'The expiry must be in the future.',
        quantity: 'The quantity must be a whole number from 1 to 100000.',
      },
    });
    const more = await api.call('POST', '/v2/coupons', { token: marco, body: { title: 'x'.repeat(81), expiresAt: '2026-05-01', quantity: 2.5 } });
    expect(more.json.error?.details).toEqual({
      fields: {
        title: 'The title can be at most 80 characters long.',
        expiresAt: 'The expiry must be a date and time such as 2026-05-01T18:00:00Z.',
        quantity: 'The quantity must be a whole number from 1 to 100000.',
      },
    });
    expect((await api.call('POST', '/v2/coupons', { token: marco, body: { title: 'x'.repeat(80), quantity: 100_000 } })).status).toBe(201);
  });
});
