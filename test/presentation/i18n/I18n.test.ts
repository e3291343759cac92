import { describe, expect, it } from 'vitest';
import { format, I18n } from '../../../src/presentation/i18n/I18n';
import { en } from '../../../src/presentation/i18n/messages.en';
import { it as italian } from '../../../src/presentation/i18n/messages.it';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';

describe('I18n', () => {
  it('speaks English by default and Italian once chosen, remembering it in the locale cookie', async () => {
    const cookies = new InMemoryCookieJar();
    const i18n = new I18n(cookies);
    expect(i18n.locale).toBe('en');
    expect(i18n.t('header.signIn')).toBe('Sign in');
    await i18n.localeChosen('it');
    expect(i18n.t('header.signIn')).toBe('Accedi');
    expect(cookies.get('locale')).toBe('it');
    const remembered = new I18n(cookies);
    await remembered.ready;
    expect(remembered.locale).toBe('it');
    expect(remembered.t('header.accountMenu')).toBe('Menu dell’account');
  });

  it('applies a member\'s last locale (spec §4), ignoring unsupported ones', async () => {
    const i18n = new I18n(new InMemoryCookieJar());
    i18n.apply('fr-FR');
    expect(i18n.locale).toBe('en');
    i18n.apply('it-IT');
    await expect.poll(() => i18n.locale).toBe('it');
  });

  it('writes dates as Intl does for each language, in the local time zone, without Intl', async () => {
    const i18n = new I18n(new InMemoryCookieJar());
    const dates = ['2026-11-24T10:00:00Z', '2024-02-29T12:00:00Z', '2025-01-01T12:00:00Z', '2025-07-15T08:30:00Z'];
    const intl = (locale: string, iso: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
    expect(dates.map(i18n.formatDate)).toEqual(dates.map((iso) => intl('en', iso)));
    await i18n.localeChosen('it');
    expect(dates.map(i18n.formatDate)).toEqual(dates.map((iso) => intl('it', iso)));
    expect(i18n.formatDate('not a date')).toBe('');
  });

  it('says how old a moment is as Intl.RelativeTimeFormat does for each language, without it', async () => {
    const i18n = new I18n(new InMemoryCookieJar());
    const NOW = Date.parse('2026-11-24T12:00:00Z');
    const ages: [seconds: number, count: number, unit: Intl.RelativeTimeFormatUnit][] = [
      [10, 0, 'second'], [60, 1, 'minute'], [5 * 60, 5, 'minute'], [3_600, 1, 'hour'], [3 * 3_600, 3, 'hour'],
      [86_400, 1, 'day'], [2.6 * 86_400, 3, 'day'], [7 * 86_400, 1, 'week'], [14 * 86_400, 2, 'week'],
      [30 * 86_400, 1, 'month'], [70 * 86_400, 2, 'month'], [400 * 86_400, 1, 'year'], [3 * 365 * 86_400, 3, 'year'],
    ];
    const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();
    for (const locale of ['en', 'it'] as const) {
      await i18n.localeChosen(locale);
      const intl = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
      for (const [seconds, count, unit] of ages) expect(i18n.formatAge(ago(seconds), NOW), `${locale} ${seconds}`).toBe(intl.format(-count, unit));
    }
    // A moment after now is the clocks disagreeing, not the future.
    expect(i18n.formatAge(new Date(NOW + 90_000).toISOString(), NOW)).toBe('ora');
    expect(i18n.formatAge('soon', NOW)).toBe('');
  });

  it('ignores an unknown locale cookie', () => {
    const cookies = new InMemoryCookieJar();
    cookies.set('locale', 'klingon');
    expect(new I18n(cookies).locale).toBe('en');
  });

  it('interpolates placeholders and leaves unknown ones visible', () => {
    expect(format('Welcome to {{name}}', { name: 'Runners' })).toBe('Welcome to Runners');
    expect(format('{{count}} comments, {{missing}}', { count: 3 })).toBe('3 comments, {{missing}}');
  });

  it('translates every English string into Italian with the same placeholders', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(italian[key], key).toBeTruthy();
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      expect(placeholders(italian[key]), key).toEqual(placeholders(en[key]));
    }
  });
});
