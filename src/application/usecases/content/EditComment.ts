import type { Comment } from '../../../domain/content/Content';
import type { CommentGateway } from '../../ports/CommentGateway';

/** A comment changed by its creator: the server answers with the comment as saved. */
export class EditComment {
  constructor(private readonly comments: Pick<CommentGateway, 'edit'>) {}

  execute(commentId: string, body: string): Promise<Comment> {
    return this.comments.edit(commentId, body);
  }
}
export const EDIT_COMMENT = Symbol.for('EditComment');
