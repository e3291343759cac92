import { describe, expect, it } from 'vitest';
import { COOKIE_CATALOGUE, COOKIE_CATEGORIES } from '../../../src/domain/cookies/CookieCatalogue';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { I18n, LOCALES } from '../../../src/presentation/i18n/I18n';
import { cookieCatalogueEn } from '../../../src/presentation/pages/messages.cookieCatalogue.en';
import { cookieCatalogueIt } from '../../../src/presentation/pages/messages.cookieCatalogue.it';
import { pagesEn } from '../../../src/presentation/pages/messages.pages.en';
import { pagesIt } from '../../../src/presentation/pages/messages.pages.it';
import { cookieCatalogueText } from '../../../src/presentation/pages/cookieCatalogueText';
import { registerCookieCatalogueMessages } from '../../../src/presentation/pages/cookieCatalogueMessages';
import { policyBlocks } from '../../../src/presentation/pages/policyBlocks';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the pages’ catalogues', () => {
  it.each([
    ['pages', pagesEn, pagesIt],
    ['cookie catalogue', cookieCatalogueEn, cookieCatalogueIt],
  ] as const)('translate every %s string into Italian with the same placeholders and list shape', (_name, en, it) => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const english = en[key] as string;
      const italian = (it as Record<string, string>)[key] ?? '';
      expect(italian, key).toBeTruthy();
      expect(placeholders(italian), key).toEqual(placeholders(english));
      expect(policyBlocks(italian).map((block) => block.kind), key).toEqual(policyBlocks(english).map((block) => block.kind));
    }
  });

  it('word only the cookies the catalogue lists: no purpose or example left for a cookie the app does not set', () => {
    const purposes = [...new Set(COOKIE_CATALOGUE.map((cookie) => `cookieCatalogue.purpose.${cookie.purpose}`))].sort();
    for (const catalogue of [cookieCatalogueEn, cookieCatalogueIt]) {
      expect(Object.keys(catalogue).filter((key) => key.startsWith('cookieCatalogue.purpose.')).sort()).toEqual(purposes);
    }
    expect(cookieCatalogueEn['cookieCatalogue.category.preferences.description']).not.toMatch(/theme/i);
    expect(cookieCatalogueIt['cookieCatalogue.category.preferences.description']).not.toMatch(/tema/i);
  });

  it.each(LOCALES)('name every category and give every cookie a purpose in %s', async (locale) => {
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

describe('policyBlocks', () => {
  it('splits paragraphs on blank lines and reads lines starting with "- " as a list', () => {
    expect(policyBlocks('We collect:\n\n- your name;\n- your e-mail.\n\nThat is all,\nreally.')).toEqual([
      { kind: 'paragraph', text: 'We collect:' },
      { kind: 'list', items: ['your name;', 'your e-mail.'] },
      { kind: 'paragraph', text: 'That is all, really.' },
    ]);
  });

  it('keeps a paragraph that only mentions a dash as a paragraph, and ignores extra blank lines', () => {
    expect(policyBlocks('\n\nOne - two\n- three\n\n\n\n')).toEqual([{ kind: 'paragraph', text: 'One - two - three' }]);
  });
});
