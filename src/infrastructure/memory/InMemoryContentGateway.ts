import { ApiError } from '../../application/errors/ApiError';
import type { ContentFeed, FeedQuery } from '../../application/ports/ContentFeed';
import type { ContentGateway } from '../../application/ports/ContentGateway';
import type { Content, ContentDraft, Page } from '../../domain/content/Content';
import { can, type Action, type PermissionContext } from '../../domain/roles/Permission';
import { matchesSearch } from '../../domain/search/ContentSearch';
import type { Role } from '../../domain/roles/Role';
import { ScriptedGateway } from './ScriptedGateway';

export interface ContentActor {
  id: string;
  role: Role;
  name?: string;
  /** Their picture (Membership `avatarUrl`); none when absent. */
  avatarUrl?: string | null;
}

/** The instant every write of the in-memory gateways is dated with (tests set it). */
export type Now = () => string;

/**
 * Contents that enforce the permission table of spec §6 for `actor` (a guest by default), and refuse
 * reading with 403 AccessDenied while `accessDenyReason` is set. The comments beside them
 * (InMemoryCommentGateway) use the same actor and keep `commentsCount` here.
 */
export class InMemoryContentGateway extends ScriptedGateway<keyof ContentGateway | keyof ContentFeed> implements ContentFeed, ContentGateway {
  actor: ContentActor = { id: '', role: 'guest' };
  accessDenyReason: string | null = null;
  now: Now = () => new Date(0).toISOString();
  private contents: Content[];
  private created = 0;

  constructor(seed: { contents?: Content[] } = {}) {
    super();
    this.contents = [...(seed.contents ?? [])];
  }

  async list(query: FeedQuery): Promise<Page<Content>> {
    this.enter('list', query);
    this.requireReadAccess();
    const matching = this.contents.filter(
      (content) => (query.type === undefined || content.type === query.type) && (query.query === undefined || matchesSearch([content.title, content.body], query.query)),
    );
    return { items: structuredClone(matching.slice(query.offset, query.offset + query.limit)), total: matching.length };
  }

  async get(contentId: string): Promise<Content> {
    this.enter('get', contentId);
    this.requireReadAccess();
    return structuredClone(this.findContent(contentId));
  }

  async create(draft: ContentDraft): Promise<Content> {
    this.enter('create', draft);
    this.authorize('content.create', { content: { type: draft.type } });
    const content: Content = {
      cover: null,
      mediaUrl: null,
      startsAt: null,
      ...draft,
      id: `content-${++this.created}`,
      authorId: this.actor.id,
      authorName: this.actor.name ?? '',
      authorAvatarUrl: this.actor.avatarUrl ?? null,
      createdAt: this.now(),
      updatedAt: null,
      commentsCount: 0,
      reactions: [],
    };
    this.contents = [content, ...this.contents];
    return structuredClone(content);
  }

  async update(contentId: string, draft: Partial<ContentDraft>): Promise<Content> {
    this.enter('update', contentId, draft);
    const content = this.findContent(contentId);
    this.authorize('content.update', { content });
    const updated = { ...content, ...draft, updatedAt: this.now() };
    this.contents = this.contents.map((candidate) => (candidate.id === contentId ? updated : candidate));
    return structuredClone(updated);
  }

  async remove(contentId: string): Promise<void> {
    this.enter('remove', contentId);
    this.authorize('content.delete', { content: this.findContent(contentId) });
    this.contents = this.contents.filter((content) => content.id !== contentId);
  }

  /** 401 for a guest, 403 Forbidden when the table refuses `action` to the actor. */
  authorize(action: Action, context: Omit<PermissionContext, 'userId'> = {}): void {
    if (this.actor.role === 'guest') throw new ApiError(401, 'Unauthorized', 'You are not signed in.');
    if (!can(this.actor.role, action, { ...context, userId: this.actor.id })) {
      throw new ApiError(403, 'Forbidden', 'You are not allowed to do this.');
    }
  }

  requireReadAccess(): void {
    if (this.accessDenyReason !== null) {
      throw new ApiError(403, 'AccessDenied', 'You may not read this network.', { reason: this.accessDenyReason });
    }
  }

  findContent(contentId: string): Content {
    const content = this.contents.find((candidate) => candidate.id === contentId);
    if (!content) throw new ApiError(404, 'NotFound', 'This content does not exist.');
    return content;
  }

  /** The content `contentId` with `reactions` instead of its own (InMemoryReactionGateway). */
  reactionsChanged(contentId: string, reactions: Content['reactions']): void {
    this.findContent(contentId);
    this.contents = this.contents.map((content) => (content.id === contentId ? { ...content, reactions } : content));
  }

  countComments(contentId: string, commentsCount: number): void {
    this.contents = this.contents.map((content) => (content.id === contentId ? { ...content, commentsCount } : content));
  }
}
