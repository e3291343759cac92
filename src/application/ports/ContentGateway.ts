import type { Content, ContentDraft } from '../../domain/content/Content';

/** One content: read it whole, write it (lazy: the home's list is ContentFeed). */
export interface ContentGateway {
  /** 404 NotFound for an unknown id; 403 AccessDenied as for the list. */
  get(contentId: string): Promise<Content>;
  create(draft: ContentDraft): Promise<Content>;
  update(contentId: string, draft: Partial<ContentDraft>): Promise<Content>;
  remove(contentId: string): Promise<void>;
}
export const CONTENT_GATEWAY = Symbol.for('ContentGateway');
