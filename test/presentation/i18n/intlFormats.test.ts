import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../../../src/presentation/i18n/intlFormats';

describe('intlFormats', () => {
  it('makes a formatter once per locale and options, and formats as Intl does', () => {
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('en', { style: 'percent' })).toBe(numberFormat('en', { style: 'percent' }));
    expect(numberFormat('en', { style: 'percent' })).not.toBe(numberFormat('en'));
    expect(numberFormat('it')).not.toBe(numberFormat('en'));
    expect(numberFormat('it').format(1234.5)).toBe(new Intl.NumberFormat('it').format(1234.5));

    const options = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en', options)).toBe(dateTimeFormat('en', { ...options }));
    expect(dateTimeFormat('en', options).format(Date.UTC(2026, 10, 24))).toBe('Nov 24');
  });
});
