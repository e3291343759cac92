import { describe, expect, it } from 'vitest';
import { InMemoryCouponGateway } from '../../../src/infrastructure/memory/InMemoryCouponGateway';
import { sampleCoupon } from '../../../src/infrastructure/memory/samples';

const NOW = Date.parse('2026-03-10T09:00:00Z');

function gateway(): InMemoryCouponGateway {
  const coupons = new InMemoryCouponGateway([
    sampleCoupon({ id: 'shoes', remaining: 1 }),
    sampleCoupon({ id: 'gels', expiresAt: '2026-03-01T00:00:00Z' }),
    sampleCoupon({ id: 'kept', code: 'HR-KEPT22', expiresAt: '2026-03-01T00:00:00Z', remaining: 0 }),
  ]);
  coupons.now = () => NOW;
  return coupons;
}

describe('InMemoryCouponGateway', () => {
  it('downloads a code, the same one again, and refuses with 409 and 410 as the contract', async () => {
    const coupons = gateway();

    const first = await coupons.download('shoes');
    expect(first).toMatchObject({ remaining: 0, code: expect.stringMatching(/^HR-[A-HJ-NP-Z2-9]{6}$/) });
    await expect(coupons.download('shoes')).resolves.toEqual(first);
    await expect(coupons.download('gels')).rejects.toMatchObject({ status: 410, code: 'CouponExpired' });
    await expect(coupons.download('kept')).resolves.toMatchObject({ code: 'HR-KEPT22' });

    const other = new InMemoryCouponGateway([sampleCoupon({ id: 'none', remaining: 0 })]);
    await expect(other.download('none')).rejects.toMatchObject({ status: 409, code: 'CouponExhausted' });
  });

  it('lists to a guest without codes and asks them to sign in to download', async () => {
    const coupons = gateway();
    coupons.signedIn = false;

    expect((await coupons.list()).map((coupon) => coupon.code)).toEqual([null, null, null]);
    await expect(coupons.download('shoes')).rejects.toMatchObject({ status: 401, code: 'AuthenticationRequired' });
  });

  it('creates and deletes for a manager only', async () => {
    const coupons = gateway();

    await expect(coupons.create({ title: 'Mine' })).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    await expect(coupons.delete('shoes')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    coupons.role = 'network_manager';
    const created = await coupons.create({ title: 'Free entry', quantity: 5 });
    expect(created).toEqual({ id: expect.any(String), title: 'Free entry', description: null, imageUrl: null, expiresAt: null, remaining: 5, code: null });
    expect((await coupons.list())[0]).toEqual(created);
    await coupons.delete(created.id);
    expect((await coupons.list()).map((coupon) => coupon.id)).toEqual(['shoes', 'gels', 'kept']);
    await expect(coupons.delete(created.id)).rejects.toMatchObject({ status: 404 });
    expect(coupons.callsOf('create')).toEqual([[{ title: 'Mine' }], [{ title: 'Free entry', quantity: 5 }]]);
  });
});
