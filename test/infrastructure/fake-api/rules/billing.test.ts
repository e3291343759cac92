// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planChangeDue, startingTerms, unusedShare } from '../../../../src/infrastructure/fake-api/rules/billing';

const NOW = '2026-01-31T09:00:00.000Z';

describe('startingTerms', () => {
  it.each([
    ['a one-off purchase: for good, charged at once', { interval: 'once', price: 4900 }, 0, { status: 'active', currentPeriodStart: null, currentPeriodEnd: null, trialEnd: null, firstInvoice: 4900 }],
    ['a trial: the first period ends with it, the first invoice is 0', { interval: 'month', price: 900 }, 7, { status: 'trialing', currentPeriodStart: NOW, currentPeriodEnd: '2026-02-07T09:00:00.000Z', trialEnd: '2026-02-07T09:00:00.000Z', firstInvoice: 0 }],
    ['a month charged at once, ending on the calendar', { interval: 'month', price: 900 }, 0, { status: 'active', currentPeriodStart: NOW, currentPeriodEnd: '2026-02-28T09:00:00.000Z', trialEnd: null, firstInvoice: 900 }],
    ['a year charged at once', { interval: 'year', price: 8900 }, 0, { status: 'active', currentPeriodStart: NOW, currentPeriodEnd: '2027-01-31T09:00:00.000Z', trialEnd: null, firstInvoice: 8900 }],
  ] as const)('%s', (_case, bundle, trialDays, expected) => {
    expect(startingTerms(bundle, trialDays, NOW)).toEqual(expected);
  });
});

describe('unusedShare', () => {
  const start = '2026-01-01T00:00:00.000Z';
  const end = '2026-01-11T00:00:00.000Z';

  it.each([
    ['at the start: all of it', Date.parse(start), 1],
    ['three days in', Date.parse('2026-01-04T00:00:00.000Z'), 0.7],
    ['at the end: none', Date.parse(end), 0],
    ['before the start: never more than all', Date.parse('2025-12-31T00:00:00.000Z'), 1],
  ])('%s', (_case, now, share) => {
    expect(unusedShare(start, end, now)).toBeCloseTo(share);
  });

  it('counts a period it does not know as used', () => {
    expect(unusedShare(null, end, Date.parse(start))).toBe(0);
  });
});

describe('planChangeDue', () => {
  const monthly = { interval: 'month', price: 900 } as const;

  it.each([
    ['a dearer plan of the same interval: the difference for the unused part, the period goes on', monthly, { interval: 'month', price: 1500 }, 0.5, { due: 300, newPeriod: false }],
    ['another interval: a new period, less the unused part of this one', monthly, { interval: 'year', price: 8900 }, 0.5, { due: 8450, newPeriod: true }],
    ['another interval cheaper than what is unused: a credit', { interval: 'year', price: 8900 }, monthly, 0.5, { due: -3550, newPeriod: true }],
  ] as const)('%s', (_case, current, target, unused, expected) => {
    expect(planChangeDue(current, target, unused)).toEqual(expected);
  });
});
