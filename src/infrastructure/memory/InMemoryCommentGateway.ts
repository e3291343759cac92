import { ApiError } from '../../application/errors/ApiError';
import type { CommentGateway } from '../../application/ports/CommentGateway';
import type { Comment, Page } from '../../domain/content/Content';
import type { InMemoryContentGateway } from './InMemoryContentGateway';
import { ScriptedGateway } from './ScriptedGateway';

/** The comments of an InMemoryContentGateway's contents, oldest first, with its actor and rules. */
export class InMemoryCommentGateway extends ScriptedGateway<keyof CommentGateway> implements CommentGateway {
  private comments: Comment[];
  private created = 0;

  constructor(
    private readonly contents: InMemoryContentGateway,
    seed: Comment[] = [],
  ) {
    super();
    this.comments = [...seed];
  }

  async list(contentId: string, paging: { limit: number; offset: number }): Promise<Page<Comment>> {
    this.enter('list', contentId, paging);
    this.contents.requireReadAccess();
    this.contents.findContent(contentId);
    const ofContent = this.ofContent(contentId);
    return { items: structuredClone(ofContent.slice(paging.offset, paging.offset + paging.limit)), total: ofContent.length };
  }

  async add(contentId: string, body: string): Promise<Comment> {
    this.enter('add', contentId, body);
    this.contents.findContent(contentId);
    this.contents.authorize('comment.create');
    const { actor } = this.contents;
    const comment: Comment = {
      id: `comment-${++this.created}`, contentId, body, creatorId: actor.id, creatorName: actor.name ?? '', creatorAvatarUrl: actor.avatarUrl ?? null, createdAt: this.contents.now(), updatedAt: null, reactions: [],
    };
    this.comments = [...this.comments, comment];
    this.count(contentId);
    return structuredClone(comment);
  }

  async edit(commentId: string, body: string): Promise<Comment> {
    this.enter('edit', commentId, body);
    const comment = this.find(commentId);
    this.contents.authorize('comment.update', { comment });
    const edited = { ...comment, body, updatedAt: this.contents.now() };
    this.comments = this.comments.map((candidate) => (candidate.id === commentId ? edited : candidate));
    return structuredClone(edited);
  }

  async remove(commentId: string): Promise<void> {
    this.enter('remove', commentId);
    const comment = this.find(commentId);
    this.contents.authorize('comment.delete', { comment });
    this.comments = this.comments.filter((candidate) => candidate.id !== commentId);
    this.count(comment.contentId);
  }

  private ofContent(contentId: string): Comment[] {
    return this.comments.filter((comment) => comment.contentId === contentId);
  }

  /** The comment `commentId` with `reactions` instead of its own (InMemoryReactionGateway). */
  reactionsChanged(commentId: string, reactions: Comment['reactions']): void {
    this.find(commentId);
    this.comments = this.comments.map((comment) => (comment.id === commentId ? { ...comment, reactions } : comment));
  }

  find(commentId: string): Comment {
    const comment = this.comments.find((candidate) => candidate.id === commentId);
    if (!comment) throw new ApiError(404, 'NotFound', 'This comment does not exist.');
    return comment;
  }

  private count(contentId: string): void {
    this.contents.countComments(contentId, this.ofContent(contentId).length);
  }
}
