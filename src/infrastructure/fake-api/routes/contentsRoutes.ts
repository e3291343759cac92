import { CONTENT_TYPES, type Comment, type Content, type ContentType } from '../../../domain/content/Content';
import { INPUT_LIMITS } from '../../../domain/input/InputLimits';
import { can } from '../../../domain/roles/Permission';
import { matchesSearch } from '../../../domain/search/ContentSearch';
import { isHttpsAddress } from '../../../domain/content/ContentDraftRules';
import { safeUrl } from '../../../domain/security/SafeUrl';
import { fail, forbidden } from '../FakeApiError';
import type { CommentRecord, ContentRecord, FakeState, MembershipRecord } from '../FakeState';
import { NETWORK_READERS } from '../live/liveAudience';
import { data, noContent, type Route, type RouteContext } from '../Route';
import { memberAvatarUrl, memberName } from '../rules/membershipView';
import { pageOf, readPaging } from '../rules/paging';
import { reactionsOf } from '../rules/reactions';
import { FieldProblems, type JsonObject } from '../rules/validation';

const TITLE_MAX = INPUT_LIMITS.contentTitle;
const BODY_MAX = INPUT_LIMITS.contentBody;
const COMMENT_MAX = INPUT_LIMITS.comment;
const URL_MAX = 2_048;

/** A content as `viewerId` (null: a guest) reads it: their own `mine` on its reactions. */
export function toContent(state: FakeState, record: ContentRecord, viewerId: string | null): Content {
  return {
    id: record.id,
    type: record.type,
    title: record.title,
    body: record.body,
    authorId: record.authorId,
    authorName: memberName(state, record.authorId),
    authorAvatarUrl: memberAvatarUrl(state, record.authorId),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    cover: record.cover,
    // Kept on the record when the type changes, so changing it back does not lose them.
    mediaUrl: record.type === 'video' ? record.mediaUrl : null,
    startsAt: record.type === 'event' ? record.startsAt : null,
    commentsCount: state.comments.filter((comment) => comment.contentId === record.id).length,
    reactions: reactionsOf(state, { type: 'content', id: record.id }, viewerId),
  };
}

function toComment(state: FakeState, record: CommentRecord, viewerId: string | null): Comment {
  return {
    id: record.id,
    contentId: record.contentId,
    body: record.body,
    creatorId: record.creatorId,
    creatorName: memberName(state, record.creatorId),
    creatorAvatarUrl: memberAvatarUrl(state, record.creatorId),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    reactions: reactionsOf(state, { type: 'comment', id: record.id }, viewerId),
  };
}

/** api-contract.md answers an unknown content with 404 `NotFound`; one of another network is unknown here. */
export function contentOfThisNetwork(context: RouteContext, id: string): ContentRecord {
  const record = context.state.contents.find((content) => content.id === id);
  if (!record || record.networkId !== context.network.customization.id) fail(404, 'NotFound', 'This content does not exist.');
  return record;
}

export function commentOfThisNetwork(context: RouteContext, id: string): CommentRecord {
  const comment = context.state.comments.find((candidate) => candidate.id === id);
  const content = comment ? context.state.contents.find((candidate) => candidate.id === comment.contentId) : undefined;
  if (!comment || !content || content.networkId !== context.network.customization.id) {
    fail(404, 'NotFound', 'This comment does not exist.');
  }
  return comment;
}

/** product-spec §6, the domain's table: managers publish every type; trusted contributors all but announcements. */
function mayPublish(member: MembershipRecord, type: ContentType): boolean {
  return can(member.role, 'content.create', { content: { type } });
}

function publishRefusal(member: MembershipRecord): string {
  return member.role === 'trusted_contributor'
    ? 'Only network managers can publish announcements.'
    : 'Only network managers and trusted contributors can publish content.';
}

/** product-spec §6 ownership: owners edit and delete their own content; managers anybody's. */
function mayChangeContent(member: MembershipRecord, action: 'content.update' | 'content.delete', record: ContentRecord): boolean {
  return can(member.role, action, { userId: member.id, content: { authorId: record.authorId } });
}

function mayChangeComment(member: MembershipRecord, action: 'comment.update' | 'comment.delete', record: CommentRecord): boolean {
  return can(member.role, action, { userId: member.id, comment: { creatorId: record.creatorId } });
}

interface Draft {
  type?: ContentType;
  title?: string;
  body?: string;
  /** undefined: not sent (unchanged); null: none. */
  cover?: string | null;
  /** A video's https address; undefined: not sent. */
  mediaUrl?: string | null;
  /** An event's start (ISO-8601); undefined: not sent. */
  startsAt?: string | null;
}

function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && CONTENT_TYPES.includes(value as ContentType);
}

const TYPE_PROBLEM = 'The type must be post, announcement, video or event.';

