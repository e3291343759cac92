import type { Comment, Content, ContentDraft, Page } from '../../domain/content/Content';

export interface ContentGateway {
  /** 403 AccessDenied when the visitor may not read this network (also the access probe). */
  list(options: { limit: number; offset: number }): Promise<Page<Content>>;
  create(draft: ContentDraft): Promise<Content>;
  update(contentId: string, draft: Partial<ContentDraft>): Promise<Content>;
  remove(contentId: string): Promise<void>;
  comments(contentId: string): Promise<Comment[]>;
  addComment(contentId: string, body: string): Promise<Comment>;
  editComment(commentId: string, body: string): Promise<Comment>;
  removeComment(commentId: string): Promise<void>;
}
export const CONTENT_GATEWAY = Symbol.for('ContentGateway');
