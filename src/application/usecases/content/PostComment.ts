import type { Comment } from '../../../domain/content/Content';
import type { CommentGateway } from '../../ports/CommentGateway';

/** A member's comment on a content, as the server has it once posted (who may comment: spec §3's roles). */
export class PostComment {
  constructor(private readonly comments: Pick<CommentGateway, 'add'>) {}

  execute(contentId: string, body: string): Promise<Comment> {
    return this.comments.add(contentId, body);
  }
}
export const POST_COMMENT = Symbol.for('PostComment');