/** `{type, title, body}` of the contract, and the optional `cover` the app sends when the member gives one. */
function readDraft(body: JsonObject, partial: boolean): Draft {
  const problems = new FieldProblems();
  const draft: Draft = {};
  if (body.type !== undefined || !partial) {
    if (!isContentType(body.type)) problems.add('type', TYPE_PROBLEM);
    else draft.type = body.type;
  }
  if (body.title !== undefined || !partial) {
    const title = typeof body.title === 'string' ? body.title.trim() : '';
    if (!title) problems.add('title', 'The title is required.');
    else if (title.length > TITLE_MAX) problems.add('title', `The title can be at most ${TITLE_MAX} characters long.`);
    else draft.title = title;
  }
  if (body.body !== undefined || !partial) {
    const text = typeof body.body === 'string' ? body.body.trim() : '';
    if (!text) problems.add('body', 'The text is required.');
    else if (text.length > BODY_MAX) problems.add('body', `The text can be at most ${BODY_MAX} characters long.`);
    else draft.body = text;
  }
  if (body.cover === null) draft.cover = null;
  else if (body.cover !== undefined) {
    const cover = typeof body.cover === 'string' ? body.cover.trim() : '';
    if (cover.length > URL_MAX || safeUrl(cover) === null) problems.add('cover', 'The cover must be an https:// address of a picture.');
    else draft.cover = cover;
  }
  if (body.mediaUrl === null) draft.mediaUrl = null;
  else if (body.mediaUrl !== undefined) {
    const media = typeof body.mediaUrl === 'string' ? body.mediaUrl.trim() : '';
    if (media.length > URL_MAX || !isHttpsAddress(media)) problems.add('mediaUrl', 'The video must be an https:// address.');
    else draft.mediaUrl = media;
  }
  if (body.startsAt === null) draft.startsAt = null;
  else if (body.startsAt !== undefined) {
    const at = typeof body.startsAt === 'string' ? Date.parse(body.startsAt) : Number.NaN;
    if (Number.isNaN(at)) problems.add('startsAt', 'The start must be a date and time (ISO-8601).');
    else draft.startsAt = new Date(at).toISOString();
  }
  problems.throwIfAny();
  return draft;
}

/** A video needs its address and an event its start, whether given now or kept from before (api-contract.md). */
function requireTypeFields(content: { type: ContentType; mediaUrl: string | null; startsAt: string | null }): void {
  const problems = new FieldProblems();
  if (content.type === 'video' && !content.mediaUrl) problems.add('mediaUrl', 'A video needs its https:// address.');
  if (content.type === 'event' && !content.startsAt) problems.add('startsAt', 'An event needs the date and time it starts.');
  problems.throwIfAny();
}

function readCommentBody(body: JsonObject): string {
  const text = typeof body.body === 'string' ? body.body.trim() : '';
  const problems = new FieldProblems();
  if (!text) problems.add('body', 'The comment cannot be empty.');
  else if (text.length > COMMENT_MAX) problems.add('body', `A comment can be at most ${COMMENT_MAX} characters long.`);
  problems.throwIfAny();
  return text;
}

/** `?type=` of the list: absent means every type. */
function readTypeFilter(query: URLSearchParams): ContentType | null {
  const type = query.get('type');
  if (type === null) return null;
  if (isContentType(type)) return type;
  return fail(422, 'ValidationError', TYPE_PROBLEM, { fields: { type: TYPE_PROBLEM } });
}

function newestFirst(a: { createdAt: string }, b: { createdAt: string }): number {
  return b.createdAt.localeCompare(a.createdAt);
}

function oldestFirst(a: { createdAt: string }, b: { createdAt: string }): number {
  return a.createdAt.localeCompare(b.createdAt);
}

