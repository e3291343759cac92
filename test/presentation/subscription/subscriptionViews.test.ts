import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { sampleBundle } from '../../../src/infrastructure/memory/samples';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { registerSubscriptionMessages } from '../../../src/presentation/subscription/subscriptionMessages';
import { formatMoney, planViews } from '../../../src/presentation/subscription/subscriptionViews';

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

describe('planViews', () => {
  it('says a one-day trial in the singular', () => {
    const i18n = new I18n(new InMemoryCookieJar());
    registerSubscriptionMessages(i18n);
    const [plan] = planViews([sampleBundle({ price: 900, freemium: 1, hasFreemium: true })], i18n, { kind: 'subscribe', guest: false });
    expect(plan?.trial).toBe('1 day free, then €9.00 per month');
  });
});
