import { makeAutoObservable } from 'mobx';
import { COOKIES, type CookieJar } from '../../application/ports/CookieJar';
import { en, type MessageKey, type Messages } from './messages.en';
import { it } from './messages.it';

export const LOCALES = ['en', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
const LOCALE_COOKIE_DAYS = 365;

const catalogues: Record<Locale, Messages> = { en, it };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Interpolates `{{name}}` placeholders; unknown placeholders stay visible so they get noticed. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The chosen language, kept in the `locale` cookie (spec §9). */
export class I18n {
  locale: Locale;

  constructor(private readonly cookies: CookieJar) {
    const stored = cookies.get(COOKIES.locale);
    this.locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
    makeAutoObservable<I18n, 'cookies'>(this, { cookies: false }, { autoBind: true });
  }

  t(key: MessageKey, params?: Record<string, string | number>): string {
    return format(catalogues[this.locale][key] ?? en[key], params);
  }

  /** For keys built from server values (a deny reason, a content type) that may be unknown. */
  has(key: string): key is MessageKey {
    return key in en;
  }

  localeChosen(locale: Locale): void {
    this.locale = locale;
    this.cookies.set(COOKIES.locale, locale, { days: LOCALE_COOKIE_DAYS });
  }

  formatDate(iso: string): string {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    return new Intl.DateTimeFormat(this.locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
  }
}
