// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startingTerms } from '../../../../src/infrastructure/fake-api/rules/billing';

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
