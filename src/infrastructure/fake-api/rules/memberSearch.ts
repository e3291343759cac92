import { foldedForSearch } from '../../../domain/search/ContentSearch';

/** api-contract.md `GET /v2/members`: at most this many, and as many when `limit` is not given. */
export const MEMBER_SEARCH_MAX = 20;

/** What is wrong with a `limit` of the members search (1 to 20), or null. */
export function memberSearchLimitProblem(limit: number): string | null {
  return Number.isInteger(limit) && limit >= 1 && limit <= MEMBER_SEARCH_MAX ? null : `The limit must be between 1 and ${MEMBER_SEARCH_MAX}.`;
}

/**
 * Whether a member is found by `query`: their name or e-mail contains it, whatever the case and the accents (the
 * search's folding: "sala" finds "Salà"); a blank query finds everyone. Both fake back ends answer by it.
 */
export function matchesMemberSearch(texts: readonly string[], query: string): boolean {
  const wanted = foldedForSearch(query.trim());
  return texts.some((text) => foldedForSearch(text).includes(wanted));
}
