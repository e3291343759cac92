import type { CookieCategoryId, CookieDefinition, CookieDuration } from '../../domain/cookies/CookieCatalogue';
import type { I18n } from '../i18n/I18n';
import './cookieCatalogueMessages';
import { numberFormat } from '../i18n/intlFormats';

/** The words of the cookie catalogue in the reader's language (the catalogue's messages must be registered). */
export const cookieCatalogueText = {
  categoryName(i18n: I18n, category: CookieCategoryId): string {
    return i18n.t(`cookieCatalogue.category.${category}.name`);
  },

  categoryDescription(i18n: I18n, category: CookieCategoryId): string {
    return i18n.t(`cookieCatalogue.category.${category}.description`);
  },

  purpose(i18n: I18n, cookie: Pick<CookieDefinition, 'purpose'>): string {
    return i18n.t(`cookieCatalogue.purpose.${cookie.purpose}`);
  },

  /** '15 minutes', '1 year', '13 mesi': the unit words of the current language, from Intl. */
  duration(i18n: Pick<I18n, 'locale'>, duration: CookieDuration): string {
    return numberFormat(i18n.locale, { style: 'unit', unit: duration.unit, unitDisplay: 'long' }).format(duration.value);
  },
};
