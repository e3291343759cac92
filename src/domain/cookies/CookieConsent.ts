import { COOKIE_CATALOGUE, COOKIE_CATEGORIES, type CookieCategoryId } from './CookieCatalogue';
import type { CookieConsent } from './CookieConsentRecord';

/** The categories a choice accepts: the necessary ones plus the chosen known ones, in display order, once each. */
export function acceptedCategories(chosen: readonly CookieCategoryId[]): CookieCategoryId[] {
  return COOKIE_CATEGORIES.filter((category) => !category.optional || chosen.includes(category.id)).map((category) => category.id);
}

/**
 * The cookies to delete once `next` is recorded: those of the optional categories it declines that
 * may have been set, i.e. all of them on a first choice (whatever was set before asking) and, later,
 * those of the categories that were accepted before. Names with a placeholder (`_ga_<ID>`) stand for
 * cookies whose name is not known in advance, so they cannot be named for removal.
 */
export function cookiesToRemove(previous: CookieConsent | null, next: CookieConsent): string[] {
  const withdrawn = (category: CookieCategoryId) => !next.categories.includes(category) && (previous === null || previous.categories.includes(category));
  return COOKIE_CATALOGUE.filter((cookie) => withdrawn(cookie.category) && !/[<>]/.test(cookie.name)).map((cookie) => cookie.name);
}
