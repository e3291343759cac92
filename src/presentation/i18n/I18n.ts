import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { COOKIES, type CookieJar } from '../../application/ports/CookieJar';
import type { LocalePreference } from '../../application/ports/LocalePreference';
import { en, type MessageKey, type Messages } from './messages.en';

export const LOCALES = ['en', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
const LOCALE_COOKIE_DAYS = 365;

/** English is always there; Italian is a lazy chunk, fetched when chosen (or remembered in the cookie). */
const loadCatalogue: Record<Locale, () => Promise<Messages>> = {
  en: async () => en,
  it: () => import('./messages.it').then((module) => module.it),
};

/**
 * Keys of catalogues that lazy chunks register with `extend` (the auth modal brings its own), added
 * by declaration merging so `t` stays type-checked without putting those strings in the first load.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ExtraMessages {}
export type TranslationKey = MessageKey | (keyof ExtraMessages & string);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Interpolates `{{name}}` placeholders; unknown placeholders stay visible so they get noticed. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The chosen language, kept in the `locale` cookie (spec §9). */
export class I18n implements LocalePreference {
  locale: Locale = DEFAULT_LOCALE;
  private catalogues: Partial<Record<Locale, Messages>> = { en };
  private extra: Record<Locale, Record<string, string>> = { en: {}, it: {} };
  /** Settles once the remembered language's strings are loaded: the app renders after it. */
  readonly ready: Promise<void>;

  constructor(private readonly cookies: CookieJar) {
    const stored = cookies.get(COOKIES.locale);
    // The catalogues are replaced, never changed in place: observed by reference, they are not copied into
    // observables key by key (a lazy chunk's strings were thousands of observable properties, made in a task
    // of the page's start).
    makeAutoObservable<I18n, 'cookies' | 'catalogues' | 'extra'>(
      this,
      { cookies: false, ready: false, catalogues: observableRef, extra: observableRef },
      { autoBind: true },
    );
    this.ready = isLocale(stored) ? this.switchTo(stored) : Promise.resolve();
  }

  t(key: TranslationKey, params?: Record<string, string | number>): string {
    const core = (this.catalogues[this.locale] ?? en) as Record<string, string>;
    const template = core[key] ?? this.extra[this.locale][key] ?? (en as Record<string, string>)[key] ?? this.extra.en[key] ?? key;
    return format(template, params);
  }

  /** For keys built from server values (a deny reason, a content type) that may be unknown. */
  has(key: string): key is TranslationKey {
    return key in en || key in this.extra.en;
  }

  /** Adds a lazy chunk's strings, in every language. */
  extend(catalogues: Record<Locale, Record<string, string>>): void {
    this.extra = { en: { ...this.extra.en, ...catalogues.en }, it: { ...this.extra.it, ...catalogues.it } };
  }

  /** LocalePreference: the member's last locale after login (spec §4); unsupported ones are ignored. */
  apply(locale: string): void {
    const short = locale.slice(0, 2).toLowerCase();
    if (isLocale(short)) void this.localeChosen(short);
  }

  /** The page switches once the language's strings are loaded (at once for English). */
  localeChosen(locale: Locale): Promise<void> {
    this.cookies.set(COOKIES.locale, locale, { days: LOCALE_COOKIE_DAYS });
    return this.switchTo(locale);
  }

  private async switchTo(locale: Locale): Promise<void> {
    try {
      const catalogue = this.catalogues[locale] ?? (await loadCatalogue[locale]());
      runInAction(() => {
        this.catalogues = { ...this.catalogues, [locale]: catalogue };
        this.locale = locale;
      });
    } catch {
      // The chunk could not be fetched (offline): stay in the current language rather than fail.
    }
  }

  /** 'November 24, 2026' or '24 novembre 2026': the long date of the current language, in the member's time zone. */
  formatDate(iso: string): string {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    // Not Intl.DateTimeFormat: the first one a page makes loads the time zone and locale data (35 ms on
    // the development machine, four times that on a phone), and the home shows dates in its first render.
    const month = this.t('date.months').split(',')[date.getMonth()] ?? '';
    return this.t('date.long', { day: date.getDate(), month, year: date.getFullYear() });
  }

  /**
   * '3 hours ago', 'yesterday' or '3 ore fa', 'ieri': how long before `now` `iso` was (a moment in the future
   * is clock skew: 'now'). Not Intl.RelativeTimeFormat, for the cost formatDate avoids (150 ms on a phone).
   */
  formatAge(iso: string, now: number): string {
    const seconds = (now - Date.parse(iso)) / 1000;
    if (Number.isNaN(seconds)) return '';
    // now, then 'one' and 'other' of minute, hour, day, week, month, year: one and many are every plural en and it have.
    const forms = this.t('date.ago').split('|');
    const unit = AGE_UNITS.findIndex((size) => seconds >= size);
    if (unit < 0) return forms[0] ?? '';
    const count = Math.round(seconds / (AGE_UNITS[unit] ?? 1));
    return format(forms[1 + 2 * (AGE_UNITS.length - 1 - unit) + (count === 1 ? 0 : 1)] ?? '', { count });
  }
}

/** Seconds in a year, month, week, day, hour and minute: the largest that fits says the age. */
const AGE_UNITS = [365 * 86_400, 30 * 86_400, 7 * 86_400, 86_400, 3_600, 60];
