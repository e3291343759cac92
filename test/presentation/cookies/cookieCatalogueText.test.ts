import { describe, expect, it } from 'vitest';
import { COOKIE_CATALOGUE, COOKIE_CATEGORIES } from '../../../src/domain/cookies/CookieCatalogue';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { I18n, LOCALES } from '../../../src/presentation/i18n/I18n';
import { cookieCatalogueEn } from '../../../src/presentation/cookies/messages.cookieCatalogue.en';
import { cookieCatalogueIt } from '../../../src/presentation/cookies/messages.cookieCatalogue.it';
import { cookieCatalogueText } from '../../../src/presentation/cookies/cookieCatalogueText';
import { registerCookieCatalogueMessages } from '../../../src/presentation/cookies/cookieCatalogueMessages';

describe('cookieCatalogueText', () => {
  it.each(LOCALES)('names every category and gives every cookie a purpose in %s', async (locale) => {
    const i18n = new I18n(new InMemoryCookieJar());
    registerCookieCatalogueMessages(i18n);
    await i18n.localeChosen(locale);
    expect(i18n.locale).toBe(locale);
    const texts = [
      ...COOKIE_CATEGORIES.flatMap((category) => [cookieCatalogueText.categoryName(i18n, category.id), cookieCatalogueText.categoryDescription(i18n, category.id)]),
      ...COOKIE_CATALOGUE.map((cookie) => cookieCatalogueText.purpose(i18n, cookie)),
    ];
    for (const text of texts) expect(text).not.toMatch(/^cookieCatalogue\./);
    const catalogue: Record<string, string> = locale === 'en' ? cookieCatalogueEn : cookieCatalogueIt;
    expect(cookieCatalogueText.categoryName(i18n, 'analytics')).toBe(catalogue['cookieCatalogue.category.analytics.name']);
  });
});
