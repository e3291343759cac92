import { describe, expect, it } from 'vitest';
import { givesAccess, isCardExpired, planChangeStartsAt, trialDaysOf, yearlySavingPercent } from '../../../src/domain/subscription/Subscription';

describe('subscription rules', () => {
  it.each([
    [{ freemium: 7, hasFreemium: true }, 7],
    [{ freemium: 0, hasFreemium: true }, 0],
    [{ freemium: 14, hasFreemium: false }, 0],
  ])('trial days of %o: %i', (bundle, days) => {
    expect(trialDaysOf(bundle)).toBe(days);
  });

  const now = new Date('2026-11-24T10:00:00Z');
  it.each([
    [{ expMonth: 11, expYear: 2026 }, false],
    [{ expMonth: 10, expYear: 2026 }, true],
    [{ expMonth: 1, expYear: 2027 }, false],
    [{ expMonth: 12, expYear: 2025 }, true],
  ])('a card expiring %o is expired: %s', (card, expired) => {
    expect(isCardExpired(card, now)).toBe(expired);
  });

  it.each([
    [{ price: 900, currency: 'EUR', interval: 'month' as const }, { price: 8900, currency: 'EUR', interval: 'year' as const }, 17],
    [{ price: 1000, currency: 'EUR', interval: 'month' as const }, { price: 12000, currency: 'EUR', interval: 'year' as const }, null],
    [{ price: 1000, currency: 'EUR', interval: 'month' as const }, { price: 9000, currency: 'USD', interval: 'year' as const }, null],
    [{ price: 0, currency: 'EUR', interval: 'month' as const }, { price: 9000, currency: 'EUR', interval: 'year' as const }, null],
    [{ price: 1000, currency: 'JPY', interval: 'month' as const }, { price: 10000, currency: 'JPY', interval: 'year' as const }, 16],
  ])('the yearly saving of %o against %o: %s %', (monthly, yearly, percent) => {
    expect(yearlySavingPercent(monthly, yearly)).toBe(percent);
  });

  it.each([
    [{ price: 900, interval: 'month' as const }, { price: 1500, interval: 'month' as const }, 'today'],
    [{ price: 1500, interval: 'month' as const }, { price: 900, interval: 'month' as const }, 'next_renewal'],
    [{ price: 900, interval: 'month' as const }, { price: 8900, interval: 'year' as const }, 'today'],
    [{ price: 8900, interval: 'year' as const }, { price: 900, interval: 'month' as const }, 'today'],
  ])('a change from %o to %o starts %s', (current, target, when) => {
    expect(planChangeStartsAt(current, target)).toBe(when);
  });

  it.each([
    ['active', true],
    ['trialing', true],
    ['past_due', true],
    ['canceled', false],
    ['incomplete', false],
  ] as const)('a subscription %s gives access: %s', (status, access) => {
    expect(givesAccess({ status })).toBe(access);
  });
});
