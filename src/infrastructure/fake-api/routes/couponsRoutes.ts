import {
  COUPON_DESCRIPTION_MAX,
  COUPON_QUANTITY_MAX,
  COUPON_TITLE_MAX,
  isExhausted,
  isExpired,
  type Coupon,
} from '../../../domain/coupons/Coupon';
import { can } from '../../../domain/roles/Permission';
import { fail } from '../FakeApiError';
import type { CouponRecord, MembershipRecord } from '../FakeState';
import { data, noContent, type Route, type RouteContext } from '../Route';
import { COUPON_REFUSALS, couponCode, couponCodePrefix } from '../rules/couponCodes';
import { FieldProblems, type JsonObject } from '../rules/validation';
import { uploadOfUrl } from './uploadsRoutes';

/** A date and a time with its offset (`2026-05-01T18:00:00Z`, `…+02:00`): an expiry is an instant, not a day. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The wire view for `viewer` (null: a guest, who never has a code). */
export function toCoupon(record: CouponRecord, viewer: MembershipRecord | null): Coupon {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    imageUrl: record.imageUrl,
    expiresAt: record.expiresAt,
    remaining: record.quantity === null ? null : Math.max(0, record.quantity - record.codes.length),
    code: viewer === null ? null : (record.codes.find((each) => each.membershipId === viewer.id)?.code ?? null),
  };
}

function newestFirst(a: CouponRecord, b: CouponRecord): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
}

/** An unknown coupon, or one of another network, is 404 `NotFound`. */
function couponOfThisNetwork(context: RouteContext, id: string): CouponRecord {
  const record = context.state.coupons.find((candidate) => candidate.id === id);
  if (!record || record.networkId !== context.network.customization.id) fail(404, COUPON_REFUSALS.notFound.code, COUPON_REFUSALS.notFound.message);
  return record;
}

function requireManager(member: MembershipRecord): void {
  if (!can(member.role, 'coupons.manage')) fail(403, COUPON_REFUSALS.forbidden.code, COUPON_REFUSALS.forbidden.message);
}

type Draft = Pick<CouponRecord, 'title' | 'description' | 'imageUrl' | 'expiresAt' | 'quantity'>;

/**
 * `{title, description?, imageUrl?, expiresAt?, quantity?}`: the domain's limits; a picture uploaded to this network
 * (`POST /v2/uploads`, as a content's cover or a member's picture); an expiry ahead of now; a quantity a whole number
 * from 1 (none: unlimited). A blank description is none; null is as good as leaving a field out.
 */
function readDraft(context: RouteContext, body: JsonObject): Draft {
  const problems = new FieldProblems();
  const title = typeof body.title === 'string' ? body.title.trim() : '';
  if (!title) problems.add('title', 'The title is required.');
  else if (title.length > COUPON_TITLE_MAX) problems.add('title', `The title can be at most ${COUPON_TITLE_MAX} characters long.`);

  let description: string | null = null;
  if (body.description !== undefined && body.description !== null) {
    if (typeof body.description !== 'string') problems.add('description', 'The description must be text.');
    else if (body.description.trim().length > COUPON_DESCRIPTION_MAX) problems.add('description', `The description can be at most ${COUPON_DESCRIPTION_MAX} characters long.`);
    else description = body.description.trim() || null;
  }

  let imageUrl: string | null = null;
  if (body.imageUrl !== undefined && body.imageUrl !== null) {
    const upload = typeof body.imageUrl === 'string' ? uploadOfUrl(context.state, body.imageUrl) : undefined;
    if (typeof body.imageUrl === 'string' && upload?.networkId === context.network.customization.id) imageUrl = body.imageUrl;
    else problems.add('imageUrl', 'The picture must be one uploaded to this network.');
  }

  let expiresAt: string | null = null;
  if (body.expiresAt !== undefined && body.expiresAt !== null) {
    const instant = typeof body.expiresAt === 'string' && DATE_TIME.test(body.expiresAt) ? Date.parse(body.expiresAt) : Number.NaN;
    if (Number.isNaN(instant)) problems.add('expiresAt', 'The expiry must be a date and time such as 2026-05-01T18:00:00Z.');
    else if (instant <= context.backend.now()) problems.add('expiresAt', 'The expiry must be in the future.');
    else expiresAt = new Date(instant).toISOString();
  }

  let quantity: number | null = null;
  if (body.quantity !== undefined && body.quantity !== null) {
    if (typeof body.quantity !== 'number' || !Number.isInteger(body.quantity) || body.quantity < 1 || body.quantity > COUPON_QUANTITY_MAX) {
      problems.add('quantity', `The quantity must be a whole number from 1 to ${COUPON_QUANTITY_MAX}.`);
    } else quantity = body.quantity;
  }
  problems.throwIfAny();
  return { title, description, imageUrl, expiresAt, quantity };
}

/**
 * api-contract.md `/v2/coupons`. Anyone who may read the network lists its coupons, newest first, expired ones
 * included (a guest's without codes); a member downloads a code, and downloading again answers the same one (even once
 * expired or run out). Network managers create and delete them.
 */
export const couponsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v2/coupons',
    readAccess: true,
    handle: (context) => {
      const networkId = context.network.customization.id;
      const coupons = context.state.coupons.filter((record) => record.networkId === networkId).sort(newestFirst);
      return data(coupons.map((record) => toCoupon(record, context.viewer)));
    },
  },
  {
    method: 'POST',
    path: '/v2/coupons/{id}/download',
    auth: 'required',
    readAccess: true,
    handle: (context) => {
      const member = context.member();
      const record = couponOfThisNetwork(context, context.param('id'));
      if (record.codes.some((each) => each.membershipId === member.id)) return data(toCoupon(record, member));
      const coupon = toCoupon(record, member);
      if (isExpired(coupon, context.backend.now())) fail(410, COUPON_REFUSALS.expired.code, COUPON_REFUSALS.expired.message);
      if (isExhausted(coupon)) fail(409, COUPON_REFUSALS.exhausted.code, COUPON_REFUSALS.exhausted.message);
      const prefix = couponCodePrefix(context.network.customization.name);
      const code = couponCode(prefix, record.id, member.id, record.codes.map((each) => each.code));
      record.codes.push({ membershipId: member.id, code, downloadedAt: context.backend.isoNow() });
      return data(toCoupon(record, member));
    },
  },
  {
    method: 'POST',
    path: '/v2/coupons',
    auth: 'required',
    handle: async (context) => {
      const member = context.member();
      requireManager(member);
      const draft = readDraft(context, await context.json());
      const record: CouponRecord = {
        id: context.backend.nextId('cpn'),
        networkId: context.network.customization.id,
        ...draft,
        createdAt: context.backend.isoNow(),
        codes: [],
      };
      context.state.coupons.push(record);
      return data(toCoupon(record, member), {}, 201);
    },
  },
  {
    method: 'DELETE',
    path: '/v2/coupons/{id}',
    auth: 'required',
    handle: (context) => {
      requireManager(context.member());
      const record = couponOfThisNetwork(context, context.param('id'));
      context.state.coupons = context.state.coupons.filter((candidate) => candidate !== record);
      return noContent();
    },
  },
];
