import type { CouponGateway } from '../../application/ports/CouponGateway';
import type { Monitoring } from '../../application/ports/Monitoring';
import type { Coupon, CouponDraft } from '../../domain/coupons/Coupon';
import type { ApiClient } from './ApiClient';
import { dataOf } from './readers';
import { fieldsOf, listReaderOf, malformedAnswer, readId, readIsoDate, readNullable, readNumber, readSafeUrl, readString, type ListReader, type Reader } from './wire';

/** How many codes are left: a whole number, never below zero. */
const readCount: Reader<number> = (value, field) => {
  const count = readNumber(value, field);
  if (!Number.isInteger(count) || count < 0) throw malformedAnswer(field);
  return count;
};

export const readCoupon: Reader<Coupon> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    title: read('title', readString),
    description: read('description', readNullable(readString)),
    // A picture whose address is not safe to show is none.
    imageUrl: read('imageUrl', readNullable(readSafeUrl)),
    expiresAt: read('expiresAt', readNullable(readIsoDate)),
    remaining: read('remaining', readNullable(readCount)),
    code: read('code', readNullable(readString)),
  };
};

const couponPath = (couponId: string) => `/v2/coupons/${encodeURIComponent(couponId)}`;

export class HttpCouponGateway implements CouponGateway {
  private readonly readList: ListReader;

  constructor(
    private readonly api: ApiClient,
    monitoring: Pick<Monitoring, 'reportError'>,
  ) {
    this.readList = listReaderOf(monitoring);
  }

  async list(): Promise<Coupon[]> {
    return dataOf(await this.api.get('/v2/coupons'), this.readList('coupons', readCoupon));
  }

  async download(couponId: string): Promise<Coupon> {
    return dataOf(await this.api.post(`${couponPath(couponId)}/download`, {}), readCoupon);
  }

  async create(draft: CouponDraft): Promise<Coupon> {
    // The contract's optional fields go only when given.
    const body = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined));
    return dataOf(await this.api.post('/v2/coupons', body), readCoupon);
  }

  async delete(couponId: string): Promise<void> {
    await this.api.delete(couponPath(couponId));
  }
}
