import type { CookieCategoryId } from './CookieCatalogue';

/**
 * One cookie choice of a visitor (spec §4): who chose (an opaque id), when, which categories and
 * under which revision of the cookie policy. Necessary cookies are always part of it.
 */
export interface CookieConsent {
  consentId: string;
  /** ISO 8601 instant. */
  givenAt: string;
  /** In the catalogue's display order; always includes 'necessary'. */
  categories: CookieCategoryId[];
  revision: string;
}

/** No choice yet, or one made under an older policy revision: ask (again). */
export function needsConsent(record: CookieConsent | null, revision: string): boolean {
  return record === null || record.revision !== revision;
}

export function accepts(record: CookieConsent | null, category: CookieCategoryId): boolean {
  return record !== null && record.categories.includes(category);
}
