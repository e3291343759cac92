import { describe, expect, it } from 'vitest';
import { COOKIE_CATALOGUE } from '../../../src/domain/cookies/CookieCatalogue';
import { cookieCatalogueEn } from '../../../src/presentation/cookies/messages.cookieCatalogue.en';
import { cookieCatalogueIt } from '../../../src/presentation/cookies/messages.cookieCatalogue.it';
import { policyBlocks } from '../../../src/presentation/pages/policyBlocks';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the cookie catalogue’s messages', () => {
  it('translates every cookie catalogue string into Italian with the same placeholders and list shape', () => {
    for (const key of Object.keys(cookieCatalogueEn) as (keyof typeof cookieCatalogueEn)[]) {
      const english = cookieCatalogueEn[key];
      const italian = (cookieCatalogueIt as Record<string, string>)[key] ?? '';
      expect(italian, key).toBeTruthy();
      expect(placeholders(italian), key).toEqual(placeholders(english));
      expect(policyBlocks(italian).map((block) => block.kind), key).toEqual(policyBlocks(english).map((block) => block.kind));
    }
  });

  it('words only the cookies the catalogue lists: no purpose or example left for a cookie the app does not set', () => {
    const purposes = [...new Set(COOKIE_CATALOGUE.map((cookie) => `cookieCatalogue.purpose.${cookie.purpose}`))].sort();
    for (const catalogue of [cookieCatalogueEn, cookieCatalogueIt]) {
      expect(Object.keys(catalogue).filter((key) => key.startsWith('cookieCatalogue.purpose.')).sort()).toEqual(purposes);
    }
    expect(cookieCatalogueEn['cookieCatalogue.category.preferences.description']).not.toMatch(/theme/i);
    expect(cookieCatalogueIt['cookieCatalogue.category.preferences.description']).not.toMatch(/tema/i);
  });
});
