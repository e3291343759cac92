import type { Comment, Page } from '../../domain/content/Content';

/** A content's comments, oldest first (`offset` counts from the oldest). */
export interface CommentGateway {
  list(contentId: string, paging: { limit: number; offset: number }): Promise<Page<Comment>>;
  add(contentId: string, body: string): Promise<Comment>;
  edit(commentId: string, body: string): Promise<Comment>;
  remove(commentId: string): Promise<void>;
}
export const COMMENT_GATEWAY = Symbol.for('CommentGateway');
