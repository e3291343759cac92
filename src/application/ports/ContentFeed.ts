import type { Content, ContentType, Page } from '../../domain/content/Content';

export interface FeedQuery {
  limit: number;
  offset: number;
  /** Only contents of this type. */
  type?: ContentType;
  /** Only contents whose title or body holds these words (api-contract.md; the rule: domain/search/ContentSearch). */
  query?: string;
}

/** The network's contents, newest first: what the home shows on its first screen (first-load code, kept small). */
export interface ContentFeed {
  /** 403 AccessDenied when the visitor may not read this network (also the access probe). */
  list(query: FeedQuery): Promise<Page<Content>>;
}
export const CONTENT_FEED = Symbol.for('ContentFeed');