export const contentsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v2/contents',
    readAccess: true,
    handle: (context) => {
      const paging = readPaging(context.query);
      const type = readTypeFilter(context.query);
      const query = context.query.get('query');
      const all = context.state.contents
        .filter(
          (content) =>
            content.networkId === context.network.customization.id &&
            (type === null || content.type === type) &&
            (query === null || matchesSearch([content.title, content.body], query)),
        )
        .sort(newestFirst);
      const page = pageOf(all, paging);
      return data(page.items.map((record) => toContent(context.state, record, context.viewer?.id ?? null)), { metadata: { total: page.total } });
    },
  },
  {
    method: 'GET',
    path: '/v2/contents/{id}',
    readAccess: true,
    handle: (context) => {
      return data(toContent(context.state, contentOfThisNetwork(context, context.param('id')), context.viewer?.id ?? null));
    },
  },
  {
    method: 'POST',
    path: '/v2/contents',
    readAccess: true,
    auth: 'required',
    handle: async (context) => {
      const member = context.member();
      const draft = readDraft(await context.json(), false);
      if (!draft.type || !draft.title || !draft.body) throw new Error('readDraft let an incomplete draft through');
      if (!mayPublish(member, draft.type)) forbidden(publishRefusal(member));
      const record: ContentRecord = {
        id: context.backend.nextId('cnt'),
        networkId: context.network.customization.id,
        type: draft.type,
        title: draft.title,
        body: draft.body,
        authorId: member.id,
        createdAt: context.backend.isoNow(),
        updatedAt: null,
        cover: draft.cover ?? null,
        mediaUrl: draft.mediaUrl ?? null,
        startsAt: draft.startsAt ?? null,
      };
      requireTypeFields(record);
      context.state.contents.push(record);
      const content = toContent(context.state, record, member.id);
      context.publish('content.created', content, NETWORK_READERS);
      return data(content, {}, 201);
    },
  },
  {
    method: 'PATCH',
    path: '/v2/contents/{id}',
    readAccess: true,
    auth: 'required',
    handle: async (context) => {
      const member = context.member();
      const record = contentOfThisNetwork(context, context.param('id'));
      if (!mayChangeContent(member, 'content.update', record)) forbidden('You can only edit your own content.');
      const draft = readDraft(await context.json(), true);
      // Turning a content into another type publishes that type: only who may publish it may.
      if (draft.type !== undefined && draft.type !== record.type && !mayPublish(member, draft.type)) {
        forbidden(publishRefusal(member));
      }
      requireTypeFields({ type: draft.type ?? record.type, mediaUrl: draft.mediaUrl !== undefined ? draft.mediaUrl : record.mediaUrl, startsAt: draft.startsAt !== undefined ? draft.startsAt : record.startsAt });
      Object.assign(record, draft, { updatedAt: context.backend.isoNow() });
      const content = toContent(context.state, record, member.id);
      context.publish('content.updated', content, NETWORK_READERS);
      return data(content);
    },
  },
  {
    method: 'DELETE',
    path: '/v2/contents/{id}',
    readAccess: true,
    auth: 'required',
    handle: (context) => {
      const member = context.member();
      const record = contentOfThisNetwork(context, context.param('id'));
      if (!mayChangeContent(member, 'content.delete', record)) forbidden('You can only delete your own content.');
      const state = context.state;
      state.contents = state.contents.filter((content) => content !== record);
      const comments = new Set(state.comments.filter((comment) => comment.contentId === record.id).map((comment) => comment.id));
      state.comments = state.comments.filter((comment) => comment.contentId !== record.id);
      // Its reactions and its comments' go with it.
      state.reactions = state.reactions.filter((reaction) => (reaction.targetType === 'content' ? reaction.targetId !== record.id : !comments.has(reaction.targetId)));
      context.publish('content.deleted', { id: record.id }, NETWORK_READERS);
      return noContent();
    },
  },
  {
    method: 'GET',
    path: '/v2/contents/{id}/comments',
    readAccess: true,
    handle: (context) => {
      const record = contentOfThisNetwork(context, context.param('id'));
      const paging = readPaging(context.query);
      const comments = context.state.comments.filter((comment) => comment.contentId === record.id).sort(oldestFirst);
      const page = pageOf(comments, paging);
      return data(page.items.map((comment) => toComment(context.state, comment, context.viewer?.id ?? null)), { metadata: { total: page.total } });
    },
  },
  {
    method: 'POST',
    path: '/v2/contents/{id}/comments',
    readAccess: true,
    auth: 'required',
    handle: async (context) => {
      const member = context.member();
      const content = contentOfThisNetwork(context, context.param('id'));
      const comment: CommentRecord = {
        id: context.backend.nextId('cmt'),
        contentId: content.id,
        body: readCommentBody(await context.json()),
        creatorId: member.id,
        createdAt: context.backend.isoNow(),
        updatedAt: null,
      };
      context.state.comments.push(comment);
      const created = toComment(context.state, comment, member.id);
      context.publish('comment.created', created, NETWORK_READERS);
      return data(created, {}, 201);
    },
  },
  {
    method: 'PATCH',
    path: '/v2/comments/{id}',
    readAccess: true,
    auth: 'required',
    handle: async (context) => {
      const member = context.member();
      const comment = commentOfThisNetwork(context, context.param('id'));
      if (!mayChangeComment(member, 'comment.update', comment)) forbidden('You can only edit your own comments.');
      comment.body = readCommentBody(await context.json());
      comment.updatedAt = context.backend.isoNow();
      const updated = toComment(context.state, comment, member.id);
      context.publish('comment.updated', updated, NETWORK_READERS);
      return data(updated);
    },
  },
  {
    method: 'DELETE',
    path: '/v2/comments/{id}',
    readAccess: true,
    auth: 'required',
    handle: (context) => {
      const member = context.member();
      const comment = commentOfThisNetwork(context, context.param('id'));
      if (!mayChangeComment(member, 'comment.delete', comment)) forbidden('You can only delete your own comments.');
      context.state.comments = context.state.comments.filter((candidate) => candidate !== comment);
      context.state.reactions = context.state.reactions.filter((reaction) => !(reaction.targetType === 'comment' && reaction.targetId === comment.id));
      context.publish('comment.deleted', { id: comment.id, contentId: comment.contentId }, NETWORK_READERS);
      return noContent();
    },
  },
];
