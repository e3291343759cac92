// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { HttpCouponGateway } from '../../../src/infrastructure/http/HttpCouponGateway';
import { BASE_URL, leftOutReport, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const coupons = () => new HttpCouponGateway(api.client, api.monitoring);
const CODE = /^HR-[A-HJ-NP-Z2-9]{6}$/;

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('HttpCouponGateway', () => {
  it('lists the coupons to a guest, newest first, expired ones too, without codes', async () => {
    await api.enter('harbour-runners');

    const list = await coupons().list();

    expect(list.map((coupon) => [coupon.id, coupon.remaining, coupon.code])).toEqual([
      ['cpn-harbour-shoes', 98, null],
      ['cpn-harbour-massage', 1, null],
      ['cpn-harbour-coffee', null, null],
      ['cpn-harbour-gels', 19, null],
    ]);
    expect(list[0]).toMatchObject({ title: '15% off trail shoes', imageUrl: '/demo/coupon-harbour-shoes.svg', expiresAt: expect.any(String) });
    expect(Date.parse(list[3]?.expiresAt ?? '')).toBeLessThan(Date.now());
  });

  it('downloads a code for a member, and the same code again without using up another', async () => {
    await api.signIn('harbour-runners', 'bruno@demo.test');

    const first = await coupons().download('cpn-harbour-shoes');
    expect(first).toMatchObject({ id: 'cpn-harbour-shoes', remaining: 97, code: expect.stringMatching(CODE) });
    await expect(coupons().download('cpn-harbour-shoes')).resolves.toEqual(first);
    expect((await coupons().list())[0]).toEqual(first);
  });

  it('answers a guest’s download with 401', async () => {
    await api.enter('harbour-runners');

    await expect(coupons().download('cpn-harbour-coffee')).rejects.toMatchObject({ status: 401, code: 'AuthenticationRequired' });
  });

  it('refuses a coupon that has run out with 409 CouponExhausted', async () => {
    await api.signIn('harbour-runners', 'bruno@demo.test');
    await expect(coupons().download('cpn-harbour-massage')).resolves.toMatchObject({ remaining: 0 });

    await api.signIn('harbour-runners', 'mara@demo.test');
    const error = await failureOf(coupons().download('cpn-harbour-massage'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CouponExhausted', message: 'This coupon has run out: every code has been taken.' });
  });

  it('refuses an expired coupon with 410 CouponExpired', async () => {
    await api.signIn('harbour-runners', 'bruno@demo.test');

    await expect(coupons().download('cpn-harbour-gels')).rejects.toMatchObject({ status: 410, code: 'CouponExpired', message: 'This coupon has expired.' });
  });

  it('lets a manager create a coupon (201, listed first) and delete it (204, gone)', async () => {
    await api.signIn('harbour-runners', 'irene@demo.test');
    const network = api.backend.networkBySlug('harbour-runners')?.customization.id ?? '';
    api.backend.state.uploads.push({ id: 'upl-shirt', networkId: network, memberId: 'mem-irene-harbour', contentType: 'image/png', size: 10, width: 8, height: 8, dataUrl: 'data:image/png;base64,' });
    const imageUrl = 'http://127.0.0.1:4010/v2/uploads/upl-shirt';
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();

    const created = await coupons().create({ title: 'Club T-shirt', description: 'At the clubhouse.', imageUrl, expiresAt, quantity: 30 });

    expect(created).toEqual({ id: expect.any(String), title: 'Club T-shirt', description: 'At the clubhouse.', imageUrl, expiresAt, remaining: 30, code: null });
    expect((await coupons().list())[0]).toEqual(created);
    await expect(coupons().create({ title: 'Unlimited water' })).resolves.toMatchObject({ remaining: null, expiresAt: null, imageUrl: null, description: null });

    await expect(coupons().delete(created.id)).resolves.toBeUndefined();
    expect((await coupons().list()).map((coupon) => coupon.id)).not.toContain(created.id);
  });

  it('refuses a plain member’s create and delete with 403 Forbidden', async () => {
    await api.signIn('harbour-runners', 'ada@demo.test');

    await expect(coupons().create({ title: 'Mine' })).rejects.toMatchObject({ status: 403, code: 'Forbidden', message: 'Only network managers can create or delete coupons.' });
    await expect(coupons().delete('cpn-harbour-coffee')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
  });

  it('passes on the 422 ValidationError field by field', async () => {
    await api.signIn('harbour-runners', 'irene@demo.test');

    await expect(
      coupons().create({ title: '', description: 'x'.repeat(501), imageUrl: 'https://images.example.com/x.png', expiresAt: '2020-01-01T00:00:00Z', quantity: -1 }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'ValidationError',
      details: { fields: { title: expect.any(String), description: expect.any(String), imageUrl: expect.any(String), expiresAt: expect.any(String), quantity: expect.any(String) } },
    });
  });

  it('leaves out a coupon that cannot be read, lists the others, and reports it', async () => {
    await api.enter('harbour-runners');
    const coupon = { id: 'c2', title: 'T', description: null, imageUrl: 'javascript:alert(1)', expiresAt: null, remaining: 3, code: null };
    api.server.use(http.get(`${BASE_URL}/v2/coupons`, () => HttpResponse.json({ data: [{ ...coupon, id: 'c1', remaining: -1 }, coupon] })));

    await expect(coupons().list()).resolves.toEqual([{ ...coupon, imageUrl: null }]);
    expect(api.monitoring.errors).toEqual([leftOutReport('coupons', 'remaining', 'c1')]);
  });

  it('turns a malformed answer into MalformedResponse', async () => {
    await api.signIn('harbour-runners', 'bruno@demo.test');
    api.server.use(
      http.get(`${BASE_URL}/v2/coupons`, () => HttpResponse.json({ data: { coupons: [] } })),
      http.post(`${BASE_URL}/v2/coupons/:id/download`, () => HttpResponse.json({ data: { id: 'c1', title: 'T', description: null, imageUrl: null, expiresAt: 'soon', remaining: null, code: 'HR-AAAAAA' } })),
    );

    await expect(coupons().list()).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data' } });
    await expect(coupons().download('c1')).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data.expiresAt' } });
  });
});
