import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/presentation/subscription/subscriptionViews';

describe('formatMoney', () => {
  it.each([
    [900, 'EUR', 'en', '€9.00'],
    [900, 'EUR', 'it', '9,00\u00a0€'],
    [1200, 'JPY', 'en', '¥1,200'],
    [120000, 'JPY', 'it', '120.000\u00a0JPY'],
    [12345, 'KWD', 'en', 'KWD\u00a012.345'],
    [4999, 'USD', 'en', '$49.99'],
    [0, 'EUR', 'en', '€0.00'],
  ])('%i minor units of %s in %s: %s', (minor, currency, locale, text) => {
    expect(formatMoney(minor, currency, locale)).toBe(text);
  });
});
