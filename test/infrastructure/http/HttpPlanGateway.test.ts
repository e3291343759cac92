// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { HttpPlanGateway } from '../../../src/infrastructure/http/HttpPlanGateway';
import { BASE_URL, leftOutReport, serveFakeApi } from './fakeApi';

const T0 = Date.parse('2026-03-10T09:00:00Z');
const api = serveFakeApi({ now: () => T0 });
const plans = () => new HttpPlanGateway(api.client, api.monitoring);

const MONTHLY = {
  id: 'bundle-green-monthly',
  title: 'Monthly',
  description: 'A new menu every week, live cook-alongs with the chefs and the whole recipe archive.',
  price: 900,
  currency: 'EUR',
  interval: 'month',
  intervalType: 'monthly',
  freemium: 7,
  hasFreemium: true,
};

describe('HttpPlanGateway', () => {
  it('lists the plans a subscribable network sells, to a guest too (not the plan it retired)', async () => {
    await api.enter('green-table');

    await expect(plans().bundles()).resolves.toEqual([
      MONTHLY,
      {
        id: 'bundle-green-yearly',
        title: 'Yearly',
        description: 'Everything in the monthly plan, paid once a year: about two months free.',
        price: 8900,
        currency: 'EUR',
        interval: 'year',
        intervalType: 'yearly',
        freemium: 7,
        hasFreemium: true,
      },
    ]);
  });

  it('lists the one-off purchases of a purchasable network, and nothing on a network that sells nothing', async () => {
    await api.enter('blue-note-masterclass');
    const purchases = await plans().bundles();
    expect(purchases.map((bundle) => [bundle.id, bundle.interval, bundle.freemium, bundle.hasFreemium])).toEqual([
      ['bundle-bluenote-course', 'once', 0, false],
      ['bundle-bluenote-review', 'once', 0, false],
    ]);

    await api.enter('harbour-runners');
    await expect(plans().bundles()).resolves.toEqual([]);
  });

  it('reads the current subscription: active, ended, past due on a retired plan, or none', async () => {
    await api.signIn('green-table', 'chiara@demo.test');
    await expect(plans().current()).resolves.toEqual({
      id: 'sub-chiara-yearly',
      bundleId: 'bundle-green-yearly',
      bundleTitle: 'Yearly',
      status: 'active',
      price: 8900,
      currency: 'EUR',
      interval: 'year',
      currentPeriodEnd: '2026-11-17T09:00:00.000Z',
      cancelAtPeriodEnd: false,
      trialEnd: '2025-11-17T09:00:00.000Z',
    });

    await api.signIn('green-table', 'elena@demo.test');
    await expect(plans().current()).resolves.toMatchObject({ id: 'sub-elena-monthly', status: 'canceled', currentPeriodEnd: '2026-02-01T09:00:00.000Z' });

    await api.signIn('green-table', 'paolo@demo.test');
    await expect(plans().current()).resolves.toMatchObject({
      bundleId: 'bundle-green-founders',
      bundleTitle: 'Founding members',
      status: 'past_due',
      price: 700,
      currentPeriodEnd: '2026-04-07T09:00:00.000Z',
    });

    await api.signIn('green-table', 'tom@demo.test');
    await expect(plans().current()).resolves.toBeNull();
  });

  it('reads a one-off purchase as a subscription without a period', async () => {
    await api.signIn('blue-note-masterclass', 'leo@demo.test');

    await expect(plans().current()).resolves.toMatchObject({ bundleId: 'bundle-bluenote-course', status: 'active', interval: 'once', currentPeriodEnd: null, trialEnd: null });
  });

  it.each([
    ['an unknown interval', { interval: 'week' }, 'interval'],
    ['the old boolean freemium', { freemium: true }, 'freemium'],
    ['a fractional price', { price: 9.5 }, 'price'],
    ['a currency that is no ISO code', { currency: 'euro' }, 'currency'],
  ])('leaves out a bundle with %s, lists the others, and reports it', async (_case, change, field) => {
    await api.enter('green-table');
    const other = { ...MONTHLY, id: 'bundle-green-other' };
    api.server.use(http.get(`${BASE_URL}/subscriptions/bundles`, () => HttpResponse.json({ data: [{ ...MONTHLY, ...change }, other] })));

    await expect(plans().bundles()).resolves.toEqual([other]);
    expect(api.monitoring.errors).toEqual([leftOutReport('plans', field, MONTHLY.id)]);
  });

  it('reads a bundle without a description as one with none', async () => {
    await api.enter('green-table');
    const { description: _description, ...withoutDescription } = MONTHLY;
    api.server.use(http.get(`${BASE_URL}/subscriptions/bundles`, () => HttpResponse.json({ data: [withoutDescription] })));

    await expect(plans().bundles()).resolves.toEqual([{ ...MONTHLY, description: null }]);
  });

  it.each([
    ['an unknown status', { status: 'paused' }, 'data.status'],
    ['a renewal date that is no date', { currentPeriodEnd: 'next month' }, 'data.currentPeriodEnd'],
    ['no cancelAtPeriodEnd', { cancelAtPeriodEnd: undefined }, 'data.cancelAtPeriodEnd'],
  ])('turns a current subscription with %s into MalformedResponse', async (_case, change, field) => {
    await api.signIn('green-table', 'chiara@demo.test');
    const current = await plans().current();
    api.server.use(http.get(`${BASE_URL}/subscriptions/current`, () => HttpResponse.json({ data: { ...current, ...change } })));

    await expect(plans().current()).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field } });
  });
});
