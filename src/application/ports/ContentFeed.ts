import type { Content, Page } from '../../domain/content/Content';

/** The network's contents, newest first: what the home shows on its first screen (first-load code, kept small). */
export interface ContentFeed {
  /** 403 AccessDenied when the visitor may not read this network (also the access probe). */
  list(options: { limit: number; offset: number }): Promise<Page<Content>>;
}
export const CONTENT_FEED = Symbol.for('ContentFeed');
