import { ApiError } from '../../application/errors/ApiError';
import type { ContentFeed } from '../../application/ports/ContentFeed';
import type { ContentGateway } from '../../application/ports/ContentGateway';
import type { Comment, Content, ContentDraft, Page } from '../../domain/content/Content';
import { can, type Action, type PermissionContext } from '../../domain/roles/Permission';
import type { Role } from '../../domain/roles/Role';
import { ScriptedGateway } from './ScriptedGateway';

export interface ContentActor {
  id: string;
  role: Role;
}

/**
 * Contents and comments that enforce the permission table of spec §6 for `actor` (a guest by
 * default), and refuse the whole list with 403 AccessDenied while `accessDenyReason` is set.
 */
export class InMemoryContentGateway extends ScriptedGateway<keyof ContentGateway | keyof ContentFeed> implements ContentFeed, ContentGateway {
  actor: ContentActor = { id: '', role: 'guest' };
  accessDenyReason: string | null = null;
  private contents: Content[];
  private commentsList: Comment[];
  private created = 0;

  constructor(seed: { contents?: Content[]; comments?: Comment[] } = {}) {
    super();
    this.contents = [...(seed.contents ?? [])];
    this.commentsList = [...(seed.comments ?? [])];
  }

  async list(options: { limit: number; offset: number }): Promise<Page<Content>> {
    this.enter('list', options);
    if (this.accessDenyReason !== null) {
      throw new ApiError(403, 'AccessDenied', 'You may not read this network.', { reason: this.accessDenyReason });
    }
    const items = this.contents.slice(options.offset, options.offset + options.limit);
    return { items: structuredClone(items), total: this.contents.length };
  }

  async create(draft: ContentDraft): Promise<Content> {
    this.enter('create', draft);
    this.authorize('content.create', { content: { type: draft.type } });
    const content: Content = {
      ...draft,
      id: `content-${++this.created}`,
      authorId: this.actor.id,
      createdAt: new Date(0).toISOString(),
      cover: null,
      commentsCount: 0,
    };
    this.contents = [content, ...this.contents];
    return structuredClone(content);
  }

  async update(contentId: string, draft: Partial<ContentDraft>): Promise<Content> {
    this.enter('update', contentId, draft);
    const content = this.findContent(contentId);
    this.authorize('content.update', { content });
    const updated = { ...content, ...draft };
    this.contents = this.contents.map((candidate) => (candidate.id === contentId ? updated : candidate));
    return structuredClone(updated);
  }

  async remove(contentId: string): Promise<void> {
    this.enter('remove', contentId);
    this.authorize('content.delete', { content: this.findContent(contentId) });
    this.contents = this.contents.filter((content) => content.id !== contentId);
    this.commentsList = this.commentsList.filter((comment) => comment.contentId !== contentId);
  }

  async comments(contentId: string): Promise<Comment[]> {
    this.enter('comments', contentId);
    this.findContent(contentId);
    return structuredClone(this.commentsList.filter((comment) => comment.contentId === contentId));
  }

  async addComment(contentId: string, body: string): Promise<Comment> {
    this.enter('addComment', contentId, body);
    this.findContent(contentId);
    this.authorize('comment.create');
    const comment: Comment = { id: `comment-${++this.created}`, contentId, body, creatorId: this.actor.id, createdAt: new Date(0).toISOString() };
    this.commentsList = [...this.commentsList, comment];
    this.countComments(contentId);
    return structuredClone(comment);
  }

  async editComment(commentId: string, body: string): Promise<Comment> {
    this.enter('editComment', commentId, body);
    const comment = this.findComment(commentId);
    this.authorize('comment.update', { comment });
    const updated = { ...comment, body };
    this.commentsList = this.commentsList.map((candidate) => (candidate.id === commentId ? updated : candidate));
    return structuredClone(updated);
  }

  async removeComment(commentId: string): Promise<void> {
    this.enter('removeComment', commentId);
    const comment = this.findComment(commentId);
    this.authorize('comment.delete', { comment });
    this.commentsList = this.commentsList.filter((candidate) => candidate.id !== commentId);
    this.countComments(comment.contentId);
  }

  private authorize(action: Action, context: Omit<PermissionContext, 'userId'> = {}): void {
    if (this.actor.role === 'guest') throw new ApiError(401, 'Unauthorized', 'You are not signed in.');
    if (!can(this.actor.role, action, { ...context, userId: this.actor.id })) {
      throw new ApiError(403, 'Forbidden', 'You are not allowed to do this.');
    }
  }

  private findContent(contentId: string): Content {
    const content = this.contents.find((candidate) => candidate.id === contentId);
    if (!content) throw new ApiError(404, 'ContentNotFound', 'This content does not exist any more.');
    return content;
  }

  private findComment(commentId: string): Comment {
    const comment = this.commentsList.find((candidate) => candidate.id === commentId);
    if (!comment) throw new ApiError(404, 'CommentNotFound', 'This comment does not exist any more.');
    return comment;
  }

  private countComments(contentId: string): void {
    const commentsCount = this.commentsList.filter((comment) => comment.contentId === contentId).length;
    this.contents = this.contents.map((content) => (content.id === contentId ? { ...content, commentsCount } : content));
  }
}
