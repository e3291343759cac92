import type { CommentGateway } from '../../ports/CommentGateway';

/** A comment deleted by who may (its creator, a manager). */
export class DeleteComment {
  constructor(private readonly comments: Pick<CommentGateway, 'remove'>) {}

  execute(commentId: string): Promise<void> {
    return this.comments.remove(commentId);
  }
}
export const DELETE_COMMENT = Symbol.for('DeleteComment');
