import { CONTENT_TYPES, type ContentType } from '../content/Content';
import { NETWORK_PATHS } from '../navigation/NetworkPaths';

/** What the search page looks for: the words typed (trimmed) and the feed's type filter (null: every type). */
export interface ContentSearchRequest {
  query: string;
  type: ContentType | null;
}

/**
 * `/search?q=…&type=…`: where a search is, so that back, reload and a shared link find it again. `q` is also the name
 * of the header's search field, whose form sends it there before the app's code takes the form over.
 */
export function searchAddress({ query, type }: ContentSearchRequest): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (type) params.set('type', type);
  const search = params.toString();
  return search ? `${NETWORK_PATHS.search}?${search}` : NETWORK_PATHS.search;
}

/** The search an address's query string (`?q=…&type=…`) asks for; a type the feed does not know is every type. */
export function searchOfAddress(search: string): ContentSearchRequest {
  const params = new URLSearchParams(search);
  const type = CONTENT_TYPES.find((candidate) => candidate === params.get('type')) ?? null;
  return { query: (params.get('q') ?? '').trim(), type };
}
