import type { Comment, Content, ContentDraft } from '../../domain/content/Content';

/** Writing contents and their comments (lazy: nothing of it is needed to read the home; the list is ContentFeed). */
export interface ContentGateway {
  create(draft: ContentDraft): Promise<Content>;
  update(contentId: string, draft: Partial<ContentDraft>): Promise<Content>;
  remove(contentId: string): Promise<void>;
  comments(contentId: string): Promise<Comment[]>;
  addComment(contentId: string, body: string): Promise<Comment>;
  editComment(commentId: string, body: string): Promise<Comment>;
  removeComment(commentId: string): Promise<void>;
}
export const CONTENT_GATEWAY = Symbol.for('ContentGateway');
